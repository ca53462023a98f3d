import type { BusResult } from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EASY_CAPTCHA } from '../test-support/accounts.ts';
import {
  busOrderBody,
  buyer,
  contacts,
  person,
  search,
  searchDate,
  withMiniNetwork,
  type Buyer,
} from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

describe(`the account's phone on ${testBackend()}`, () => {
  let t: TestApp;
  let bus: BusResult;

  beforeAll(async () => {
    t = await startTestApp(EASY_CAPTCHA);
    await withMiniNetwork(t);
    bus = (await search(t.app, 'Тверь', 'Москва', searchDate(2))).bus[0]!;
  });
  afterAll(() => t?.close());

  const phoneOf = async (who: Buyer) =>
    (await who.get('get_info')).json<{ phone: unknown }>().phone;
  const setPhone = (who: Buyer, phone: unknown) => who.post('auth/users/set_phone/', { phone });

  it('is set, changed and removed from the profile, spelt one way whatever was typed', async () => {
    const vera = await buyer(t, 'vera');
    expect(await phoneOf(vera)).toBeNull();

    const saved = await setPhone(vera, '8 (916) 123-45-67');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ detail: 'Телефон сохранён', phone: '+79161234567' });
    expect(await phoneOf(vera)).toBe('+79161234567');

    expect((await setPhone(vera, '9031112233')).statusCode).toBe(400);
    expect((await setPhone(vera, '+7 903 111-22-33')).json()).toMatchObject({
      phone: '+79031112233',
    });
    expect(await phoneOf(vera)).toBe('+79031112233');

    expect((await setPhone(vera, '')).json()).toEqual({ detail: 'Телефон удалён', phone: null });
    expect(await phoneOf(vera)).toBeNull();
  });

  it('refuses a number that is not 7, 8 or +7 and ten digits, in Russian, keeping the old one', async () => {
    const gleb = await buyer(t, 'gleb');
    await setPhone(gleb, '+79161234567');
    for (const wrong of [
      '12345',
      '+7916123456',
      '+791612345678',
      '9161234567',
      '+1 916 123 45 67',
    ]) {
      const res = await setPhone(gleb, wrong);
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json()).toMatchObject({ phone: ['Введите корректный номер телефона.'] });
    }
    expect((await setPhone(gleb, 79161234567)).statusCode).toBe(400);
    expect(await phoneOf(gleb)).toBe('+79161234567');
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/set_phone/',
      payload: { phone: '+79161234567' },
    });
    expect(res.statusCode).toBe(401);
  });

  it("remembers the first order's contact phone when the account has none, and only then", async () => {
    const dina = await buyer(t, 'dina');
    const first = await dina.post('payment/create/bus/', busOrderBody(bus, [person(0)]));
    expect(first.statusCode, first.body).toBe(200);
    // contacts.contact_phone is «+7 912 345-67-89».
    expect(await phoneOf(dina)).toBe('+79123456789');

    const second = await dina.post('payment/create/bus/', {
      ...busOrderBody(bus, [person(1)]),
      contacts: { ...contacts, contact_phone: '89035556677' },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await phoneOf(dina)).toBe('+79123456789');
  });

  it('keeps a phone set on the profile over the one an order gives', async () => {
    const egor = await buyer(t, 'egor');
    await setPhone(egor, '+79260001122');
    const res = await egor.post('payment/create/bus/', busOrderBody(bus, [person(2)]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await phoneOf(egor)).toBe('+79260001122');
  });

  it('is not taken from an order that was refused', async () => {
    const zoya = await buyer(t, 'zoya');
    const res = await zoya.post('payment/create/bus/', {
      ...busOrderBody(bus, [person(3)]),
      contacts: { ...contacts, contact_email: 'не-адрес' },
    });
    expect(res.statusCode).toBe(400);
    expect(await phoneOf(zoya)).toBeNull();
  });
});
