import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import { useId, useState, type FormEvent } from 'react';
import { PhoneInput } from '../../../components/phone-input/PhoneInput.tsx';
import { maskPhone } from '../../../components/phone-input/phone-mask.ts';
import { useSetAccountPhone } from '../../../features/accounts/api/account-phone.ts';
import styles from './AccountPhone.module.css';

/** The server's word on the number: its message under the field, or why the call failed. */
const problemOf = (error: unknown): string =>
  error instanceof AppError ? (error.fieldErrors?.phone?.[0] ?? error.message) : String(error);

/**
 * «Телефон для заказов»: the number every order form starts with, typed as the order form's
 * own field takes it; left empty, it is removed.
 */
export function AccountPhone({ phone }: { phone: string | null }) {
  const id = useId();
  const [typed, setTyped] = useState(() => maskPhone(phone ?? '', ''));
  const save = useSetAccountPhone();
  const problem = save.isError ? problemOf(save.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(typed);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id}>Телефон для заказов</label>
      <PhoneInput
        id={id}
        className="input"
        autoComplete="tel"
        value={typed}
        onChange={(next) => {
          setTyped(next);
          save.reset();
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        Подставим в формы заказа. Российский номер: +7 и 10 цифр
      </p>
      <p id={`${id}-status`} role="status" className={problem ? styles.error : styles.hint}>
        {problem ?? (save.isSuccess ? save.data.detail : '')}
      </p>
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? uiMessages.requestProcessing : 'Сохранить'}
      </button>
    </form>
  );
}
