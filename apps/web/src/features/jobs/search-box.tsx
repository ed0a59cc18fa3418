import { SEARCH_BOX_DEBOUNCE_MS, type Suggestion } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api/context.js';
import { type SuggestionKind, suggestionsQueryOptions } from '../../lib/api/endpoints/index.js';
import styles from './jobs.module.css';

export interface SearchBoxProps {
  kind: SuggestionKind;
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** A suggestion was chosen (click or Enter on a highlighted option). */
  onPick(suggestion: Suggestion): void;
  /** Spec 2 §5: suggestions are fetched only from this many trimmed characters (default 1). */
  minLength: number;
  name: string;
  /** Only suggestions this accepts are offered (the profile's location takes places, not "Remote"). */
  accept?(suggestion: Suggestion): boolean;
  /** The id of a message saying what is wrong with the typed value; the input is then marked invalid. */
  problemId?: string;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The search box of spec 2 §2/§5/§8: a combobox (ARIA 1.2 pattern) whose list opens while typing, after
 * 500 ms and from the minimum length, with "Searching...", "No results" and the error text as states.
 * Answers are cached for 2 minutes (the query cache), so going back to an earlier prefix is instant.
 * A native input inside the search form: Enter with nothing highlighted submits the form.
 */
export function SearchBox({
  kind,
  label,
  placeholder,
  value,
  onChange,
  onPick,
  minLength,
  name,
  accept,
  problemId,
}: SearchBoxProps) {
  const { t } = useTranslation('jobs');
  const api = useApi();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = value.trim();
  const debounced = useDebounced(trimmed, SEARCH_BOX_DEBOUNCE_MS);
  const enabled = open && debounced.length >= minLength && debounced === trimmed;
  const suggestions = useQuery({ ...suggestionsQueryOptions(api, kind, debounced), enabled });
  const waiting = open && trimmed.length >= minLength && (debounced !== trimmed || suggestions.isFetching);
  const answered = enabled && !suggestions.isError ? (suggestions.data ?? []) : [];
  const options = accept ? answered.filter(accept) : answered;
  const showPopup = open && trimmed.length >= minLength;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions drop the old highlight.
  useEffect(() => setActive(-1), [debounced]);

  function pick(suggestion: Suggestion) {
    onChange(suggestion.label);
    setOpen(false);
    onPick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      // -1 is the input itself: the highlight cycles through the options and back to the typed text.
      const n = options.length;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1 >= n ? -1 : i + 1) : i - 1 < -1 ? n - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Enter') {
      // The form submits the typed text; the list must not stay over the new results.
      setOpen(false);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  let status: string | null = null;
  if (showPopup) {
    if (waiting) status = t('searchBox.searching');
    else if (suggestions.isError) status = t('searchBox.error');
    else if (enabled && suggestions.isSuccess && options.length === 0) status = t('searchBox.noResults');
  }

  return (
    <div className={styles.searchBox}>
      <label htmlFor={id} className={styles.searchLabel}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.searchInput}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPopup && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && options[active] ? `${listId}-${active}` : undefined}
        aria-describedby={problemId}
        aria-invalid={problemId ? true : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        maxLength={kind === 'query' ? 500 : 200}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.suggestions} hidden={!showPopup || (options.length === 0 && !status)}>
        <div id={listId} role="listbox" aria-label={label} className={styles.suggestionList}>
          {options.map((option, index) => (
            <div
              key={`${option.kind}:${option.value}`}
              id={`${listId}-${index}`}
              role="option"
              // Focus stays in the input (aria-activedescendant); options are reached with the arrow keys.
              tabIndex={-1}
              aria-selected={index === active}
              className={styles.suggestion}
              // Before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {option.label}
              {option.kind === 'skill' ? (
                <span className={styles.suggestionKind}>{t('searchBox.skill')}</span>
              ) : null}
            </div>
          ))}
        </div>
        <div role="status" className={styles.suggestionStatus}>
          {status}
        </div>
      </div>
    </div>
  );
}
