import type { AviaDetailResponse } from '@peresadka/contracts/detail';
import type { Flight } from '@peresadka/contracts/search-results';
import { formatRubles } from '../../../../lib/format.ts';
import { CheckboxField } from '../form/Field.tsx';
import { FlightSeat } from './FlightSeat.tsx';
import { isExitBarred } from './exit-barred.ts';
import type { AviaPassengerDraft } from '../form/form-model.ts';
import { baggageService } from '../form/order-bodies.ts';
import { seatsOfOthers } from '../seats/seat-marks.ts';
import styles from '../OrderCreate.module.css';

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
  const baggage = baggageService(detail, flight.id, passengerType);

  const chooseSeat = (next: string | null) => {
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
      <FlightSeat
        flight={flight}
        detail={detail}
        seat={passenger.seats[flight.id] ?? null}
        others={seatsOfOthers(passengers, index, (p) => p.seats[flight.id] ?? null)}
        onLap={passenger.category === 'BabyWithoutPlace'}
        exitBarred={isExitBarred(
          passengers.map((p) => p.category),
          index,
        )}
        unchosen="Место не выбрано: авиакомпания назначит его при регистрации."
        onChange={chooseSeat}
      />
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
