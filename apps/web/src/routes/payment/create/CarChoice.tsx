import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import { carTypeLabels, ZCarType } from '@peresadka/contracts/enums';
import { formatRubles } from '../../../lib/format.ts';
import { toggled, withCar, withCarType } from './change-rules.ts';
import { Field } from './Field.tsx';
import type { TrainPassengerDraft } from './form-model.ts';
import { carOf } from './order-bodies.ts';
import { placesText } from '../../../lib/plural.ts';
import { seatsOfOthers } from './seat-marks.ts';
import { TrainCarPlan } from './TrainCarPlan.tsx';
import styles from './OrderCreate.module.css';

const AUTO_PLACE = 'Место назначим автоматически: рядом с попутчиками, нижние — взрослым с детьми.';

/** Car type, car, and the place on the car's plan: SPEC §4 resets the later ones. */
export function CarChoice({
  routeId,
  detail,
  passengers,
  index,
  errorOf,
  onChange,
}: {
  routeId: string;
  detail: TrainDetailResponse;
  passengers: readonly TrainPassengerDraft[];
  index: number;
  errorOf: (field: string) => string | undefined;
  onChange: (passenger: TrainPassengerDraft) => void;
}) {
  const passenger = passengers[index]!;
  const cars = detail.detail.car_info.filter(
    (car) => car.car_type === passenger.car_type && !car.is_sale_forbidden,
  );
  const car = carOf(detail, passenger.car_type, passenger.car_number);
  const onLap = passenger.passenger_category === 'BabyWithoutPlace';
  const others = seatsOfOthers(passengers, index, (p) =>
    p.car_number === passenger.car_number && p.place !== null ? String(p.place) : null,
  );
  const placeError = errorOf('from_place_number') ?? errorOf('to_place_number');

  return (
    <>
      <div className={styles.grid}>
        <Field label="Тип вагона" error={errorOf('car_type')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={passenger.car_type}
              onChange={(event) =>
                onChange(
                  withCarType(
                    passenger,
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
        <Field label="Вагон" error={errorOf('car_number') ?? errorOf('service_class')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={passenger.car_number}
              disabled={passenger.car_type === ''}
              onChange={(event) => onChange(withCar(passenger, event.target.value))}
            >
              <option value="">
                {passenger.car_type === '' ? 'Сначала выберите тип' : 'Любой вагон этого типа'}
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
              marks={{ mine: passenger.place === null ? null : String(passenger.place), others }}
              onToggle={(seat) =>
                onChange({ ...passenger, place: toggled(passenger.place, Number(seat)) })
              }
            />
          )}
          <p className={styles.choice} aria-live="polite">
            {car && passenger.place !== null
              ? `Выбрано: вагон ${car.car_number}, место ${passenger.place}`
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
