/**
 * Seat plans arrive as our server's SVG, every seat a `<g class="seat" data-seat="12"
 * data-free="true|false">`. The page marks on it, after each render, whose each seat is: the
 * current passenger's (pressed), another passenger's of this order (not to be taken twice),
 * free or taken — as classes for the eye and ARIA for the ear and the keyboard.
 */
const SEAT = '[data-seat]';

export type SeatMarks = {
  /** This passenger's seat. */
  mine: string | null;
  /** Seats other passengers of the order chose, each with who chose it («пассажир 2»). */
  others: ReadonlyMap<string, string>;
  /**
   * Why this passenger may not take a seat at an emergency exit (a child, an adult with a lap
   * infant); such seats are then disabled and named so.
   */
  exitBarred?: string | undefined;
};

/** The seat an event happened on, if it is a seat of this plan. */
export function seatAt(target: EventTarget | null, plan: Element): Element | null {
  const seat = target instanceof Element ? target.closest(SEAT) : null;
  return seat && plan.contains(seat) ? seat : null;
}

export const seatCode = (seat: Element): string => seat.getAttribute('data-seat') ?? '';

const isFree = (seat: Element) => seat.getAttribute('data-free') === 'true';

/** A seat at an emergency exit that this passenger may not take. */
const isBarred = (seat: Element, marks: Pick<SeatMarks, 'exitBarred'>) =>
  marks.exitBarred !== undefined && seat.getAttribute('data-exit') === 'true';

/** A seat this passenger may press: free, not another passenger's choice, not barred to them. */
export function isSelectable(seat: Element, marks: SeatMarks): boolean {
  return isFree(seat) && !marks.others.has(seatCode(seat)) && !isBarred(seat, marks);
}

/**
 * The seat's own name from the server («Место 12, нижнее, 3 450 ₽»), kept before the page
 * adds to it.
 */
function ownLabel(seat: Element): string {
  const kept = seat.getAttribute('data-own-label');
  if (kept !== null) return kept;
  const own = seat.getAttribute('aria-label') ?? `Место ${seatCode(seat)}`;
  seat.setAttribute('data-own-label', own);
  return own;
}

/** Seats come as buttons (`role="button"`, named); the page adds whose each one is. */
export function markSeats(plan: Element, marks: SeatMarks): void {
  for (const seat of plan.querySelectorAll(SEAT)) {
    const code = seatCode(seat);
    const other = marks.others.get(code);
    const selectable = isSelectable(seat, marks);
    const mine = code === marks.mine;
    const barred = isFree(seat) && isBarred(seat, marks);
    const label = ownLabel(seat);
    seat.setAttribute('tabindex', selectable ? '0' : '-1');
    seat.setAttribute('aria-pressed', String(mine));
    if (selectable) seat.removeAttribute('aria-disabled');
    else seat.setAttribute('aria-disabled', 'true');
    seat.setAttribute(
      'aria-label',
      other
        ? `${label}, выбрано: ${other}`
        : barred
          ? `${label}, недоступно: ${marks.exitBarred}`
          : label,
    );
    seat.classList.toggle('seat--selected', mine);
    seat.classList.toggle('seat--other', other !== undefined);
    seat.classList.toggle('seat--barred', barred && other === undefined);
  }
}

/**
 * Whether this passenger's seat is in the plan and can no longer be theirs: taken since it was
 * chosen, or at an emergency exit now closed to them (they became a child, or took a baby on
 * the lap, after choosing it).
 */
export function mineIsLost(
  plan: Element,
  { mine, exitBarred }: Pick<SeatMarks, 'mine' | 'exitBarred'>,
): boolean {
  if (mine === null) return false;
  const seat = [...plan.querySelectorAll(SEAT)].find((s) => seatCode(s) === mine);
  return seat !== undefined && (!isFree(seat) || isBarred(seat, { exitBarred }));
}

/**
 * Phones need seats of 44 px to touch: scales a plan whose smallest seat is smaller. The plan
 * may then be wider than the screen; its box scrolls.
 */
export function fitSeatsToTouch(plan: Element, minimum: number): void {
  const svg = plan.querySelector('svg');
  const widths = [...plan.querySelectorAll(`${SEAT} rect`)]
    .map((rect) => Number(rect.getAttribute('width')))
    .filter((width) => width > 0);
  const viewBox = svg?.getAttribute('viewBox')?.split(/\s+/).map(Number);
  if (!svg || widths.length === 0 || !viewBox || viewBox.length !== 4) return;
  const scale = Math.max(1, minimum / Math.min(...widths));
  svg.style.width = `${Math.ceil(viewBox[2]! * scale)}px`;
  svg.style.height = `${Math.ceil(viewBox[3]! * scale)}px`;
}

/** Seats the other passengers of the order chose on the same plan, with their numbers. */
export function seatsOfOthers<Passenger>(
  passengers: readonly Passenger[],
  index: number,
  seatOf: (passenger: Passenger) => string | null,
): Map<string, string> {
  const others = new Map<string, string>();
  passengers.forEach((passenger, i) => {
    const seat = seatOf(passenger);
    if (i !== index && seat !== null) others.set(seat, `пассажир ${i + 1}`);
  });
  return others;
}
