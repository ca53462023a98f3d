// zod-free: the order form's cabin plan holds to it without loading zod.
/**
 * The airlines' safety rule for a row at an emergency exit: sold only to adults able to help
 * open it — never to a child, nor to an adult with a baby on the lap. Automatic seating keeps
 * such passengers away; a seat chosen by hand is refused by the server and disabled on the plan.
 */

/** A passenger as the rule sees them. */
export type ExitRowTraveller = { adult: boolean; onLap: boolean };

/** The adults of an order who hold a baby on the lap: the first adults, one per baby. */
export function lapHolders(passengers: readonly ExitRowTraveller[]): Set<number> {
  const babies = passengers.filter((p) => p.onLap).length;
  return new Set(
    passengers
      .map((p, i) => (p.adult ? i : -1))
      .filter((i) => i >= 0)
      .slice(0, babies),
  );
}

/** Per passenger, whether an exit-row seat is closed to them: a child with a seat, or a lap holder. */
export function barredFromExitRows(passengers: readonly ExitRowTraveller[]): boolean[] {
  const holders = lapHolders(passengers);
  return passengers.map((p, i) => (!p.adult && !p.onLap) || holders.has(i));
}

/** Why such a seat is closed, as the plan says it beside the seat. */
export const EXIT_ROW_REASON =
  'у аварийного выхода не могут сидеть дети и пассажиры с младенцем на руках';

/** The server's refusal of such a seat chosen by hand. */
export const exitRowRefusal = (seat: string): string =>
  `Место ${seat} — у аварийного выхода: там не могут сидеть дети и пассажиры с младенцем на руках. Выберите другое место.`;
