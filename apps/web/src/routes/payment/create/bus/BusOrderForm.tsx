import { type BusLeg, busDetailQuery } from '../../../../features/rides/api/ride-detail.ts';
import type { BusDetailResponse } from '@peresadka/contracts/detail';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { useQuery } from '@tanstack/react-query';
import { BusPassengerChoices } from './BusPassengerChoices.tsx';
import { busPassenger, initialBusDraft, ZBusDraft } from '../form/form-model.ts';
import { busOrderBody } from '../form/order-bodies.ts';
import { GrowingPassengers } from '../passengers/GrowingPassengers.tsx';
import { PERSON_FIELDS, shownIn } from '../OrderForm.tsx';
import { RideData } from '../RideData.tsx';

import { useOrderForm } from '../form/use-order-form.ts';

const SHOWN = shownIn(new Set([...PERSON_FIELDS, 'tariff', 'tariff_id', 'place_number']));

export function BusOrderForm({ leg, counts }: { leg: BusLeg; counts: PassengerCounts }) {
  const detail = useQuery(busDetailQuery(leg, counts));
  return (
    <RideData query={detail}>
      {(data) => <BusForm leg={leg} counts={counts} detail={data} />}
    </RideData>
  );
}

function BusForm({
  leg,
  counts,
  detail,
}: {
  leg: BusLeg;
  counts: PassengerCounts;
  detail: BusDetailResponse;
}) {
  const tariffIds = detail.detail.tariff_ids;
  const order = useOrderForm({
    type: 'bus',
    routeId: leg.route_id,
    draftSchema: ZBusDraft,
    initial: () => initialBusDraft(counts, tariffIds),
    build: (draft) => busOrderBody(draft, leg),
  });
  const { passengers } = order.draft;
  return (
    <GrowingPassengers
      order={order}
      shown={SHOWN}
      make={() => busPassenger('Adult', tariffIds)}
      choices={(index) => (
        <BusPassengerChoices
          leg={leg}
          detail={detail}
          passengers={passengers}
          index={index}
          errorOf={order.passengerError(index)}
          onChange={(next) => order.setPassenger(index, next)}
        />
      )}
    />
  );
}
