import type { ContactsDraft } from '../form/form-model.ts';
import { Field } from '../form/Field.tsx';
import { PhoneInput } from '../../../../components/phone-input/PhoneInput.tsx';
import styles from '../OrderCreate.module.css';

/** Where the tickets and the carrier's news go (SPEC §3 contact block). */
export function ContactsFieldset({
  contacts,
  onChange,
  errorOf,
}: {
  contacts: ContactsDraft;
  onChange: (contacts: ContactsDraft) => void;
  errorOf: (field: keyof ContactsDraft) => string | undefined;
}) {
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>Контактные данные</legend>
      <p className={styles.note}>
        Пришлём билеты на e-mail; по телефону перевозчик сообщит об изменениях рейса.
      </p>
      <div className={styles.grid}>
        <Field
          label="Телефон"
          hint="Российский номер: +7 и 10 цифр"
          error={errorOf('contact_phone')}
        >
          {(control) => (
            <PhoneInput
              {...control}
              className="input"
              autoComplete="tel"
              value={contacts.contact_phone}
              onChange={(contact_phone) => onChange({ ...contacts, contact_phone })}
            />
          )}
        </Field>
        <Field label="E-mail" error={errorOf('contact_email')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              value={contacts.contact_email}
              onChange={(event) => onChange({ ...contacts, contact_email: event.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
