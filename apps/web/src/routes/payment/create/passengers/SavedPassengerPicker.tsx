import type { SavedPassenger } from '@peresadka/contracts/orders';
import { Field } from '../form/Field.tsx';

const birthdayText = (iso: string) => iso.split('-').reverse().join('.');

const nameOf = (p: SavedPassenger) =>
  [p.last_name, p.first_name, p.middle_name === '-' ? '' : p.middle_name].filter(Boolean).join(' ');

/** Travellers of the account's earlier orders, to fill a block without typing it again. */
export function SavedPassengerPicker({
  saved,
  onPick,
}: {
  saved: readonly SavedPassenger[];
  onPick: (passenger: SavedPassenger) => void;
}) {
  return (
    <Field label="Выбрать из прежних пассажиров" wide>
      {(control) => (
        <select
          {...control}
          className="input"
          value=""
          onChange={(event) => {
            const passenger = saved[Number(event.target.value)];
            if (passenger) onPick(passenger);
          }}
        >
          <option value="">Не выбран</option>
          {saved.map((p, i) => (
            <option key={i} value={i}>
              {nameOf(p)}, {birthdayText(p.birthday)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
