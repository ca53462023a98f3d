import type { ServiceClass } from '@peresadka/contracts/enums';
import { serviceClassLabels } from '@peresadka/contracts/search-labels';
import { FieldPopup } from './FieldPopup.tsx';
import styles from './SearchForm.module.css';

/** SPEC §2: the service-class popup: Эконом, Бизнес, Первый, Комфорт. */
export function ClassPicker({
  value,
  onChange,
}: {
  value: ServiceClass;
  onChange: (value: ServiceClass) => void;
}) {
  return (
    <FieldPopup
      id="class"
      label="Класс"
      value={serviceClassLabels[value]}
      dialogLabel="Класс обслуживания"
    >
      <fieldset>
        <legend className="visually-hidden">Класс обслуживания</legend>
        {(Object.keys(serviceClassLabels) as ServiceClass[]).map((option) => (
          <label key={option} className={styles.station}>
            <input
              type="radio"
              name="service_class"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {serviceClassLabels[option]}
          </label>
        ))}
      </fieldset>
    </FieldPopup>
  );
}
