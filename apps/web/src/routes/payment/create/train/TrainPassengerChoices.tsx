import { type TrainLeg } from '../../../../features/rides/api/ride-detail.ts';
import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import { ZTrainPassengerCategory } from '@peresadka/contracts/enums';
import { categoriesOf, fareRules } from '@peresadka/contracts/fare-rules';
import { categoryAgeWarning } from '../passengers/age-check.ts';
import { withTrainCategory } from '../passengers/change-rules.ts';
import { Field } from '../form/Field.tsx';
import type { TrainPassengerDraft } from '../form/form-model.ts';
import { carOf, crossesBorder } from '../form/order-bodies.ts';
import { PlaceSummary } from './PlaceSummary.tsx';
import { TrainExtras } from './TrainExtras.tsx';
import styles from '../OrderCreate.module.css';

/** The train's part of a passenger block: ticket category, car and place, extras. */
export function TrainPassengerChoices({
  leg,
  detail,
  passengers,
  index,
  errorOf,
  onChange,
}: {
  leg: TrainLeg;
  detail: TrainDetailResponse;
  passengers: readonly TrainPassengerDraft[];
  index: number;
  errorOf: (field: string) => string | undefined;
  onChange: (passenger: TrainPassengerDraft) => void;
}) {
  const passenger = passengers[index]!;
  return (
    <>
      <div className={styles.grid}>
        <Field
          label="Билет"
          error={errorOf('passenger_category')}
          warning={categoryAgeWarning(
            'TRAIN',
            passenger.passenger_category,
            passenger.birthday,
            leg.date,
          )}
        >
          {(control) => (
            <select
              {...control}
              className="input"
              value={passenger.passenger_category}
              onChange={(event) =>
                onChange(
                  withTrainCategory(passenger, ZTrainPassengerCategory.parse(event.target.value)),
                )
              }
            >
              {categoriesOf('TRAIN').map((category) => (
                <option key={category} value={category}>
                  {fareRules.TRAIN[category]!.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <PlaceSummary
        carNumber={passenger.car_number}
        place={passenger.place}
        onLap={passenger.passenger_category === 'BabyWithoutPlace'}
        error={
          errorOf('car_type') ??
          errorOf('car_number') ??
          errorOf('service_class') ??
          errorOf('from_place_number') ??
          errorOf('to_place_number')
        }
      />
      <TrainExtras
        passenger={passenger}
        car={carOf(detail, passenger.car_type, passenger.car_number)}
        crossesBorder={crossesBorder(detail, passenger.car_type)}
        trainHasRegistration={detail.common.has_electronic_registration}
        errorOf={errorOf}
        onChange={onChange}
      />
    </>
  );
}
