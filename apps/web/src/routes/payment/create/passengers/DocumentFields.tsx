import { documentNumberRules } from '@peresadka/contracts/documents';
import { documentTypeLabels, ZDocumentType, type DocumentType } from '@peresadka/contracts/enums';
import { withDocumentType } from './change-rules.ts';
import { CitizenshipField } from './CitizenshipField.tsx';
import { Field } from '../form/Field.tsx';
import type { PersonDraft } from '../form/form-model.ts';

/** Documents whose numbers are digits only: phones offer the digit keypad. */
const DIGIT_DOCUMENTS: ReadonlySet<DocumentType> = new Set<DocumentType>([
  'RussianPassport',
  'RussianForeignPassport',
  'SailorPassport',
  'MedicalBirthCertificate',
]);

/**
 * Citizenship and the identity document, with the hint of each document's number rule; a
 * foreign passport of a Russian citizen also has its expiry date asked.
 */
export function DocumentFields<Person extends PersonDraft>({
  person,
  today,
  change,
  errorOf,
}: {
  person: Person;
  today: string;
  change: (person: Person) => void;
  errorOf: (field: string) => string | undefined;
}) {
  return (
    <>
      <Field label="Гражданство" error={errorOf('citizenship')}>
        {(control) => (
          <CitizenshipField
            control={control}
            value={person.citizenship}
            onChange={(citizenship) => change({ ...person, citizenship })}
          />
        )}
      </Field>
      <Field label="Документ" error={errorOf('document_type')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={person.document_type}
            onChange={(event) =>
              change(withDocumentType(person, ZDocumentType.parse(event.target.value)))
            }
          >
            {ZDocumentType.options.map((type) => (
              <option key={type} value={type}>
                {documentTypeLabels[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Номер документа"
        hint={documentNumberRules[person.document_type]?.message}
        error={errorOf('document_number')}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="off"
            spellCheck={false}
            inputMode={DIGIT_DOCUMENTS.has(person.document_type) ? 'numeric' : 'text'}
            value={person.document_number}
            onChange={(event) => change({ ...person, document_number: event.target.value })}
          />
        )}
      </Field>
      {person.document_type === 'RussianForeignPassport' && (
        <Field label="Действителен до" error={errorOf('document_valid_till')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              min={today}
              value={person.document_valid_till}
              onChange={(event) => change({ ...person, document_valid_till: event.target.value })}
            />
          )}
        </Field>
      )}
    </>
  );
}
