import { z } from 'zod';
import { whenValid } from './checks.ts';
import {
  SITE_TIME_ZONE,
  TIME_OF_DAY_MAX,
  TIME_OF_DAY_MIN,
  DEFAULT_SERVICE_CLASS,
} from './constants.ts';
import {
  type Clock,
  dateSatisfies,
  daysBetween,
  formatWireDate,
  isInSearchWindow,
  parseDate,
  systemClock,
  todayIn,
} from './dates.ts';
import { dateField, optionalDateField } from './date-fields.ts';
import { ZServiceClass } from './enums.ts';
import { checkPassengerCounts, ZPassengerCounts } from './passenger-counts.ts';
import { PLACE_NAME_PATTERN, requiredText, text } from './text-rules.ts';

const PLACE_CHARS = 'Недопустимые символы в названии населённого пункта';
const TIME_OUT_OF_RANGE = `Время должно быть от ${TIME_OF_DAY_MIN} до ${TIME_OF_DAY_MAX}`;
const TIME_RANGE_INVALID = 'Неверный временной диапазон';

/** Longer than any settlement's name with its region. */
const PLACE_MAX_LENGTH = 150;

const place = (required: string) =>
  requiredText(required, PLACE_MAX_LENGTH).regex(PLACE_NAME_PATTERN, PLACE_CHARS);

const timeOfDay = (fallback: number) =>
  z
    .number({ error: TIME_OUT_OF_RANGE })
    .int(TIME_OUT_OF_RANGE)
    .min(TIME_OF_DAY_MIN, TIME_OUT_OF_RANGE)
    .max(TIME_OF_DAY_MAX, TIME_OUT_OF_RANGE)
    .default(fallback);

const enabled = () => z.boolean().default(true);
const stationId = () => z.number().int().positive().nullish();
const region = () => text(PLACE_MAX_LENGTH).trim().nullish();

/** The window moves with the calendar, so "today" is read from the clock on every parse. */
function searchDate(now: Clock) {
  return dateField(
    { required: 'Поле «Дата» не должно быть пустым', invalid: 'Неверный формат даты' },
    formatWireDate,
  ).refine(
    (text) => dateSatisfies(text, (date) => isInSearchWindow(date, todayIn(SITE_TIME_ZONE, now()))),
    'Дата указана неверно',
  );
}

const RETURN_BEFORE_THERE = 'Дата «Обратно» не может быть раньше даты «Туда»';

/** A round trip's way back: optional, in the same window as the way there, and not before it. */
function returnDate(now: Clock) {
  return optionalDateField('Неверный формат даты «Обратно»', formatWireDate).refine(
    (text) =>
      text === null ||
      dateSatisfies(text, (date) => isInSearchWindow(date, todayIn(SITE_TIME_ZONE, now()))),
    'Дата «Обратно» указана неверно',
  );
}

const ZDates = z.object({ date: z.string(), return_date: z.string().nullish() });

/** Whether the way back is dated before the way there. */
export function returnsTooEarly(dates: { date: string; return_date?: string | null }): boolean {
  const there = parseDate(dates.date);
  const back = dates.return_date ? parseDate(dates.return_date) : null;
  return there !== null && back !== null && daysBetween(there, back) < 0;
}

function checkReturnDate(dates: z.infer<typeof ZDates>, ctx: z.RefinementCtx): void {
  if (returnsTooEarly(dates)) {
    ctx.addIssue({ code: 'custom', path: ['return_date'], message: RETURN_BEFORE_THERE });
  }
}

const ZTimeRange = z.object({
  time_from: timeOfDay(TIME_OF_DAY_MIN),
  time_to: timeOfDay(TIME_OF_DAY_MAX),
});

function checkTimeRange(range: z.infer<typeof ZTimeRange>, ctx: z.RefinementCtx): void {
  if (range.time_from > range.time_to) {
    ctx.addIssue({ code: 'custom', path: ['time_from'], message: TIME_RANGE_INVALID });
  }
}

/** Built once per clock: building it costs more than a check (a phone's tenth of a second). */
const schemas = new WeakMap<Clock, ReturnType<typeof buildSearchCriteriaSchema>>();

/** SPEC §7 search payload with the rules and messages of §5. */
export function searchCriteriaSchema({ now = systemClock }: { now?: Clock } = {}) {
  let schema = schemas.get(now);
  if (!schema) {
    schema = buildSearchCriteriaSchema(now);
    schemas.set(now, schema);
  }
  return schema;
}

function buildSearchCriteriaSchema(now: Clock) {
  return ZPassengerCounts.extend(ZTimeRange.shape)
    .extend({
      starting_point: place('Поле «Откуда» не должно быть пустым'),
      ending_point: place('Поле «Куда» не должно быть пустым'),
      starting_point_region: region(),
      ending_point_region: region(),
      date: searchDate(now),
      /** A round trip's way back, searched as a search of its own (`wayBack`); null: one way. */
      return_date: returnDate(now).optional(),
      airplane_enabled: enabled(),
      train_enabled: enabled(),
      bus_enabled: enabled(),
      combined_enabled: enabled(),
      starting_train_station: stationId(),
      ending_train_station: stationId(),
      starting_airplane_station: stationId(),
      ending_airplane_station: stationId(),
      service_class: ZServiceClass.default(DEFAULT_SERVICE_CLASS),
    })
    .superRefine(checkTimeRange, whenValid(ZTimeRange))
    .superRefine(checkReturnDate, whenValid(ZDates))
    .superRefine(checkPassengerCounts, whenValid(ZPassengerCounts));
}
export type SearchCriteria = z.infer<ReturnType<typeof searchCriteriaSchema>>;
/** What a form may send: defaulted fields can be left out. */
export type SearchCriteriaInput = z.input<ReturnType<typeof searchCriteriaSchema>>;
