import { apiCalls, API_BASE } from '@peresadka/contracts/api-calls';
import { AppError } from '@peresadka/contracts/errors';
import type { CheckedTicket, TicketCheck as Checked } from '@peresadka/contracts/ticket-check';
import { useId, useState, type FormEvent } from 'react';
import { checkTicket, useTicketPublicKey } from '../../features/tickets/api/ticket-check.ts';
import styles from './TicketCheck.module.css';

const RIDES: Record<CheckedTicket['mode'], string> = {
  TRAIN: 'Поезд',
  PLANE: 'Рейс',
  BUS: 'Автобус, рейс',
};

/** '2026-12-01T08:00+03:00' → «01.12.2026 08:00»: the departure station's own clock. */
const departureText = (departure: string) =>
  `${departure.slice(0, 10).split('-').reverse().join('.')} ${departure.slice(11, 16)}`;

/**
 * The key the tickets' QR codes are signed with, as the server publishes it, and the check of
 * a ticket number: what a conductor or a traveller needs to tell a real ticket.
 */
export function TicketCheck() {
  const key = useTicketPublicKey();
  return (
    <div className={styles.check}>
      <section aria-labelledby="ticket-key">
        <h3 id="ticket-key">Открытый ключ «Пересадки»</h3>
        {key.isError && <p role="alert">Не удалось загрузить ключ. Обновите страницу.</p>}
        {key.data && (
          <>
            <p>
              Алгоритм {key.data.algorithm}, формат QR-кода {key.data.format}. Ключ в формате PEM:
            </p>
            <pre className={styles.key}>{key.data.pem.trim()}</pre>
            <p>
              Он же — 32 байта в base64url: <code className={styles.raw}>{key.data.raw}</code>
            </p>
            <p>
              <a href={`${API_BASE}${apiCalls.ticketPublicKeyPem.path}`} download>
                Скачать ключ файлом
              </a>
            </p>
          </>
        )}
      </section>
      <NumberCheck />
    </div>
  );
}

function NumberCheck() {
  const inputId = useId();
  const [number, setNumber] = useState('');
  const [result, setResult] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!number.trim()) {
      setError('Укажите номер билета');
      return;
    }
    setPending(true);
    setError(null);
    try {
      setResult(await checkTicket(number.trim()));
    } catch (e) {
      setResult(null);
      const appError = e instanceof AppError ? e : null;
      setError(appError?.fieldErrors?.number?.[0] ?? appError?.userMessage ?? 'Ошибка проверки');
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="ticket-number-check">
      <h3 id="ticket-number-check">Проверить номер билета</h3>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Номер билета</label>
        <div className={styles.row}>
          <input
            id={inputId}
            className="input"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            placeholder="Например, 75550123456789 или АВ 0123456"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          <button type="submit" className="button" disabled={pending}>
            Проверить
          </button>
        </div>
        {error && (
          <p id={`${inputId}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
      <div aria-live="polite">{result && <CheckResult result={result} />}</div>
    </section>
  );
}

function CheckResult({ result }: { result: Checked }) {
  const { ticket } = result;
  return (
    <div className={`${styles.result} ${styles[result.status]}`}>
      <p className={styles.verdict}>{result.detail}</p>
      {ticket && (
        <dl>
          <dt>Билет</dt>
          <dd>{ticket.number}</dd>
          <dt>{RIDES[ticket.mode]}</dt>
          <dd>{ticket.ride}</dd>
          <dt>Отправление</dt>
          <dd>{departureText(ticket.departure)} по местному времени</dd>
          <dt>Маршрут</dt>
          <dd>
            {ticket.from} → {ticket.to}
          </dd>
          <dt>Место</dt>
          <dd>
            {[
              ticket.car && `вагон ${ticket.car}`,
              ticket.place ? `место ${ticket.place}` : 'без места',
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </dl>
      )}
    </div>
  );
}
