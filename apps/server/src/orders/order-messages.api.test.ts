import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EASY_CAPTCHA } from '../test-support/accounts.ts';
import {
  buyer,
  contacts,
  person,
  search,
  searchDate,
  withMiniNetwork,
  type Buyer,
} from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

type Case = [what: string, change: Record<string, unknown>, field: string, message: string];

/**
 * SPEC §5 per-passenger checks, each as a crafted request would break it: the server answers
 * with the form's own Russian message on the field, numbered by passenger where the SPEC does.
 */
const passengerCases: Case[] = [
  ['no last name', { last_name: '' }, 'last_name', 'Укажите фамилию для пассажира - 2'],
  ['no first name', { first_name: ' ' }, 'first_name', 'Укажите имя для пассажира - 2'],
  ['no middle name', { middle_name: '' }, 'middle_name', 'Укажите отчество для пассажира - 2'],
  [
    'digits in a name',
    { last_name: 'Петров2' },
    'last_name',
    'Поле «Фамилия» может содержать только буквы и дефис.',
  ],
  [
    'a long first name',
    { first_name: 'А'.repeat(21) },
    'first_name',
    'Поле «Имя» не должно превышать 20 символов',
  ],
  [
    'a long last name',
    { last_name: 'Б'.repeat(41) },
    'last_name',
    'Поле «Фамилия» не должно превышать 40 символов',
  ],
  ['no birthday', { birthday: '' }, 'birthday', 'Укажите дату рождения для пассажира - 2'],
  ['a malformed birthday', { birthday: '31.12.1990' }, 'birthday', 'Неверный формат даты рождения'],
  [
    'a birthday before 1901',
    { birthday: '1899-05-01' },
    'birthday',
    'Дата рождения должна быть позже 1900 года',
  ],
  [
    'a birthday to come',
    { birthday: '2099-01-01' },
    'birthday',
    'Дата рождения не может быть в будущем',
  ],
  ['no sex', { sex: 'Unknown' }, 'sex', 'Укажите пол для пассажира - 2'],
  [
    'no document number',
    { document_number: '' },
    'document_number',
    'Укажите номер документа для пассажира - 2',
  ],
  ['no citizenship', { citizenship: '' }, 'citizenship', 'Укажите гражданство для пассажира - 2'],
  [
    'a passport of 9 digits',
    { document_number: '450612345' },
    'document_number',
    'Серия и номер паспорта должны содержать 10 цифр',
  ],
  [
    'a foreign passport of 8 digits',
    {
      document_type: 'RussianForeignPassport',
      document_number: '75123456',
      document_valid_till: '2030-01-01',
    },
    'document_number',
    'Номер заграничного паспорта должен содержать 9 цифр',
  ],
  [
    'a foreign passport without its term',
    { document_type: 'RussianForeignPassport', document_number: '751234567' },
    'document_valid_till',
    'Укажите срок действия заграничного паспорта',
  ],
  [
    'a birth certificate without its series',
    { document_type: 'BirthCertificate', document_number: '123456' },
    'document_number',
    'Номер свидетельства о рождении: римские цифры, две заглавные буквы и 6 цифр, например IV-МЮ123456',
  ],
  [
    'a military card number of digits only',
    { document_type: 'MilitaryCard', document_number: '1234567' },
    'document_number',
    'Номер военного билета: 2 буквы и от 5 до 7 цифр',
  ],
  [
    'a foreign document with punctuation',
    { document_type: 'ForeignPassport', citizenship: 'Казахстан', document_number: 'N12.345' },
    'document_number',
    'Номер иностранного документа: до 16 букв, цифр и дефисов, хотя бы одна цифра или не менее 5 латинских букв',
  ],
  [
    'a return-to-CIS certificate with letters',
    { document_type: 'ReturnToCisCertificate', document_number: '12A45' },
    'document_number',
    'Номер свидетельства может содержать только цифры и дефис, не более 10 символов',
  ],
  [
    'a sailor passport of 8 digits',
    { document_type: 'SailorPassport', document_number: '12345678' },
    'document_number',
    'Номер паспорта моряка может содержать только цифры, не более 7',
  ],
  [
    'a medical birth certificate of 5 digits',
    { document_type: 'MedicalBirthCertificate', document_number: '12345' },
    'document_number',
    'Номер медицинского свидетельства о рождении должен содержать от 6 до 12 цифр',
  ],
  [
    'a residence permit of 17 characters',
    { document_type: 'ResidencePermit', document_number: '12345678901234567' },
    'document_number',
    'Номер документа не должен превышать 16 символов',
  ],
];

const contactCases: Case[] = [
  ['no phone', { contact_phone: '' }, 'contacts.contact_phone', 'Введите номер телефона'],
  [
    'a short phone',
    { contact_phone: '+7 912 345' },
    'contacts.contact_phone',
    'Введите корректный номер телефона.',
  ],
  [
    'a phone not from Russia',
    { contact_phone: '+19123456789' },
    'contacts.contact_phone',
    'Введите корректный номер телефона.',
  ],
  ['no e-mail', { contact_email: '' }, 'contacts.contact_email', 'Введите e-mail'],
  [
    'an e-mail with a space',
    { contact_email: 'anna @mail.ru' },
    'contacts.contact_email',
    'Введите корректный e-mail.',
  ],
];

describe(`order requests checked by the server on ${testBackend()}`, () => {
  let t: TestApp;
  let b: Buyer;
  let trainOrder: (passengers: object[], extra?: object) => object;
  let busOrder: (passengers: object[], extra?: object) => object;
  let aviaOrder: (passengers: object[], extra?: object) => object;

  beforeAll(async () => {
    t = await startTestApp(EASY_CAPTCHA);
    await withMiniNetwork(t);
    b = await buyer(t, 'proveryayushchiy');
    const date = searchDate();
    const moscowKazan = await search(t.app, 'Москва', 'Казань', date);
    const train = moscowKazan.train.find((r) => r.train_number === '002Й')!;
    const bus = (await search(t.app, 'Тверь', 'Москва', date)).bus[0]!;
    const flight = moscowKazan.airplane[0]!;
    trainOrder = (passengers, extra = {}) => ({
      route_id: train.route_id,
      passengers: passengers.map((p) => ({ car_type: 'ReservedSeat', ...p })),
      contacts,
      origin_code: train.origin_code,
      destination_code: train.destination_code,
      departure_date: train.date,
      train_number: train.train_number,
      provider: train.provider,
      ...extra,
    });
    busOrder = (passengers, extra = {}) => ({
      route_id: bus.route_id,
      passengers,
      contacts,
      departure_date: bus.date,
      race_id: bus.race_id,
      provider: bus.provider,
      ...extra,
    });
    aviaOrder = (passengers, extra = {}) => ({
      passengers: passengers.map((p) => ({ category: 'Adult', passenger_type_id: 'Adult', ...p })),
      contacts,
      flights: flight.segments[0]!.flights.map((f) => f.id),
      gds: flight.gds,
      pricing_gds: flight.gds,
      service_class: 'Economic',
      adult_quantity: passengers.length,
      ...extra,
    });
  });
  afterAll(() => t?.close());

  const refusal = async (path: string, body: object) => {
    const res = await b.post(`payment/create/${path}/`, body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<Record<string, string[]>>();
  };

  it.each(passengerCases)('refuses %s for every transport', async (_, change, field, message) => {
    for (const [path, order] of [
      ['train', trainOrder],
      ['bus', busOrder],
      ['avia', aviaOrder],
    ] as const) {
      const body = order([person(0), { ...person(1), ...change }]);
      expect(await refusal(path, body)).toMatchObject({ [`passengers.1.${field}`]: [message] });
    }
  });

  it.each(contactCases)('refuses %s', async (_, change, field, message) => {
    const body = busOrder([person(0)], { contacts: { ...contacts, ...change } });
    expect(await refusal('bus', body)).toMatchObject({ [field]: [message] });
  });

  it('asks for the car type of each train passenger by number', async () => {
    const body = trainOrder([person(0), { ...person(1), car_type: undefined }]);
    expect(await refusal('train', body)).toMatchObject({
      'passengers.1.car_type': ['Укажите тип вагона для пассажира - 2'],
    });
  });

  it('checks bonus cards: digits only, and not with every document', async () => {
    expect(
      await refusal('train', trainOrder([{ ...person(0), rzd_bonus_card: '9001-22' }])),
    ).toMatchObject({
      'passengers.0.rzd_bonus_card': [
        'Номер бонусной карты может содержать только цифры, не более 13',
      ],
    });
    const soldier = { ...person(0), document_type: 'MilitaryCard', document_number: 'АБ123456' };
    expect(
      await refusal('train', trainOrder([{ ...soldier, rzd_bonus_card: '9001224455' }])),
    ).toMatchObject({
      'passengers.0.rzd_bonus_card': ['Бонусная карта недоступна для документа «Военный билет»'],
    });
  });

  it('refuses two passengers on one place (SPEC §5 places)', async () => {
    expect(
      await refusal(
        'bus',
        busOrder([
          { ...person(0), place_number: '5' },
          { ...person(1), place_number: '5' },
        ]),
      ),
    ).toMatchObject({ passengers: ['У пассажиров совпадают места'] });
    const seat = (p: object) => ({
      ...p,
      places: [
        {
          flight_id: (aviaOrder([]) as { flights: string[] }).flights[0],
          place_row: 5,
          place_number: 'A',
          place_code: '5A',
        },
      ],
    });
    expect(await refusal('avia', aviaOrder([seat(person(0)), seat(person(1))]))).toMatchObject({
      passengers: ['Для двух пассажиров выбраны одинаковые места'],
    });
  });

  it('takes one to seven passengers', async () => {
    expect(await refusal('bus', busOrder([]))).toMatchObject({
      passengers: ['Добавьте хотя бы одного пассажира'],
    });
    const eight = Array.from({ length: 8 }, (_, i) => person(i));
    expect(await refusal('bus', busOrder(eight))).toMatchObject({
      passengers: ['Количество пассажиров не должно превышать 7'],
    });
  });
});
