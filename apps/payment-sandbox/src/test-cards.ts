/**
 * The test cards, the one list both the payment page's table and the payment logic read, so
 * what the page promises is what happens. Every number passes the Luhn check, as a real card
 * would, so a payer's typo is told apart from a card the sandbox does not know.
 */
export type TestCardOutcome =
  | 'succeeded'
  | 'three_ds'
  /** Paid at once, but the shop hears of it only after the configured delay. */
  | 'succeeded_notified_late'
  /** The bank says no: the payment is canceled with YooKassa's reason. */
  | { declined: DeclineReason };

/** YooKassa's `cancellation_details.reason` of a bank's refusal (party payment_network). */
export type DeclineReason =
  'insufficient_funds' | 'general_decline' | 'call_issuer' | 'card_expired';

export type TestCard = {
  number: string;
  /** YooKassa's `payment_method.card.card_type`. */
  cardType: 'MasterCard' | 'Visa' | 'Mir';
  outcome: TestCardOutcome;
  /** What the page's table says the card does. */
  effect: string;
};

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '5555555555554477',
    cardType: 'MasterCard',
    outcome: 'succeeded',
    effect: 'Оплата проходит',
  },
  {
    number: '4111111111111111',
    cardType: 'Visa',
    outcome: 'three_ds',
    effect: 'Запросит код 3-D Secure (тестовый код — 12345)',
  },
  {
    number: '5555555555555599',
    cardType: 'MasterCard',
    outcome: { declined: 'insufficient_funds' },
    effect: 'Отказ банка: недостаточно средств',
  },
  {
    number: '4000000000000002',
    cardType: 'Visa',
    outcome: { declined: 'general_decline' },
    effect: 'Отказ банка без объяснения причины',
  },
  {
    number: '2200000000000012',
    cardType: 'Mir',
    outcome: { declined: 'call_issuer' },
    effect: 'Отказ банка: нужно позвонить в банк',
  },
  {
    number: '5555555555554485',
    cardType: 'MasterCard',
    outcome: { declined: 'card_expired' },
    effect: 'Отказ банка: срок действия карты истёк',
  },
  {
    number: '2200000000000004',
    cardType: 'Mir',
    outcome: 'succeeded_notified_late',
    effect: 'Оплата проходит, уведомление магазину приходит с задержкой',
  },
];

/** The code the test 3-D Secure step accepts; the page shows it to the payer. */
export const THREE_DS_CODE = '12345';

export function testCardOf(digits: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === digits);
}

/** «5555 5555 5555 4477»: groups of four, as printed on a card. */
export function groupedNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
