import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import { trainFareParts } from '@peresadka/contracts/fare-parts';
import { kopecksOfIm, kopecksOfImText } from '@peresadka/contracts/im/im-values';
import {
  ZBalancesResponse,
  ZOrderInfoResponse,
  ZOrderListResponse,
} from '@peresadka/contracts/im/order-info';
import {
  ZAutoReturnResponse,
  ZConfirmResponse,
  ZCreateReservationResponse,
  ZReturnAmountResponse,
  type CreateReservationRequest,
} from '@peresadka/contracts/im/order-reservation';
import { ZCarPricingResponse } from '@peresadka/contracts/im/railway-search';
import { refundQuote } from '@peresadka/contracts/refund-rules';
import { trainCarFare } from '@peresadka/contracts/trip-properties';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImSandbox } from './sandbox.ts';
import {
  createRequest,
  customer,
  DAY,
  imApi,
  OTHER_PARTNER,
  passengers,
  reservationItem,
  type TestClock,
  startTestSandbox,
} from './sandbox.test-support.ts';
import {
  MOSCOW_KURSKY,
  MOSCOW_LENINGRADSKY,
  OREL_RAIL,
  SPB_RAIL,
  testFeed,
  TVER_RAIL,
} from './test-network.test-support.ts';

let sandbox: ImSandbox;
let clock: TestClock;
beforeEach(async () => {
  ({ sandbox, clock } = await startTestSandbox());
});
afterEach(() => sandbox.close());

const api = () => imApi(sandbox);

async function create(request: CreateReservationRequest = createRequest()) {
  const { status, body } = await api().post('Order/V1/Reservation/Create', request);
  if (status !== 200) throw new Error(`not reserved: ${JSON.stringify(body)}`);
  return ZCreateReservationResponse.parse(body);
}

const confirm = (orderId: number) =>
  api().post('Order/V1/Reservation/Confirm', {
    OrderId: orderId,
    OrderCustomerIds: null,
    OrderCustomerDocuments: null,
    ProviderPaymentForm: 'Card',
  });

const byId = (orderId: number) => ({
  OrderId: orderId,
  OrderItemIds: null,
  OrderCustomerIds: null,
});

async function info(known: { OrderId: number } | { AgentReferenceId: string }) {
  const { status, body } = await api().post('Order/V1/Info/OrderInfo', {
    OrderId: null,
    AgentReferenceId: null,
    ...known,
  });
  return { status, body, order: status === 200 ? ZOrderInfoResponse.parse(body) : null };
}

async function balance(): Promise<number> {
  const { body } = await api().post('Partner/V1/Info/Balances', {});
  return kopecksOfImText(ZBalancesResponse.parse(body).AccountBalances[0]!.CurrentBalance)!;
}

async function freePlaces(train: string, from: number, to: number, car: string, date = DAY) {
  const { body } = await api().post('Railway/V1/Search/CarPricing', {
    OriginCode: String(from),
    DestinationCode: String(to),
    DepartureDate: `${date}T00:00:00`,
    TrainNumber: train,
    CarType: null,
    TariffType: 'Full',
    SpecialPlacesDemand: 'NoValue',
  });
  const found = ZCarPricingResponse.parse(body).Cars.find((c) => c.CarNumber === car);
  return found ? found.FreePlaces.split(', ').map(Number) : [];
}

/** The test network's trains have no demand: every run sells at the published fare. */
const compartmentFare = () => {
  const car = testFeed.trips.find((t) => t.number === '002Й')!.properties;
  if (car.mode !== 'TRAIN') throw new Error('002Й is a train');
  return trainCarFare(car.cars[1]!, 800, { number: '002Й', serviceDate: DAY });
};

describe('a reservation', () => {
  it('holds places in one compartment, priced by category, until ConfirmTill', async () => {
    const request = createRequest(
      [
        reservationItem({
          Passengers: [...passengers('Adult', 1), ...passengers('Child', 2)],
          LowerPlaceQuantity: 2,
          AgentReferenceId: 'order-1-item-1',
        }),
      ],
      [customer(1), customer(2, { FirstName: 'Маша', Birthday: '2020-01-10T00:00:00' })],
    );
    const answer = await create(request);
    expect(answer.ConfirmTill).toBe('2026-03-02T12:15:00');
    const [item] = answer.ReservationResults;
    expect(item).toMatchObject({
      CarNumber: '02',
      CarType: 'Compartment',
      TrainNumber: '002Й',
      OriginStationCode: '400000001',
      DepartureDateTime: `${DAY}T20:00:00`,
      AgentReferenceId: 'order-1-item-1',
      IsThreeHoursReservationAvailable: true,
    });
    expect(item!.Passengers.map((p) => [p.Places, p.PlaceTiers])).toEqual([
      ['001', 'Н'],
      ['003', 'Н'],
    ]);
    const adult = compartmentFare();
    const child = Math.round((adult * 0.35) / 100) * 100;
    expect(item!.Blanks.map((b) => kopecksOfIm(b.Amount))).toEqual([adult, child]);
    expect(kopecksOfIm(item!.Blanks[0]!.AdditionalPrice)).toBe(
      trainFareParts(adult, 'Compartment').ticketPart,
    );
    expect(kopecksOfIm(answer.Amount)).toBe(adult + child);
    expect(await freePlaces('002Й', 400_000_001, 300_551_487, '02')).not.toContain(1);

    // Without a class asked, the cheapest car of the type: the two-storey one.
    const cheapest = await create(createRequest([reservationItem({ ServiceClass: null })]));
    expect(cheapest.ReservationResults[0]!.CarNumber).toBe('04');

    const known = await info({ AgentReferenceId: 'order-1-item-1' });
    expect(known.order!.OrderItems[0]).toMatchObject({
      SimpleOperationStatus: 'InProcess',
      DetailedOperationStatus: 'Reserved',
      ConfirmTimeLimit: '2026-03-02T12:15:00',
      ConfirmDateTime: null,
    });
    expect(known.order!.OrderItems[0]!.OrderItemBlanks[0]!.BlankStatus).toBe('NotConfirmed');
  });

  it('seats a child on the lap without a place or a fare, never alone', async () => {
    const answer = await create(
      createRequest(
        [
          reservationItem({
            Passengers: [...passengers('Adult', 1), ...passengers('BabyWithoutPlace', 2)],
          }),
        ],
        [
          customer(1),
          customer(2, { Birthday: '2024-06-01T00:00:00', DocumentType: 'BirthCertificate' }),
        ],
      ),
    );
    const [adult, baby] = answer.ReservationResults[0]!.Passengers;
    expect(adult!.Places).toBe('001');
    expect(baby).toMatchObject({
      Places: '',
      PlaceTiers: null,
      Amount: 0,
      Category: 'BabyWithoutPlace',
    });

    const alone = await api().post(
      'Order/V1/Reservation/Create',
      createRequest(
        [reservationItem({ Passengers: passengers('BabyWithoutPlace', 1) })],
        [customer(1, { Birthday: '2024-06-01T00:00:00' })],
      ),
    );
    expect(alone.status).toBe(400);
    expect(alone.body).toMatchObject({ Code: IM_ERRORS.invalidParameters });
    const tooOld = await api().post(
      'Order/V1/Reservation/Create',
      createRequest([reservationItem({ Passengers: passengers('Child', 1) })]),
    );
    expect(tooOld.status).toBe(400);
  });

  it('answers a repeat with the same AgentReferenceId with the first reservation', async () => {
    const request = createRequest([reservationItem({ AgentReferenceId: 'ref-7' })]);
    const first = await create(request);
    const again = await create(request);
    expect(again).toEqual(first);
    const other = await api().post(
      'Order/V1/Reservation/Create',
      createRequest([reservationItem({ AgentReferenceId: 'ref-7', CarNumber: '04' })]),
    );
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ Code: IM_ERRORS.invalidParameters });
    // Once cancelled, the reference is free for a new reservation.
    await api().post('Order/V1/Reservation/Cancel', byId(first.OrderId));
    expect((await create(request)).OrderId).not.toBe(first.OrderId);
  });

  it('refuses what it cannot seat, and reserves nothing of the order then', async () => {
    const closed = await api().post(
      'Order/V1/Reservation/Create',
      createRequest([
        reservationItem({ TrainNumber: '054Й', CarType: 'ReservedSeat', ServiceClass: null }),
      ]),
    );
    expect(closed.body).toMatchObject({ Code: IM_ERRORS.saleClosed });
    const heldCar = await api().post(
      'Order/V1/Reservation/Create',
      createRequest([reservationItem({ CarNumber: '05' })]),
    );
    expect(heldCar.body).toMatchObject({ Code: IM_ERRORS.saleClosed });
    const twoItems = await api().post(
      'Order/V1/Reservation/Create',
      createRequest([
        reservationItem({ CarNumber: '02', PlaceRange: { From: 1, To: 1 } }),
        reservationItem({ CarNumber: '02', PlaceRange: { From: 1, To: 1 }, Index: 2 }),
      ]),
    );
    expect(twoItems.body).toMatchObject({ Code: IM_ERRORS.noPlaces });
    expect(await freePlaces('002Й', 400_000_001, 300_551_487, '02')).toContain(1);
    const upper = await create(
      createRequest([reservationItem({ UpperPlaceQuantity: 1, CarNumber: '02' })]),
    );
    expect(upper.ReservationResults[0]!.Passengers[0]).toMatchObject({
      Places: '002',
      PlaceTiers: 'В',
    });
    const second = await create(
      createRequest([reservationItem({ CarNumber: '04', CarStorey: 'Second' })]),
    );
    expect(second.ReservationResults[0]!.Passengers[0]!.Places).toBe('033');
  });

  it('lapses at ConfirmTill: the places are free and Confirm is too late (81)', async () => {
    const answer = await create(createRequest([reservationItem({ AgentReferenceId: 'late' })]));
    clock.advance(16);
    expect(await freePlaces('002Й', 400_000_001, 300_551_487, '02')).toContain(1);
    const late = await confirm(answer.OrderId);
    expect(late.status).toBe(500);
    expect(late.body).toMatchObject({ Code: IM_ERRORS.confirmationExpired });
    expect((await info({ AgentReferenceId: 'late' })).order!.OrderItems[0]).toMatchObject({
      SimpleOperationStatus: 'Error',
      DetailedOperationStatus: 'ReservationCancelled',
    });
  });

  it('is held three hours more only for a train a day or more away', async () => {
    const far = await create();
    const prolonged = await api().post('Order/V1/Reservation/ProlongReservation', {
      OrderId: far.OrderId,
      OrderItemIds: null,
      ProlongReservationType: 'RailwayThreeHoursReservation',
    });
    expect(prolonged.body).toEqual({ OrderId: far.OrderId, ConfirmTill: '2026-03-02T15:00:00' });
    const soon = await create(
      createRequest([
        reservationItem({
          OriginCode: String(MOSCOW_LENINGRADSKY),
          DestinationCode: String(SPB_RAIL),
          TrainNumber: '752А',
          CarType: 'Sedentary',
          ServiceClass: null,
        }),
      ]),
    );
    const refused = await api().post('Order/V1/Reservation/ProlongReservation', {
      OrderId: soon.OrderId,
      OrderItemIds: null,
      ProlongReservationType: 'RailwayThreeHoursReservation',
    });
    expect(refused.body).toMatchObject({ Code: IM_ERRORS.noLongHold });
  });

  it('is cancelled once, quietly again, and never after Confirm', async () => {
    const answer = await create();
    expect((await api().post('Order/V1/Reservation/Cancel', byId(answer.OrderId))).body).toEqual(
      {},
    );
    expect((await api().post('Order/V1/Reservation/Cancel', byId(answer.OrderId))).status).toBe(
      200,
    );
    expect(await freePlaces('002Й', 400_000_001, 300_551_487, '02')).toContain(1);
    expect((await info({ OrderId: answer.OrderId })).order!.OrderItems[0]).toMatchObject({
      DetailedOperationStatus: 'Cancelled',
    });
    expect((await confirm(answer.OrderId)).body).toMatchObject({ Code: IM_ERRORS.wrongOrderState });

    const sold = await create();
    await confirm(sold.OrderId);
    expect(
      (await api().post('Order/V1/Reservation/Cancel', byId(sold.OrderId))).body,
    ).toMatchObject({
      Code: IM_ERRORS.wrongOrderState,
    });
    expect((await api().post('Order/V1/Reservation/Cancel', byId(424_242))).body).toMatchObject({
      Code: IM_ERRORS.orderNotFound,
    });
  });
});

describe('a sale', () => {
  it('confirms from the balance, prints the blank and is voided before VoidTill', async () => {
    const before = await balance();
    const answer = await create();
    const amount = kopecksOfIm(answer.Amount);
    const confirmed = await confirm(answer.OrderId);
    expect(confirmed.status).toBe(200);
    const result = ZConfirmResponse.parse(confirmed.body).ConfirmResults[0]!;
    expect(result.Blanks[0]).toMatchObject({ BlankStatus: 'ElectronicRegistrationPresent' });
    expect(result.Blanks[0]!.Number).toMatch(/^\d{14}$/);
    expect(result).toMatchObject({
      Confirmed: '2026-03-02T12:00:00',
      VoidTill: '2026-03-02T12:10:00',
    });
    expect(await balance()).toBe(before - amount);
    // A repeat answers the same confirmation and takes nothing more.
    expect((await confirm(answer.OrderId)).body).toEqual(confirmed.body);
    expect(await balance()).toBe(before - amount);

    const blank = await api().post('Order/V1/Reservation/Blank', {
      OrderId: answer.OrderId,
      OrderItemId: null,
      OrderItemIds: null,
      RetrieveMainServices: true,
      RetrieveUpsales: false,
    });
    expect(blank.type).toBe('application/pdf');
    const pdf = blank.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    const sold = await info({ OrderId: answer.OrderId });
    expect(sold.order!.OrderItems[0]).toMatchObject({
      SimpleOperationStatus: 'Succeeded',
      DetailedOperationStatus: 'Succeeded',
      ConfirmDateTime: '2026-03-02T12:00:00',
      ReservationNumber: result.Blanks[0]!.Number,
    });

    clock.advance(5);
    expect((await api().post('Order/V1/Reservation/Void', byId(answer.OrderId))).body).toEqual({
      OrderId: answer.OrderId,
    });
    expect(await balance()).toBe(before);
    expect(await freePlaces('002Й', 400_000_001, 300_551_487, '02')).toContain(1);
    const voided = await info({ OrderId: answer.OrderId });
    expect(voided.order!.OrderItems[0]).toMatchObject({ DetailedOperationStatus: 'Voided' });
    expect(voided.order!.OrderItems[0]!.OrderItemBlanks[0]!.BlankStatus).toBe('Voided');
    const noBlank = await api().post('Order/V1/Reservation/Blank', {
      OrderId: answer.OrderId,
      OrderItemId: null,
      OrderItemIds: null,
      RetrieveMainServices: true,
      RetrieveUpsales: false,
    });
    expect(noBlank.body).toMatchObject({ Code: IM_ERRORS.wrongOrderState });
  });

  it('voids one traveller of an item, with the child on their lap', async () => {
    const answer = await create(
      createRequest(
        [
          reservationItem({
            Passengers: [...passengers('Adult', 1, 2), ...passengers('BabyWithoutPlace', 3)],
          }),
        ],
        [customer(1), customer(2), customer(3, { Birthday: '2024-01-01T00:00:00' })],
      ),
    );
    await confirm(answer.OrderId);
    const [first, second] = answer.Customers;
    const item = answer.ReservationResults[0]!;
    const before = await balance();
    const voided = await api().post('Order/V1/Reservation/Void', {
      OrderId: answer.OrderId,
      OrderItemIds: [item.OrderItemId],
      OrderCustomerIds: [first!.OrderCustomerId],
    });
    expect(voided.status).toBe(200);
    const blanks = (await info({ OrderId: answer.OrderId })).order!.OrderItems[0]!.OrderItemBlanks;
    expect(blanks.map((b) => b.BlankStatus)).toEqual([
      'Voided',
      'ElectronicRegistrationPresent',
      'ElectronicRegistrationPresent',
    ]);
    expect(await balance()).toBe(before + kopecksOfIm(item.Blanks[0]!.Amount));
    await api().post('Order/V1/Reservation/Void', {
      OrderId: answer.OrderId,
      OrderItemIds: [item.OrderItemId],
      OrderCustomerIds: [second!.OrderCustomerId],
    });
    const all = (await info({ OrderId: answer.OrderId })).order!;
    expect(all.OrderItems[0]!.OrderItemBlanks.every((b) => b.BlankStatus === 'Voided')).toBe(true);
    expect(all.OrderItems[0]!.DetailedOperationStatus).toBe('Voided');
  });

  it('is returned after VoidTill by the carrier’s rule, once', async () => {
    const answer = await create();
    await confirm(answer.OrderId);
    const item = answer.ReservationResults[0]!;
    const blankId = item.Blanks[0]!.OrderItemBlankId;
    const quoteRequest = (document = '4601123451') => ({
      ServiceReturnAmountRequest: {
        $type: 'ApiContracts.Railway.V1.Messages.Return.RailwayReturnAmountRequest, ApiContracts',
        OrderItemBlankIds: [blankId],
        CheckDocumentNumber: document,
        OrderItemId: item.OrderItemId,
        ReturnTarget: null,
      },
    });
    const tooEarly = await api().post('Order/V1/Reservation/ReturnAmount', quoteRequest());
    expect(tooEarly.body).toEqual({
      Code: IM_ERRORS.useVoid,
      Message:
        'Необходимо использовать операцию аннулирования до 2026-03-02T12:10:00 вместо возврата',
      MessageParams: ['2026-03-02T12:10:00'],
    });

    // Five hours before the train: the ticket part and half the плацкарта come back.
    clock.at = Date.parse(`${DAY}T15:00:00+03:00`);
    const fare = kopecksOfIm(item.Blanks[0]!.Amount);
    const expected = refundQuote(
      {
        mode: 'TRAIN',
        departsAt: new Date(`${DAY}T20:00:00+03:00`),
        ...trainFareParts(fare, 'Compartment'),
        serviceCharge: 0,
        extras: 0,
      },
      new Date(clock.at),
    );
    const wrongDocument = await api().post('Order/V1/Reservation/ReturnAmount', quoteRequest('1'));
    expect(wrongDocument.body).toMatchObject({ Code: IM_ERRORS.wrongDocument });
    const quote = ZReturnAmountResponse.parse(
      (await api().post('Order/V1/Reservation/ReturnAmount', quoteRequest())).body,
    ).ServiceReturnResponse;
    expect(quote.Blanks[0]).toMatchObject({
      PurchaseOrderItemBlankId: blankId,
      Amount: expected.price / 100,
      Penalty: (fare - expected.price) / 100,
    });

    const before = await balance();
    const returnRequest = {
      ServiceAutoReturnRequest: {
        $type: 'ApiContracts.Railway.V1.Messages.Return.RailwayAutoReturnRequest, ApiContracts',
        OrderItemBlankIds: [blankId],
        CheckDocumentNumber: '4601123451',
        OrderItemId: item.OrderItemId,
        AgentReferenceId: 'return-1',
      },
    };
    const returned = await api().post('Order/V1/Reservation/AutoReturn', returnRequest);
    expect(returned.status).toBe(200);
    const made = ZAutoReturnResponse.parse(returned.body).ServiceReturnResponse;
    expect(made).toMatchObject({ Amount: expected.price / 100, AgentReferenceId: 'return-1' });
    expect(await balance()).toBe(before + expected.price);
    expect(await freePlaces('002Й', 400_000_001, 300_551_487, '02')).toContain(1);
    // A repeat of the same return answers it again; another return of the blank is refused.
    expect((await api().post('Order/V1/Reservation/AutoReturn', returnRequest)).body).toEqual(
      returned.body,
    );
    expect(await balance()).toBe(before + expected.price);
    const again = await api().post('Order/V1/Reservation/AutoReturn', {
      ServiceAutoReturnRequest: {
        ...returnRequest.ServiceAutoReturnRequest,
        AgentReferenceId: 'return-2',
      },
    });
    expect(again.body).toMatchObject({ Code: IM_ERRORS.alreadyReturned });

    const order = (await info({ AgentReferenceId: 'return-1' })).order!;
    const [purchase, ret] = order.OrderItems;
    expect(purchase!.OrderItemBlanks[0]!.BlankStatus).toBe('Returned');
    expect(ret).toMatchObject({
      OperationType: 'Return',
      PreviousOrderItemId: item.OrderItemId,
      SimpleOperationStatus: 'Succeeded',
    });
    expect(ret!.OrderItemBlanks[0]!.PreviousOrderItemBlankId).toBe(blankId);
    const list = ZOrderListResponse.parse(
      (
        await api().post('Order/V1/Info/OrderList', {
          Date: '2026-03-03T00:00:00',
          OperationType: 'Return',
          ProviderPaymentForm: null,
          IsExternallyLoaded: null,
        })
      ).body,
    );
    expect(list.Orders.map((o) => o.OrderItems.map((i) => i.OperationType))).toEqual([['Return']]);
  });

  it('is refused when the balance is short (122), and changes nothing', async () => {
    const poor = await startTestSandbox({ balanceKopecks: 100_00 });
    try {
      const answer = ZCreateReservationResponse.parse(
        (await imApi(poor.sandbox).post('Order/V1/Reservation/Create', createRequest())).body,
      );
      const refused = await imApi(poor.sandbox).post('Order/V1/Reservation/Confirm', {
        OrderId: answer.OrderId,
        OrderCustomerIds: null,
        OrderCustomerDocuments: null,
        ProviderPaymentForm: 'Card',
      });
      expect(refused.status).toBe(500);
      expect(refused.body).toMatchObject({ Code: IM_ERRORS.insufficientBalance });
    } finally {
      await poor.sandbox.close();
    }
    const answer = await create();
    sandbox.faults.add({ shortBalance: true, times: 1 });
    expect((await confirm(answer.OrderId)).body).toMatchObject({
      Code: IM_ERRORS.insufficientBalance,
    });
    expect((await confirm(answer.OrderId)).status).toBe(200);
  });
});

describe('the truth after a lost answer', () => {
  it('tells by the AgentReferenceId what a Create whose answer was dropped did', async () => {
    sandbox.faults.add({ dropAnswer: ['Order/V1/Reservation/Create'], times: 1 });
    const request = createRequest([reservationItem({ AgentReferenceId: 'lost-1' })]);
    await expect(api().post('Order/V1/Reservation/Create', request)).rejects.toThrow();
    const known = await info({ AgentReferenceId: 'lost-1' });
    expect(known.status).toBe(200);
    const item = known.order!.OrderItems[0]!;
    expect(item).toMatchObject({ AgentReferenceId: 'lost-1', DetailedOperationStatus: 'Reserved' });
    const repeated = await create(request);
    expect(repeated.OrderId).toBe(known.order!.OrderId);

    sandbox.faults.add({ dropAnswer: ['Order/V1/Reservation/Confirm'], times: 1 });
    await expect(confirm(repeated.OrderId)).rejects.toThrow();
    expect((await info({ AgentReferenceId: 'lost-1' })).order!.OrderItems[0]).toMatchObject({
      DetailedOperationStatus: 'Succeeded',
    });
    expect((await info({ AgentReferenceId: 'nobody' })).body).toMatchObject({
      Code: IM_ERRORS.orderNotFound,
    });
  });

  it("keeps a partner's orders from another partner", async () => {
    const answer = await create(createRequest([reservationItem({ AgentReferenceId: 'mine' })]));
    const other = imApi(sandbox, OTHER_PARTNER);
    const asked = await other.post('Order/V1/Info/OrderInfo', {
      OrderId: answer.OrderId,
      AgentReferenceId: null,
    });
    expect(asked.body).toMatchObject({ Code: IM_ERRORS.orderNotFound });
    const confirmed = await other.post('Order/V1/Reservation/Confirm', {
      OrderId: answer.OrderId,
      OrderCustomerIds: null,
      OrderCustomerDocuments: null,
      ProviderPaymentForm: 'Card',
    });
    expect(confirmed.body).toMatchObject({ Code: IM_ERRORS.orderNotFound });
  });
});

describe('places', () => {
  it('sold on one part of the line are free on the next', async () => {
    const toTver = await create(
      createRequest([
        reservationItem({
          OriginCode: String(MOSCOW_LENINGRADSKY),
          DestinationCode: String(TVER_RAIL),
          TrainNumber: '752А',
          CarType: 'Soft',
          ServiceClass: null,
        }),
      ]),
    );
    expect(toTver.ReservationResults[0]!.Passengers[0]!.Places).toBe('001');
    await confirm(toTver.OrderId);
    const car = '01';
    expect(await freePlaces('752А', MOSCOW_LENINGRADSKY, TVER_RAIL, car)).not.toContain(1);
    expect(await freePlaces('752А', MOSCOW_LENINGRADSKY, SPB_RAIL, car)).not.toContain(1);
    expect(await freePlaces('752А', TVER_RAIL, SPB_RAIL, car)).toContain(1);
    const onward = await create(
      createRequest([
        reservationItem({
          OriginCode: String(TVER_RAIL),
          DestinationCode: String(SPB_RAIL),
          TrainNumber: '752А',
          CarType: 'Soft',
          ServiceClass: null,
          PlaceRange: { From: 1, To: 1 },
        }),
      ]),
    );
    expect(onward.ReservationResults[0]!.Passengers[0]!.Places).toBe('001');
  });

  it('go to one of 200 simultaneous reservations of the last place', async () => {
    const item = (i: number) =>
      reservationItem({
        OriginCode: String(MOSCOW_KURSKY),
        DestinationCode: String(OREL_RAIL),
        TrainNumber: '900Й',
        CarType: 'Luxury',
        ServiceClass: null,
        AgentReferenceId: `race-${i}`,
      });
    await create(createRequest([item(0)]));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api().post('Order/V1/Reservation/Create', createRequest([item(i + 1)])),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => (a.body as { Code?: number }).Code === 311)).toHaveLength(199);
  });

  it('let one operation at a time change an order (94)', async () => {
    const answer = await create();
    sandbox.faults.add({ slowMs: 150, paths: ['Order/V1/Reservation/Confirm'] });
    const [first, second] = await Promise.all([
      confirm(answer.OrderId),
      new Promise((resolve) => setTimeout(resolve, 30)).then(() =>
        api().post('Order/V1/Reservation/Cancel', byId(answer.OrderId)),
      ),
    ]);
    expect(first.status).toBe(200);
    expect(second.body).toMatchObject({ Code: IM_ERRORS.operationInProgress });
  });
});
