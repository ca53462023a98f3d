import type { AviaDetailResponse } from '@peresadka/contracts/detail';
import type { Flight } from '@peresadka/contracts/search-results';
import { formatRubles } from '../../../lib/format.ts';
import { CabinPlan } from './CabinPlan.tsx';
import { toggled } from './change-rules.ts';
import { CheckboxField } from './Field.tsx';
import type { AviaPassengerDraft } from './form-model.ts';
import { baggageService } from './order-bodies.ts';
import { seatsOfOthers } from './seat-marks.ts';
import styles from './OrderCreate.module.css';

/** What choosing a seat on this flight costs, by the detail's list of free seats. */
function seatPrices(detail: AviaDetailResponse, flightId: string): Map<string, number> {
  return new Map(
    detail.detail.avia_schema
      .filter((seat) => seat.flight_ids.includes(flightId))
      .map((seat) => [seat.code, seat.price]),
  );
}

/** One flight for one passenger: a seat on the cabin plan and an extra bag, where sold. */
export function FlightChoices({
  flight,
  detail,
  passengers,
  index,
  passengerType,
  onChange,
}: {
  flight: Flight;
  detail: AviaDetailResponse;
  passengers: readonly AviaPassengerDraft[];
  index: number;
  passengerType: string;
  onChange: (passenger: AviaPassengerDraft) => void;
}) {
  const passenger = passengers[index]!;
  const { detail: offer } = detail;
  const schemaId = offer.flights_schemas_ids.find((s) => s.flight_id === flight.id)?.schema_id;
  const choosesSeat =
    passenger.category !== 'BabyWithoutPlace' &&
    offer.flights_ids_with_available_place_selection.includes(flight.id) &&
    schemaId !== undefined;
  const seat = passenger.seats[flight.id] ?? null;
  const prices = seatPrices(detail, flight.id);
  const cheapest = prices.size > 0 ? Math.min(...prices.values()) : null;
  const seatPrice = seat === null ? undefined : prices.get(seat);
  const baggage = baggageService(detail, flight.id, passengerType);

  const chooseSeat = (code: string) => {
    const next = toggled(seat, code);
    const rest = Object.fromEntries(
      Object.entries(passenger.seats).filter(([flightId]) => flightId !== flight.id),
    );
    onChange({ ...passenger, seats: next === null ? rest : { ...rest, [flight.id]: next } });
  };

  return (
    <div className={styles.flight}>
      <p className={styles.flightName}>
        Рейс {flight.flight_number}: {flight.origin_name} → {flight.destination_name}
      </p>
      {choosesSeat && (
        <details className={styles.planDetails}>
          <summary>
            Выбрать место на схеме{cheapest !== null && ` — от ${formatRubles(cheapest)}`}
          </summary>
          <CabinPlan
            schemaId={schemaId}
            flightId={flight.id}
            marks={{
              mine: seat,
              others: seatsOfOthers(passengers, index, (p) => p.seats[flight.id] ?? null),
            }}
            onToggle={chooseSeat}
          />
        </details>
      )}
      {passenger.category !== 'BabyWithoutPlace' && (
        <p className={styles.choice} aria-live="polite">
          {seat === null
            ? 'Место не выбрано: авиакомпания назначит его при регистрации.'
            : [
                `Выбрано: рейс ${flight.flight_number}, место ${seat}`,
                seatPrice === undefined ? null : formatRubles(seatPrice),
              ]
                .filter(Boolean)
                .join(', ')}
        </p>
      )}
      {baggage && (
        <CheckboxField
          label={`${baggage.service_type_name} — ${formatRubles(baggage.total_price)}`}
          checked={passenger.baggage.includes(flight.id)}
          onChange={(on) =>
            onChange({
              ...passenger,
              baggage: on
                ? [...passenger.baggage, flight.id]
                : passenger.baggage.filter((id) => id !== flight.id),
            })
          }
        />
      )}
    </div>
  );
}
