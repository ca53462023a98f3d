import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import {
  aviaOrderRequestSchema,
  busOrderRequestSchema,
  trainOrderRequestSchema,
} from './orders.ts';

const now = () => new Date('2026-11-05T09:00:00Z');

const passenger = (passenger_id: number) => ({
  passenger_id,
  last_name: 'Петрова',
  first_name: 'Анна',
  middle_name: '-',
  sex: 'Female',
  birthday: '1985-07-20',
  document_type: 'RussianPassport',
  document_number: `45060000${10 + passenger_id}`,
  citizenship: 'Российская Федерация',
});
const contacts = { contact_phone: '89123456789', contact_email: 'anna@mail.ru' };

describe('bus order', () => {
  const schema = busOrderRequestSchema({ now });
  const order = (passengers: object[]) => ({
    passengers,
    contacts,
    route_id: '12-20261120-200524901-200480060',
    departure_date: '2026-11-20',
    race_id: 'R-1',
    provider: 'demo',
  });

  it('accepts a valid order', () => {
    expect(fieldErrorsOf(schema, order([passenger(0), passenger(1)]))).toEqual({});
  });

  it('numbers "fill in" messages by passenger', () => {
    expect(
      fieldErrorsOf(
        schema,
        order([passenger(0), { ...passenger(1), first_name: '', birthday: '' }]),
      ),
    ).toEqual({
      'passengers.1.first_name': ['Укажите имя для пассажира - 2'],
      'passengers.1.birthday': ['Укажите дату рождения для пассажира - 2'],
    });
  });

  it('rejects two passengers on one place', () => {
    expect(
      fieldErrorsOf(
        schema,
        order([
          { ...passenger(0), place_number: '5' },
          { ...passenger(1), place_number: '5' },
        ]),
      ),
    ).toEqual({ passengers: ['У пассажиров совпадают места'] });
  });

  it('lets the carrier seat passengers without chosen places', () => {
    expect(
      fieldErrorsOf(
        schema,
        order([
          { ...passenger(0), place_number: '' },
          { ...passenger(1), place_number: null },
          { ...passenger(2), place_number: '6' },
        ]),
      ),
    ).toEqual({});
  });

  it('reports identical places together with other problems', () => {
    expect(
      fieldErrorsOf(schema, {
        ...order([
          { ...passenger(0), place_number: '5', citizenship: '' },
          { ...passenger(1), place_number: '5' },
        ]),
        contacts: { ...contacts, contact_email: '' },
      }),
    ).toEqual({
      'passengers.0.citizenship': ['Укажите гражданство для пассажира - 1'],
      passengers: ['У пассажиров совпадают места'],
      'contacts.contact_email': ['Введите e-mail'],
    });
  });

  it('takes one to seven passengers', () => {
    expect(fieldErrorsOf(schema, order([]))).toEqual({
      passengers: ['Добавьте хотя бы одного пассажира'],
    });
    const eight = Array.from({ length: 8 }, (_, index) => passenger(index));
    expect(fieldErrorsOf(schema, order(eight))).toEqual({
      passengers: ['Количество пассажиров не должно превышать 7'],
    });
  });
});

describe('avia order', () => {
  const schema = aviaOrderRequestSchema({ now });
  const seat = (flight_id: string, place_row: number, place_number: string) => ({
    flight_id,
    place_row,
    place_number,
    place_code: `${place_row}${place_number}`,
  });
  const flyer = (id: number, places: object[]) => ({
    ...passenger(id),
    category: 'Adult',
    passenger_type_id: `pt-${id}`,
    places,
  });
  const order = (passengers: object[]) => ({
    passengers,
    contacts,
    flights: ['SU100', 'SU200'],
    gds: 'demo',
    pricing_gds: 'demo',
    service_class: 'Economic',
    adult_quantity: passengers.length,
  });

  it('accepts the same seat on different flights', () => {
    expect(
      fieldErrorsOf(
        schema,
        order([flyer(0, [seat('SU100', 12, 'A')]), flyer(1, [seat('SU200', 12, 'A')])]),
      ),
    ).toEqual({});
  });

  it('rejects one seat of one flight for two passengers', () => {
    expect(
      fieldErrorsOf(
        schema,
        order([
          flyer(0, [seat('SU100', 12, 'A'), seat('SU200', 3, 'C')]),
          flyer(1, [seat('SU100', 12, 'B'), seat('SU200', 3, 'C')]),
        ]),
      ),
    ).toEqual({ passengers: ['Для двух пассажиров выбраны одинаковые места'] });
  });
});

describe('train order', () => {
  const schema = trainOrderRequestSchema({ now });
  const order = (passengers: object[]) => ({
    passengers,
    contacts,
    origin_code: '2000000',
    destination_code: '2004000',
    route_id: '12-20261120-300524901-300480060',
    departure_date: '2026-11-20',
    train_number: '752А',
    provider: 'demo',
  });

  it('accepts a valid order', () => {
    expect(fieldErrorsOf(schema, order([{ ...passenger(0), car_type: 'Sedentary' }]))).toEqual({});
  });

  it('asks for the car type of each passenger by number', () => {
    expect(
      fieldErrorsOf(
        schema,
        order([
          { ...passenger(0), car_type: 'Compartment' },
          { ...passenger(1), car_type: null },
          passenger(2),
        ]),
      ),
    ).toEqual({
      'passengers.1.car_type': ['Укажите тип вагона для пассажира - 2'],
      'passengers.2.car_type': ['Укажите тип вагона для пассажира - 3'],
    });
  });
});
