import { rublesAndKopecks } from '@peresadka/contracts/money';
import type { FaultSalesFigures } from './fault-sales.ts';
import { n0, when } from './report-format.ts';
import type { Stamped } from './results.ts';

const money = (kopecks: number) => `${rublesAndKopecks(kopecks)} ₽`;

const counts = (tally: Record<string, number>) =>
  Object.entries(tally)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key} — ${n0(count)}`)
    .join(', ') || 'нет';

/** A must-be-empty list in bold, naming what is in it. */
const none = (ids: readonly (number | string)[]) =>
  `**${ids.length}**${ids.length > 0 ? ` (${ids.slice(0, 20).join(', ')})` : ''}`;

/** bench/LOAD.md's section of `fault-sales.ts`. */
export function faultSalesSection(r: Stamped<FaultSalesFigures>): string {
  const { buyers: b, ledgers: l, supplierFaults: f } = r;
  return [
    '## kill -9 процесса API во время продажи поездов и оплат (кластер, ИМ и платёжная система — свои процессы)',
    '',
    when(r),
    '',
    `\`npm run start:cluster\` (nginx и два процесса API, ${r.releases[0]?.commit ?? '?'}); песочница ИМ ` +
      '(`apps/im-sandbox`) и платёжная песочница (`apps/payment-sandbox`) — каждая своим процессом со своим ' +
      'хранилищем (журнал заказов ИМ, файл платежей), как их запускают отдельно от сайта; процессы API ходят к ним по ' +
      'HTTP (`IM_API_URL`, `PAYMENT_API_URL`), уведомления об оплате идут через nginx. 16 покупателей без перерыва ' +
      'заказывают места на 10 поездов (один или два пассажира) — сайт бронирует их у ИМ, — платят на странице ' +
      'песочницы картой `5555 5555 5555 4477` и возвращаются на сайт ждать билетов (спрашивая каждые 2 с, до минуты); ' +
      'каждый четвёртый, заплатив, закрывает вкладку — об этих деньгах сайт узнаёт только из уведомления, которое может ' +
      'прийти к убитому процессу (платёжная система повторяет его, пока не получит 200). Каждые 3 секунды (когда оба ' +
      `процесса снова отвечают) один процесс получает kill -9, по очереди — ${r.kills} раз за ${n0(r.seconds)} с. ` +
      'Перед каждым убийством песочница ИМ по очереди: отказывает в следующем подтверждении (код 1, «отказ АСУ ' +
      '«Экспресс»»), теряет ответ на следующее подтверждение, теряет ответ на следующую бронь (сделано и записано, ' +
      'соединение рвётся) или ничего. Клиент, не получивший ответа или получивший 5xx, повторяет запрос с тем же ' +
      '`Idempotency-Key` (до 6 раз). Потом прогон ждёт (до 9 минут), пока ничего не останется в пути: заказов, ждущих ' +
      'слова ИМ, неотправленных возвратов, невыполненных заданий подтверждения, отмены и возврата, платежей, исход ' +
      'которых платёжная система знает, а сайт нет, — и сверяет три записи: базу сайта (`orders`, `order_items`, ' +
      '`payments`, `refunds`), хранилище платёжной песочницы (её платежи и возвраты) и журнал ИМ (его заказы).',
    '',
    `- Покупатели: заказов подтверждено ${n0(b.ordered)}, не сделано ${n0(b.notOrdered)}; оплачено на странице ` +
      `платёжной системы ${n0(b.paid)}, до оплаты не дошли ${n0(b.notPaid)}; вернувшись на сайт, услышали «оплачен» — ` +
      `${n0(b.toldPaid)}, «отменён» (ИМ не выписал билеты, деньги возвращаются) — ${n0(b.toldCancelled)}, ` +
      `через минуту всё ещё «билеты оформляются» — ${n0(b.leftWaiting)}; закрыли вкладку — ${n0(b.noReturn)}.`,
    `- Сбоев ИМ задано: отказов в подтверждении ${f.refusals}, потерянных ответов на подтверждение ` +
      `${f.lostConfirms}, на бронь ${f.lostReservations}.`,
    r.settle.settled
      ? `- Всё улеглось через ${n0(r.settle.seconds)} с после последнего убийства (задание, взятое убитым ` +
        'процессом, другой берёт по окончании его аренды, через пять минут).'
      : `- **Не улеглось за ${n0(r.settle.seconds)} с** — что осталось в пути, ниже.`,
    `- Записи: заказы сайта по состоянию у поставщика: ${counts(l.siteOrders)}; заказы у ИМ: ` +
      `${counts(l.supplierOrders)}; платежи у платёжной системы: ${counts(l.providerPayments)}.`,
    `- Оплачено, деньги у платёжной системы целиком и билеты выписаны ИМ: ${n0(l.paidWithTickets)}. ` +
      `Оплачено без выписанных билетов: ${none(l.paidWithoutTickets)}; билеты без оплаты: ` +
      `${none(l.ticketsWithoutPayment)}; платёж возвращён дважды: ${none(l.refundedTwice)}; возвращено больше ` +
      `оплаченного: ${none(l.refundedOverPaid)}; сайт говорит о заказе не то, что ИМ или платёжная система: ` +
      `${none(l.siteDisagrees)}.`,
    `- ИМ отказал в подтверждении оплаченного заказа: ${l.refused.orders}; оплачено ${money(l.refused.paidKopecks)}, ` +
      `возвращено по базе сайта ${money(l.refused.refundedKopecks)}, по платёжной системе ` +
      `${money(l.refused.refundedAtProviderKopecks)}; возвращено не целиком: ${none(l.refused.notWhole)}.` +
      (Object.keys(l.otherRefunds).length > 0
        ? ` Других возвратов: ${counts(l.otherRefunds)}.`
        : ' Других возвратов не было.'),
    `- Застряло: в брони ${none(l.stuck.reserving)}, в подтверждении ${none(l.stuck.confirming)}, возвратов в ` +
      `пути ${none(l.stuck.refundsOpen)}, платежей, исход которых сайт не узнал, ${none(l.stuck.paymentsUntold)}. ` +
      `Забронировано и не оплачено (бронь ещё жива): ${n0(l.unpaid)}.`,
    `- Брони ИМ, ещё живые у заказов, которые сайт закрыл: ${n0(l.heldForClosed)} (ИМ снимает их сам, когда ` +
      'проходит `ConfirmTill`).',
    `- Ответы через nginx (с повторами): заказ: ${counts(r.statuses['заказ'])}; оплата: ` +
      `${counts(r.statuses['оплата'])}; возврат на сайт: ${counts(r.statuses['возврат на сайт'])} (409 — «билеты ` +
      'оформляются», страница спрашивает снова).',
    '',
  ].join('\n');
}
