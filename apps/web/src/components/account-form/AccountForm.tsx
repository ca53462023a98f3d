import { AppError, fieldErrorsFromZod, type FieldErrors } from '@peresadka/contracts/errors';
import { authErrorMessage, uiMessages } from '@peresadka/contracts/messages';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Captcha } from '../captcha/Captcha.tsx';
import { Notice } from './Notice.tsx';
import { PhoneInput } from '../phone-input/PhoneInput.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import styles from './AccountForm.module.css';

export type FieldSpec = {
  name: string;
  label: string;
  kind?: 'text' | 'email' | 'password' | 'tel' | 'textarea' | 'checkbox';
  autoComplete?: string;
  /** A checkbox's label may hold links (the agreements of registration). */
  labelContent?: ReactNode;
  initial?: string | boolean;
};

type Values = Record<string, string | boolean>;

/** A new password typed twice, as the reset and change forms ask for it. */
export const NEW_PASSWORD_FIELDS: FieldSpec[] = [
  { name: 'new_password', label: 'Новый пароль', kind: 'password', autoComplete: 'new-password' },
  {
    name: 're_new_password',
    label: 'Повторите новый пароль',
    kind: 'password',
    autoComplete: 'new-password',
  },
];

/** SPEC §9: an auth form's error stays 4 s; the inline messages stay until the next try. */
const BANNER_MS = 4000;

/**
 * One form for sign-in, registration, the password screens and support: every field is
 * checked by the contracts' schema (the same rules and Russian messages as the server), the
 * captcha is solved afresh after each failed submit. Each error shows once: beside its field,
 * or — belonging to none, like a wrong password — in the banner, as SPEC §8 words it. When the
 * call answers with a message, the form gives way to it.
 */
export function AccountForm<Schema extends z.ZodType>({
  label,
  fields,
  schema,
  submitLabel,
  onSubmit,
  extra,
  next,
}: {
  label: string;
  fields: FieldSpec[];
  schema: Schema;
  submitLabel: string;
  /**
   * Sends the checked payload: resolves with the server's message to show instead of the form
   * (or nothing, when it navigates away); throws the server's AppError on failure.
   */
  onSubmit: (payload: z.infer<Schema>) => Promise<string | void>;
  /** Values that are not typed, such as the uid and token of an e-mailed link. */
  extra?: Values;
  /** Where to go on from the server's message (a link under it). */
  next?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(
      fields.map((f) => [f.name, f.initial ?? (f.kind === 'checkbox' ? false : '')]),
    ),
  );
  const [captcha, setCaptcha] = useState('');
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const onCaptcha = useCallback((payload: string) => setCaptcha(payload), []);

  /** Errors shown beside their own field (the captcha's beside it): never in the banner too. */
  const placed = new Set([...fields.map((f) => f.name), 'captcha']);
  const unplaced = (found: FieldErrors) =>
    Object.entries(found).flatMap(([name, messages]) => (placed.has(name) ? [] : messages));
  const focusFirstInvalid = (found: FieldErrors) => {
    const first = fields.find((f) => found[f.name]);
    if (first) document.getElementById(`${id}-${first.name}`)?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ ...values, ...extra, captcha });
    if (!parsed.success) {
      const found = fieldErrorsFromZod(parsed.error);
      setErrors(found);
      setBanner(unplaced(found)[0] ?? null);
      focusFirstInvalid(found);
      return;
    }
    setPending(true);
    setErrors({});
    setBanner(null);
    try {
      const message = await onSubmit(parsed.data);
      if (message) setDone(message);
    } catch (error) {
      const appError = error instanceof AppError ? error : null;
      const found = appError?.fieldErrors ?? {};
      setErrors(found);
      const elsewhere = unplaced(found)[0];
      const besideFields = Object.keys(found).some((name) => placed.has(name));
      setBanner(
        elsewhere !== undefined
          ? authErrorMessage(elsewhere)
          : besideFields
            ? null
            : appError
              ? authErrorMessage(appError.firstMessage())
              : uiMessages.errorOccurred,
      );
      focusFirstInvalid(found);
      // A solution is accepted once, whatever the outcome: the next try needs a new one.
      setCaptcha('');
      setGeneration((g) => g + 1);
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <Notice>
        <p>{done}</p>
        {next && <p>{next}</p>}
      </Notice>
    );
  }

  const set = (name: string, value: string | boolean) =>
    setValues((v) => ({ ...v, [name]: value }));
  const errorOf = (name: string) => errors[name]?.[0];

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errorOf(field.name);
        const common = {
          id: inputId,
          name: field.name,
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
        };
        const value = values[field.name];
        return (
          <div key={field.name} className={styles.field}>
            {field.kind === 'checkbox' ? (
              <label className={styles.checkbox}>
                <input
                  {...common}
                  type="checkbox"
                  checked={value === true}
                  onChange={(e) => set(field.name, e.target.checked)}
                />
                <span>{field.labelContent ?? field.label}</span>
              </label>
            ) : (
              <>
                <label htmlFor={inputId}>{field.label}</label>
                {field.kind === 'password' ? (
                  <PasswordInput
                    {...common}
                    className="input"
                    value={String(value)}
                    onChange={(text) => set(field.name, text)}
                  />
                ) : field.kind === 'tel' ? (
                  <PhoneInput
                    {...common}
                    className="input"
                    value={String(value)}
                    onChange={(text) => set(field.name, text)}
                  />
                ) : field.kind === 'textarea' ? (
                  <textarea
                    {...common}
                    className="input"
                    rows={6}
                    value={String(value)}
                    onChange={(e) => set(field.name, e.target.value)}
                  />
                ) : (
                  <input
                    {...common}
                    className="input"
                    type={field.kind ?? 'text'}
                    value={String(value)}
                    onChange={(e) => set(field.name, e.target.value)}
                  />
                )}
              </>
            )}
            {error && (
              <p id={`${inputId}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Captcha onChange={onCaptcha} generation={generation} error={errorOf('captcha')} />
      <div role="alert" className={banner ? styles.banner : undefined}>
        {banner}
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? 'Отправляем…' : submitLabel}
      </button>
    </form>
  );
}
