import type { Clock } from './dates.ts';
import { ZOrderIdParams } from './orders.ts';
import { searchCriteriaSchema } from './search.ts';

/**
 * A paid trip the timetable broke (a ride cancelled, a connection left shorter than its
 * minimum change): what «Мои поездки» says about it, next to the server's own reason.
 */
export const disruptionMessages = {
  title: 'Поездка нарушена изменением расписания',
  fullRefund: 'Все билеты поездки можно вернуть полностью, со сбором сервиса',
  howToReturn:
    'Без удержаний — кнопкой «Вернуть поездку» для всех пассажиров сразу или «Вернуть билет» у каждого.',
  findAnother: 'Подобрать другой маршрут',
  finding: 'Подбираем маршруты…',
} as const;

/** The order whose alternatives are asked for: the caller's own, else 404. */
export const ZAlternativesParams = ZOrderIdParams;

/**
 * The search for the same trip, ready to be the active search: from the first ride not yet
 * travelled to the trip's end, as city and region (any station of them), on the original
 * departure date or today if it has passed, every mode and combined routes on, for the
 * order's travellers and class.
 */
export function alternativesSchema({ now }: { now?: Clock } = {}) {
  return searchCriteriaSchema(now ? { now } : {});
}
