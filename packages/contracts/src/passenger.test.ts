import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import { busPassengerSchema, trainPassengerSchema, ZContacts } from './passenger.ts';

// 12:00 in Moscow on 5 November 2026.
const now = () => new Date('2026-11-05T09:00:00Z');
const bus = busPassengerSchema(now);
const train = trainPassengerSchema(now);

const adult = {
  passenger_id: 0,
  last_name: 'Иванов',
  first_name: 'Иван',
  middle_name: 'Иванович',
  sex: 'Male',
  birthday: '1990-01-02',
  document_type: 'RussianPassport',
  document_number: '4506 123456',
  citizenship: 'Российская Федерация',
};
const busErrors = (change: Record<string, unknown>) => fieldErrorsOf(bus, { ...adult, ...change });
const trainErrors = (change: Record<string, unknown>) =>
  fieldErrorsOf(train, { ...adult, car_type: 'Compartment', ...change });

describe('passenger names', () => {
  it('drops spaces and accepts a hyphen for an absent middle name', () => {
    expect(
      bus.parse({
        ...adult,
        last_name: 'Салтыков - Щедрин',
        first_name: ' Anna ',
        middle_name: '-',
      }),
    ).toMatchObject({ last_name: 'Салтыков-Щедрин', first_name: 'Anna', middle_name: '-' });
  });

  it('asks for each name', () => {
    expect(busErrors({ last_name: '', first_name: ' ', middle_name: undefined })).toEqual({
      last_name: ['Укажите фамилию'],
      first_name: ['Укажите имя'],
      middle_name: ['Укажите отчество'],
    });
  });

  it('takes letters and hyphens only', () => {
    expect(busErrors({ last_name: 'Иванов2', first_name: 'Ива.н', middle_name: "O'Neil" })).toEqual(
      {
        last_name: ['Поле «Фамилия» может содержать только буквы и дефис.'],
        first_name: ['Поле «Имя» может содержать только буквы и дефис.'],
        middle_name: ['Поле «Отчество» может содержать только буквы и дефис.'],
      },
    );
  });

  it('limits the last name to 40 letters and the others to 20', () => {
    expect(busErrors({ last_name: 'Я'.repeat(40), first_name: 'Я'.repeat(20) })).toEqual({});
    expect(
      busErrors({
        last_name: 'Я'.repeat(41),
        first_name: 'Я'.repeat(21),
        middle_name: 'Я'.repeat(21),
      }),
    ).toEqual({
      last_name: ['Поле «Фамилия» не должно превышать 40 символов'],
      first_name: ['Поле «Имя» не должно превышать 20 символов'],
      middle_name: ['Поле «Отчество» не должно превышать 20 символов'],
    });
  });
});

describe('birthday', () => {
  it('is stored as an ISO date', () => {
    expect(bus.parse({ ...adult, birthday: '1990/1/2' }).birthday).toBe('1990-01-02');
  });

  it('is required', () => {
    expect(busErrors({ birthday: '' })).toEqual({ birthday: ['Укажите дату рождения'] });
  });

  it('must be a date', () => {
    expect(busErrors({ birthday: '02.01.1990' })).toEqual({
      birthday: ['Неверный формат даты рождения'],
    });
    expect(busErrors({ birthday: '1990-02-30' })).toEqual({
      birthday: ['Неверный формат даты рождения'],
    });
  });

  it('must fall after 1900', () => {
    expect(busErrors({ birthday: '1901-01-01' })).toEqual({});
    expect(busErrors({ birthday: '1900-12-31' })).toEqual({
      birthday: ['Дата рождения должна быть позже 1900 года'],
    });
  });

  it('may be today but not in the future', () => {
    expect(busErrors({ birthday: '2026-11-05' })).toEqual({});
    expect(busErrors({ birthday: '2026-11-06' })).toEqual({
      birthday: ['Дата рождения не может быть в будущем'],
    });
  });
});

describe('document', () => {
  it('stores the number without spaces', () => {
    expect(bus.parse(adult).document_number).toBe('4506123456');
  });

  it('asks for type, number and citizenship', () => {
    expect(busErrors({ document_type: undefined, document_number: ' ', citizenship: '' })).toEqual({
      document_type: ['Укажите тип документа'],
      document_number: ['Укажите номер документа'],
      citizenship: ['Укажите гражданство'],
    });
  });

  it("checks the number by the document's rule, alongside other problems", () => {
    expect(busErrors({ document_number: '450612345', first_name: '' })).toEqual({
      first_name: ['Укажите имя'],
      document_number: ['Серия и номер паспорта должны содержать 10 цифр'],
    });
  });

  it('needs a valid-till date for a Russian foreign passport', () => {
    const foreign = { document_type: 'RussianForeignPassport', document_number: '75 1234567' };
    expect(busErrors({ ...foreign, document_valid_till: '2030-05-01' })).toEqual({});
    expect(busErrors({ ...foreign, document_valid_till: '' })).toEqual({
      document_valid_till: ['Укажите срок действия заграничного паспорта'],
    });
    expect(busErrors({ ...foreign, document_valid_till: '01.05.2030' })).toEqual({
      document_valid_till: ['Неверный формат срока действия документа'],
    });
    expect(
      busErrors({ ...foreign, document_number: '7512345678', document_valid_till: null }),
    ).toEqual({
      document_number: ['Номер заграничного паспорта должен содержать 9 цифр'],
      document_valid_till: ['Укажите срок действия заграничного паспорта'],
    });
  });

  it('checks a birth certificate number', () => {
    expect(
      busErrors({ document_type: 'BirthCertificate', document_number: 'IV-МЮ 123456' }),
    ).toEqual({});
    expect(
      busErrors({ document_type: 'BirthCertificate', document_number: 'IV_МЮ123456' }),
    ).toEqual({
      document_number: [
        'Номер свидетельства о рождении: римские цифры, две заглавные буквы и 6 цифр, например IV-МЮ123456',
      ],
    });
  });
});

describe('train passenger', () => {
  it('sends empty optional fields as null and fills defaults', () => {
    expect(
      train.parse({ ...adult, car_type: 'Compartment', car_number: '', rzd_bonus_card: ' ' }),
    ).toMatchObject({
      car_number: null,
      rzd_bonus_card: null,
      universal_bonus_card: null,
      transit_document: null,
      preferred_tariff: null,
      passenger_category: 'Adult',
      bedding: false,
    });
  });

  it('asks for the car type', () => {
    expect(trainErrors({ car_type: null })).toEqual({ car_type: ['Укажите тип вагона'] });
  });

  it('takes bonus cards of up to 13 digits', () => {
    expect(trainErrors({ rzd_bonus_card: '1234567890123', universal_bonus_card: '1' })).toEqual({});
    expect(
      trainErrors({ rzd_bonus_card: '12345678901234', universal_bonus_card: '12-34' }),
    ).toEqual({
      rzd_bonus_card: ['Номер бонусной карты может содержать только цифры, не более 13'],
      universal_bonus_card: ['Номер бонусной карты может содержать только цифры, не более 13'],
    });
  });

  it('refuses bonus cards with a military card', () => {
    expect(
      trainErrors({
        document_type: 'MilitaryCard',
        document_number: 'АБ1234567',
        rzd_bonus_card: '123',
        universal_bonus_card: '456',
      }),
    ).toEqual({
      rzd_bonus_card: ['Бонусная карта недоступна для документа «Военный билет»'],
      universal_bonus_card: ['Бонусная карта недоступна для документа «Военный билет»'],
    });
  });

  it('refuses the universal card with a birth certificate', () => {
    const child = {
      document_type: 'BirthCertificate',
      document_number: 'II-АБ123456',
      birthday: '2020-03-01',
      passenger_category: 'Child',
    };
    expect(trainErrors({ ...child, rzd_bonus_card: '123' })).toEqual({});
    expect(trainErrors({ ...child, universal_bonus_card: '456' })).toEqual({
      universal_bonus_card: ['Бонусная карта недоступна для документа «Свидетельство о рождении»'],
    });
  });

  it('offers a preferred tariff to adults only', () => {
    expect(trainErrors({ preferred_tariff: 'Senior' })).toEqual({});
    expect(trainErrors({ preferred_tariff: 'Junior', passenger_category: 'Child' })).toEqual({
      preferred_tariff: ['Тариф можно выбрать только для взрослого пассажира'],
    });
  });

  it('knows no baby with a place', () => {
    expect(Object.keys(trainErrors({ passenger_category: 'BabyWithPlace' }))).toEqual([
      'passenger_category',
    ]);
  });
});

describe('contacts', () => {
  it('accepts a masked phone and an e-mail', () => {
    expect(
      ZContacts.parse({ contact_phone: '+7 (912) 345-67-89', contact_email: 'ivan@mail.ru' }),
    ).toEqual({ contact_phone: '+79123456789', contact_email: 'ivan@mail.ru' });
  });

  it('asks for both', () => {
    expect(fieldErrorsOf(ZContacts, {})).toEqual({
      contact_phone: ['Введите номер телефона'],
      contact_email: ['Введите e-mail'],
    });
  });

  it('checks both', () => {
    expect(
      fieldErrorsOf(ZContacts, { contact_phone: '+7912345678', contact_email: 'ivan@ mail.ru' }),
    ).toEqual({
      contact_phone: ['Введите корректный номер телефона.'],
      contact_email: ['Введите корректный e-mail.'],
    });
  });
});
