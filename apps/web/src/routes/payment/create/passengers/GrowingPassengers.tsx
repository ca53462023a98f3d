import { useRef, type ReactNode } from 'react';
import { useSavedPassengers } from '../../../../features/orders/api/saved-passengers.ts';
import { AddPassengerButton } from './AddPassengerButton.tsx';
import type { ContactsDraft, PersonDraft } from '../form/form-model.ts';
import { OrderForm } from '../OrderForm.tsx';
import { PassengerBlock } from './PassengerBlock.tsx';
import { PersonFields } from './PersonFields.tsx';
import type { OrderFormState } from '../form/use-order-form.ts';
import { usePassengerList } from './use-passenger-list.ts';

type Passenger = PersonDraft & { key: string };

/**
 * The order form of a bus or a train: as many passenger blocks as travel, each added or
 * removed by the visitor, each with the person's fields and the mode's own choices.
 */
export function GrowingPassengers<P extends Passenger>({
  order,
  shown,
  make,
  adjust,
  choices,
  below,
}: {
  order: OrderFormState<{ contacts: ContactsDraft; passengers: P[] }>;
  shown: (field: string) => boolean;
  /** The passenger «Добавить пассажира» adds. */
  make: () => P;
  /** Rules of change applied to every edit of the person's fields. */
  adjust?: (passenger: P) => P;
  /** The mode's own fields of passenger `index`. */
  choices: (index: number) => ReactNode;
  /** Below the passengers, for all of them: a train's one plan. */
  below?: ReactNode;
}) {
  const saved = useSavedPassengers().data ?? [];
  const { passengers } = order.draft;
  const addButton = useRef<HTMLButtonElement>(null);
  const list = usePassengerList({ ...order, passengers }, make, addButton);
  return (
    <OrderForm
      order={order}
      shown={shown}
      after={
        <>
          <AddPassengerButton ref={addButton} count={passengers.length} onAdd={list.add} />
          {below}
        </>
      }
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
            {...(adjust ? { adjust } : {})}
          />
          {choices(index)}
        </PassengerBlock>
      ))}
    </OrderForm>
  );
}
