import type { AviaDetailResponse } from '@peresadka/contracts/detail';
import { EXIT_ROW_REASON } from '@peresadka/contracts/exit-rows';
import type { Flight } from '@peresadka/contracts/search-results';
import { formatRubles } from '../../../../lib/format.ts';
import { CabinPlan } from './CabinPlan.tsx';
import { toggled } from '../passengers/change-rules.ts';
import styles from '../OrderCreate.module.css';

/** What choosing a seat on this flight costs, by the detail's list of free seats. */
function seatPrices(detail: AviaDetailResponse, flightId: string): Map<string, number> {
  return new Map(
    detail.detail.avia_schema
      .filter((seat) => seat.flight_ids.includes(flightId))
      .map((seat) => [seat.code, seat.price]),
  );
}

/**
 * One passenger's seat on one flight, on the cabin plan where the airline sells seats; a
 * flight order and a trip's plane leg both ask it. A baby on a lap has none.
 */
export function FlightSeat({
  flight,
  detail,
  seat,
  others,
  onLap,
  exitBarred,
  unchosen,
  context,
  onChange,
}: {
  flight: Flight;
  detail: AviaDetailResponse;
  /** The seat code ('12A'), or null when none is chosen. */
  seat: string | null;
  /** Seats the other passengers of the order chose on this flight. */
  others: ReadonlyMap<string, string>;
  onLap: boolean;
  /** A child or an adult with a lap infant: the exit rows are closed to them. */
  exitBarred: boolean;
  /** What becomes of a passenger without a chosen seat. */
  unchosen: string;
  /** Named after the plan's summary for the ear («пассажир 1, участок 2»). */
  context?: string | undefined;
  onChange: (seat: string | null) => void;
}) {
  const { detail: offer } = detail;
  const schemaId = offer.flights_schemas_ids.find((s) => s.flight_id === flight.id)?.schema_id;
  const choosesSeat =
    !onLap &&
    offer.flights_ids_with_available_place_selection.includes(flight.id) &&
    schemaId !== undefined;
  const prices = seatPrices(detail, flight.id);
  const cheapest = prices.size > 0 ? Math.min(...prices.values()) : null;
  const seatPrice = seat === null ? undefined : prices.get(seat);

  return (
    <>
      {choosesSeat && (
        <details className={styles.planDetails}>
          <summary>
            Выбрать место на схеме{cheapest !== null && ` — от ${formatRubles(cheapest)}`}
            {context && <span className="visually-hidden">, {context}</span>}
          </summary>
          <CabinPlan
            schemaId={schemaId}
            flightId={flight.id}
            serviceClass={offer.service_class}
            marks={{ mine: seat, others, exitBarred: exitBarred ? EXIT_ROW_REASON : undefined }}
            onToggle={(code) => onChange(toggled(seat, code))}
          />
        </details>
      )}
      {!onLap && (
        <p className={styles.choice} aria-live="polite">
          {seat === null
            ? unchosen
            : [
                `Выбрано: рейс ${flight.flight_number}, место ${seat}`,
                seatPrice === undefined ? null : formatRubles(seatPrice),
              ]
                .filter(Boolean)
                .join(', ')}
        </p>
      )}
    </>
  );
}
