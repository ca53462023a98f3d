import { useRef, useState } from 'react';

/**
 * Adding and removing passengers (bus and train): a new block takes the focus; after a
 * removal the focus goes to «Добавить пассажира» rather than being lost with the block.
 * An order keeps at least one passenger.
 */
export function usePassengerList<Passenger extends { key: string }>(
  list: {
    passengers: readonly Passenger[];
    addPassenger: (passenger: Passenger) => void;
    removePassenger: (index: number) => void;
  },
  make: () => Passenger,
) {
  const [added, setAdded] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  return {
    addButton,
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
