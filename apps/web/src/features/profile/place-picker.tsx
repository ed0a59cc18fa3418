import type { PositionLocation } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api/context.js';
import { suggestionsQueryOptions } from '../../lib/api/endpoints/search.js';
import styles from './profile.module.css';
import { placeText } from './profile-forms.js';

const DEBOUNCE_MS = 200;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export interface PlacePickerProps {
  readonly label: string;
  readonly help?: string;
  /** Called with the chosen gazetteer place; the input empties for the next one. */
  readonly onPick: (place: PositionLocation) => void;
}

/**
 * A place from the gazetteer, found with the search page's location suggestions (the same places the
 * search and the match use, with coordinates). A combobox: type, move through the places with the arrow
 * keys, Enter or a click picks one.
 */
export function PlacePicker({ label, help, onPick }: PlacePickerProps) {
  const { t } = useTranslation('profile');
  const api = useApi();
  const ids = { input: useId(), list: useId(), help: useId() };
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim());
  const suggestions = useQuery({
    ...suggestionsQueryOptions(api, 'location', query),
    enabled: query.length >= 2,
  });
  const places = (suggestions.data ?? []).flatMap((s) => (s.place ? [s.place] : []));
  const shown = open && query.length >= 2 && text.trim() === query;

  const pick = (place: PositionLocation) => {
    onPick(place);
    setText('');
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      // Never submits the section's form: Enter picks the highlighted place, or nothing.
      event.preventDefault();
      const place = places[active] ?? (places.length === 1 ? places[0] : undefined);
      if (shown && place) pick(place);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const status = !shown
    ? ''
    : suggestions.isFetching
      ? t('places.searching')
      : places.length === 0
        ? t('places.none')
        : t('places.found', { n: places.length });

  return (
    <div className={styles.placePicker}>
      <label htmlFor={ids.input} className={styles.fieldLabel}>
        {label}
      </label>
      {help ? (
        <p id={ids.help} className={styles.fieldHelp}>
          {help}
        </p>
      ) : null}
      <input
        id={ids.input}
        className={styles.textInput}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown && places.length > 0}
        aria-controls={ids.list}
        aria-describedby={help ? ids.help : undefined}
        aria-activedescendant={shown && active >= 0 ? `${ids.list}-${active}` : undefined}
        value={text}
        placeholder={t('places.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <div
        id={ids.list}
        role="listbox"
        aria-label={label}
        className={styles.placeList}
        hidden={!shown || places.length === 0}
      >
        {shown
          ? places.map((place, index) => (
              <div
                key={`${place.city}-${place.countryCode}-${place.lat}-${place.lng}`}
                id={`${ids.list}-${index}`}
                role="option"
                // Focus stays in the input (aria-activedescendant); options are reached with the arrow keys.
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.placeOption}
                // Before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(place);
                }}
              >
                {placeText(place)}
              </div>
            ))
          : null}
      </div>
      <p className={styles.visuallyHidden} role="status">
        {status}
      </p>
    </div>
  );
}
