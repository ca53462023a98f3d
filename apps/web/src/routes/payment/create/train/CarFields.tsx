import { carTypeLabels } from '@peresadka/contracts/search-labels';
import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import { ZCarType, type CarType } from '@peresadka/contracts/enums';
import { formatRubles } from '../../../../lib/format.ts';
import { placesText } from '../../../../lib/plural.ts';
import { Field } from '../form/Field.tsx';
import styles from '../OrderCreate.module.css';

/** The car type, with its lowest price and free places, then a car of that type. */
export function CarFields({
  detail,
  carType,
  carNumber,
  context,
  errorOf,
  onCarType,
  onCar,
}: {
  detail: TrainDetailResponse;
  carType: CarType | '';
  carNumber: string;
  context?: string | undefined;
  errorOf: (field: string) => string | undefined;
  onCarType: (type: CarType | '') => void;
  onCar: (number: string) => void;
}) {
  const cars = detail.detail.car_info.filter(
    (car) => car.car_type === carType && !car.is_sale_forbidden,
  );
  return (
    <div className={styles.grid}>
      <Field label="Тип вагона" context={context} error={errorOf('car_type')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={carType}
            onChange={(event) =>
              onCarType(event.target.value === '' ? '' : ZCarType.parse(event.target.value))
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
            value={carNumber}
            disabled={carType === ''}
            onChange={(event) => onCar(event.target.value)}
          >
            <option value="">
              {carType === '' ? 'Сначала выберите тип' : 'Любой вагон этого типа'}
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
  );
}
