import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import { todayIn, toIsoDate } from '@peresadka/contracts/dates';
import { sexLabels, ZSex } from '@peresadka/contracts/enums';
import type { SavedPassenger } from '@peresadka/contracts/orders';
import { nameHints } from '@peresadka/contracts/passenger';
import { withSavedPassenger } from './change-rules.ts';
import { DocumentFields } from './DocumentFields.tsx';
import { Field } from '../form/Field.tsx';
import type { PersonDraft } from '../form/form-model.ts';
import { SavedPassengerPicker } from './SavedPassengerPicker.tsx';
import styles from '../OrderCreate.module.css';

const BIRTHDAY_MIN = '1901-01-01';

type NameField = 'last_name' | 'first_name' | 'middle_name';

const NAMES: { field: NameField; label: string; hint?: string }[] = [
  { field: 'last_name', label: 'Фамилия', hint: nameHints.severalWords },
  { field: 'first_name', label: 'Имя' },
  { field: 'middle_name', label: 'Отчество', hint: nameHints.absent },
];

/**
 * Who travels and on what document: the part of a passenger block every mode asks (SPEC §3).
 * `adjust` applies a mode's own consequences of a change (a train drops barred bonus cards).
 */
export function PersonFields<Person extends PersonDraft>({
  person,
  onChange,
  errorOf,
  saved,
  adjust = (next) => next,
}: {
  person: Person;
  onChange: (person: Person) => void;
  errorOf: (field: string) => string | undefined;
  saved: readonly SavedPassenger[];
  adjust?: (person: Person) => Person;
}) {
  const change = (next: Person) => onChange(adjust(next));
  const today = toIsoDate(todayIn(SITE_TIME_ZONE, new Date()));

  return (
    <>
      {saved.length > 0 && (
        <SavedPassengerPicker
          saved={saved}
          onPick={(passenger) => change(withSavedPassenger(person, passenger))}
        />
      )}
      <div className={styles.grid}>
        {NAMES.map(({ field, label, hint }) => (
          <Field key={field} label={label} hint={hint} error={errorOf(field)}>
            {(control) => (
              <input
                {...control}
                className="input"
                autoComplete="off"
                value={person[field]}
                onChange={(event) => change({ ...person, [field]: event.target.value })}
              />
            )}
          </Field>
        ))}
        <Field label="Пол" error={errorOf('sex')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={person.sex}
              onChange={(event) => change({ ...person, sex: ZSex.parse(event.target.value) })}
            >
              {person.sex === '' && <option value="">Выберите пол</option>}
              <option value="Male">{sexLabels.Male}</option>
              <option value="Female">{sexLabels.Female}</option>
            </select>
          )}
        </Field>
        <Field label="Дата рождения" error={errorOf('birthday')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              min={BIRTHDAY_MIN}
              max={today}
              value={person.birthday}
              onChange={(event) => change({ ...person, birthday: event.target.value })}
            />
          )}
        </Field>
        <DocumentFields person={person} today={today} change={change} errorOf={errorOf} />
      </div>
    </>
  );
}
