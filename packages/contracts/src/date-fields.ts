import { gate } from './checks.ts';
import { type CalendarDate, parseDate } from './dates.ts';
import { type Message, optionalText, requiredText } from './text-rules.ts';

/** Longer than any date parseDate reads. */
const DATE_MAX_LENGTH = 20;

/** A required date string that must parse; valid input is rewritten into one canonical form. */
export function dateField(
  messages: { required: Message; invalid: string },
  format: (date: CalendarDate) => string,
) {
  return requiredText(messages.required, DATE_MAX_LENGTH, messages.invalid)
    .check(gate((text) => parseDate(text) !== null, messages.invalid))
    .overwrite((text) => {
      const date = parseDate(text);
      return date ? format(date) : text;
    });
}

/** A date that may be left empty; it then travels as null. */
export function optionalDateField(invalid: string, format: (date: CalendarDate) => string) {
  return optionalText(DATE_MAX_LENGTH, invalid).pipe(
    dateField({ required: invalid, invalid }, format).nullable(),
  );
}
