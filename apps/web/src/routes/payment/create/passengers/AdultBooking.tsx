import { Field } from '../form/Field.tsx';
import styles from '../OrderCreate.module.css';

/**
 * SPEC §3: children fly with an adult. When no adult is in this order, the adult's own
 * booking (PNR and surname) on these flights is asked for instead.
 */
export function AdultBooking({
  pnr,
  surname,
  onChange,
  errorOf,
}: {
  pnr: string;
  surname: string;
  onChange: (booking: { pnr: string; adult_surname: string }) => void;
  errorOf: (field: 'pnr' | 'adult_surname') => string | undefined;
}) {
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>Бронирование сопровождающего взрослого</legend>
      <p className={styles.note}>
        Дети до 12 лет летят только со взрослым. Укажите номер бронирования (PNR) и фамилию
        взрослого, который летит этими рейсами.
      </p>
      <div className={styles.grid}>
        <Field label="Номер бронирования (PNR)" error={errorOf('pnr')}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              spellCheck={false}
              value={pnr}
              onChange={(event) => onChange({ pnr: event.target.value, adult_surname: surname })}
            />
          )}
        </Field>
        <Field label="Фамилия взрослого" error={errorOf('adult_surname')}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              value={surname}
              onChange={(event) => onChange({ pnr, adult_surname: event.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
