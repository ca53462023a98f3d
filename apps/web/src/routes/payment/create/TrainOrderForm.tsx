import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { useQuery } from '@tanstack/react-query';
import { useSavedPassengers } from '../../../features/orders/api/saved-passengers.ts';
import { AddPassengerButton } from './AddPassengerButton.tsx';
import { withoutBarredCards } from './change-rules.ts';
import { initialTrainDraft, trainPassenger, ZTrainDraft } from './form-model.ts';
import { trainOrderBody, type TrainLeg } from './order-bodies.ts';
import { OrderForm, PERSON_FIELDS, shownIn } from './OrderForm.tsx';
import { PassengerBlock } from './PassengerBlock.tsx';
import { PersonFields } from './PersonFields.tsx';
import { RideData } from './RideData.tsx';
import { trainDetailQuery } from './ride-queries.ts';
import { TrainPassengerChoices } from './TrainPassengerChoices.tsx';
import { usePassengerList } from './use-passenger-list.ts';
import { useOrderForm } from './use-order-form.ts';

const SHOWN = shownIn(
  new Set([
    ...PERSON_FIELDS,
    'passenger_category',
    'car_type',
    'car_number',
    'service_class',
    'from_place_number',
    'to_place_number',
    'transit_document',
    'rzd_bonus_card',
    'universal_bonus_card',
    'preferred_tariff',
  ]),
);

export function TrainOrderForm({ leg, counts }: { leg: TrainLeg; counts: PassengerCounts }) {
  const detail = useQuery(trainDetailQuery(leg, counts));
  return (
    <RideData query={detail}>
      {(data) => <TrainForm leg={leg} counts={counts} detail={data} />}
    </RideData>
  );
}

function TrainForm({
  leg,
  counts,
  detail,
}: {
  leg: TrainLeg;
  counts: PassengerCounts;
  detail: TrainDetailResponse;
}) {
  const order = useOrderForm({
    type: 'train',
    routeId: leg.route_id,
    draftSchema: ZTrainDraft,
    initial: () => initialTrainDraft(counts),
    build: (draft) => trainOrderBody(draft, leg, detail),
  });
  const saved = useSavedPassengers().data ?? [];
  const { passengers } = order.draft;
  const list = usePassengerList({ ...order, passengers }, () => trainPassenger('Adult'));

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
            adjust={withoutBarredCards}
          />
          <TrainPassengerChoices
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
