import { RECEIPT_SUPPLIERS } from '@peresadka/contracts/receipt-suppliers';
import { AIRLINES } from '@peresadka/geo/demo-timetable/airlines';
import { BUS_CARRIERS } from '@peresadka/geo/demo-timetable/bus-fleet';
import { TRAIN_CARRIERS } from '@peresadka/geo/demo-timetable/train-lines';
import {
  amountOf,
  receiptMatches,
  ZCreatePayment,
  ZReceipt,
} from '@peresadka/contracts/yookassa-v3';
import { describe, expect, it } from 'vitest';
import type { StoredOrder } from '../orders/orders-repository.ts';
import {
  createPaymentOf,
  paymentDescription,
  receiptOf,
  returnReceiptOf,
} from './payment-request.ts';

const when = new Date('2026-12-01T05:30:00Z');

/** Two adults and a lap child on one train: 2 × (3 210,50 ₽ + 160,53 ₽ fee) and a free ticket. */
function storedOrder(overrides: Partial<StoredOrder['order']> = {}): StoredOrder {
  const item = (id: number, passengerId: number, fare: number, fee: number) => ({
    id,
    orderId: 7,
    passengerId,
    rideId: 1,
    carNumber: 5,
    seat: fare > 0 ? String(10 + id) : null,
    fare,
    serviceCharge: fee,
    extras: 0,
    total: fare + fee,
    details: {},
    returnedAt: null,
    supplierItemId: null,
    supplierCustomerId: null,
    supplierBlankId: null,
    blankNumber: null,
    voidTill: null,
  });
  const passenger = (id: number, lastName: string) => ({
    id,
    orderId: 7,
    position: id,
    category: 'Adult',
    status: 'WAITING',
    lastName,
    firstName: 'Анна',
    middleName: '-',
    sex: 'Female',
    birthday: '1985-07-20',
    documentType: 'RussianPassport',
    documentNumber: `45060000${id}`,
    documentValidTill: null,
    citizenship: 'Российская Федерация',
  });
  return {
    order: {
      id: 7,
      userId: 1,
      transportType: 'train',
      status: 'WAITING',
      routeId: 'r',
      serviceClass: null,
      totalPrice: 2 * (321_050 + 16_053),
      serviceCharge: 2 * 16_053,
      contactPhone: '+7 (912) 345-67-89',
      contactEmail: 'anna@mail.ru',
      siteUrl: 'https://peresadka.example',
      idempotencyKey: 'k',
      requestHash: 'h',
      createdAt: when,
      holdExpiresAt: when,
      paidAt: null,
      closedAt: null,
      closeReason: null,
      disruptedAt: null,
      disruption: null,
      supplier: null,
      supplierReference: null,
      supplierOrderId: null,
      supplierState: null,
      ...overrides,
    },
    rides: [
      {
        id: 1,
        orderId: 7,
        position: 0,
        tripId: 1,
        serviceDate: '2026-12-01',
        fromStationId: 1,
        toStationId: 2,
        fromSequence: 0,
        toSequence: 1,
        mode: 'TRAIN',
        number: '002Й',
        carrier: 'ФПК',
        originName: 'Москва Казанская',
        destinationName: 'Казань-Пассажирская',
        departureTime: '2026-12-01T08:30:00+03:00',
        arrivalTime: '2026-12-01T20:30:00+03:00',
        departsAt: when,
        arrivesAt: when,
        points: {},
        direction: 'there',
      },
    ],
    passengers: [passenger(1, 'Петрова'), passenger(2, 'Иванова'), passenger(3, 'Петров')],
    items: [item(1, 1, 321_050, 16_053), item(2, 2, 321_050, 16_053), item(3, 3, 0, 0)],
    refunds: [],
  };
}

const facts = new Map([
  [1, { carrierCode: 'FPK', fromRegion: 'Москва', toRegion: 'Республика Татарстан' }],
]);

describe('the provider’s create call', () => {
  it('knows the supplier of every carrier of the demonstration network', () => {
    const codes = [...TRAIN_CARRIERS, ...BUS_CARRIERS, ...AIRLINES].map((c) => c.code);
    expect(codes.filter((code) => !RECEIPT_SUPPLIERS[code])).toEqual([]);
  });

  it('adds the receipt’s lines up to the order’s total: a ticket per paying passenger as the carrier’s agent, and our fee', () => {
    const receipt = receiptOf(storedOrder(), facts, when);
    expect(receipt.customer).toEqual({ email: 'anna@mail.ru', phone: '79123456789' });
    expect(receipt.items).toHaveLength(3);
    expect(receipt.items[0]).toMatchObject({
      amount: { value: '3210.50', currency: 'RUB' },
      agent_type: 'agent',
      vat_code: 2,
      supplier: { name: 'АО «ФПК»', inn: '7708709686', phone: '78007750000' },
    });
    expect(receipt.items[2]).toMatchObject({
      description: 'Сервисный сбор «Пересадки»',
      amount: { value: '321.06', currency: 'RUB' },
      vat_code: 11,
    });
    expect(receipt.items[2]).not.toHaveProperty('agent_type');
    expect(receiptMatches(receipt, amountOf(storedOrder().order.totalPrice))).toBe(true);
    expect(ZReceipt.safeParse(receipt).success).toBe(true);
  });

  it('charges our fee at the rate of the day of the sale: 20 % in 2025, 22 % from 2026', () => {
    const fee = (on: string) => receiptOf(storedOrder(), facts, new Date(on)).items[2]!.vat_code;
    expect(fee('2025-12-31T20:59:59Z')).toBe(4);
    expect(fee('2025-12-31T21:00:00Z')).toBe(11);
  });

  it('refuses to charge what the order’s items do not add up to', () => {
    expect(() => receiptOf(storedOrder({ totalPrice: 1 }), facts, when)).toThrow(/items add up/);
  });

  it('refuses to name no supplier: a carrier without receipt details stops the sale', () => {
    const unknown = new Map([[1, { carrierCode: 'NOBODY', fromRegion: null, toRegion: null }]]);
    expect(() => receiptOf(storedOrder(), unknown, when)).toThrow(
      /no receipt details of carrier ФПК/,
    );
  });

  /** The order with the tickets of these items returned at `returnedAt`. */
  const returned = (ids: number[]) => {
    const stored = storedOrder();
    for (const item of stored.items) if (ids.includes(item.id)) item.returnedAt = returnedAt;
    return stored;
  };
  const returnedAt = new Date('2026-11-30T10:00:00Z');

  it('returns one passenger’s ticket on their own line, with the sale’s supplier and rate', () => {
    const receipt = returnReceiptOf(returned([2]), facts, { amount: 300_000, returnedAt }, when);
    expect(receipt.items).toEqual([
      expect.objectContaining({
        description: expect.stringContaining('Иванова А.'),
        amount: { value: '3000.00', currency: 'RUB' },
        vat_code: 2,
        agent_type: 'agent',
        supplier: expect.objectContaining({ inn: '7708709686' }),
      }),
    ]);
  });

  it('returns our fee on its own line when the refund gives back more than the tickets', () => {
    const receipt = returnReceiptOf(
      returned([1]),
      facts,
      { amount: 321_050 + 16_053, returnedAt },
      when,
    );
    expect(receipt.items.map((l) => [l.amount.value, l.agent_type ?? null])).toEqual([
      ['3210.50', 'agent'],
      ['160.53', null],
    ]);
    expect(receiptMatches(receipt, amountOf(321_050 + 16_053))).toBe(true);
  });

  it('shares an order returned whole among every ticket of the return, in proportion to price', () => {
    const receipt = returnReceiptOf(returned([1, 2]), facts, { amount: 500_001, returnedAt }, when);
    expect(receipt.items.map((l) => [l.description.slice(-10), l.amount.value])).toEqual([
      ['Петрова А.', '2500.00'],
      ['Иванова А.', '2500.01'],
    ]);
    expect(receiptMatches(receipt, amountOf(500_001))).toBe(true);
  });

  it('is refused by the receipt schema as YooKassa refuses it: an agent line with no supplier, a bad ИНН, no lines', () => {
    const receipt = receiptOf(storedOrder(), facts, when);
    const [ticket] = receipt.items;
    const { supplier: _, ...anonymous } = ticket!;
    const problem = (items: unknown[]) =>
      ZReceipt.safeParse({ ...receipt, items }).error?.issues[0];
    expect(problem([anonymous])).toMatchObject({
      message: 'у строки агента должен быть поставщик',
      path: ['items', 0, 'supplier'],
    });
    expect(problem([{ ...ticket, supplier: { name: 'АО «ФПК»', inn: '77087096' } }])?.message).toBe(
      'ИНН из 10 или 12 цифр',
    );
    expect(problem([{ ...ticket, quantity: '0' }])?.message).toBe('количество больше нуля');
    expect(problem([])).toBeDefined();
    expect(problem(Array.from({ length: 101 }, () => ticket))).toBeDefined();
  });

  it('describes the order in at most 128 characters and passes the protocol’s own schema', () => {
    const stored = storedOrder();
    expect(paymentDescription(stored)).toBe(
      'Заказ № 7: Москва Казанская → Казань-Пассажирская, 01.12.2026, 3 пассажира',
    );
    stored.rides[0]!.destinationName = 'Очень длинное название станции '.repeat(8);
    expect(paymentDescription(stored)).toHaveLength(128);
    const body = createPaymentOf(
      stored,
      facts,
      3,
      stored.order.totalPrice,
      'http://localhost/ok',
      when,
    );
    expect(ZCreatePayment.safeParse(body).success).toBe(true);
    expect(body.metadata).toEqual({ order_id: '7', payment_id: '3' });
  });
});
