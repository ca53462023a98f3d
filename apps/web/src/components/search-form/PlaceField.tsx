import { stationTypeLabels } from '@peresadka/contracts/search-labels';
import { formatPlace, splitPlace } from '@peresadka/contracts/place-text';
import type { CitySuggestion, TransportNodeSuggestion } from '@peresadka/contracts/suggest';
import { useId, useRef, useState } from 'react';
import { usePlaceSuggestions } from '../../features/places/api/place-suggestions.ts';
import { useDismiss } from '../use-dismiss.ts';
import { useSettled } from '../use-settled.ts';
import styles from './SearchForm.module.css';

export type Place = {
  name: string;
  region: string | null;
  trainStation: number | null;
  airplaneStation: number | null;
};

type Option =
  { kind: 'city'; city: CitySuggestion } | { kind: 'node'; node: TransportNodeSuggestion };

/**
 * A point of the journey (SPEC §2, §4): typed text with a dropdown of cities — each expandable
 * into its rail stations and airports to tick — and of transport nodes. Arrow keys move through
 * the options, Enter picks one, Escape closes.
 */
export function PlaceField({
  label,
  place,
  onChange,
  error,
}: {
  label: string;
  place: Place;
  onChange: (place: Place) => void;
  error: string | undefined;
}) {
  const id = useId();
  const shown = formatPlace(place.name, place.region);
  const [text, setText] = useState(shown);
  // A place chosen from outside (swapped, restored) replaces what was typed, during render
  // rather than in an effect, so the field never paints the old text first.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  useDismiss(popup, open, () => setOpen(false), input);

  const query = useSettled(splitPlace(text).name.trim());
  const { cities, nodes } = usePlaceSuggestions(query, open && query.length >= 2);
  const options: Option[] = [
    ...(cities.data ?? []).map((city) => ({ kind: 'city' as const, city })),
    ...(nodes.data ?? [])
      .filter((node) => node.type !== 'BusStop')
      .slice(0, 5)
      .map((node) => ({ kind: 'node' as const, node })),
  ];

  const pick = (option: Option) => {
    if (option.kind === 'city') {
      onChange({
        name: option.city.name,
        region: option.city.region_name,
        trainStation: null,
        airplaneStation: null,
      });
    } else {
      const { node } = option;
      onChange({
        name: node.city || node.name,
        region: null,
        trainStation: node.type === 'RailwayStation' ? node.id : null,
        airplaneStation: node.type === 'Airport' ? node.id : null,
      });
    }
    setOpen(false);
    input.current?.focus();
  };

  /** Ticking a station keeps only the ticks of its own city (SPEC §2). */
  const toggleStation = (city: CitySuggestion, stationId: number, type: string, on: boolean) => {
    const sameCity = place.name === city.name && place.region === city.region_name;
    const base = sameCity ? place : { ...place, trainStation: null, airplaneStation: null };
    const field = type === 'Airport' ? 'airplaneStation' : 'trainStation';
    onChange({
      ...base,
      name: city.name,
      region: city.region_name,
      [field]: on ? stationId : null,
    });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    }
  };

  const optionId = (i: number) => `${id}-option-${i}`;
  const ticked = (stationId: number) =>
    place.trainStation === stationId || place.airplaneStation === stationId;

  return (
    <div
      className={styles.field}
      onBlur={(event) => {
        // Tabbing on to the next field closes the list; moving within it does not.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={input}
        className="input"
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          const { name, region } = splitPlace(event.target.value);
          onChange({ name, region, trainStation: null, airplaneStation: null });
        }}
        onKeyDown={onKeyDown}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {open && options.length > 0 && (
        <div
          ref={popup}
          className={styles.dropdown}
          // A click on an option must not take focus from the input first, or the list closes.
          onMouseDown={(event) => event.preventDefault()}
        >
          <ul id={`${id}-list`} role="listbox" aria-label={`${label}: варианты`}>
            {options.map((option, i) =>
              option.kind === 'city' ? (
                <li key={`c${option.city.city_id}`} className={styles.cityOption}>
                  <div
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className={i === active ? styles.activeOption : styles.option}
                    onClick={() => pick(option)}
                  >
                    <strong>{option.city.name}</strong>{' '}
                    {option.city.region_name !== option.city.name && (
                      <span className={styles.muted}>{option.city.region_name}</span>
                    )}
                  </div>
                  {option.city.stations.some((s) => s.type !== 'BusStop') && (
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={expanded === option.city.city_id}
                      aria-label={`Вокзалы и аэропорты: ${option.city.name}`}
                      onClick={() =>
                        setExpanded((e) => (e === option.city.city_id ? null : option.city.city_id))
                      }
                    >
                      {expanded === option.city.city_id ? '▴' : '▾'}
                    </button>
                  )}
                  {expanded === option.city.city_id && (
                    <fieldset className={styles.stations}>
                      <legend className="visually-hidden">Станции: {option.city.name}</legend>
                      {option.city.stations
                        .filter((s) => s.type !== 'BusStop')
                        .map((s) => (
                          <label key={s.id} className={styles.station}>
                            <input
                              type="checkbox"
                              checked={ticked(s.id)}
                              onChange={(event) =>
                                toggleStation(option.city, s.id, s.type, event.target.checked)
                              }
                            />
                            {s.name} ({stationTypeLabels[s.type]})
                          </label>
                        ))}
                    </fieldset>
                  )}
                </li>
              ) : (
                <li
                  key={`n${option.node.id}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={i === active ? styles.activeOption : styles.option}
                  onClick={() => pick(option)}
                >
                  {option.node.name}{' '}
                  <span className={styles.muted}>
                    {option.node.city} · {stationTypeLabels[option.node.type]}
                  </span>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
