import { BONUS_CARD_MAX_DIGITS } from '@peresadka/contracts/constants';
import type { CarInfo } from '@peresadka/contracts/detail';
import { bonusCardsAllowed } from '@peresadka/contracts/documents';
import {
  documentTypeLabels,
  preferredTariffLabels,
  ZPreferredTariff,
} from '@peresadka/contracts/enums';
import { BeddingChoice } from './BeddingChoice.tsx';
import { TransitDocumentChoice } from './TransitDocumentChoice.tsx';
import { CheckboxField, Field } from '../form/Field.tsx';
import type { TrainPassengerDraft } from '../form/form-model.ts';
import styles from '../OrderCreate.module.css';

const CARDS = [
  { field: 'rzd_bonus_card', label: 'Карта «РЖД Бонус»' },
  { field: 'universal_bonus_card', label: 'Дорожная карта' },
] as const;

/**
 * What a train ticket adds: bedding and registration where offered, bonus cards, and an
 * adult's age tariff (none chosen is the full fare).
 */
export function TrainExtras({
  passenger,
  car,
  crossesBorder,
  trainHasRegistration,
  errorOf,
  onChange,
}: {
  passenger: TrainPassengerDraft;
  car: CarInfo | undefined;
  /** The car type chosen (any car of it) takes the traveller through another country. */
  crossesBorder: boolean;
  trainHasRegistration: boolean;
  errorOf: (field: string) => string | undefined;
  onChange: (passenger: TrainPassengerDraft) => void;
}) {
  const allowed = bonusCardsAllowed(passenger.document_type);
  const barred = `Недоступна для документа «${documentTypeLabels[passenger.document_type]}»`;
  return (
    <div className={styles.grid}>
      {car && (
        <BeddingChoice
          car={car}
          checked={passenger.bedding}
          onChange={(bedding) => onChange({ ...passenger, bedding })}
        />
      )}
      {trainHasRegistration && (
        <CheckboxField
          label="Электронная регистрация"
          hint="Посадка по документу, без распечатанного билета"
          checked={passenger.set_electronic_registration}
          onChange={(on) => onChange({ ...passenger, set_electronic_registration: on })}
        />
      )}
      {crossesBorder && (
        <TransitDocumentChoice
          value={passenger.transit_document}
          error={errorOf('transit_document')}
          onChange={(transit_document) => onChange({ ...passenger, transit_document })}
        />
      )}
      {CARDS.map(({ field, label }) => (
        <Field
          key={field}
          label={label}
          hint={allowed[field] ? `Только цифры, не больше ${BONUS_CARD_MAX_DIGITS}` : barred}
          error={errorOf(field)}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              disabled={!allowed[field]}
              value={passenger[field]}
              onChange={(event) => onChange({ ...passenger, [field]: event.target.value })}
            />
          )}
        </Field>
      ))}
      {passenger.passenger_category === 'Adult' && (
        <Field label="Тариф" error={errorOf('preferred_tariff')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={passenger.preferred_tariff}
              onChange={(event) =>
                onChange({
                  ...passenger,
                  preferred_tariff:
                    event.target.value === '' ? '' : ZPreferredTariff.parse(event.target.value),
                })
              }
            >
              <option value="">{preferredTariffLabels.Full}</option>
              {ZPreferredTariff.exclude(['Full']).options.map((tariff) => (
                <option key={tariff} value={tariff}>
                  {preferredTariffLabels[tariff]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
