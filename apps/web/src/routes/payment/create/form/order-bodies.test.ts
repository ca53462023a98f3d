import { fieldErrorsOf } from '@peresadka/contracts/errors';
import {
  aviaOrderRequestSchema,
  busOrderRequestSchema,
  trainOrderRequestSchema,
} from '@peresadka/contracts/orders';
import { describe, expect, it } from 'vitest';
import type { LegDetail } from '../../../../components/trip/leg-details.ts';
import {
  trip,
  tripAviaDetail,
  tripPlaneLeg,
  tripTrainDetail,
  tripTrainLeg,
} from '../../../../components/trip/trip-fixtures.test-support.ts';
import {
  initialAviaDraft,
  initialBusDraft,
  initialCombinedDraft,
  initialTrainDraft,
  type CombinedLegDraft,
  type PersonDraft,
} from './form-model.ts';
import {
  aviaOrderBody,
  busOrderBody,
  combinedOrderBody,
  combinedOrderSchema,
  seatParts,
  trainOrderBody,
} from './order-bodies.ts';
import {
  aviaDetail,
  busDetail,
  busLeg,
  counts,
  planeLeg,
  trainDetail,
  trainLeg,
} from './order-fixtures.test-support.ts';

const now = () => new Date('2026-11-25T09:00:00Z');
const contacts = { contact_phone: '+7 (912) 345-67-89', contact_email: 'anna@example.ru' };
const anna = {
  last_name: 'Ёлкина',
  first_name: 'Анна',
  middle_name: '-',
  sex: 'Female',
  birthday: '1985-07-20',
  document_number: '4506 123456',
} satisfies Partial<PersonDraft>;

describe('train order body', () => {
  const schema = trainOrderRequestSchema({ now });

  it('sends the chosen car and place, the car’s class and the ride', () => {
    const draft = initialTrainDraft(counts(1));
    draft.contacts = contacts;
    draft.passengers[0] = {
      ...draft.passengers[0]!,
      ...anna,
      car_type: 'Compartment',
      car_number: '01',
      place: 12,
      bedding: true,
    };
    const body = trainOrderBody(draft, trainLeg, trainDetail);
    expect(fieldErrorsOf(schema, body)).toEqual({});
    expect(body).toMatchObject({
      route_id: trainLeg.route_id,
      origin_code: '400000001',
      train_number: '368А',
      departure_date: '2026-11-26',
    });
    expect(body.passengers[0]).toMatchObject({
      passenger_id: 1,
      car_type: 'Compartment',
      car_number: '01',
      from_place_number: 12,
      to_place_number: 12,
      service_class: '2К',
      bedding: true,
      set_electronic_registration: true,
      document_valid_till: null,
    });
  });

  it('lets the railway seat a passenger who chose a type only, and sends bedding as the car sells it', () => {
    const draft = initialTrainDraft(counts(1));
    draft.contacts = contacts;
    draft.passengers[0] = { ...draft.passengers[0]!, ...anna, car_type: 'Compartment' };
    const seated = trainOrderBody(draft, trainLeg, trainDetail).passengers[0]!;
    expect(seated).toMatchObject({
      car_number: null,
      from_place_number: null,
      service_class: null,
    });

    // Car 01 sells it apart: as chosen. Car 02 has it in the fare: with the place, always.
    draft.passengers[0] = { ...draft.passengers[0]!, car_number: '01', bedding: false };
    expect(trainOrderBody(draft, trainLeg, trainDetail).passengers[0]!.bedding).toBe(false);
    draft.passengers[0] = { ...draft.passengers[0]!, car_number: '02', bedding: false };
    expect(trainOrderBody(draft, trainLeg, trainDetail).passengers[0]!.bedding).toBe(true);
  });

  it('leaves unmade choices to the schema, which names the passenger', () => {
    const draft = initialTrainDraft(counts(1, 1));
    draft.contacts = contacts;
    draft.passengers[0] = { ...draft.passengers[0]!, ...anna, sex: '' };
    expect(fieldErrorsOf(schema, trainOrderBody(draft, trainLeg, trainDetail))).toMatchObject({
      'passengers.0.sex': ['Укажите пол для пассажира - 1'],
      'passengers.0.car_type': ['Укажите тип вагона для пассажира - 1'],
      'passengers.1.last_name': ['Укажите фамилию для пассажира - 2'],
    });
  });

  it('sends the transit document of a train through another country, a car chosen or not', () => {
    const draft = initialTrainDraft(counts(1));
    draft.passengers[0] = {
      ...draft.passengers[0]!,
      car_type: 'Compartment',
      transit_document: 'SimplifiedDocument',
    };
    const through = {
      ...trainDetail,
      detail: {
        ...trainDetail.detail,
        car_info: trainDetail.detail.car_info.map((car) => ({
          ...car,
          is_transit_document_required: true,
        })),
      },
    };
    const sent = () => trainOrderBody(draft, trainLeg, through).passengers[0]!.transit_document;
    // «Любой вагон этого типа»: the railway chooses the car, the document still goes.
    expect(sent()).toBe('SimplifiedDocument');
    draft.passengers[0] = { ...draft.passengers[0]!, car_number: '01' };
    expect(sent()).toBe('SimplifiedDocument');
    // A train that stays at home is sent none.
    expect(trainOrderBody(draft, trainLeg, trainDetail).passengers[0]!.transit_document).toBe(null);
  });

  it('sends electronic registration only where the train offers it', () => {
    const draft = initialTrainDraft(counts(1));
    const offline = {
      ...trainDetail,
      common: { ...trainDetail.common, has_electronic_registration: false },
    };
    expect(
      trainOrderBody(draft, trainLeg, offline).passengers[0]!.set_electronic_registration,
    ).toBe(false);
  });

  it('asks an adult’s tariff only of an adult', () => {
    const draft = initialTrainDraft(counts(1, 1));
    draft.passengers = draft.passengers.map((p) => ({ ...p, preferred_tariff: 'Senior' }));
    const [adult, child] = trainOrderBody(draft, trainLeg, trainDetail).passengers;
    expect(adult!.preferred_tariff).toBe('Senior');
    expect(child!.preferred_tariff).toBeNull();
  });
});

describe('bus order body', () => {
  const schema = busOrderRequestSchema({ now });

  it('sends the tariff by its id and the chosen place', () => {
    const draft = initialBusDraft(counts(1, 1), busDetail.detail.tariff_ids);
    draft.contacts = contacts;
    draft.passengers[0] = { ...draft.passengers[0]!, ...anna, place_number: '7' };
    const body = busOrderBody(draft, busLeg);
    expect(body).toMatchObject({ race_id: '1570', departure_date: '2026-11-26' });
    expect(body.passengers[0]).toMatchObject({
      tariff: 'Adult',
      tariff_id: 'Adult',
      place_number: '7',
    });
    expect(body.passengers[1]).toMatchObject({ tariff: 'Child', tariff_id: 'Child' });
    expect(fieldErrorsOf(schema, body)['passengers.0.last_name']).toBeUndefined();
  });

  it('leaves the tariff to the carrier and a child on the lap without a place', () => {
    const draft = initialBusDraft(counts(1, 0, 0, 1), busDetail.detail.tariff_ids);
    draft.passengers[1] = { ...draft.passengers[1]!, place_number: '2' };
    const [, baby] = busOrderBody(draft, busLeg).passengers;
    expect(baby).toMatchObject({ tariff: 'Auto', tariff_id: null });
    draft.passengers[1] = { ...draft.passengers[1]!, tariff: 'BabyWithoutPlace' };
    expect(busOrderBody(draft, busLeg).passengers[1]!.place_number).toBeNull();
  });
});

describe('avia order body', () => {
  const schema = aviaOrderRequestSchema({ now });

  it('sends seats, extra bags and the airline’s passenger types', () => {
    const draft = initialAviaDraft(counts(1));
    draft.contacts = contacts;
    draft.passengers[0] = {
      ...draft.passengers[0]!,
      ...anna,
      seats: { [planeLeg.route_id]: '12A' },
      baggage: [planeLeg.route_id],
    };
    const body = aviaOrderBody(draft, planeLeg, aviaDetail, counts(1), 'Economic');
    expect(fieldErrorsOf(schema, body)).toEqual({});
    expect(body).toMatchObject({
      adult_quantity: 1,
      flights: [planeLeg.route_id],
      gds: 'Пересадка',
      pricing_gds: 'Пересадка',
      service_class: 'Economic',
    });
    expect(body.passengers[0]).toMatchObject({
      passenger_id: 1,
      category: 'Adult',
      passenger_type_id: 'ADT',
      places: [
        { flight_id: planeLeg.route_id, place_row: 12, place_number: 'A', place_code: '12A' },
      ],
      additional_services: [
        { code: 'XBAG', flight_ids: [planeLeg.route_id], service_type: 'Baggage' },
      ],
      pnr: null,
      adult_surname: null,
    });
  });

  it('sends the adult’s booking when no adult flies, and the category when the type is unknown', () => {
    const draft = { ...initialAviaDraft(counts(0, 1)), pnr: 'ABC123', adult_surname: 'Ёлкина' };
    const detail = { ...aviaDetail, detail: { ...aviaDetail.detail, passenger_types: [] } };
    const [child] = aviaOrderBody(draft, planeLeg, detail, counts(0, 1), 'Economic').passengers;
    expect(child).toMatchObject({
      category: 'Child',
      passenger_type_id: 'Child',
      pnr: 'ABC123',
      adult_surname: 'Ёлкина',
    });
  });

  it('names seats as the booking does', () => {
    expect(seatParts('12A')).toEqual({ row: 12, letter: 'A' });
    expect(seatParts('A12')).toBeNull();
  });
});

describe('combined order body', () => {
  const legs: LegDetail[] = [
    { mode: 'PLANE', leg: tripPlaneLeg, detail: tripAviaDetail },
    { mode: 'TRAIN', leg: tripTrainLeg, detail: tripTrainDetail },
    // This bus seats its passengers itself.
    {
      mode: 'BUS',
      leg: busLeg,
      detail: { ...busDetail, detail: { ...busDetail.detail, is_place_selection_possible: false } },
    },
  ];
  const route = {
    ...trip,
    route_id: `${trip.route_id}.${busLeg.route_id}`,
    legs: [...trip.legs, busLeg],
  };
  const choice = (c: Partial<CombinedLegDraft>): CombinedLegDraft => ({
    car_type: '',
    car_number: '',
    place: null,
    bedding: false,
    transit_document: 'NoValue',
    ...c,
  });
  const none = {
    car_type: null,
    car_number: null,
    place: null,
    bedding: false,
    transit_document: null,
  };

  it('sends each traveller once, with a choice for every leg in that leg’s terms', () => {
    const draft = initialCombinedDraft(counts(1, 0, 0, 1), ['', 'ReservedSeat', '']);
    expect(draft.passengers.map((p) => [p.category, p.legs.map((l) => l.car_type)])).toEqual([
      ['Adult', ['', 'ReservedSeat', '']],
      ['BabyWithoutPlace', ['', 'ReservedSeat', '']],
    ]);
    const [adult, baby] = draft.passengers;
    draft.passengers = [
      {
        ...adult!,
        ...anna,
        legs: [
          choice({ place: '12A' }),
          choice({ car_type: 'Compartment', car_number: '03', place: '5', bedding: true }),
          choice({ place: '3' }),
        ],
      },
      {
        ...baby!,
        legs: [
          choice({ place: '12B' }),
          choice({ car_type: 'Compartment', car_number: '03', place: '6', bedding: true }),
          choice({}),
        ],
      },
    ];
    const body = combinedOrderBody({ ...draft, contacts }, route, 'Business', legs);
    expect(body).toMatchObject({
      route_id: route.route_id,
      service_class: 'Business',
      contacts,
    });
    expect(body.passengers.map((p) => [p.passenger_id, p.category, p.legs])).toEqual([
      [
        1,
        'Adult',
        [
          { ...none, place: '12A' },
          { ...none, car_type: 'Compartment', car_number: '03', place: '5', bedding: true },
          // The bus gives out its places itself.
          none,
        ],
      ],
      // A baby on a lap has a car, never a place or bedding.
      [2, 'BabyWithoutPlace', [none, { ...none, car_type: 'Compartment', car_number: '03' }, none]],
    ]);
  });

  it('sends a place only in a car the train has', () => {
    const draft = initialCombinedDraft(counts(1), ['', 'Compartment', '']);
    draft.passengers[0]!.legs[1] = choice({
      car_type: 'Compartment',
      car_number: '99',
      place: '5',
    });
    expect(combinedOrderBody(draft, route, 'Economic', legs).passengers[0]!.legs?.[1]).toEqual({
      ...none,
      car_type: 'Compartment',
    });
  });

  it('requires a train leg’s car type of every traveller with a place, whatever else is missing', () => {
    const draft = initialCombinedDraft(counts(1, 0, 0, 1), ['', '', '']);
    const errors = fieldErrorsOf(
      combinedOrderSchema(route.legs),
      combinedOrderBody(draft, route, 'Economic', legs),
    );
    expect(errors['passengers.0.legs.1.car_type']).toEqual([
      'Укажите тип вагона для пассажира - 1',
    ]);
    expect(errors['passengers.0.last_name']).toBeDefined();
    // The baby rides in its adult's car; the plane and the bus have no cars.
    expect(Object.keys(errors).filter((key) => key.endsWith('car_type'))).toEqual([
      'passengers.0.legs.1.car_type',
    ]);
  });
});
