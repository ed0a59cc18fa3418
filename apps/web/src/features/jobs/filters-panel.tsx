import type { FilterDef } from '@portico/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countLabel } from './format.js';
import styles from './jobs.module.css';

export interface FiltersPanelProps {
  filters: readonly FilterDef[];
  /** Chosen values by filter name (what the page shows; sent after the 1 s debounce). */
  selected: Record<string, string[]>;
  onChange(name: string, values: string[]): void;
  onClear(): void;
  language: string;
}

const COLLAPSED_OPTIONS = 6;

/**
 * One group per configured filter (spec 2 §3): check boxes for multiselect, one choice for date_range, and
 * a type-to-narrow list for autocomplete filters (many values, such as places). Each option shows how many
 * jobs it would give with the other filters as they are.
 */
export function FiltersPanel({ filters, selected, onChange, onClear, language }: FiltersPanelProps) {
  const { t } = useTranslation('jobs');
  const active = Object.values(selected).some((v) => v.length > 0);
  return (
    <div className={styles.filters}>
      {filters.map((filter) => (
        <FilterGroup
          key={filter.filterName}
          filter={filter}
          values={selected[filter.filterName] ?? []}
          onChange={(values) => onChange(filter.filterName, values)}
          language={language}
        />
      ))}
      {active ? (
        <button type="button" className={styles.linkButton} onClick={onClear}>
          {t('filters.clear')}
        </button>
      ) : null}
    </div>
  );
}

function FilterGroup({
  filter,
  values,
  onChange,
  language,
}: {
  filter: FilterDef;
  values: string[];
  onChange(values: string[]): void;
  language: string;
}) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [narrow, setNarrow] = useState('');
  const chosen = new Set(values.map((v) => v.toLowerCase()));
  const isChosen = (value: string) => chosen.has(value.toLowerCase());

  if (filter.type === 'date_range') {
    const current = values[0] ?? '';
    return (
      <fieldset className={styles.filterGroup}>
        <legend className={styles.filterLegend}>{filter.displayName}</legend>
        <label className={styles.filterOption}>
          <input type="radio" name={id} checked={current === ''} onChange={() => onChange([])} />
          <span>{t('filters.anyTime')}</span>
        </label>
        {filter.options.map((option) => (
          <label key={option.value} className={styles.filterOption}>
            <input
              type="radio"
              name={id}
              checked={current === option.value}
              onChange={() => onChange([option.value])}
            />
            <span>{option.label}</span>
            <span className={styles.filterCount}>
              {countLabel(option.count, filter.countsAreLowerBounds, language)}
            </span>
          </label>
        ))}
      </fieldset>
    );
  }

  const needle = narrow.trim().toLowerCase();
  let options = filter.options;
  if (filter.type === 'autocomplete' && needle)
    options = options.filter((o) => isChosen(o.value) || o.label.toLowerCase().includes(needle));
  const long = options.length > COLLAPSED_OPTIONS + 1;
  const shown =
    long && !expanded ? options.filter((o, i) => i < COLLAPSED_OPTIONS || isChosen(o.value)) : options;

  return (
    <fieldset className={styles.filterGroup}>
      <legend className={styles.filterLegend}>{filter.displayName}</legend>
      {filter.type === 'autocomplete' ? (
        <input
          type="search"
          className={styles.filterNarrow}
          aria-label={t('filters.narrow', { filter: filter.displayName })}
          placeholder={t('filters.narrowPlaceholder')}
          value={narrow}
          onChange={(event) => setNarrow(event.target.value)}
        />
      ) : null}
      <div id={`${id}-options`}>
        {shown.map((option) => (
          <label key={option.value} className={styles.filterOption}>
            <input
              type="checkbox"
              checked={isChosen(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...values, option.value]
                    : values.filter((v) => v.toLowerCase() !== option.value.toLowerCase()),
                )
              }
            />
            <span>{option.label}</span>
            <span className={styles.filterCount}>
              {countLabel(option.count, filter.countsAreLowerBounds, language)}
            </span>
          </label>
        ))}
        {options.length === 0 ? <p className={styles.muted}>{t('filters.noOptions')}</p> : null}
      </div>
      {long ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('filters.showFewer') : t('filters.showAll', { count: options.length })}
        </button>
      ) : null}
    </fieldset>
  );
}
