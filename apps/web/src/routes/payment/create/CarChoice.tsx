import { carTypeLabels } from '@peresadka/contracts/search-labels';
import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import { ZCarType, type CarType } from '@peresadka/contracts/enums';
import { formatRubles } from '../../../lib/format.ts';
import { toggled, withCar, withCarType } from './change-rules.ts';
import { Field } from './Field.tsx';
import { carOf } from './order-bodies.ts';
import { placesText } from '../../../lib/plural.ts';
import { seatsOfOthers } from './seat-marks.ts';
import { TrainCarPlan } from './TrainCarPlan.tsx';
import styles from './OrderCreate.module.css';

const AUTO_PLACE = 'Место назначим автоматически: рядом с попутчиками, нижние — взрослым с детьми.';

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
  routeId,
  detail,
  picks,
  index,
  onLap,
  context,
  errorOf,
  onChange,
}: {
  routeId: string;
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
  const cars = detail.detail.car_info.filter(
    (car) => car.car_type === pick.car_type && !car.is_sale_forbidden,
  );
  const car = carOf(detail, pick.car_type, pick.car_number);
  const others = seatsOfOthers(picks, index, (p) =>
    p.car_number === pick.car_number && p.place !== null ? p.place : null,
  );
  const placeError = errorOf('from_place_number') ?? errorOf('to_place_number');

  return (
    <>
      <div className={styles.grid}>
        <Field label="Тип вагона" context={context} error={errorOf('car_type')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={pick.car_type}
              onChange={(event) =>
                onChange(
                  withCarType(
                    pick,
                    event.target.value === '' ? '' : ZCarType.parse(event.target.value),
                  ),
                )
              }
            >
              <option value="">Выберите тип вагона</option>
              {detail.detail.car_prices.map((price) => (
                <option
                  key={price.car_type}
                  value={price.car_type}
                  disabled={price.free_places === 0}
                >
                  {carTypeLabels[price.car_type]} — от {formatRubles(price.min_total_price)},{' '}
                  {price.free_places === 0 ? 'мест нет' : placesText(price.free_places)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Вагон"
          context={context}
          error={errorOf('car_number') ?? errorOf('service_class')}
        >
          {(control) => (
            <select
              {...control}
              className="input"
              value={pick.car_number}
              disabled={pick.car_type === ''}
              onChange={(event) => onChange(withCar(pick, event.target.value))}
            >
              <option value="">
                {pick.car_type === '' ? 'Сначала выберите тип' : 'Любой вагон этого типа'}
              </option>
              {cars.map((c) => (
                <option key={c.car_number} value={c.car_number} disabled={c.free_places === 0}>
                  № {c.car_number} · класс {c.service_class} · свободно {placesText(c.free_places)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {onLap ? (
        <p className={styles.note}>
          Ребёнок без места едет на руках у взрослого: выберите вагон, в котором едет взрослый.
        </p>
      ) : (
        <>
          {car && (
            <TrainCarPlan
              routeId={routeId}
              car={car}
              marks={{ mine: pick.place, others }}
              onToggle={(seat) => onChange({ ...pick, place: toggled(pick.place, seat) })}
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
