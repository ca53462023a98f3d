import {
  type PlaneLeg,
  aviaDetailQuery,
  flightsOf,
  searchedPassengers,
} from '../../../../features/rides/api/ride-detail.ts';
import type { AviaDetailResponse } from '@peresadka/contracts/detail';
import type { ServiceClass } from '@peresadka/contracts/enums';
import { fareRules } from '@peresadka/contracts/fare-rules';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSavedPassengers } from '../../../../features/orders/api/saved-passengers.ts';
import { AdultBooking } from '../passengers/AdultBooking.tsx';
import { categoryAgeWarning } from '../passengers/age-check.ts';
import { useFareCode } from './fare-code.ts';
import { FareFamilies } from './FareFamilies.tsx';
import { FlightChoices } from './FlightChoices.tsx';
import { anyPassengerMessage } from '../form/form-errors.ts';
import { initialAviaDraft, ZAviaDraft } from '../form/form-model.ts';
import { aviaOrderBody, passengerTypeOf } from '../form/order-bodies.ts';
import { OrderForm, PERSON_FIELDS, shownIn } from '../OrderForm.tsx';
import { PassengerBlock } from '../passengers/PassengerBlock.tsx';
import { PersonFields } from '../passengers/PersonFields.tsx';
import { RideData } from '../RideData.tsx';

import { useOrderForm } from '../form/use-order-form.ts';
import styles from '../OrderCreate.module.css';

const SHOWN = shownIn(
  new Set([...PERSON_FIELDS, 'places', 'additional_services', 'pnr', 'adult_surname', 'fare_code']),
);

type Chosen = { leg: PlaneLeg; counts: PassengerCounts; serviceClass: ServiceClass };

export function AviaOrderForm(chosen: Chosen) {
  const [fareCode, chooseFare] = useFareCode();
  // Another family keeps the form in place while it is priced.
  const detail = useQuery({
    ...aviaDetailQuery(chosen.leg, chosen.counts, chosen.serviceClass, fareCode),
    placeholderData: keepPreviousData,
  });
  return (
    <RideData query={detail}>
      {(data) => <AviaForm {...chosen} detail={data} fareCode={fareCode} chooseFare={chooseFare} />}
    </RideData>
  );
}

function AviaForm({
  leg,
  counts,
  serviceClass,
  detail,
  fareCode,
  chooseFare,
}: Chosen & {
  detail: AviaDetailResponse;
  fareCode: string | undefined;
  chooseFare: (code: string) => void;
}) {
  // The passengers are those the flights were priced for: a draft of other ones is not reused.
  const draftSchema = useMemo(() => {
    const categories = searchedPassengers(counts)
      .map((p) => p.category)
      .join();
    return ZAviaDraft.refine(
      (draft) => draft.passengers.map((p) => p.category).join() === categories,
    );
  }, [counts]);
  const order = useOrderForm({
    type: 'avia',
    routeId: leg.route_id,
    draftSchema,
    initial: () => initialAviaDraft(counts),
    build: (draft) => ({
      ...aviaOrderBody(draft, leg, detail, counts, serviceClass),
      fare_code: fareCode ?? detail.common.fare_code,
    }),
  });
  const saved = useSavedPassengers().data ?? [];
  const { passengers } = order.draft;
  const flights = flightsOf(leg);
  const departureDate = flights[0]?.departure_date ?? '';
  const adultFlies = passengers.some((p) => p.category === 'Adult');

  return (
    <OrderForm
      order={order}
      shown={SHOWN}
      before={
        <FareFamilies
          detail={detail}
          chosen={fareCode ?? detail.common.fare_code}
          onChoose={chooseFare}
        />
      }
      after={
        !adultFlies && (
          <AdultBooking
            pnr={order.draft.pnr}
            surname={order.draft.adult_surname}
            onChange={(booking) => order.setDraft((d) => ({ ...d, ...booking }))}
            errorOf={(field) => anyPassengerMessage(order.errors, field)}
          />
        )
      }
    >
      {passengers.map((passenger, index) => {
        const errorOf = order.passengerError(index);
        const warning = categoryAgeWarning(
          'PLANE',
          passenger.category,
          passenger.birthday,
          departureDate,
        );
        return (
          <PassengerBlock
            key={passenger.key}
            number={index + 1}
            category={fareRules.PLANE[passenger.category]?.label}
          >
            <PersonFields
              person={passenger}
              onChange={(next) => order.setPassenger(index, next)}
              errorOf={errorOf}
              saved={saved}
            />
            {warning && <p className={styles.warning}>{warning}</p>}
            {flights.map((flight) => (
              <FlightChoices
                key={flight.id}
                flight={flight}
                detail={detail}
                passengers={passengers}
                index={index}
                passengerType={passengerTypeOf(detail, passenger)}
                onChange={(next) => order.setPassenger(index, next)}
              />
            ))}
            {(errorOf('places') ?? errorOf('additional_services')) && (
              <p className={styles.error}>{errorOf('places') ?? errorOf('additional_services')}</p>
            )}
          </PassengerBlock>
        );
      })}
    </OrderForm>
  );
}
