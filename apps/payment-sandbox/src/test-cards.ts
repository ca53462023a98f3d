/**
 * The test cards, the one list both the payment page's table and the payment logic read, so
 * what the page promises is what happens. Every number passes the Luhn check, as a real card
 * would, so a payer's typo is told apart from a card the sandbox does not know.
 */
export type TestCardOutcome =
  | 'succeeded'
  | 'three_ds'
  | 'insufficient_funds'
  /** Paid at once, but the shop hears of it only after the configured delay. */
  | 'succeeded_notified_late';

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
    outcome: 'insufficient_funds',
    effect: 'Отказ: недостаточно средств',
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
