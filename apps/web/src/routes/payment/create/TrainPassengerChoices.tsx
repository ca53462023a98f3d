import { type TrainLeg } from '../../../features/rides/api/ride-detail.ts';
import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import { ZTrainPassengerCategory } from '@peresadka/contracts/enums';
import { categoriesOf, fareRules } from '@peresadka/contracts/fare-rules';
import { categoryAgeWarning } from './age-check.ts';
import { CarChoice, type CarPick } from './CarChoice.tsx';
import { withTrainCategory } from './change-rules.ts';
import { Field } from './Field.tsx';
import type { TrainPassengerDraft } from './form-model.ts';
import { carOf } from './order-bodies.ts';
import { TrainExtras } from './TrainExtras.tsx';
import styles from './OrderCreate.module.css';

/** The passenger's car as the car's plan names places. */
const pickOf = (p: TrainPassengerDraft): CarPick => ({
  car_type: p.car_type,
  car_number: p.car_number,
  place: p.place === null ? null : String(p.place),
  bedding: p.bedding,
});

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
      <CarChoice
        routeId={leg.route_id}
        detail={detail}
        picks={passengers.map(pickOf)}
        index={index}
        onLap={passenger.passenger_category === 'BabyWithoutPlace'}
        errorOf={errorOf}
        onChange={(pick) =>
          onChange({
            ...passenger,
            ...pick,
            place: pick.place === null ? null : Number(pick.place),
          })
        }
      />
      <TrainExtras
        passenger={passenger}
        car={carOf(detail, passenger.car_type, passenger.car_number)}
        trainHasRegistration={detail.common.has_electronic_registration}
        errorOf={errorOf}
        onChange={onChange}
      />
    </>
  );
}
