import { describe, expect, it } from 'vitest';
import { genitiveName } from './person-names.ts';

const person = (lastName: string, firstName: string, middleName: string, sex: string) => ({
  lastName,
  firstName,
  middleName,
  sex,
});

describe('genitiveName', () => {
  it('declines every part by the traveller’s sex', () => {
    expect(genitiveName(person('Петрова', 'Мария', 'Ивановна', 'Female'))).toBe(
      'Петровой Марии Ивановны',
    );
    expect(genitiveName(person('Зайцев', 'Егор', '-', 'Male'))).toBe('Зайцева Егора');
    expect(genitiveName(person('Кузнецов', 'Олег', 'Петрович', 'Male'))).toBe(
      'Кузнецова Олега Петровича',
    );
  });

  it('leaves alone what Russian does not decline', () => {
    expect(genitiveName(person('Черных', 'Ольга', '-', 'Female'))).toBe('Черных Ольги');
    expect(genitiveName(person('Шевчук', 'Анна', '-', 'Female'))).toBe('Шевчук Анны');
  });
});
