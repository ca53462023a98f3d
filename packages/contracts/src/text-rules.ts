import { z } from 'zod';
import { gate } from './checks.ts';
import { PHONE_DIGITS } from './constants.ts';
import { pluralWord } from './plural.ts';

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

/** A valid number (PHONE_PATTERN) as one spelling, «+79123456789», whether typed with 8, 7 or +7. */
export function canonicalPhone(phone: string): string {
  return `+7${stripPhoneMask(phone).slice(-(PHONE_DIGITS - 1))}`;
}

export function removeSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}

/** A fixed text, or one built from the issue (its path, say). */
export type Message = string | z.core.$ZodErrorMap;

/**
 * Characters no field of ours holds: the C0 controls except tab, line feed and carriage return,
 * DEL and the C1 controls. PostgreSQL refuses NUL outright, and the rest only hide text.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A character as a message names it: «№» when it can be seen, its code point otherwise. */
export function characterName(character: string): string {
  const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character) ? `«${character}»` : code;
}

export const controlCharacterMessage = (character: string) =>
  `Недопустимый служебный символ ${characterName(character)}: уберите его из поля`;

/** Refuses control characters, naming the first one; later checks of the field do not run. */
const noControlCharacters = z.check<string>((ctx) => {
  const found = CONTROL_CHARACTER.exec(ctx.value);
  if (found) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: controlCharacterMessage(found[0]),
    });
  }
});

export const tooLongMessage = (max: number) =>
  `Не длиннее ${max} ${pluralWord(max, 'символа', 'символов', 'символов')}`;

/**
 * The one base of every string a client sends: at most `max` characters, and no control
 * characters. An overlong or control-laden value stops there, so no later check (or search)
 * spends time on it. Bounds are counted after trimming where the field trims.
 */
function bounded(base: z.ZodString, max: number, tooLong: Message) {
  return base.max(max, { error: tooLong, abort: true }).check(noControlCharacters);
}

/** Text taken exactly as sent (passwords, ids): bounded, no control characters. */
export function text(max: number, messages: { tooLong?: Message; required?: Message } = {}) {
  return bounded(
    z.string(messages.required === undefined ? undefined : { error: messages.required }),
    max,
    messages.tooLong ?? tooLongMessage(max),
  );
}

/** Ids, codes and numbers of our own answers that a request sends back. */
export const CODE_MAX_LENGTH = 100;
export const code = () => text(CODE_MAX_LENGTH);

/** A trimmed, non-empty string; a missing value gets the same message as an empty one. */
export function requiredText(
  message: Message,
  max: number,
  tooLong: Message = tooLongMessage(max),
) {
  return bounded(z.string({ error: message }).trim(), max, tooLong).check(
    gate((text) => text !== ''),
  );
}

interface FieldMessages {
  required: string;
  invalid: string;
}

export const EMAIL_MESSAGES: FieldMessages = {
  required: 'Введите e-mail',
  invalid: 'Введите корректный e-mail.',
};

/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;
/** A phone as typed, mask and all: «+7 (912) 345-67-89». */
const PHONE_MAX_LENGTH = 30;

export function phoneField(messages: FieldMessages) {
  return requiredText(messages.required, PHONE_MAX_LENGTH, messages.invalid)
    .overwrite(stripPhoneMask)
    .regex(PHONE_PATTERN, messages.invalid);
}

/** A phone that may be left empty (then null), held to the same rule as a required one. */
export function optionalPhoneField(invalid: string) {
  return bounded(z.string().trim(), PHONE_MAX_LENGTH, invalid)
    .overwrite(stripPhoneMask)
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), invalid)
    .transform((phone) => (phone === '' ? null : canonicalPhone(phone)));
}

export function emailField(messages: FieldMessages) {
  return requiredText(
    messages.required,
    EMAIL_MAX_LENGTH,
    `E-mail не длиннее ${EMAIL_MAX_LENGTH} символов`,
  ).regex(EMAIL_PATTERN, messages.invalid);
}

/** Optional text travels as null when left empty (SPEC §5). */
export function optionalText(max: number, tooLong: Message = tooLongMessage(max)) {
  return bounded(z.string().trim(), max, tooLong)
    .nullish()
    .transform((text) => text || null);
}
