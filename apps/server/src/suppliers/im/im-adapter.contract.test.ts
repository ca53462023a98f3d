import {
  ZCarPricingResponse,
  ZTrainPricingResponse,
  ZTrainRouteResponse,
} from '@peresadka/contracts/im/railway-search';
import { readdirSync } from 'node:fs';
import {
  IM_FIXTURES_DIR,
  requestFixture,
  responseFixture,
  shapeDifferences,
} from '@peresadka/contracts/im/im-fixtures.test-support';
import type { TripInfo } from '../../rides/trip-info.ts';
import { describe, expect, it } from 'vitest';
import type { SupplierRide } from '../train-supplier.ts';
import { mergedCars, offerOf, sameRide } from './im-answers.ts';
import { carPricingRequest, trainPricingRequest, trainRouteRequest } from './im-requests.ts';
import { lineOfRoute } from './im-times.ts';
import { orderOfCreate, orderOfInfo, returnOf, voidTillOf } from './im-order-answers.ts';
import {
  autoReturnRequest,
  blankRequest,
  cancelRequest,
  confirmRequest,
  createRequest,
  orderInfoRequest,
  returnAmountRequest,
  voidRequest,
} from './im-order-requests.ts';
import { IM_CALLS } from '@peresadka/contracts/im/im-calls';
import { kopecksOfImText } from '@peresadka/contracts/im/im-values';
import { ZBalancesResponse } from '@peresadka/contracts/im/order-info';
import type { ReserveRequest } from '../train-supplier.ts';

/** The fixtures' train 054Ч Москва Октябрьская → Санкт-Петербург-Главный, as our ride. */
const ride: SupplierRide = {
  key: { tripId: 1, serviceDate: '2016-11-01', fromStationId: 2000000, toStationId: 2004000 },
  trip: {
    id: 1,
    mode: 'TRAIN',
    number: '054Ч',
    name: 'ГРАНД',
    carrierCode: 'GSE',
    carrierName: 'ГРАНД',
    properties: null,
  } satisfies TripInfo,
  fromSequence: 1,
  toSequence: 2,
  departureTime: '2016-11-01T23:40:00+03:00',
  arrivalTime: '2016-11-02T08:36:00+03:00',
  km: 650,
};

describe('the IM adapter against the protocol fixtures', () => {
  it('asks for trains, cars and a line in the fixtures’ shapes', () => {
    const asked = [
      ['Railway/V1/Search/TrainPricing', trainPricingRequest('2000000', '2004000', '2016-11-01')],
      ['Railway/V1/Search/CarPricing', carPricingRequest(ride)],
      ['Railway/V1/Search/TrainRoute', trainRouteRequest(ride)],
    ] as const;
    for (const [call, request] of asked) {
      expect(shapeDifferences(request, requestFixture(call)), call).toEqual([]);
    }
  });

  it('reads the fixtures’ trains: car classes from the cheapest, in kopecks', () => {
    const answer = ZTrainPricingResponse.parse(responseFixture('Railway/V1/Search/TrainPricing'));
    const train = answer.Trains[0]!;
    expect(sameRide(train, ride)).toBe(true);
    expect(sameRide(train, { ...ride, departureTime: '2016-11-01T23:45:00+03:00' })).toBe(false);
    expect(offerOf(train)).toEqual([
      { type: 'Compartment', fare: 2_899_00, freePlaces: 128, lowerFreePlaces: 64 },
      { type: 'Luxury', fare: 5_380_90, freePlaces: 56, lowerFreePlaces: 48 },
    ]);
  });

  it('reads the fixtures’ cars: place numbers, prices, services', () => {
    const answer = ZCarPricingResponse.parse(responseFixture('Railway/V1/Search/CarPricing'));
    expect(sameRide(answer.TrainInfo, ride)).toBe(true);
    const [car] = mergedCars(answer.Cars);
    expect(car).toMatchObject({
      number: 8,
      type: 'Luxury',
      serviceClass: '1Б',
      freePlaces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16, 17, 18],
      fare: 5_911_40,
      maxFare: 5_911_40,
      carrier: 'ГРАНД',
      schemaId: null,
    });
  });

  it('reads each free place’s fare by its entry and its compartment’s gender letter', () => {
    const [fixture] = ZCarPricingResponse.parse(
      responseFixture('Railway/V1/Search/CarPricing'),
    ).Cars;
    const [car] = mergedCars([
      {
        ...fixture!,
        FreePlaces: '1М, 3Ж, 5',
        MinPrice: 3000,
        MaxPrice: 3000,
        CarPlaceType: 'Lower',
      },
      { ...fixture!, FreePlaces: '2С, 4Ц', MinPrice: 2500, MaxPrice: 2500, CarPlaceType: 'Upper' },
    ]);
    expect(car!.freePlaces).toEqual([1, 2, 3, 4, 5]);
    expect(car!.placeOffers).toEqual([
      { number: 1, fare: 3000_00, gender: 'male' },
      { number: 2, fare: 2500_00, gender: 'mixed' },
      { number: 3, fare: 3000_00, gender: 'female' },
      { number: 4, fare: 2500_00, gender: 'whole' },
      { number: 5, fare: 3000_00, gender: null },
    ]);
    expect(car).toMatchObject({ fare: 2500_00, maxFare: 3000_00 });
  });

  it('reads a car’s bedding: sold apart at its ServiceCost, in the fare where only its services list it', () => {
    const [fixture] = ZCarPricingResponse.parse(
      responseFixture('Railway/V1/Search/CarPricing'),
    ).Cars;
    const bedding = (over: Partial<typeof fixture>) =>
      mergedCars([{ ...fixture!, ...over }])[0]!.bedding;
    // The fixture's СВ names no bedding at all.
    expect(bedding({})).toEqual({ kind: 'none' });
    expect(bedding({ IsBeddingSelectionPossible: true, ServiceCost: 187.5 })).toEqual({
      kind: 'optional',
      price: 187_50,
    });
    expect(bedding({ Services: ['Bedclothes', 'Meal'] })).toEqual({ kind: 'included' });
  });

  it('reads the fixture’s line with dates and zones on each station’s clock', () => {
    const answer = ZTrainRouteResponse.parse(responseFixture('Railway/V1/Search/TrainRoute'));
    const formed = ZCarPricingResponse.parse(responseFixture('Railway/V1/Search/CarPricing'))
      .TrainInfo.DepartureDateFromFormingStation;
    // The fixture names its run 2005-01-01; the line keeps its clock times, a day apart.
    expect(lineOfRoute(answer.Routes[0]!.RouteStops, formed.replace('00:00', '23:40'))).toEqual([
      {
        name: 'МОСКВА (МОСКВА ОКТ)',
        arrivalTime: null,
        departureTime: '2005-01-01T23:40:00+03:00',
      },
      {
        name: 'С-ПЕТЕРБУР (С-ПЕТЕР-ГЛ)',
        arrivalTime: '2005-01-02T08:36:00+03:00',
        departureTime: null,
      },
    ]);
  });

  it('makes the order calls in the fixtures’ shapes, each one a valid request', () => {
    const reserve: ReserveRequest = {
      contacts: { phone: '+79123456789', email: 'test@test.ru' },
      passengers: [
        {
          index: 1,
          category: 'Adult',
          lastName: 'Иванов',
          firstName: 'Иван',
          middleName: 'Иванович',
          sex: 'Male',
          birthday: '1970-01-01',
          documentType: 'RussianPassport',
          documentNumber: '4601123450',
          documentValidTill: null,
          citizenship: 'RU',
          preferredTariff: null,
        },
      ],
      groups: [
        {
          reference: '51978-1',
          ride,
          carType: 'Luxury',
          carNumber: 7,
          places: { from: 1, to: 5 },
          lowerBerths: 1,
          serviceClass: '1Л',
          bedding: null,
          electronicRegistration: true,
          passengers: [1],
        },
      ],
    };
    const tickets = {
      orderId: '51978',
      itemId: '52159',
      blankIds: ['51948'],
      customerIds: ['66650'],
      document: '4601123450',
    };
    const asked = [
      ['Order/V1/Reservation/Create', createRequest(reserve)],
      ['Order/V1/Reservation/Confirm', confirmRequest('51978')],
      ['Order/V1/Reservation/Cancel', cancelRequest('51978')],
      ['Order/V1/Reservation/Void', voidRequest('51978')],
      ['Order/V1/Reservation/Blank', blankRequest('51978')],
      ['Order/V1/Reservation/ReturnAmount', returnAmountRequest(tickets)],
      ['Order/V1/Reservation/AutoReturn', autoReturnRequest({ ...tickets, reference: 'r-1' })],
      ['Order/V1/Info/OrderInfo', orderInfoRequest({ orderId: '51978' })],
    ] as const;
    for (const [call, request] of asked) {
      expect(shapeDifferences(request, requestFixture(call)), call).toEqual([]);
      expect(IM_CALLS[call].request.safeParse(request).error, call).toBeUndefined();
    }
    expect(orderInfoRequest({ reference: '51978-1' })).toEqual({
      OrderId: null,
      AgentReferenceId: '51978-1',
    });
    expect(voidRequest('51978', { itemId: '52159', customerIds: ['66650'] })).toMatchObject({
      OrderItemIds: [52159],
      OrderCustomerIds: [66650],
    });
  });

  it('reads the fixtures’ reservation, order, confirmation, returns and balance', () => {
    const parse = <P extends keyof typeof IM_CALLS>(call: P) => {
      const schema = IM_CALLS[call].response;
      if (schema === 'pdf') throw new Error('no JSON');
      return schema.parse(responseFixture(call));
    };
    const reserved = orderOfCreate(parse('Order/V1/Reservation/Create') as never);
    expect(reserved).toMatchObject({
      orderId: '51978',
      state: 'reserved',
      confirmTill: new Date('2016-10-27T16:04:04Z'),
      items: [
        {
          itemId: '52157',
          carNumber: 7,
          tickets: [
            { passenger: 1, customerId: '66650', blankId: '51946', place: '1', fare: 9_481_70 },
          ],
        },
      ],
    });
    const info = orderOfInfo(parse('Order/V1/Info/OrderInfo') as never);
    expect(info).toMatchObject({
      orderId: '51978',
      state: 'confirmed',
      items: [
        {
          itemId: '52157',
          tickets: [{ passenger: 1, blankId: '51946', number: '71234567890000', status: 'issued' }],
        },
      ],
    });
    // The fixture's VoidTill is the protocol's «never».
    expect(voidTillOf(parse('Order/V1/Reservation/Confirm') as never).size).toBe(0);
    for (const call of [
      'Order/V1/Reservation/ReturnAmount',
      'Order/V1/Reservation/AutoReturn',
    ] as const) {
      expect(returnOf(parse(call) as never)).toEqual({
        kind: 'return',
        blanks: [
          {
            blankId: call.endsWith('ReturnAmount') ? '51948' : '51946',
            amount: 7_581_70,
            penalty: 0,
          },
        ],
      });
    }
    const balances = ZBalancesResponse.parse(responseFixture('Partner/V1/Info/Balances'));
    expect(balances.AccountBalances.map((a) => kopecksOfImText(a.CurrentBalance))).toEqual([
      190_215_738, 1_799_113_647,
    ]);
  });

  it('leaves out only the protocol’s calls for what the site does not sell, each said why', () => {
    const made = new Set(Object.keys(IM_CALLS).map((call) => call.replace('/V1/', '/')));
    const notSold: Record<string, string> = {
      'Railway/AdditionalMeal/Pricing': 'питание в поезде сайт не продаёт',
      'Railway/AdditionalMeal/Purchase': 'питание в поезде сайт не продаёт',
      'Railway/AdditionalMeal/Return': 'питание в поезде сайт не продаёт',
      'Railway/Reservation/MealOption': 'питание в поезде сайт не продаёт',
      'Railway/Search/SearchMeal': 'питание в поезде сайт не продаёт',
      'Railway/Search/Routes': 'пересадки ищет наш движок по своему расписанию',
      'Railway/Search/RoutePricing': 'пересадки ищет наш движок по своему расписанию',
      'Railway/Reservation/ElectronicRegistration':
        'электронная регистрация выбирается при бронировании (SetElectronicRegistration)',
      'Railway/Reservation/UpdateBlanks': 'статусы бланков сайт узнаёт из OrderInfo',
      'Railway/Reservation/BlankAsHtml': 'бланк сайт отдаёт в PDF (Blank)',
      'Order/Reservation/AddUpsale': 'дополнительные услуги (страховку) сайт не продаёт',
      'Order/Reservation/RefuseUpsale': 'дополнительные услуги (страховку) сайт не продаёт',
    };
    const files = readdirSync(IM_FIXTURES_DIR, { recursive: true, encoding: 'utf8' })
      .filter((f) => /^(Railway|Order|Partner)\/.*\.json$/.test(f))
      .map((f) => f.replace(/(\.in)?\.json$/, ''));
    const unexplained = [...new Set(files)].filter((call) => !made.has(call) && !notSold[call]);
    expect(unexplained).toEqual([]);
  });
});
