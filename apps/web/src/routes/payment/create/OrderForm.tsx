import { uiMessages } from '@peresadka/contracts/messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { useUserInfo } from '../../../features/accounts/api/favorites.ts';
import { maskPhone } from '../../../components/phone-input/phone-mask.ts';
import { useSignedIn } from '../../../state/session.ts';
import { ContactsFieldset } from './contacts/ContactsFieldset.tsx';
import { generalErrors, messageAt } from './form/form-errors.ts';
import type { ContactsDraft } from './form/form-model.ts';
import type { OrderFormState } from './form/use-order-form.ts';
import styles from './OrderCreate.module.css';

/** Fields of a passenger block that hold their own messages, by the server's field names. */
export const PERSON_FIELDS = [
  'last_name',
  'first_name',
  'middle_name',
  'sex',
  'birthday',
  'citizenship',
  'document_type',
  'document_number',
  'document_valid_till',
] as const;

/** Whether a message has a field of its own in the form, given a mode's passenger fields. */
export const shownIn =
  (passengerFields: ReadonlySet<string>) =>
  (key: string): boolean => {
    if (key.startsWith('contacts.')) return true;
    const field = /^passengers\.\d+\.([^.]+)/.exec(key)?.[1];
    return field !== undefined && passengerFields.has(field);
  };

/**
 * The frame of every order form: contacts, the passengers (given by the mode), problems that
 * belong to no single field, the red block of SPEC §8 and «Продолжить».
 */
export function OrderForm<Draft extends { contacts: ContactsDraft; passengers: unknown[] }>({
  order,
  shown,
  children,
  before,
  after,
}: {
  order: OrderFormState<Draft>;
  shown: (key: string) => boolean;
  /** Above the contacts: what is bought for everyone (a plane's fare family). */
  before?: ReactNode;
  /** The passenger blocks. */
  children: ReactNode;
  /** Below the passengers: adding one, an adult's booking. */
  after?: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { setDraft } = order;
  // The account's e-mail and phone, where the form has none yet: the tickets go where its
  // letters go, and the carrier calls the number of its last orders.
  const account = useUserInfo(useSignedIn()).data;
  const accountEmail = account?.email;
  const accountPhone = account?.phone;
  useEffect(() => {
    setDraft((d) => {
      const contacts = {
        contact_email: d.contacts.contact_email || accountEmail || '',
        contact_phone: d.contacts.contact_phone || maskPhone(accountPhone ?? '', ''),
      };
      return contacts.contact_email === d.contacts.contact_email &&
        contacts.contact_phone === d.contacts.contact_phone
        ? d
        : { ...d, contacts };
    });
  }, [accountEmail, accountPhone, setDraft]);

  useEffect(() => {
    if (order.problemsFound > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [order.problemsFound]);

  const general = generalErrors(order.errors, shown);
  return (
    <form ref={form} className={styles.form} onSubmit={order.submit} noValidate>
      {before}
      <ContactsFieldset
        contacts={order.draft.contacts}
        onChange={(contacts) => order.setDraft((d) => ({ ...d, contacts }))}
        errorOf={(field) => messageAt(order.errors, `contacts.${field}`)}
      />
      <h2 className={styles.sectionHeading}>Пассажиры</h2>
      {children}
      {after}
      {general.length > 0 && (
        <ul className={styles.general}>
          {general.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div role="alert" className={order.banner ? styles.banner : undefined}>
        {order.banner?.text}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={order.pending}>
          {order.pending ? uiMessages.requestProcessing : 'Продолжить'}
        </button>
        <p className={styles.note}>
          Итоговую стоимость с местами и услугами покажем на следующем шаге, до оплаты.
        </p>
      </div>
    </form>
  );
}
