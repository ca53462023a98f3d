import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import type { CarType, PassengerCategory } from '@peresadka/contracts/enums';
import { categoryForMode, fareRules } from '@peresadka/contracts/fare-rules';
import { useId, useMemo, useState } from 'react';
import {
  carLayout,
  placeCount,
  type CarLayout,
} from '../../../../features/train-plan/car-layouts.ts';
import { lowerBerths, oneCompartment } from '../../../../features/train-plan/group-picks.ts';
import { CarFields } from './CarFields.tsx';
import { withCar, withCarType } from '../passengers/change-rules.ts';
import { carOf } from '../form/order-bodies.ts';
import { ownersOf, TrainCarPlan } from './TrainCarPlan.tsx';
import styles from '../OrderCreate.module.css';

export const AUTO_PLACE =
  'Место назначим автоматически: рядом с попутчиками, нижние — взрослым с детьми.';

/** A traveller's car and place on one train: a train order's passenger, a trip's train leg. */
export type CarSeat = {
  car_type: CarType | '';
  /** As the detail names the car: "05". */
  car_number: string;
  /** Null lets the railway seat the traveller. */
  place: number | null;
  bedding: boolean;
};

/** A traveller as the group's plan names them, with their car and place on this train. */
export type GroupSeat = CarSeat & {
  key: string;
  /** «Анна Иванова», or '' before it is typed. */
  name: string;
  /** The ticket the train sells them, in a word: «взрослый», «детский». */
  ticket: string;
  /** A child on an adult's lap: rides in the group's car, takes no place. */
  onLap: boolean;
};

/** «взрослый» for an adult's ticket: the railway's category of a traveller, in a word. */
export const trainTicketWord = (category: PassengerCategory): string =>
  fareRules.TRAIN[categoryForMode('TRAIN', category)]!.label.split(' ')[0]!.toLowerCase();

const carSeatOf = ({ car_type, car_number, place, bedding }: CarSeat): CarSeat => ({
  car_type,
  car_number,
  place,
  bedding,
});

/**
 * One car and one plan for the whole group on a train: the car type and the car are chosen once
 * for everyone, then the places in turn — each press gives the place to the traveller chosen
 * under «Кому место», and moves on to the next one still without a place. A traveller's place is
 * changed by choosing them and pressing another. «Все в одном купе» and «Нижние места» seat
 * everyone at once. A train order has one such plan; a trip, one per train leg.
 */
export function TrainGroupSeats({
  detail,
  passengers,
  legend = 'Вагон и места для всех',
  context,
  errorOf,
  onChange,
}: {
  detail: TrainDetailResponse;
  passengers: readonly GroupSeat[];
  legend?: string;
  /** Added to the labels for the ear where the form has several trains («участок 2»). */
  context?: string | undefined;
  /** A passenger's message by field name. */
  errorOf: (index: number, field: string) => string | undefined;
  /** Every traveller's car and place, in the order given. */
  onChange: (seats: CarSeat[]) => void;
}) {
  const radioName = useId();
  const [first] = passengers;
  const carType: CarType | '' = first?.car_type ?? '';
  const carNumber = first?.car_number ?? '';
  const car = carOf(detail, carType, carNumber);
  const seated = passengers.flatMap((p, i) => (p.onLap ? [] : [i]));
  const [chosen, setChosen] = useState<number | null>(null);
  const active =
    chosen !== null && seated.includes(chosen)
      ? chosen
      : (seated.find((i) => passengers[i]!.place === null) ?? seated[0] ?? null);
  const [notice, setNotice] = useState('');
  const layout: CarLayout | null = useMemo(
    () =>
      car
        ? carLayout(
            car.car_type,
            placeCount(
              car.car_type,
              car.place_quantity,
              car.places.map((p) => p.number),
            ),
            car.is_second_floor,
          )
        : null,
    [car],
  );

  const changed = (seats: readonly CarSeat[]) => onChange(seats.map(carSeatOf));
  const everyone = (change: (p: CarSeat) => CarSeat) => changed(passengers.map(change));
  const withPlaces = (places: readonly (number | null)[]) =>
    changed(
      passengers.map((p, i) => {
        const k = seated.indexOf(i);
        return k < 0 ? p : { ...p, place: places[k] ?? null };
      }),
    );

  const pick = (place: number) => {
    if (active === null) return;
    const giveUp = passengers[active]!.place === place;
    changed(passengers.map((p, i) => (i === active ? { ...p, place: giveUp ? null : place } : p)));
    setNotice('');
    // On to the next traveller still without a place, so a family picks its places in a row.
    const next = seated.find((i) => i !== active && passengers[i]!.place === null);
    if (!giveUp && next !== undefined) setChosen(next);
  };

  const seatAll = (found: number[] | null, missing: string) => {
    if (!found) {
      setNotice(missing);
      return;
    }
    withPlaces(found);
    setNotice(`Места ${found.join(', ')} выбраны для всех.`);
  };

  // Several trains' buttons are told apart by the ear.
  const heard = context && <span className="visually-hidden">, {context}</span>;
  const carError = passengers
    .map(
      (_, i) => errorOf(i, 'car_type') ?? errorOf(i, 'car_number') ?? errorOf(i, 'service_class'),
    )
    .find((m) => m !== undefined);
  const free = new Set(car?.places.map((p) => p.number) ?? []);
  const owners = ownersOf(passengers, (p) => p.place);

  return (
    <fieldset className={styles.legBlock} data-mode="TRAIN">
      <legend className={styles.legLegend}>{legend}</legend>
      <CarFields
        detail={detail}
        context={context}
        carType={carType}
        carNumber={carNumber}
        errorOf={(field) => (field === 'car_type' ? carError : undefined)}
        onCarType={(type) => {
          everyone((p) => withCarType(p, type));
          setNotice('');
        }}
        onCar={(number) => {
          everyone((p) => withCar(p, number));
          setNotice('');
        }}
      />
      {car && layout && seated.length > 0 && (
        <>
          <div
            role="radiogroup"
            aria-label={`Кому выбираем место${context ? `, ${context}` : ''}`}
            className={styles.whoPicks}
          >
            <span className={styles.whoPicksTitle} aria-hidden="true">
              Кому место:
            </span>
            {seated.map((i) => {
              const p = passengers[i]!;
              return (
                <label key={p.key} className={styles.whoPicksOption}>
                  <input
                    type="radio"
                    name={radioName}
                    checked={i === active}
                    onChange={() => setChosen(i)}
                  />
                  {/* One flex item: on a phone the place wraps under the name, not beside it. */}
                  <span>
                    Пассажир {i + 1}
                    {p.name && ` (${p.name})`}, {p.ticket}:{' '}
                    <strong>{p.place === null ? 'место не выбрано' : `место ${p.place}`}</strong>
                  </span>
                </label>
              );
            })}
          </div>
          {layout.kind === 'berths' && (
            <div className={styles.planHelpers}>
              <button
                type="button"
                className="tab"
                onClick={() =>
                  seatAll(
                    oneCompartment(layout, free, seated.length),
                    `В этом вагоне нет купе с ${seated.length} свободными местами.`,
                  )
                }
              >
                Все в одном купе
                {heard}
              </button>
              <button
                type="button"
                className="tab"
                onClick={() =>
                  seatAll(
                    lowerBerths(layout, free, seated.length),
                    `В этом вагоне не хватает нижних мест на всех.`,
                  )
                }
              >
                Нижние места
                {heard}
              </button>
              <button
                type="button"
                className="tab"
                onClick={() => {
                  withPlaces([]);
                  setChosen(seated[0] ?? null);
                  setNotice('Места сброшены.');
                }}
              >
                Сбросить места
                {heard}
              </button>
            </div>
          )}
          <TrainCarPlan
            car={car}
            owners={owners}
            current={active === null ? null : passengers[active]!.place}
            onPick={pick}
          />
        </>
      )}
      <p className={styles.choice} aria-live="polite">
        {notice ||
          (car && seated.some((i) => passengers[i]!.place !== null)
            ? `Вагон ${car.car_number}: ${seated
                .map((i) => `пассажир ${i + 1} — ${passengers[i]!.place ?? 'место назначим'}`)
                .join(', ')}.`
            : AUTO_PLACE)}
      </p>
    </fieldset>
  );
}
