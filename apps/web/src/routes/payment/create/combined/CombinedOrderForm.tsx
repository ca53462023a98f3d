import { ZPassengerCategory } from '@peresadka/contracts/enums';
import { categoriesOf, fareRules } from '@peresadka/contracts/fare-rules';
import { useMemo } from 'react';
import {
  allLoaded,
  cheapestCarType,
  useLegDetails,
  type LegDetail,
} from '../../../../components/trip/leg-details.ts';
import { legEnds, legName, travellersOf } from '../../../../components/trip/trip-text.ts';
import { useSavedPassengers } from '../../../../features/orders/api/saved-passengers.ts';
import type { ChosenTrip } from '../../../../state/chosen-trip.ts';
import { categoryAgeWarning } from '../passengers/age-check.ts';
import { withTripCategory } from '../passengers/change-rules.ts';
import { Field } from '../form/Field.tsx';
import { otherMessageAt } from '../form/form-errors.ts';
import { initialCombinedDraft, ZCombinedDraft } from '../form/form-model.ts';
import { combinedOrderBody, combinedOrderSchema } from '../form/order-bodies.ts';
import { OrderForm, PERSON_FIELDS, shownIn } from '../OrderForm.tsx';
import { PassengerBlock } from '../passengers/PassengerBlock.tsx';
import { PersonFields } from '../passengers/PersonFields.tsx';
import { RideData } from '../RideData.tsx';
import { LEG_FIELDS, TripLegChoices } from './TripLegChoices.tsx';
import { useTripFareCodes } from '../plane/fare-code.ts';
import { FareFamilies } from '../plane/FareFamilies.tsx';
import { TrainGroupSeats, trainTicketWord } from '../train/TrainGroupSeats.tsx';
import { useOrderForm } from '../form/use-order-form.ts';
import styles from '../OrderCreate.module.css';

const PERSON_SHOWN = shownIn(new Set([...PERSON_FIELDS, 'category']));

/** Every message of a leg the form has is shown in that leg's section. */
const shownInTrip =
  (legCount: number) =>
  (key: string): boolean => {
    if (PERSON_SHOWN(key)) return true;
    const leg = /^passengers\.\d+\.legs\.(\d+)\./.exec(key);
    return leg !== null && Number(leg[1]) < legCount;
  };

/**
 * A combined trip bought whole (SPEC issue 20): the form waits for every leg's detail, the
 * same calls the legs' own pages make, to offer their car types and plans.
 */
export function CombinedOrderForm({ trip }: { trip: ChosenTrip }) {
  const [fareCodes, chooseFare] = useTripFareCodes(trip.route.legs.length);
  const legs = useLegDetails(trip.route.legs, trip.counts, trip.serviceClass);
  return (
    <RideData query={{ ...legs, data: allLoaded(legs.details) }}>
      {(details) => (
        <TripForm trip={trip} details={details} fareCodes={fareCodes} chooseFare={chooseFare} />
      )}
    </RideData>
  );
}

function TripForm({
  trip: { route, counts, serviceClass, roundTrip },
  details,
  fareCodes,
  chooseFare,
}: {
  trip: ChosenTrip;
  details: LegDetail[];
  /** Per leg, the fare family chosen for a plane leg. */
  fareCodes: (string | undefined)[];
  chooseFare: (leg: number, code: string) => void;
}) {
  // A draft kept for this trip holds the search's travellers and a choice for every leg.
  const draftSchema = useMemo(
    () =>
      ZCombinedDraft.refine(
        (draft) =>
          draft.passengers.length === travellersOf(counts) &&
          draft.passengers.every((p) => p.legs.length === route.legs.length),
      ),
    [counts, route.legs.length],
  );
  const schema = useMemo(() => combinedOrderSchema(route.legs), [route.legs]);
  const order = useOrderForm({
    type: 'combined',
    routeId: route.route_id,
    draftSchema,
    initial: () =>
      initialCombinedDraft(
        counts,
        // «Общий» is a seat on a bench for the whole night: a traveller picks it, we never do.
        details.map((leg) =>
          leg.mode === 'TRAIN' ? (cheapestCarType(leg.detail, ['Shared'])?.car_type ?? '') : '',
        ),
      ),
    build: (draft) => combinedOrderBody(draft, route, serviceClass, details, fareCodes, roundTrip),
    schema,
  });
  const saved = useSavedPassengers().data ?? [];
  const { passengers } = order.draft;
  // The airlines' categories are checked against the age on the day the trip starts.
  const startDate = legEnds(route.legs[0]!).departure.slice(0, 10);

  return (
    <OrderForm
      order={order}
      shown={shownInTrip(route.legs.length)}
      before={details.map(
        (leg, k) =>
          leg.mode === 'PLANE' && (
            <FareFamilies
              key={leg.leg.route_id}
              detail={leg.detail}
              chosen={fareCodes[k] ?? leg.detail.common.fare_code}
              legend={`${legName(leg.leg, k)} — тариф`}
              onChoose={(code) => chooseFare(k, code)}
            />
          ),
      )}
      after={details.map(
        (leg, k) =>
          leg.mode === 'TRAIN' && (
            <TrainGroupSeats
              key={leg.leg.route_id}
              detail={leg.detail}
              legend={`${legName(leg.leg, k)} — вагон и места для всех`}
              context={`участок ${k + 1}`}
              passengers={passengers.map((p) => {
                const choice = p.legs[k]!;
                return {
                  ...choice,
                  key: p.key,
                  name: [p.first_name, p.last_name].filter(Boolean).join(' '),
                  ticket: trainTicketWord(p.category),
                  onLap: p.category === 'BabyWithoutPlace',
                  place: choice.place === null ? null : Number(choice.place),
                };
              })}
              errorOf={(index, field) => order.passengerError(index)(`legs.${k}.${field}`)}
              onChange={(seats) =>
                order.setDraft((d) => ({
                  ...d,
                  passengers: d.passengers.map((p, i) => ({
                    ...p,
                    legs: p.legs.map((choice, j) => {
                      const seat = seats[i];
                      return j === k && seat
                        ? {
                            ...choice,
                            ...seat,
                            place: seat.place === null ? null : String(seat.place),
                          }
                        : choice;
                    }),
                  })),
                }))
              }
            />
          ),
      )}
    >
      <p className={styles.note}>
        Данные пассажира вводятся один раз — для всех участков. Поезд и автобус применят свои
        категории по возрасту в день поездки. Вагон и места в поезде выбираются на схеме под
        пассажирами, для всех сразу. Места, которые вы не выберете, назначим автоматически, рядом
        друг с другом.
      </p>
      {passengers.map((passenger, index) => {
        const errorOf = order.passengerError(index);
        return (
          <PassengerBlock key={passenger.key} number={index + 1}>
            <PersonFields
              person={passenger}
              onChange={(next) => order.setPassenger(index, next)}
              errorOf={errorOf}
              saved={saved}
            />
            <div className={styles.grid}>
              <Field
                label="Категория"
                context={`пассажир ${index + 1}`}
                hint="Как у авиакомпаний"
                error={errorOf('category')}
                warning={categoryAgeWarning(
                  'PLANE',
                  passenger.category,
                  passenger.birthday,
                  startDate,
                )}
              >
                {(control) => (
                  <select
                    {...control}
                    className="input"
                    value={passenger.category}
                    onChange={(event) =>
                      order.setPassenger(
                        index,
                        withTripCategory(passenger, ZPassengerCategory.parse(event.target.value)),
                      )
                    }
                  >
                    {categoriesOf('PLANE').map((category) => (
                      <option key={category} value={category}>
                        {fareRules.PLANE[category]!.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            {details.map((leg, k) => (
              <TripLegChoices
                key={leg.leg.route_id}
                leg={leg}
                legIndex={k}
                passengers={passengers}
                index={index}
                otherError={otherMessageAt(
                  order.errors,
                  `passengers.${index}.legs.${k}`,
                  leg.mode === 'TRAIN' ? [...LEG_FIELDS, 'transit_document'] : [],
                )}
                transitError={order.errors[`passengers.${index}.legs.${k}.transit_document`]?.[0]}
                onChange={(choice) =>
                  order.setPassenger(index, {
                    ...passenger,
                    legs: passenger.legs.map((c, j) => (j === k ? choice : c)),
                  })
                }
              />
            ))}
          </PassengerBlock>
        );
      })}
    </OrderForm>
  );
}
