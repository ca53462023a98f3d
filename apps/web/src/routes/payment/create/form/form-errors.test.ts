import { describe, expect, it } from 'vitest';
import {
  anyPassengerMessage,
  generalErrors,
  mergeErrors,
  messageAt,
  otherMessageAt,
  standingErrors,
  valueAt,
} from './form-errors.ts';

const judged = {
  contacts: { contact_email: 'anna@mail' },
  passengers: [{ document_number: '123' }, { document_number: '456', pnr: null }],
};

describe('form messages', () => {
  it('finds a field’s message, also one inside it', () => {
    const errors = {
      'passengers.0.places.1.place_code': ['Место занято'],
      'passengers.10.sex': ['x'],
    };
    expect(messageAt(errors, 'passengers.0.places')).toBe('Место занято');
    expect(messageAt(errors, 'passengers.1.sex')).toBeUndefined();
  });

  it('reads a value by the server’s key', () => {
    expect(valueAt(judged, 'passengers.1.document_number')).toBe('456');
    expect(valueAt(judged, 'passengers.5.document_number')).toBeUndefined();
  });

  it('keeps a server message while its field holds the judged value', () => {
    const server = {
      'passengers.0.document_number': ['Неверный номер'],
      'contacts.contact_email': ['Введите корректный e-mail.'],
    };
    const current = structuredClone(judged);
    current.passengers[0]!.document_number = '4506123456';
    expect(standingErrors(server, judged, current)).toEqual({
      'contacts.contact_email': ['Введите корректный e-mail.'],
    });
  });

  it('lets the client speak first about a field both judge', () => {
    expect(mergeErrors({ a: ['клиент'] }, { a: ['сервер'], b: ['сервер'] })).toEqual({
      a: ['клиент'],
      b: ['сервер'],
    });
  });

  it('gathers the messages no field shows', () => {
    const errors = {
      'contacts.contact_phone': ['Введите номер телефона'],
      passengers: ['У пассажиров совпадают места'],
      non_field_errors: ['У пассажиров совпадают места'],
    };
    expect(generalErrors(errors, (key) => key.startsWith('contacts.'))).toEqual([
      'У пассажиров совпадают места',
    ]);
  });

  it('finds a leg’s message that no control of its own shows', () => {
    const errors = {
      'passengers.0.legs.1.car_type': ['Укажите тип вагона'],
      'passengers.0.legs.10.places.0': ['Не тот участок'],
      'passengers.0.legs.1.from_place_number': ['Место 5 занято'],
    };
    expect(otherMessageAt(errors, 'passengers.0.legs.1', ['car_type'])).toBe('Место 5 занято');
    expect(otherMessageAt(errors, 'passengers.0.legs.1', ['car_type', 'from_place_number'])).toBe(
      undefined,
    );
    expect(otherMessageAt(errors, 'passengers.0.legs.1', [])).toBe('Укажите тип вагона');
  });

  it('finds a once-per-order field among the passengers', () => {
    expect(anyPassengerMessage({ 'passengers.2.pnr': ['Бронирование не найдено'] }, 'pnr')).toBe(
      'Бронирование не найдено',
    );
  });
});
