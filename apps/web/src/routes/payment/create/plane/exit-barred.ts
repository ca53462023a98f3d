import { barredFromExitRows } from '@peresadka/contracts/exit-rows';
import type { PassengerCategory } from '@peresadka/contracts/enums';

/**
 * Whether the order's passenger `index` (by the categories of the form's passengers) may not
 * take a seat at an emergency exit: a child with a seat, or an adult holding a baby on the lap —
 * the server's own rule, so the plan offers only what the order will accept.
 */
export const isExitBarred = (categories: readonly PassengerCategory[], index: number): boolean =>
  barredFromExitRows(
    categories.map((category) => ({
      adult: category === 'Adult',
      onLap: category === 'BabyWithoutPlace',
    })),
  )[index] ?? false;
