import { formatRubles } from '@peresadka/contracts/money';
import { pluralWord } from '@peresadka/contracts/plural';
import {
  amountOf,
  DESCRIPTION_MAX,
  type CreatePayment,
  type Receipt,
  type ReceiptItem,
} from '@peresadka/contracts/yookassa-v3';
import type { StoredOrder } from '../orders/orders-repository.ts';

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

/**
 * The 54-ФЗ receipt: a line per ticket sold as the carrier's agent (the carrier named as its
 * supplier), and one line for our own service fee. Free tickets (a child on a lap) have no
 * line: a receipt line cannot be zero. The lines add up to the order's total exactly.
 */
export function receiptOf(stored: StoredOrder): Receipt {
  const rides = new Map(stored.rides.map((r) => [r.id, r]));
  const passengers = new Map(stored.passengers.map((p) => [p.id, p]));
  const tickets: ReceiptItem[] = stored.items
    .filter((item) => item.fare + item.extras > 0)
    .map((item) => {
      const ride = rides.get(item.rideId)!;
      const p = passengers.get(item.passengerId)!;
      return {
        description: cut(
          `Билет, ${MODE_WORDS[ride.mode] ?? ''} ${ride.number}: ${ride.originName} → ` +
            `${ride.destinationName}, ${p.lastName} ${p.firstName.slice(0, 1)}.`,
        ),
        quantity: '1',
        amount: amountOf(item.fare + item.extras),
        vat_code: 1,
        payment_mode: 'full_payment',
        payment_subject: 'service',
        agent_type: 'agent',
        supplier: { name: ride.carrier },
      };
    });
  const fee = stored.items.reduce((sum, item) => sum + item.serviceCharge, 0);
  const lines: ReceiptItem[] =
    fee > 0
      ? [
          ...tickets,
          {
            description: 'Сервисный сбор «Пересадки»',
            quantity: '1',
            amount: amountOf(fee),
            vat_code: 1,
            payment_mode: 'full_payment',
            payment_subject: 'service',
          },
        ]
      : tickets;
  const sum = stored.items.reduce((s, item) => s + item.total, 0);
  if (sum !== stored.order.totalPrice) {
    throw new Error(
      `order ${stored.order.id}: items add up to ${formatRubles(sum)}, the order says ${formatRubles(stored.order.totalPrice)}`,
    );
  }
  const phone = stored.order.contactPhone.replace(/\D/g, '');
  return {
    customer: {
      email: stored.order.contactEmail,
      ...(/^\d{11,15}$/.test(phone) ? { phone } : {}),
    },
    items: lines,
  };
}

/**
 * The receipt of a part of an order going back (a returned ticket): one line for the amount,
 * sold as the carrier's agent like the ticket it returns.
 */
export function returnReceiptOf(stored: StoredOrder, amount: number): Receipt {
  const ride = stored.rides[0]!;
  return {
    customer: receiptOf(stored).customer,
    items: [
      {
        description: cut(
          `Возврат билета по заказу № ${stored.order.id}: ${ride.originName} → ${stored.rides.at(-1)!.destinationName}`,
        ),
        quantity: '1',
        amount: amountOf(amount),
        vat_code: 1,
        payment_mode: 'full_payment',
        payment_subject: 'service',
        agent_type: 'agent',
        supplier: { name: ride.carrier },
      },
    ],
  };
}

/** The provider's create call for an order, captured at once and returning to `returnUrl`. */
export function createPaymentOf(
  stored: StoredOrder,
  paymentId: number,
  amount: number,
  returnUrl: string,
): CreatePayment {
  return {
    amount: amountOf(amount),
    capture: true,
    confirmation: { type: 'redirect', return_url: returnUrl },
    description: paymentDescription(stored),
    metadata: { order_id: String(stored.order.id), payment_id: String(paymentId) },
    receipt: receiptOf(stored),
  };
}
