import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with Argon2id at m=19 MiB, t=2, p=1 and verifies only the same password', async () => {
    const stored = await hashPassword('Длинная фраза пароля');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Длинная фраза пароля')).toBe(true);
    expect(await verifyPassword(stored, 'длинная фраза пароля')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('treats both Unicode spellings of й as one password', async () => {
    const stored = await hashPassword('мойпароль\u0439');
    expect(await verifyPassword(stored, 'мойпароль\u0438\u0306')).toBe(true);
  });

  it('refuses the most common passwords, also typed on the Russian layout', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('йцукен123')).toBe(true);
    expect(isCommonPassword('Пересадка в Казани 2026')).toBe(false);
  });

  it('refuses a password equal to the login or the e-mail', () => {
    const account = { username: 'ivan_petrov', email: 'vanya@mail.ru' };
    expect(passwordProblem('Ivan_Petrov', account)).toBe(
      'Пароль не должен совпадать с логином или e-mail',
    );
    expect(passwordProblem('vanya@mail.ru', account)).not.toBeNull();
    expect(passwordProblem('поезд до Владивостока', account)).toBeNull();
  });
});
