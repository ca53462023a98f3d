import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLayout } from '../../../../app/layout.ts';
import {
  fitSeatsToTouch,
  isSelectable,
  markSeats,
  mineIsLost,
  seatAt,
  seatCode,
  type SeatMarks,
} from './seat-marks.ts';
import styles from '../OrderCreate.module.css';

/** The smallest target a finger hits reliably (WCAG 2.5.5). */
const TOUCH_PX = 44;

/**
 * A seat plan from our server (its own markup, never user text, hence injected as is) made
 * usable: a click, Enter or Space on a free seat chooses it for this passenger, and again
 * gives it up. One listener on the plan serves every seat.
 */
export function SeatPlan({
  markup,
  marks,
  onToggle,
}: {
  markup: string;
  marks: SeatMarks;
  onToggle: (seat: string) => void;
}) {
  const plan = useRef<HTMLDivElement>(null);
  const mobile = useLayout() === 'mobile';

  useLayoutEffect(() => {
    if (plan.current) markSeats(plan.current, marks);
  });

  useLayoutEffect(() => {
    if (plan.current) fitSeatsToTouch(plan.current, mobile ? TOUCH_PX : 0);
  }, [markup, mobile]);

  // A seat taken by someone else since it was chosen (after a reload, a refused order), or one
  // at an exit the passenger may no longer take, is given up: the order would be refused.
  const { mine, exitBarred } = marks;
  useEffect(() => {
    if (plan.current && mine !== null && mineIsLost(plan.current, { mine, exitBarred })) {
      onToggle(mine);
    }
  }, [markup, mine, exitBarred, onToggle]);

  const choose = (target: EventTarget) => {
    const seat = plan.current && seatAt(target, plan.current);
    if (seat && isSelectable(seat, marks)) onToggle(seatCode(seat));
  };

  return (
    <div
      ref={plan}
      className={styles.plan}
      onClick={(event) => choose(event.target)}
      onKeyDown={(event) => {
        if ((event.key === 'Enter' || event.key === ' ') && plan.current) {
          if (!seatAt(event.target, plan.current)) return;
          event.preventDefault();
          choose(event.target);
        }
      }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
