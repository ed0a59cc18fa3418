import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import formStyles from '../../react/form.module.css';
import { useFormsT } from '../../react/i18n.js';
import styles from './skill-selector.module.css';

/** Typing pauses this long before the search call runs, so one word costs one request. */
export const SKILL_SEARCH_DEBOUNCE_MS = 250;

export interface SkillSearchProps {
  readonly search: ((query: string) => Promise<string[]>) | undefined;
  /** Case-insensitive: results already chosen are not offered. */
  readonly isChosen: (skill: string) => boolean;
  readonly onAdd: (skill: string) => void;
  /** Escape on an empty, closed search: the caller closes the bar and takes focus back. */
  readonly onDismiss: () => void;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly disabled: boolean;
}

/**
 * A combobox (ARIA 1.2 list autocomplete): results of the registered search appear in a listbox, arrows move
 * through them (aria-activedescendant keeps focus in the input), Enter adds the active result or, with
 * none active, the typed text itself, so a skill the search does not know can still be added.
 */
export function SkillSearch(props: SkillSearchProps) {
  const { search, isChosen, onAdd, onDismiss } = props;
  const { t } = useFormsT();
  const base = useId();
  const inputId = `${base}-input`;
  const listboxId = `${base}-listbox`;
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; skills: string[] } | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);

  const term = query.trim();
  useEffect(() => {
    if (!search || term === '') return;
    let current = true;
    const timer = setTimeout(() => {
      search(term).then(
        (skills) => {
          if (!current) return;
          setFound({ query: term, skills });
          setActive(-1);
          setOpen(true);
        },
        (error: unknown) => {
          // Typed text can still be added with Enter; the failure is for the console, not the person.
          console.error('Skill search failed', error);
          if (current) setFound({ query: term, skills: [] });
        },
      );
    }, SKILL_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, term]);

  const settled = found !== null && found.query === term && term !== '';
  const results = settled ? unique(found.skills).filter((skill) => !isChosen(skill)) : [];
  const expanded = open && results.length > 0;
  const activeId = expanded && active >= 0 ? `${listboxId}-${active}` : undefined;

  const add = (skill: string) => {
    onAdd(skill);
    setQuery('');
    setFound(null);
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (results.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        setActive((index) =>
          expanded ? (index + step + results.length) % results.length : step > 0 ? 0 : results.length - 1,
        );
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = activeId ? results[active] : term;
        if (chosen) add(chosen);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else if (query !== '') setQuery('');
        else onDismiss();
        return;
    }
  };

  let status = '';
  if (term !== '' && search) {
    if (!settled) status = t('skills.searching');
    else status = results.length > 0 ? t('skills.results', { count: results.length }) : t('skills.noResults');
  }

  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {t('skills.search')}
      </label>
      <input
        ref={props.inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        className={formStyles.input}
        value={query}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        disabled={props.disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('skills.search')}
        className={styles.listbox}
        hidden={!expanded}
      >
        {results.map((skill, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: keyboard focus stays in the combobox input, which points at the option with aria-activedescendant
          <div
            key={skill}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keep focus in the input while a pointer picks a result.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add(skill)}
          >
            {skill}
          </div>
        ))}
      </div>
      <p role="status" className={styles.searchStatus}>
        {status}
      </p>
    </div>
  );
}

/** Search results without case-insensitive repeats, first spelling kept. */
function unique(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.trim().toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
