import { formatRubles } from '@peresadka/contracts/money';
import { pluralWord } from '@peresadka/contracts/plural';
import {
  fareVat,
  generalVat,
  RECEIPT_SUPPLIERS,
  serviceFeeVat,
} from '@peresadka/contracts/receipt-suppliers';
import {
  amountOf,
  kopecksOf,
  DESCRIPTION_MAX,
  type CreatePayment,
  type Receipt,
  type ReceiptItem,
} from '@peresadka/contracts/yookassa-v3';
import type { StoredOrder } from '../orders/orders-repository.ts';
import type { RideFacts } from './receipt-facts-repository.ts';

const cut = (text: string, max = DESCRIPTION_MAX) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

const MODE_WORDS: Record<string, string> = { TRAIN: 'поезд', BUS: 'автобус', PLANE: 'рейс' };

/** «Заказ № 12: Москва → Казань, 2 пассажира» — what the payment page and the bank statement say. */
export function paymentDescription(stored: StoredOrder): string {
  const first = stored.rides[0]!;
  const last = stored.rides.at(-1)!;
  const n = stored.passengers.length;
  const people = `${n} ${pluralWord(n, 'пассажир', 'пассажира', 'пассажиров')}`;
  return cut(
    `Заказ № ${stored.order.id}: ${first.originName} → ${last.destinationName}, ` +
      `${first.departureTime.slice(0, 10).split('-').reverse().join('.')}, ${people}`,
  );
}

/** A ticket line of the receipt and the item it sells. */
type TicketLine = { returnedAt: Date | null; line: ReceiptItem };

/**
 * Each paying item as the carrier's agent: its carrier named as the supplier with its ИНН, at
 * the VAT rate the carrier's fare carries on that route (receipt-suppliers.ts). Bedding bought
 * on a train is the carrier's service on board, taxed at the general rate: a line of its own
 * beside the ticket, as the carrier prints it. A carrier the receipt cannot name is a
 * configuration error, not a sale without a lawful receipt.
 */
function ticketLines(
  stored: StoredOrder,
  facts: ReadonlyMap<number, RideFacts>,
  on: Date,
): TicketLine[] {
  const rides = new Map(stored.rides.map((r) => [r.id, r]));
  const passengers = new Map(stored.passengers.map((p) => [p.id, p]));
  return stored.items.flatMap((item) => {
    const ride = rides.get(item.rideId)!;
    const fact = facts.get(ride.id);
    const supplier = fact && RECEIPT_SUPPLIERS[fact.carrierCode];
    if (!fact || !supplier) {
      throw new Error(`order ${stored.order.id}: no receipt details of carrier ${ride.carrier}`);
    }
    const p = passengers.get(item.passengerId)!;
    const trip =
      `${MODE_WORDS[ride.mode] ?? ''} ${ride.number}: ${ride.originName} → ` +
      `${ride.destinationName}, ${p.lastName} ${p.firstName.slice(0, 1)}.`;
    const line = (what: string, amount: number, vat: ReceiptItem['vat_code']): TicketLine => ({
      returnedAt: item.returnedAt,
      line: {
        description: cut(`${what}, ${trip}`),
        quantity: '1',
        amount: amountOf(amount),
        vat_code: vat,
        payment_mode: 'full_payment',
        payment_subject: 'service',
        agent_type: 'agent',
        supplier: {
          name: supplier.name,
          inn: supplier.inn,
          ...(supplier.phone ? { phone: supplier.phone } : {}),
        },
      },
    });
    const fareVatCode = fareVat(supplier, fact.fromRegion, fact.toRegion, on);
    const lines =
      ride.mode === 'TRAIN'
        ? [
            line('Билет', item.fare, fareVatCode),
            line('Постельное бельё', item.extras, generalVat(on)),
          ]
        : [line('Билет', item.fare + item.extras, fareVatCode)];
    // A receipt line cannot be zero: a child on a lap, or no bedding bought.
    return lines.filter((t) => kopecksOf(t.line.amount) > 0);
  });
}

/** Our own service fee: a line of its own, our VAT, no agent sign. */
const feeLine = (amount: number, on: Date): ReceiptItem => ({
  description: 'Сервисный сбор «Пересадки»',
  quantity: '1',
  amount: amountOf(amount),
  vat_code: serviceFeeVat(on),
  payment_mode: 'full_payment',
  payment_subject: 'service',
});

function customerOf(stored: StoredOrder): Receipt['customer'] {
  const phone = stored.order.contactPhone.replace(/\D/g, '');
  return {
    email: stored.order.contactEmail,
    ...(/^\d{11,15}$/.test(phone) ? { phone } : {}),
  };
}

/**
 * The 54-ФЗ receipt: a line per ticket sold as the carrier's agent, and one line for our own
 * service fee. Free tickets (a child on a lap) have no line: a receipt line cannot be zero. The
 * lines add up to the order's total exactly. `facts` are the rides' carriers and regions, `on`
 * the day of the sale (the VAT rates of that day).
 */
export function receiptOf(
  stored: StoredOrder,
  facts: ReadonlyMap<number, RideFacts>,
  on: Date,
): Receipt {
  const sum = stored.items.reduce((s, item) => s + item.total, 0);
  if (sum !== stored.order.totalPrice) {
    throw new Error(
      `order ${stored.order.id}: items add up to ${formatRubles(sum)}, the order says ${formatRubles(stored.order.totalPrice)}`,
    );
  }
  const tickets = ticketLines(stored, facts, on).map((t) => t.line);
  const fee = stored.items.reduce((s, item) => s + item.serviceCharge, 0);
  return {
    customer: customerOf(stored),
    items: fee > 0 ? [...tickets, feeLine(fee, on)] : tickets,
  };
}

/**
 * The receipt of money going back, mirroring the sale's lines: the tickets the refund's return
 * took (those returned at `returnedAt`, the moment the return was made — one passenger's, or
 * every passenger's of an order returned whole; every ticket when it is null) with their
 * carriers, suppliers and rates, each bringing back its share of the refund in proportion to its
 * price; what the refund gives beyond the tickets' prices is our fee, returned on its own line
 * (a trip cancelled by the carrier or broken by our timetable returns it).
 */
export function returnReceiptOf(
  stored: StoredOrder,
  facts: ReadonlyMap<number, RideFacts>,
  refund: { amount: number; returnedAt: Date | null },
  on: Date,
): Receipt {
  const lines = ticketLines(stored, facts, on).filter(
    (t) => refund.returnedAt === null || t.returnedAt?.getTime() === refund.returnedAt.getTime(),
  );
  const prices = lines.map((t) => kopecksOf(t.line.amount));
  const tickets = prices.reduce((s, p) => s + p, 0);
  const back = Math.min(refund.amount, tickets);
  let given = 0;
  const shares = lines.map((t, i) => {
    const share = i === lines.length - 1 ? back - given : Math.floor((back * prices[i]!) / tickets);
    given += share;
    return { ...t.line, amount: amountOf(share) };
  });
  const fee = refund.amount - back;
  const items = [
    ...shares.filter((l) => kopecksOf(l.amount) > 0),
    ...(fee > 0 ? [feeLine(fee, on)] : []),
  ];
  return { customer: customerOf(stored), items };
}

/** The provider's create call for an order, captured at once and returning to `returnUrl`. */
export function createPaymentOf(
  stored: StoredOrder,
  facts: ReadonlyMap<number, RideFacts>,
  paymentId: number,
  amount: number,
  returnUrl: string,
  on: Date,
): CreatePayment {
  return {
    amount: amountOf(amount),
    capture: true,
    confirmation: { type: 'redirect', return_url: returnUrl },
    description: paymentDescription(stored),
    metadata: { order_id: String(stored.order.id), payment_id: String(paymentId) },
    receipt: receiptOf(stored, facts, on),
  };
}
