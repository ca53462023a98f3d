import { type BusLeg } from '../../../../features/rides/api/ride-detail.ts';
import type { BusDetailResponse } from '@peresadka/contracts/detail';
import type { PassengerCategory } from '@peresadka/contracts/enums';
import { categoriesOf } from '@peresadka/contracts/fare-rules';
import { formatRubles } from '../../../../lib/format.ts';
import { categoryAgeWarning } from '../passengers/age-check.ts';
import { BusPlaceChoice } from './BusPlaceChoice.tsx';
import { Field } from '../form/Field.tsx';
import type { BusPassengerDraft } from '../form/form-model.ts';

import { seatsOfOthers } from '../seats/seat-marks.ts';
import styles from '../OrderCreate.module.css';

/** The detail's tariff ids are the categories; 'Auto' leaves the category to the carrier. */
const isCategory = (tariff: string): tariff is PassengerCategory =>
  (categoriesOf('BUS') as string[]).includes(tariff);

/** The bus's part of a passenger block: the tariff and, where the carrier allows, the place. */
export function BusPassengerChoices({
  leg,
  detail: { detail },
  passengers,
  index,
  errorOf,
  onChange,
}: {
  leg: BusLeg;
  detail: BusDetailResponse;
  passengers: readonly BusPassengerDraft[];
  index: number;
  errorOf: (field: string) => string | undefined;
  onChange: (passenger: BusPassengerDraft) => void;
}) {
  const passenger = passengers[index]!;
  const onLap = passenger.tariff === 'BabyWithoutPlace';
  const choosesPlace = detail.is_place_selection_possible && !onLap;
  const { place_number: place } = passenger;

  return (
    <>
      {!detail.is_tariff_auto_selected && (
        <div className={styles.grid}>
          <Field
            label="Тариф"
            error={errorOf('tariff') ?? errorOf('tariff_id')}
            warning={
              isCategory(passenger.tariff)
                ? categoryAgeWarning('BUS', passenger.tariff, passenger.birthday, leg.date)
                : null
            }
            wide
          >
            {(control) => (
              <select
                {...control}
                className="input"
                value={passenger.tariff}
                onChange={(event) =>
                  onChange({
                    ...passenger,
                    tariff: event.target.value,
                    place_number: event.target.value === 'BabyWithoutPlace' ? null : place,
                  })
                }
              >
                <option value="Auto">Подберёт перевозчик по возрасту</option>
                {detail.tariffs.map((tariff, i) => (
                  <option key={detail.tariff_ids[i] ?? i} value={detail.tariff_ids[i]}>
                    {tariff.bus_tariff_type} — {formatRubles(tariff.total_price)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      {choosesPlace ? (
        <BusPlaceChoice
          free={detail.places}
          total={detail.places_quantity}
          place={place}
          others={seatsOfOthers(passengers, index, (p) => p.place_number)}
          unchosen="Место не выбрано: назначит перевозчик."
          error={errorOf('place_number')}
          onChange={(chosen) => onChange({ ...passenger, place_number: chosen })}
        />
      ) : (
        <p className={styles.choice}>
          {onLap ? 'Ребёнок едет на руках у взрослого, без места.' : 'Место назначит перевозчик.'}
        </p>
      )}
    </>
  );
}
