import { paymentDeclineOf } from '@peresadka/contracts/payment-declines';
import { kopecksOf, type Amount, type Payment } from '@peresadka/contracts/yookassa-v3';
import type { CardField, CardForm, FieldErrors } from './card-form.ts';
import { groupedNumber, TEST_CARDS, THREE_DS_CODE } from './test-cards.ts';

/** What every page shows about the payment in hand. */
export type PaymentSummary = { shopName: string; payment: Payment };

const NBSP = '\u00a0';
const groups = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** «1 234,50 ₽», with non-breaking spaces so the sum never splits across lines. */
export function formatAmount(amount: Amount): string {
  const kopecks = kopecksOf(amount);
  const rubles = groups.format(Math.floor(kopecks / 100)).replace(/\s/g, NBSP);
  return `${rubles},${String(kopecks % 100).padStart(2, '0')}${NBSP}₽`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function cardPage(
  { shopName, payment }: PaymentSummary,
  form: Omit<CardForm, 'cvc'>,
  errors: FieldErrors,
  now: Date,
): string {
  const amount = formatAmount(payment.amount);
  const action = `/pay/${encodeURIComponent(payment.id)}`;
  const body = `
    <h1>Оплата картой</h1>
    ${summary(shopName, payment)}
    ${errorSummary(errors)}
    <form method="post" action="${action}" novalidate>
      ${field('card_number', 'Номер карты', form.card_number, errors, 'inputmode="numeric" autocomplete="cc-number"')}
      <div class="pair">
        ${field('expiry', 'Срок действия (ММ/ГГ)', form.expiry, errors, 'inputmode="numeric" autocomplete="cc-exp" placeholder="ММ/ГГ"')}
        ${field('cvc', 'CVC', '', errors, 'inputmode="numeric" autocomplete="cc-csc"')}
      </div>
      <button type="submit" class="primary">Оплатить ${amount}</button>
    </form>
    <form method="post" action="${action}/cancel">
      <button type="submit" class="secondary">Отменить оплату и вернуться в магазин</button>
    </form>
    ${testCardList(now)}`;
  return layout(Object.keys(errors).length > 0 ? 'Ошибка: оплата картой' : 'Оплата картой', body);
}

export function threeDsPage({ shopName, payment }: PaymentSummary, wrongCode: boolean): string {
  const error = wrongCode ? 'Неверный код' : undefined;
  const body = `
    <h1>Подтверждение платежа</h1>
    <p>Это тестовый шаг 3-D Secure банка: настоящий банк прислал бы код в СМС.
      Тестовый код — <strong>${THREE_DS_CODE}</strong>.</p>
    ${summary(shopName, payment)}
    ${errorSummary(error === undefined ? {} : { code: error })}
    <form method="post" action="/pay/${encodeURIComponent(payment.id)}/3ds" novalidate>
      ${field('code', 'Код из СМС', '', error === undefined ? {} : { code: error }, 'inputmode="numeric" autocomplete="one-time-code"')}
      <div class="actions">
        <button type="submit" name="action" value="confirm" class="primary">Подтвердить</button>
        <button type="submit" name="action" value="cancel" class="secondary">Отменить</button>
      </div>
    </form>`;
  return layout(wrongCode ? 'Ошибка: подтверждение платежа' : 'Подтверждение платежа', body);
}

export function outcomePage({ shopName, payment }: PaymentSummary, returnUrl: string): string {
  // A held two-stage payment is paid too: the money waits for the shop.
  const title = payment.paid ? 'Платёж уже оплачен' : 'Платёж отменён';
  const details = payment.cancellation_details;
  const why = details === undefined ? '' : paymentDeclineOf(details.reason, details.party).why;
  const body = `
    <h1>${title}</h1>
    ${summary(shopName, payment)}
    ${!payment.paid && why !== '' ? `<p>${escapeHtml(why)}</p>` : ''}
    <p><a class="primary" href="${escapeHtml(returnUrl)}">Вернуться в магазин</a></p>`;
  return layout(title, body);
}

export function messagePage(title: string, text: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

function summary(shopName: string, payment: Payment): string {
  const rows: [string, string][] = [
    ['Магазин', shopName],
    ['Сумма', formatAmount(payment.amount)],
  ];
  if (payment.description) rows.push(['Назначение', payment.description]);
  const items = rows.map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`);
  return `<dl class="summary">${items.join('')}</dl>`;
}

function field(
  name: CardField | 'code',
  label: string,
  value: string,
  errors: Partial<Record<CardField | 'code', string>>,
  attributes: string,
): string {
  const error = errors[name];
  const invalid =
    error === undefined ? '' : ` aria-invalid="true" aria-describedby="${name}-error"`;
  return `<div class="field">
        <label for="${name}">${label}</label>
        ${error === undefined ? '' : `<p class="error" id="${name}-error">${escapeHtml(error)}</p>`}
        <input id="${name}" name="${name}" type="text" value="${escapeHtml(value)}" required ${attributes}${invalid}>
      </div>`;
}

/** After a reload the payer lands on the list of what to fix, each linked to its field. */
function errorSummary(errors: Partial<Record<string, string>>): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  const items = entries.map(
    ([name, message]) => `<li><a href="#${name}">${escapeHtml(message ?? '')}</a></li>`,
  );
  return `<div class="problems" role="alert">
      <h2>Проверьте данные</h2>
      <ul>${items.join('')}</ul>
    </div>`;
}

function testCardList(now: Date): string {
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td class="number">${groupedNumber(card.number)}</td><td>${escapeHtml(card.effect)}</td></tr>`,
  );
  const year = String((now.getUTCFullYear() + 3) % 100).padStart(2, '0');
  return `<section aria-labelledby="test-cards">
      <h2 id="test-cards">Тестовые карты</h2>
      <table>
        <thead><tr><th scope="col">Номер карты</th><th scope="col">Что произойдёт</th></tr></thead>
        <tbody>${rows.join('')}</tbody>
      </table>
      <p>Срок действия — любой будущий, например 12/${year}; CVC — любые 3 цифры.</p>
    </section>`;
}

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
    color: #1a1a1a; background: #f2f4f7; }
  .test-banner { margin: 0; padding: 0.75rem 1rem; background: #ffd54f; color: #1a1a1a;
    font-weight: 700; text-align: center; border-bottom: 3px solid #1a1a1a; }
  main { max-width: 32rem; margin: 1rem auto; padding: 1.25rem 1rem; background: #fff;
    border-radius: 0.5rem; }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
  .summary { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem;
    margin: 0 0 1.25rem; }
  .summary dt { color: #4a5261; }
  .summary dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .field { margin-bottom: 1rem; }
  .pair { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0 1rem; }
  .pair .field { flex: 1 1 8rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { width: 100%; font: inherit; font-size: 1.125rem; padding: 0.625rem 0.75rem;
    border: 2px solid #5d6675; border-radius: 0.375rem; color: #1a1a1a; background: #fff; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1259c3;
    outline-offset: 2px; }
  .error { color: #b3261e; font-weight: 600; margin: 0 0 0.25rem; }
  .problems { border: 2px solid #b3261e; border-radius: 0.375rem; padding: 0.5rem 1rem;
    margin-bottom: 1.25rem; }
  .problems h2 { margin: 0.25rem 0; color: #b3261e; }
  .problems a { color: #b3261e; }
  button, a.primary { display: block; width: 100%; font: inherit; font-weight: 700;
    padding: 0.75rem 1rem; border-radius: 0.375rem; cursor: pointer; text-align: center;
    text-decoration: none; }
  .primary { background: #1259c3; color: #fff; border: 2px solid #1259c3; }
  .secondary { background: #fff; color: #1259c3; border: 2px solid #1259c3; margin-top: 0.75rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  .actions button { flex: 1 1 10rem; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
  th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.5rem 0.5rem 0;
    border-bottom: 1px solid #d5d9e0; }
  td.number { white-space: nowrap; font-variant-numeric: tabular-nums; }
`;

function layout(title: string, main: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — тестовая оплата</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<header><p class="test-banner">Тестовая платёжная страница. Деньги не списываются.</p></header>
<main>${main}
</main>
</body>
</html>
`;
}
