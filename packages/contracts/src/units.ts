import { z } from 'zod';
import { text } from './text-rules.ts';

const DATE_INVALID = 'Неверный формат даты';

/** Money travels as whole kopecks so that sums never pick up float error; the UI prints rubles. */
export const ZKopecks = z.number().int().nonnegative();
export const ZMinutes = z.number().int().nonnegative();
/** Local time at the stop with its UTC offset, e.g. '2026-11-05T08:30:00+03:00'. */
export const ZDateTime = z.iso.datetime({ offset: true });
/** 'YYYY-MM-DD'; only the search request uses the slash form of SPEC §4. */
export const ZIsoDate = text(10, { tooLong: DATE_INVALID }).regex(z.regexes.date, DATE_INVALID);
