import { useState } from 'react';
import styles from './AccountForm.module.css';

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type' | 'value'> & {
  value: string;
  onChange: (text: string) => void;
};

/** A password with the show/hide toggle of SPEC §2's login form. */
export function PasswordInput({ value, onChange, ...input }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <span className={styles.password}>
      <input
        {...input}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className={styles.reveal}
        aria-pressed={shown}
        aria-label={shown ? 'Скрыть пароль' : 'Показать пароль'}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Скрыть' : 'Показать'}
      </button>
    </span>
  );
}
