import { z } from 'zod';
import { gate } from './checks.ts';
import { PHONE_DIGITS } from './constants.ts';

/** Latin and Cyrillic letters; ё is outside the А–я range and must be listed on its own. */
export const LETTERS = 'A-Za-zА-Яа-яЁё';

/** Settlement names such as «Ростов-на-Дону (Ростовская область)». */
export const PLACE_NAME_PATTERN = new RegExp(`^[${LETTERS}0-9\\- ()]+$`);
export const DIGITS_WITH_HYPHENS_PATTERN = /^[\d-]+$/;
export const DIGITS_WITH_SLASHES_PATTERN = /^[\d/]+$/;
/** Passenger names as printed on a ticket: letters and a hyphen, which also stands for "absent". */
export const PERSON_NAME_PATTERN = new RegExp(`^[${LETTERS}-]+$`);
/** Account names are freer than ticket names: «Д`Артаньян», «A. Smith». */
export const ACCOUNT_NAME_PATTERN = new RegExp(`^[${LETTERS} \\-\`.]+$`);
export const LOGIN_PATTERN = new RegExp(`^[${LETTERS}0-9@.+\\-_]+$`);
export const PHONE_PATTERN = new RegExp(`^(\\+7|7|8)\\d{${PHONE_DIGITS - 1}}$`);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isDigitsWithHyphensOrSlashes(text: string): boolean {
  return DIGITS_WITH_HYPHENS_PATTERN.test(text) || DIGITS_WITH_SLASHES_PATTERN.test(text);
}

/** The phone mask inserts spaces, brackets and hyphens that are not part of the number. */
export function stripPhoneMask(phone: string): string {
  return phone.replace(/[\s()-]/g, '');
}

export function removeSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}

/** A fixed text, or one built from the issue (its path, say). */
export type Message = string | z.core.$ZodErrorMap;

/** A trimmed, non-empty string; a missing value gets the same message as an empty one. */
export function requiredText(message: Message) {
  return z
    .string({ error: message })
    .trim()
    .check(gate((text) => text !== ''));
}

interface FieldMessages {
  required: string;
  invalid: string;
}

export const EMAIL_MESSAGES: FieldMessages = {
  required: 'Введите e-mail',
  invalid: 'Введите корректный e-mail.',
};

export function phoneField(messages: FieldMessages) {
  return requiredText(messages.required)
    .overwrite(stripPhoneMask)
    .regex(PHONE_PATTERN, messages.invalid);
}

export function emailField(messages: FieldMessages) {
  return requiredText(messages.required).regex(EMAIL_PATTERN, messages.invalid);
}

/** Optional text travels as null when left empty (SPEC §5). */
export function optionalText() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((text) => text || null);
}
