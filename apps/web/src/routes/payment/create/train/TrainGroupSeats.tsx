import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import type { CarType } from '@peresadka/contracts/enums';
import { fareRules } from '@peresadka/contracts/fare-rules';
import { useMemo, useState } from 'react';
import {
  carLayout,
  placeCount,
  type CarLayout,
} from '../../../../features/train-plan/car-layouts.ts';
import { lowerBerths, oneCompartment } from '../../../../features/train-plan/group-picks.ts';
import { AUTO_PLACE } from './CarChoice.tsx';
import { CarFields } from './CarFields.tsx';
import { withCar, withCarType } from '../passengers/change-rules.ts';
import type { TrainPassengerDraft } from '../form/form-model.ts';
import { carOf } from '../form/order-bodies.ts';
import { ownersOf, TrainCarPlan } from './TrainCarPlan.tsx';
import styles from '../OrderCreate.module.css';

const needsPlace = (p: TrainPassengerDraft) => p.passenger_category !== 'BabyWithoutPlace';

/**
 * One car and one plan for the whole order: the car type and the car are chosen once for
 * everyone, then the places in turn — each press gives the place to the traveller chosen under
 * «Кому место», and moves on to the next one still without a place. A traveller's place is
 * changed by choosing them and pressing another. «Все в одном купе» and «Нижние места» seat
 * everyone at once.
 */
export function TrainGroupSeats({
  detail,
  passengers,
  errorOf,
  onChange,
}: {
  detail: TrainDetailResponse;
  passengers: readonly TrainPassengerDraft[];
  /** A passenger's message by field name. */
  errorOf: (index: number, field: string) => string | undefined;
  onChange: (passengers: TrainPassengerDraft[]) => void;
}) {
  const [first] = passengers;
  const carType: CarType | '' = first?.car_type ?? '';
  const carNumber = first?.car_number ?? '';
  const car = carOf(detail, carType, carNumber);
  const seated = passengers.flatMap((p, i) => (needsPlace(p) ? [i] : []));
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

  const everyone = (change: (p: TrainPassengerDraft) => TrainPassengerDraft) =>
    onChange(passengers.map(change));
  const withPlaces = (places: readonly (number | null)[]) =>
    onChange(
      passengers.map((p, i) => {
        const k = seated.indexOf(i);
        return k < 0 ? p : { ...p, place: places[k] ?? null };
      }),
    );

  const pick = (place: number) => {
    if (active === null) return;
    const giveUp = passengers[active]!.place === place;
    onChange(passengers.map((p, i) => (i === active ? { ...p, place: giveUp ? null : place } : p)));
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

  const carError = passengers
    .map(
      (_, i) => errorOf(i, 'car_type') ?? errorOf(i, 'car_number') ?? errorOf(i, 'service_class'),
    )
    .find((m) => m !== undefined);
  const free = new Set(car?.places.map((p) => p.number) ?? []);
  const owners = ownersOf(passengers, (p) => p.place);

  return (
    <fieldset className={styles.legBlock} data-mode="TRAIN">
      <legend className={styles.legLegend}>Вагон и места для всех</legend>
      <CarFields
        detail={detail}
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
          <div role="radiogroup" aria-label="Кому выбираем место" className={styles.whoPicks}>
            <span className={styles.whoPicksTitle} aria-hidden="true">
              Кому место:
            </span>
            {seated.map((i) => {
              const p = passengers[i]!;
              const name = [p.first_name, p.last_name].filter(Boolean).join(' ');
              return (
                <label key={p.key} className={styles.whoPicksOption}>
                  <input
                    type="radio"
                    name="train-place-for"
                    checked={i === active}
                    onChange={() => setChosen(i)}
                  />
                  Пассажир {i + 1}
                  {name && ` (${name})`},{' '}
                  {fareRules.TRAIN[p.passenger_category]!.label.split(' ')[0]!.toLowerCase()}:{' '}
                  <strong>{p.place === null ? 'место не выбрано' : `место ${p.place}`}</strong>
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
