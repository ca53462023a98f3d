import {
  PASSENGER_COUNT_FIELD,
  SEARCH_WINDOW_DAYS,
  SITE_TIME_ZONE,
} from '@peresadka/contracts/constants';
import { addDays, formatWireDate, parseDate, toIsoDate, todayIn } from '@peresadka/contracts/dates';
import type { FieldErrors } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { SearchCriteria } from '@peresadka/contracts/search';
import { useState } from 'react';
import { ClassPicker } from './ClassPicker.tsx';
import { PassengerPicker } from './PassengerPicker.tsx';
import { PlaceField, type Place } from './PlaceField.tsx';
import { ReturnDate } from './ReturnDate.tsx';
import styles from './SearchForm.module.css';

const TOGGLES = [
  { key: 'combined_enabled', label: 'Комбинированные' },
  { key: 'airplane_enabled', label: 'Самолёт' },
  { key: 'train_enabled', label: 'Поезд' },
  { key: 'bus_enabled', label: 'Автобус' },
] as const;

const placeOf = (c: SearchCriteria, side: 'starting' | 'ending'): Place => ({
  name: c[`${side}_point`],
  region: c[`${side}_point_region`] ?? null,
  trainStation: c[`${side}_train_station`] ?? null,
  airplaneStation: c[`${side}_airplane_station`] ?? null,
});

const withPlace = (c: SearchCriteria, side: 'starting' | 'ending', p: Place): SearchCriteria => ({
  ...c,
  [`${side}_point`]: p.name,
  [`${side}_point_region`]: p.region,
  [`${side}_train_station`]: p.trainStation,
  [`${side}_airplane_station`]: p.airplaneStation,
});

/**
 * The schema's code (zod) is not part of the home page's first JavaScript: it loads when the
 * visitor first touches the form, and a search waits for it at worst.
 */
const validation = () => import('./validate-search.ts');

/** The wire date ('2026/11/5') as a date input holds it ('2026-11-05'), and back. */
const inputDate = (wire: string) => {
  const date = parseDate(wire);
  return date ? toIsoDate(date) : '';
};
const wireDate = (input: string) => {
  const date = parseDate(input);
  return date ? formatWireDate(date) : input;
};

/**
 * The search form of SPEC §2 and §5, on the home page and above the results: every rule and
 * message comes from the shared schema, so the form refuses exactly what the server would.
 */
export function SearchForm({
  initial,
  onSearch,
}: {
  initial: SearchCriteria;
  onSearch: (criteria: SearchCriteria) => void;
}) {
  const [draft, setDraft] = useState<SearchCriteria>(() => ({
    ...initial,
    date: initial.date || formatWireDate(todayIn(SITE_TIME_ZONE, new Date())),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const today = todayIn(SITE_TIME_ZONE, new Date());
  const set = (patch: Partial<SearchCriteria>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checks = await validation().catch(() => null);
    if (!checks) {
      setErrors({ form: [uiMessages.chunkLoadFailed] });
      return;
    }
    const result = checks.validateSearch(draft);
    setErrors(result.errors);
    if (result.criteria) onSearch(result.criteria);
  };
  const messages = Object.values(errors).flat();
  const first = (key: string) => errors[key]?.[0];

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      // Fetched ahead; if that fails, the submit says so.
      onFocus={() => void validation().catch(() => undefined)}
      noValidate
      aria-label="Поиск билетов"
    >
      <div className={styles.points}>
        <PlaceField
          label="Откуда"
          place={placeOf(draft, 'starting')}
          onChange={(p) => setDraft((d) => withPlace(d, 'starting', p))}
          error={first('starting_point')}
        />
        <PlaceField
          label="Куда"
          place={placeOf(draft, 'ending')}
          onChange={(p) => setDraft((d) => withPlace(d, 'ending', p))}
          error={first('ending_point')}
        />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="search-date">Дата</label>
          <input
            id="search-date"
            type="date"
            className="input"
            value={inputDate(draft.date)}
            min={toIsoDate(today)}
            max={toIsoDate(addDays(today, SEARCH_WINDOW_DAYS))}
            aria-invalid={first('date') ? true : undefined}
            onChange={(event) => set({ date: wireDate(event.target.value) })}
          />
          {first('date') && <p className={styles.error}>{first('date')}</p>}
        </div>
        <ReturnDate
          value={draft.return_date ?? null}
          earliest={parseDate(draft.date) ?? today}
          last={addDays(today, SEARCH_WINDOW_DAYS)}
          error={first('return_date')}
          onChange={(date) => {
            set({ return_date: date === null ? null : wireDate(date) });
            // Its message was about the date just changed.
            setErrors(({ return_date: _said, ...rest }) => rest);
          }}
        />
        <fieldset className={styles.field}>
          <legend className={styles.label}>Время отправления, ч</legend>
          <div className={styles.timeRange}>
            <input
              type="number"
              className="input"
              aria-label="Отправление с, ч"
              min={0}
              max={24}
              value={draft.time_from}
              onChange={(event) => set({ time_from: Number(event.target.value) })}
            />
            <span aria-hidden="true">—</span>
            <input
              type="number"
              className="input"
              aria-label="Отправление до, ч"
              min={0}
              max={24}
              value={draft.time_to}
              onChange={(event) => set({ time_to: Number(event.target.value) })}
            />
          </div>
          {(first('time_from') ?? first('time_to')) && (
            <p className={styles.error}>{first('time_from') ?? first('time_to')}</p>
          )}
        </fieldset>
        <PassengerPicker
          counts={draft}
          onChange={(counts) => set(counts)}
          error={first(PASSENGER_COUNT_FIELD)}
        />
        <ClassPicker
          value={draft.service_class}
          onChange={(service_class) => set({ service_class })}
        />
      </div>
      <fieldset className={styles.toggles}>
        <legend className="visually-hidden">Виды транспорта</legend>
        {TOGGLES.map((toggle) => (
          <label key={toggle.key} className={styles.toggle}>
            <input
              type="checkbox"
              checked={draft[toggle.key]}
              onChange={(event) => set({ [toggle.key]: event.target.checked })}
            />
            {toggle.label}
          </label>
        ))}
      </fieldset>
      <div role="alert" aria-live="assertive" className={styles.errors}>
        {messages.length > 0 && (
          <ul>
            {[...new Set(messages)].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="submit" className={`button ${styles.submit}`}>
        Найти билеты
      </button>
    </form>
  );
}
