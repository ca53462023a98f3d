import type { BusDetailResponse } from '@peresadka/contracts/detail';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { useQuery } from '@tanstack/react-query';
import { useSavedPassengers } from '../../../features/orders/api/saved-passengers.ts';
import { AddPassengerButton } from './AddPassengerButton.tsx';
import { BusPassengerChoices } from './BusPassengerChoices.tsx';
import { busPassenger, initialBusDraft, ZBusDraft } from './form-model.ts';
import { busOrderBody, type BusLeg } from './order-bodies.ts';
import { OrderForm, PERSON_FIELDS, shownIn } from './OrderForm.tsx';
import { PassengerBlock } from './PassengerBlock.tsx';
import { PersonFields } from './PersonFields.tsx';
import { RideData } from './RideData.tsx';
import { busDetailQuery } from './ride-queries.ts';
import { usePassengerList } from './use-passenger-list.ts';
import { useOrderForm } from './use-order-form.ts';

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
  const saved = useSavedPassengers().data ?? [];
  const { passengers } = order.draft;
  const list = usePassengerList({ ...order, passengers }, () => busPassenger('Adult', tariffIds));

  return (
    <OrderForm
      order={order}
      shown={SHOWN}
      after={<AddPassengerButton ref={list.addButton} count={passengers.length} onAdd={list.add} />}
    >
      {passengers.map((passenger, index) => (
        <PassengerBlock
          key={passenger.key}
          number={index + 1}
          onRemove={list.removerOf(index)}
          focusOnMount={list.justAdded(passenger)}
        >
          <PersonFields
            person={passenger}
            onChange={(next) => order.setPassenger(index, next)}
            errorOf={order.passengerError(index)}
            saved={saved}
          />
          <BusPassengerChoices
            leg={leg}
            detail={detail}
            passengers={passengers}
            index={index}
            errorOf={order.passengerError(index)}
            onChange={(next) => order.setPassenger(index, next)}
          />
        </PassengerBlock>
      ))}
    </OrderForm>
  );
}
