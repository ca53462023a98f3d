import { type TrainLeg, trainDetailQuery } from '../../../../features/rides/api/ride-detail.ts';
import type { TrainDetailResponse } from '@peresadka/contracts/detail';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { useQuery } from '@tanstack/react-query';
import { withoutBarredCards } from '../passengers/change-rules.ts';
import { initialTrainDraft, trainPassenger, ZTrainDraft } from '../form/form-model.ts';
import { trainOrderBody } from '../form/order-bodies.ts';
import { GrowingPassengers } from '../passengers/GrowingPassengers.tsx';
import { PERSON_FIELDS, shownIn } from '../OrderForm.tsx';
import { RideData } from '../RideData.tsx';

import { TrainGroupSeats, trainTicketWord } from './TrainGroupSeats.tsx';
import { TrainPassengerChoices } from './TrainPassengerChoices.tsx';
import { useOrderForm } from '../form/use-order-form.ts';

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
  const { passengers } = order.draft;
  return (
    <GrowingPassengers
      order={order}
      shown={SHOWN}
      make={() => trainPassenger('Adult')}
      adjust={withoutBarredCards}
      choices={(index) => (
        <TrainPassengerChoices
          leg={leg}
          detail={detail}
          passengers={passengers}
          index={index}
          errorOf={order.passengerError(index)}
          onChange={(next) => order.setPassenger(index, next)}
        />
      )}
      below={
        <TrainGroupSeats
          detail={detail}
          passengers={passengers.map((p) => ({
            ...p,
            name: [p.first_name, p.last_name].filter(Boolean).join(' '),
            ticket: trainTicketWord(p.passenger_category),
            onLap: p.passenger_category === 'BabyWithoutPlace',
          }))}
          errorOf={(index, field) => order.passengerError(index)(field)}
          onChange={(seats) =>
            order.setDraft((d) => ({
              ...d,
              passengers: d.passengers.map((p, i) => ({ ...p, ...seats[i] })),
            }))
          }
        />
      }
    />
  );
}
