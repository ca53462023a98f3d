import type { AviaDetailResponse } from '@peresadka/contracts/detail';
import { useId } from 'react';
import { formatRubles } from '../../../../lib/format.ts';
import styles from '../OrderCreate.module.css';

/**
 * The fare families the flights are sold at, as airlines offer them: each with its baggage,
 * hand luggage, refund and exchange rules (the detail's, from the fare rules) and what all the
 * passengers pay at it. Choosing one prices the order at it.
 */
export function FareFamilies({
  detail,
  chosen,
  legend = 'Тариф',
  onChoose,
}: {
  detail: AviaDetailResponse;
  /** The family chosen: shown at once, while the detail is priced at it. */
  chosen: string;
  /** A trip's plane leg names itself: «Тариф — участок 1: самолёт SU 1700 …». */
  legend?: string;
  onChoose: (code: string) => void;
}) {
  // A trip may offer the families of several flights on one page.
  const group = useId();
  const families = detail.common.fare_families;
  if (families.length < 2) return null;
  return (
    <fieldset className={styles.fares}>
      <legend className={styles.sectionHeading}>{legend}</legend>
      <div className={styles.fareList}>
        {families.map((family) => {
          const rules = family.fare_description;
          const id = `${group}-${family.code}`;
          return (
            <label
              key={family.code}
              className={`${styles.fare} ${family.code === chosen ? styles.fareChosen : ''}`}
              htmlFor={id}
            >
              <span className={styles.fareHead}>
                <input
                  id={id}
                  type="radio"
                  name={group}
                  value={family.code}
                  checked={family.code === chosen}
                  onChange={() => onChoose(family.code)}
                  aria-describedby={`${id}-rules`}
                />
                <span className={styles.fareName}>{family.name}</span>
                <span className={styles.farePrice}>{formatRubles(family.total_price)}</span>
              </span>
              <ul className={styles.fareRules} id={`${id}-rules`}>
                <li className={family.baggage_included ? styles.fareYes : styles.fareNo}>
                  Багаж: {family.baggage_included ? rules.baggage : 'не включён'}
                </li>
                {rules.carry_on && <li>Ручная кладь: {rules.carry_on}</li>}
                {rules.refund && <li>{rules.refund}</li>}
                {rules.exchange && <li>{rules.exchange}</li>}
                {rules.meal && <li>{rules.meal}</li>}
              </ul>
            </label>
          );
        })}
      </div>
      <p className={styles.note}>Цена за всех пассажиров, со сбором сервиса.</p>
    </fieldset>
  );
}
