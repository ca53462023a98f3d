import type { CarInfo } from '@peresadka/contracts/detail';
import type { ReactNode } from 'react';
import { formatRubles } from '../../../../lib/format.ts';
import { CheckboxField } from '../form/Field.tsx';

/**
 * A traveller's bedding in their car, as the carrier sells it: a choice with its price where it
 * is sold apart, a ticked box that cannot be unticked where it is in the fare, nothing where
 * the car has none. `context` names the traveller and leg for a screen reader.
 */
export function BeddingChoice({
  car,
  checked,
  context,
  onChange,
}: {
  car: CarInfo;
  checked: boolean;
  context?: string;
  onChange: (bedding: boolean) => void;
}) {
  const label = (text: string): ReactNode => (
    <>
      {text}
      {context && <span className="visually-hidden">, {context}</span>}
    </>
  );
  if (car.is_bedding_selection_possible) {
    return (
      <CheckboxField
        label={label(`Постельное бельё — ${formatRubles(car.bedding_price)}`)}
        hint="Оплачивается отдельно и добавится к стоимости билета"
        checked={checked}
        onChange={onChange}
      />
    );
  }
  if (car.is_bedding_included) {
    return (
      <CheckboxField
        label={label('Постельное бельё')}
        hint="Включено в стоимость билета в этом вагоне"
        checked
        disabled
        onChange={onChange}
      />
    );
  }
  return null;
}
