import { carrierLabel } from '@peresadka/contracts/airlines';
import { carTypeLabels, searchTransportLabels } from '@peresadka/contracts/search-labels';
import type { SearchTransportType } from '@peresadka/contracts/enums';
import { useState } from 'react';
import { NO_FILTERS, type FilterChoices, type Filters, type Mode } from './filters.ts';
import styles from './ResultsScreen.module.css';
import { activeFilters } from './view-params.ts';

const MODE_LABELS: Record<Mode, string> = { PLANE: 'Самолёт', TRAIN: 'Поезд', BUS: 'Автобус' };

function HourRange({
  legend,
  from,
  to,
  onChange,
}: {
  legend: string;
  from: number;
  to: number;
  onChange: (from: number, to: number) => void;
}) {
  const clamp = (n: number) => Math.min(24, Math.max(0, Number.isFinite(n) ? n : 0));
  return (
    <fieldset className={styles.filterGroup}>
      <legend>{legend}, ч</legend>
      <input
        type="number"
        min={0}
        max={24}
        aria-label={`${legend} с, ч`}
        value={from}
        onChange={(e) => onChange(clamp(Number(e.target.value)), to)}
      />
      <span aria-hidden="true"> — </span>
      <input
        type="number"
        min={0}
        max={24}
        aria-label={`${legend} до, ч`}
        value={to}
        onChange={(e) => onChange(from, clamp(Number(e.target.value)))}
      />
    </fieldset>
  );
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list, item] : list.filter((x) => x !== item);

/**
 * Filters of one tab's results (times on the station clocks, changes, carriers, modes, car
 * types, lower berths, baggage): each tab has its own, and the panel says which tab it narrows
 * and how many filters are on, open when the tab shows with any on.
 */
export function FilterPanel({
  tab,
  filters,
  onChange,
  choices,
  showModes,
}: {
  tab: SearchTransportType;
  filters: Filters;
  onChange: (filters: Filters) => void;
  choices: FilterChoices;
  showModes: boolean;
}) {
  const { carriers, carTypes } = choices;
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const active = activeFilters(filters);
  // Open when the tab opens with filters on; then as the visitor leaves it (a reset keeps it open).
  const [open, setOpen] = useState(active > 0);
  const tabName = tab === 'COMBINED' ? 'комбинированные' : searchTransportLabels[tab].toLowerCase();
  return (
    <details
      className={styles.filters}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        Фильтры: {tabName}
        {active > 0 && <span className={styles.narrowed}> · включено: {active}</span>}
      </summary>
      <HourRange
        legend="Отправление"
        from={filters.departFrom}
        to={filters.departTo}
        onChange={(departFrom, departTo) => set({ departFrom, departTo })}
      />
      <HourRange
        legend="Прибытие"
        from={filters.arriveFrom}
        to={filters.arriveTo}
        onChange={(arriveFrom, arriveTo) => set({ arriveFrom, arriveTo })}
      />
      <label className={styles.filterGroup}>
        Пересадок не больше{' '}
        <select
          value={filters.maxTransfers ?? ''}
          onChange={(e) =>
            set({ maxTransfers: e.target.value === '' ? null : Number(e.target.value) })
          }
        >
          <option value="">любое число</option>
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {carriers.length > 1 && (
        <fieldset className={styles.filterGroup}>
          <legend>Перевозчики</legend>
          {carriers.map((c) => (
            <label key={c} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.carriers.includes(c)}
                onChange={(e) => set({ carriers: toggle(filters.carriers, c, e.target.checked) })}
              />
              {carrierLabel(c)}
            </label>
          ))}
        </fieldset>
      )}
      {carTypes.length > 0 && (
        <fieldset className={styles.filterGroup}>
          <legend>Тип вагона</legend>
          {carTypes.map((type) => (
            <label key={type} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.carTypes.includes(type)}
                onChange={(e) =>
                  set({ carTypes: toggle(filters.carTypes, type, e.target.checked) })
                }
              />
              {carTypeLabels[type]}
            </label>
          ))}
        </fieldset>
      )}
      {choices.lowerBerths && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.lowerBerths}
            onChange={(e) => set({ lowerBerths: e.target.checked })}
          />
          Есть нижние места
        </label>
      )}
      {choices.baggage && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.baggage}
            onChange={(e) => set({ baggage: e.target.checked })}
          />
          Багаж включён в тариф
        </label>
      )}
      {showModes && (
        <fieldset className={styles.filterGroup}>
          <legend>Виды транспорта в маршруте</legend>
          {(Object.keys(MODE_LABELS) as Mode[]).map((m) => (
            <label key={m} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.modes.includes(m)}
                onChange={(e) => set({ modes: toggle(filters.modes, m, e.target.checked) })}
              />
              {MODE_LABELS[m]}
            </label>
          ))}
        </fieldset>
      )}
      <button
        type="button"
        className={styles.tab}
        disabled={active === 0}
        onClick={() => onChange(NO_FILTERS)}
      >
        Сбросить фильтры
      </button>
    </details>
  );
}
