import type { BusResult } from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../test-support/accounts.ts';
import {
  busOrderBody,
  contacts,
  buyer,
  person,
  search,
  searchDate,
  withMiniNetwork,
  type Buyer,
} from '../test-support/orders.ts';
import {
  CARDS,
  payAtSandbox,
  returnCode,
  startPaymentsWorld,
  type PaymentsWorld,
} from '../test-support/payments.ts';
import { linkIn } from '../test-support/smtp-sink.ts';
import { testBackend } from '../test-support/test-app.ts';

/**
 * Where the site's links lead a visitor: the address they came on while PUBLIC_URL is not
 * configured (so a visitor on 127.0.0.1 or a LAN address never lands on localhost, signed
 * out), PUBLIC_URL whenever it is. The built-in sandbox's page (no PAYMENT_SANDBOX_URL) keeps
 * its own port on that host.
 */
describe.each([
  { publicUrl: undefined, site: (came: string) => came },
  { publicUrl: 'https://peresadka.example', site: () => 'https://peresadka.example' },
])(`links on ${testBackend()} with PUBLIC_URL=$publicUrl`, ({ publicUrl, site }) => {
  let w: PaymentsWorld;
  let bus: BusResult;
  let anna: Buyer;
  let seats = 0;

  beforeAll(async () => {
    w = await startPaymentsWorld({
      env: { PUBLIC_URL: publicUrl ?? '', TRUST_PROXY: '127.0.0.1' },
    });
    await withMiniNetwork(w.t);
    bus = (await search(w.t.app, 'Тверь', 'Москва', searchDate(2))).bus[0]!;
    anna = await buyer(w.t, 'anna');
  });
  afterAll(() => w?.close());

  /** An order paid for from a browser whose request carried `headers`: the sandbox's page. */
  const initOn = async (headers: Record<string, string>) => {
    const place = { ...person(0), place_number: String(++seats) };
    const created = await anna.post(
      'payment/create/bus/',
      busOrderBody(bus, [place]),
      undefined,
      headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json<{ order_id: number }>().order_id;
    const init = await anna.post('payment/init/', { order_id: orderId }, undefined, headers);
    expect(init.statusCode, init.body).toBe(200);
    const [payment] = await w.providerPayments();
    return {
      orderId,
      page: init.json<{ url: string }>().url,
      returnUrl: payment!.confirmation!.return_url!,
    };
  };
  const sandboxPort = () => new URL(w.sandbox.origin).port;

  it('sends the payer to the sandbox and back on the address they came on', async () => {
    const { page, returnUrl } = await initOn({ host: '127.0.0.1:3000' });
    const expected = site('http://127.0.0.1:3000');
    expect(returnUrl).toMatch(new RegExp(`^${expected}/payment/success/[\\w-]{20,}$`));
    expect(new URL(page).origin).toBe(`http://${new URL(expected).hostname}:${sandboxPort()}`);
    // The page is the sandbox's, whatever name reached it; the payer comes back where they were.
    const atSandbox = `${w.sandbox.origin}${new URL(page).pathname}`;
    expect(await payAtSandbox(atSandbox, CARDS.success)).toBe(returnUrl);
  });

  it("links the order's letters, written later by a job, to the address it was made on", async () => {
    const { orderId, page } = await initOn({ host: '192.168.1.5:3000' });
    const back = await payAtSandbox(`${w.sandbox.origin}${new URL(page).pathname}`, CARDS.success);
    await expect
      .poll(async () => {
        await w.t.app.jobs.runDue();
        const confirm = await anna.post('payment/confirm/', { code: returnCode(back) });
        return confirm.json<{ status?: string }>().status;
      })
      .toBe('PAID');
    await w.t.app.jobs.runDue();
    const mail = await w.smtp.take(contacts.contact_email, `Заказ № ${orderId} оплачен`);
    expect(mail.text).toContain(`${site('http://192.168.1.5:3000')}/profile?tab=trips`);
  });

  it('takes the address a trusted proxy forwards (TRUST_PROXY)', async () => {
    const { page, returnUrl } = await initOn({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'peresadka.lan',
      'x-forwarded-proto': 'https',
    });
    const expected = site('https://peresadka.lan');
    expect(returnUrl.startsWith(`${expected}/payment/success/`)).toBe(true);
    expect(new URL(page).hostname).toBe(new URL(expected).hostname);
  });

  it('links the password-reset letter to the address the visitor asked on', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/users/reset_password/',
      headers: { host: '192.168.1.5:3000' },
      payload: { email: 'anna@example.ru', captcha: await solveCaptcha(w.t.app) },
    });
    expect(res.statusCode, res.body).toBe(200);
    await w.t.app.jobs.runDue();
    const mail = await w.smtp.take('anna@example.ru', 'Сброс пароля');
    expect(mail.text).toContain(`${site('http://192.168.1.5:3000')}/reset_password/`);
    expect(linkIn(mail, 'reset_password')).toHaveLength(2);
  });
});
