import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import type { CarType } from '@peresadka/contracts/enums';
import { CarFields } from './CarFields.tsx';
import { toggled, withCar, withCarType } from '../passengers/change-rules.ts';
import { carOf } from '../form/order-bodies.ts';
import { ownersOf, TrainCarPlan } from './TrainCarPlan.tsx';
import styles from '../OrderCreate.module.css';

export const AUTO_PLACE =
  'Место назначим автоматически: рядом с попутчиками, нижние — взрослым с детьми.';

/**
 * What a passenger chose on a train, as the car's plan names a place ('12'): the train order's
 * passenger and a trip's train leg both hold it.
 */
export type CarPick = {
  car_type: CarType | '';
  car_number: string;
  place: string | null;
  bedding: boolean;
};

/** Car type, car, and the place on the car's plan: SPEC §4 resets the later ones. */
export function CarChoice({
  detail,
  picks,
  index,
  onLap,
  context,
  errorOf,
  onChange,
}: {
  detail: TrainDetailResponse;
  /** Every passenger's pick on this train, so no place is offered twice. */
  picks: readonly CarPick[];
  index: number;
  /** A child on an adult's lap: a car, no place. */
  onLap: boolean;
  /** Named after the labels for the ear where the form has several trains («пассажир 1, участок 2»). */
  context?: string | undefined;
  errorOf: (field: string) => string | undefined;
  onChange: (pick: CarPick) => void;
}) {
  const pick = picks[index]!;
  const car = carOf(detail, pick.car_type, pick.car_number);
  const owners = ownersOf(picks, (p) => (p.car_number === pick.car_number ? p.place : null));
  const placeError = errorOf('from_place_number') ?? errorOf('to_place_number');

  return (
    <>
      <CarFields
        detail={detail}
        carType={pick.car_type}
        carNumber={pick.car_number}
        context={context}
        errorOf={errorOf}
        onCarType={(type) => onChange(withCarType(pick, type))}
        onCar={(number) => onChange(withCar(pick, number))}
      />
      {onLap ? (
        <p className={styles.note}>
          Ребёнок без места едет на руках у взрослого: выберите вагон, в котором едет взрослый.
        </p>
      ) : (
        <>
          {car && (
            <TrainCarPlan
              car={car}
              owners={owners}
              current={pick.place === null ? null : Number(pick.place)}
              onPick={(place) => onChange({ ...pick, place: toggled(pick.place, String(place)) })}
            />
          )}
          <p className={styles.choice} aria-live="polite">
            {car && pick.place !== null
              ? `Выбрано: вагон ${car.car_number}, место ${pick.place}`
              : AUTO_PLACE}
          </p>
          {placeError && (
            <p className={styles.error} role="alert">
              {placeError}
            </p>
          )}
        </>
      )}
    </>
  );
}
