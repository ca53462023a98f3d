import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPayment } from '@peresadka/contracts/yookassa-v3';
import { CARD_MESSAGES } from './card-form.ts';
import type { PaymentSandbox } from './sandbox.ts';
import {
  apiOf,
  createPayment,
  payWithCard,
  RETURN_URL,
  startTestSandbox,
  submitForm,
  VALID_EXPIRY,
} from './test-support.ts';

let sandbox: PaymentSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const NBSP = '\u00a0';

async function paymentOf(id: string) {
  return ZPayment.parse((await apiOf(sandbox).get(`/payments/${id}`)).body);
}

describe('the payment page', () => {
  it('shows a Russian test page with the shop, the amount and the test cards', async () => {
    const { confirmationUrl } = await createPayment(sandbox);
    const response = await fetch(confirmationUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain('Тестовая платёжная страница. Деньги не списываются.');
    expect(page).toContain('Пересадка');
    expect(page).toContain('Заказ №7');
    expect(page).toContain(`Оплатить 1${NBSP}234,50${NBSP}₽`);
    expect(page).toContain('Тестовые карты');
    for (const number of ['5555 5555 5555 4477', '4111 1111 1111 1111', '2200 0000 0000 0004']) {
      expect(page).toContain(number);
    }
    expect(page).toMatch(/<label for="card_number">/);
    expect(page).toContain('autocomplete="cc-number"');
    expect(page).toContain('autocomplete="cc-exp"');
    expect(page).toContain('autocomplete="cc-csc"');
    expect(page).toContain('Отменить оплату и вернуться в магазин');
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain('<main>');
  });

  it('sends the security headers, with no form-action', async () => {
    const { confirmationUrl } = await createPayment(sandbox);
    const response = await fetch(confirmationUrl);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('escapes what the shop wrote', async () => {
    const { confirmationUrl } = await createPayment(sandbox, {
      description: '<script>alert("x")</script> & Co',
    });
    const page = await (await fetch(confirmationUrl)).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co');
  });

  it('answers an unknown payment with a Russian 404 page', async () => {
    const response = await fetch(`${sandbox.origin}/pay/no-such-payment`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Платёж не найден');
    const elsewhere = await fetch(`${sandbox.origin}/nowhere`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain('Страница не найдена');
  });
});

describe('paying with the test cards', () => {
  it('5555 5555 5555 4477 pays at once and sends the payer back', async () => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    const response = await payWithCard(confirmationUrl, '5555 5555 5555 4477');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(RETURN_URL);

    const payment = await paymentOf(id);
    expect(payment).toMatchObject({ status: 'succeeded', paid: true, refundable: true });
    expect(payment.captured_at).toBeDefined();
    expect(payment.payment_method).toMatchObject({
      type: 'bank_card',
      saved: false,
      card: {
        first6: '555555',
        last4: '4477',
        expiry_month: '12',
        expiry_year: `20${VALID_EXPIRY.slice(3)}`,
        card_type: 'MasterCard',
      },
    });

    const again = await fetch(confirmationUrl);
    expect(await again.text()).toContain('Платёж уже оплачен');
    const resubmitted = await payWithCard(confirmationUrl, '5555555555554477');
    expect(resubmitted.status).toBe(303);
    expect(resubmitted.headers.get('location')).toBe(new URL(confirmationUrl).pathname);
  });

  it('5555 5555 5555 5599 is declined for insufficient funds', async () => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    const response = await payWithCard(confirmationUrl, '5555555555555599');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(RETURN_URL);
    const payment = await paymentOf(id);
    expect(payment).toMatchObject({
      status: 'canceled',
      paid: false,
      cancellation_details: { party: 'payment_network', reason: 'insufficient_funds' },
    });
    const page = await (await fetch(confirmationUrl)).text();
    expect(page).toContain('Платёж отменён');
    expect(page).toContain(`href="${RETURN_URL}"`);
  });

  it.each([
    ['4000000000000002', 'general_decline', 'Банк отклонил платёж.'],
    ['2200000000000012', 'call_issuer', 'Банк отклонил платёж и не назвал причину.'],
    ['5555555555554485', 'card_expired', 'Истёк срок действия карты.'],
  ])('%s is declined by the bank for %s, and the page says why', async (card, reason, why) => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    expect((await payWithCard(confirmationUrl, card)).headers.get('location')).toBe(RETURN_URL);
    expect((await paymentOf(id)).cancellation_details).toEqual({
      party: 'payment_network',
      reason,
    });
    expect(await (await fetch(confirmationUrl)).text()).toContain(`<p>${why}</p>`);
  });

  it('2200 0000 0000 0004 (Мир) pays at once', async () => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    expect((await payWithCard(confirmationUrl, '2200000000000004')).status).toBe(303);
    const payment = await paymentOf(id);
    expect(payment.status).toBe('succeeded');
    expect(payment.payment_method).toMatchObject({ card: { card_type: 'Mir', last4: '0004' } });
  });

  it('4111 1111 1111 1111 asks for the 3-D Secure code and takes 12345', async () => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    const response = await payWithCard(confirmationUrl, '4111 1111 1111 1111');
    expect(response.status).toBe(303);
    const step = new URL(response.headers.get('location')!, confirmationUrl).href;
    expect(step).toBe(`${confirmationUrl}/3ds`);
    expect((await paymentOf(id)).status).toBe('pending');

    const page = await (await fetch(step)).text();
    expect(page).toContain('Подтверждение платежа');
    expect(page).toContain('3-D Secure');
    expect(page).toContain('12345');

    const wrong = await submitForm(step, { code: '11111', action: 'confirm' });
    expect(wrong.status).toBe(400);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('Неверный код');
    expect(wrongPage).toContain('aria-invalid="true"');
    expect((await paymentOf(id)).status).toBe('pending');

    const right = await submitForm(step, { code: '12345', action: 'confirm' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(RETURN_URL);
    const payment = await paymentOf(id);
    expect(payment.status).toBe('succeeded');
    expect(payment.payment_method).toMatchObject({ card: { card_type: 'Visa', first6: '411111' } });
  });

  it('canceling the 3-D Secure step declines the payment', async () => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    await payWithCard(confirmationUrl, '4111111111111111');
    const canceled = await submitForm(`${confirmationUrl}/3ds`, { code: '', action: 'cancel' });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(RETURN_URL);
    expect((await paymentOf(id)).cancellation_details).toEqual({
      party: 'payment_network',
      reason: '3d_secure_failed',
    });
  });

  it('the 3-D Secure step is only there after a 3-D Secure card', async () => {
    const { confirmationUrl } = await createPayment(sandbox);
    const response = await fetch(`${confirmationUrl}/3ds`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(new URL(confirmationUrl).pathname);
  });

  it('returns the payer to a non-ASCII return address, percent-encoded', async () => {
    const { confirmationUrl } = await createPayment(sandbox, {
      confirmation: { type: 'redirect', return_url: 'http://shop.test/оплата?заказ=7' },
    });
    const response = await payWithCard(confirmationUrl, '5555555555554477');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(new URL('http://shop.test/оплата?заказ=7').href);
  });

  it('the cancel button cancels and returns to the shop', async () => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    const response = await submitForm(`${confirmationUrl}/cancel`, {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(RETURN_URL);
    expect((await paymentOf(id)).cancellation_details).toEqual({
      party: 'yoo_money',
      reason: 'expired_on_confirmation',
    });
  });
});

describe('field errors', () => {
  it('re-renders the form with Russian errors tied to their fields, keeping what was typed', async () => {
    const { id, confirmationUrl } = await createPayment(sandbox);
    const response = await submitForm(confirmationUrl, {
      card_number: '5555 5555 5555 4478',
      expiry: '01/20',
      cvc: '98',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(CARD_MESSAGES.badNumber);
    expect(page).toContain(CARD_MESSAGES.expired);
    expect(page).toContain(CARD_MESSAGES.badCvc);
    expect(page).toMatch(/id="card_number-error"[^>]*>Неверный номер карты</);
    expect(page).toMatch(
      /<input id="card_number"[^>]*aria-invalid="true" aria-describedby="card_number-error"/,
    );
    expect(page).toMatch(/<input id="expiry"[^>]*aria-describedby="expiry-error"/);
    expect(page).toMatch(/<input id="cvc"[^>]*aria-describedby="cvc-error"/);
    expect(page).toContain('value="5555 5555 5555 4478"');
    expect(page).toContain('value="01/20"');
    expect(page).not.toContain('value="98"');
    expect((await paymentOf(id)).status).toBe('pending');
  });

  it('tells a real-looking card from a test card', async () => {
    const { confirmationUrl } = await createPayment(sandbox);
    const response = await submitForm(confirmationUrl, {
      card_number: '4242424242424242',
      expiry: VALID_EXPIRY,
      cvc: '123',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(CARD_MESSAGES.notTestCard);
    expect(page).not.toContain('aria-describedby="expiry-error"');
  });
});
