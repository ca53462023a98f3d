import type { ServiceClass } from './enums.ts';

/** Business limits of SPEC §9, shared so the form, the server and the tests cannot drift apart. */

export const MAX_PASSENGERS_TOTAL = 7;
export const DEFAULT_ADULT_QUANTITY = 1;
/** Field key for problems of the four passenger counts taken together. */
export const PASSENGER_COUNT_FIELD = 'passenger_quantity';
/** The four passenger counters of a search (`ZPassengerCounts`), for pages without zod. */
export const PASSENGER_COUNT_KEYS = [
  'adult_quantity',
  'child_quantity',
  'baby_with_place_quantity',
  'baby_without_place_quantity',
] as const;

export const DAY_MS = 864e5;
/** The carriers sell tickets at most 120 days ahead; SPEC states the window in milliseconds. */
export const SEARCH_WINDOW_MS = 10368e6;
export const SEARCH_WINDOW_DAYS = SEARCH_WINDOW_MS / DAY_MS;

/** "Today" is the site's calendar day, not the visitor's, so the window is the same for all. */
export const SITE_TIME_ZONE = 'Europe/Moscow';

export const TIME_OF_DAY_MIN = 0;
export const TIME_OF_DAY_MAX = 24;

export const MAX_TRANSFERS = 5;
export const LOW_FREE_PLACES = 10;

export const ORDER_ERROR_DISPLAY_MS = 3000;
export const CONFIRM_RETRY_MS = 5000;
export const REFUND_REDIRECT_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const ORDER_STEPS = 5;
export const MOBILE_BREAKPOINT_PX = 768;

export const LAST_NAME_MAX = 40;
export const FIRST_NAME_MAX = 20;
export const MIDDLE_NAME_MAX = 20;
export const BONUS_CARD_MAX_DIGITS = 13;
export const PHONE_DIGITS = 11;
/** Birthdays must fall after this year. */
export const BIRTHDAY_MIN_YEAR = 1900;

/** Filled in as citizenship by default and for Russian documents (SPEC §3, §5). */
export const RUSSIAN_FEDERATION = 'Российская Федерация';

/**
 * Online sale of a ride closes this many minutes before it leaves the traveller's station:
 * airlines close check-in 40 minutes before departure; railways and bus stations stop selling
 * just before the doors close.
 */
export const SALE_CLOSES_MINUTES: Record<'PLANE' | 'TRAIN' | 'BUS', number> = {
  PLANE: 40,
  TRAIN: 5,
  BUS: 5,
};

/**
 * A cookie the site's scripts may read that only says a sign-in exists: it is set and cleared
 * together with the httpOnly refresh cookie, so a visitor who never signed in is not sent on a
 * refresh call bound to fail. It holds no secret («1»).
 */
export const SESSION_HINT_COOKIE = 'peresadka_session';

export const DEFAULT_SERVICE_CLASS: ServiceClass = 'Economic';
