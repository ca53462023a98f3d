import { testCardOf, type TestCard } from './test-cards.ts';

export type CardField = 'card_number' | 'expiry' | 'cvc';
export type CardForm = Record<CardField, string>;
export type FieldErrors = Partial<Record<CardField, string>>;

export type EnteredCard = {
  digits: string;
  expiryMonth: number;
  /** Four digits: YooKassa reports `expiry_year` as "2030". */
  expiryYear: number;
  testCard: TestCard;
};

export type CardCheck = { ok: true; card: EnteredCard } | { ok: false; errors: FieldErrors };

export const CARD_MESSAGES = {
  badNumber: 'Неверный номер карты',
  notTestCard: 'Это не тестовая карта: используйте одну из карт ниже',
  badExpiry: 'Введите срок действия в формате ММ/ГГ',
  expired: 'Срок действия карты истёк',
  badCvc: 'Введите 3 цифры CVC',
} as const;

/** Moscow has no daylight saving time, so its offset is a constant. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Every field is checked, so the payer sees all the problems of one attempt at once. */
export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const errors: FieldErrors = {};

  const digits = form.card_number.replace(/\s/g, '');
  const testCard = testCardOf(digits);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    errors.card_number = CARD_MESSAGES.badNumber;
  else if (testCard === undefined) errors.card_number = CARD_MESSAGES.notTestCard;

  const expiry = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(form.expiry);
  const expiryMonth = Number(expiry?.[1]);
  const expiryYear = 2000 + Number(expiry?.[2]);
  if (expiry === null || expiryMonth < 1 || expiryMonth > 12)
    errors.expiry = CARD_MESSAGES.badExpiry;
  else if (monthIndex(expiryYear, expiryMonth) < currentMonthIndex(now))
    errors.expiry = CARD_MESSAGES.expired;

  if (!/^\d{3}$/.test(form.cvc.trim())) errors.cvc = CARD_MESSAGES.badCvc;

  if (testCard === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { digits, expiryMonth, expiryYear, testCard } };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);

/** A card is valid through the last day of its month, on the payer's (Moscow) calendar. */
function currentMonthIndex(now: Date): number {
  const moscow = new Date(now.getTime() + MOSCOW_OFFSET_MS);
  return monthIndex(moscow.getUTCFullYear(), moscow.getUTCMonth() + 1);
}
