import { serviceClassLabels, ZServiceClass, type ServiceClass } from '@peresadka/contracts/enums';
import { useRef, useState } from 'react';
import { useDismiss } from '../use-dismiss.ts';
import styles from './SearchForm.module.css';

/** SPEC §2: the service-class popup: Эконом, Бизнес, Первый, Комфорт. */
export function ClassPicker({
  value,
  onChange,
}: {
  value: ServiceClass;
  onChange: (value: ServiceClass) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useDismiss(popup, open, close, button);

  return (
    <div className={styles.field}>
      <span className={styles.label} id="class-label">
        Класс
      </span>
      <button
        ref={button}
        type="button"
        className={styles.input}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby="class-label class-value"
        onClick={() => setOpen((o) => !o)}
      >
        <span id="class-value">{serviceClassLabels[value]}</span>
      </button>
      {open && (
        <div ref={popup} role="dialog" aria-label="Класс обслуживания" className={styles.popup}>
          <fieldset>
            <legend className="visually-hidden">Класс обслуживания</legend>
            {ZServiceClass.options.map((option) => (
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
          <button
            type="button"
            className="button"
            aria-label="Закрыть выбор класса"
            onClick={() => {
              close();
              button.current?.focus();
            }}
          >
            Готово
          </button>
        </div>
      )}
    </div>
  );
}
