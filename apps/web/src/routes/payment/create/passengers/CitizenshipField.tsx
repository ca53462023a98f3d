import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSettled } from '../../../../components/use-settled.ts';
import type { ControlProps } from '../form/Field.tsx';
import { countriesQuery } from '../../../../features/places/api/countries.ts';
import styles from '../OrderCreate.module.css';

const MIN_SEARCH = 2;
const SHOWN = 8;

/**
 * Citizenship typed with suggestions from the country search (SPEC §2): arrow keys move
 * through them, Enter takes one, Escape closes the list.
 */
export function CitizenshipField({
  control,
  value,
  onChange,
}: {
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useSettled(value.trim());
  const countries = useQuery({
    ...countriesQuery(query),
    enabled: open && query.length >= MIN_SEARCH,
  });
  // Suggestions for text the visitor has since changed would mislead: wait for the new ones.
  const options =
    open && query === value.trim()
      ? (countries.data ?? []).filter((country) => country.name !== value).slice(0, SHOWN)
      : [];
  const listId = `${control.id}-countries`;
  const optionId = (i: number) => `${listId}-${i}`;

  const pick = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active].name);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div
      className={styles.combobox}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <input
        {...control}
        className="input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && options[active] ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Страны"
        className={styles.suggestions}
        hidden={options.length === 0}
        // A click on an option must not take focus from the input first, or the list closes.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((country, i) => (
          <li
            key={country.pk}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? styles.activeOption : styles.option}
            onClick={() => pick(country.name)}
          >
            {country.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
