import { useState, type RefObject } from 'react';

/**
 * Adding and removing passengers (bus and train): a new block takes the focus; after a
 * removal the focus goes to «Добавить пассажира» rather than being lost with the block.
 * An order keeps at least one passenger. `addButton` is «Добавить пассажира»'s own ref.
 */
export function usePassengerList<Passenger extends { key: string }>(
  list: {
    passengers: readonly Passenger[];
    addPassenger: (passenger: Passenger) => void;
    removePassenger: (index: number) => void;
  },
  make: () => Passenger,
  addButton: RefObject<HTMLButtonElement | null>,
) {
  const [added, setAdded] = useState<string | null>(null);
  return {
    justAdded: (passenger: Passenger) => passenger.key === added,
    add: () => {
      const passenger = make();
      setAdded(passenger.key);
      list.addPassenger(passenger);
    },
    removerOf: (index: number) =>
      list.passengers.length > 1
        ? () => {
            list.removePassenger(index);
            addButton.current?.focus();
          }
        : undefined,
  };
}
