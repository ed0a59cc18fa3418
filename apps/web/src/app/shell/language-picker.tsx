import type { Locale } from '@portico/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLabel } from '../language.js';
import styles from './shell.module.css';
import { ShellIcon } from './shell-icons.js';

export interface LanguagePickerProps {
  /** The tenant's supported languages; nothing else is offered. */
  languages: readonly Locale[];
  value: Locale;
  onChange(language: Locale): void;
  isDisabled?: boolean;
}

/**
 * A native select: keyboard and screen-reader behaviour for free, and it works before hydration. It wears the
 * navbar's button look (its text colour, border and radius, a chevron on the line's end side) instead of the
 * browser's grey box.
 */
export function LanguagePicker({ languages, value, onChange, isDisabled }: LanguagePickerProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className={styles.languagePicker}>
      <label htmlFor={id} className={styles.languageLabel}>
        <ShellIcon name="globe" size={18} />
        <span>{t('language.label')}</span>
      </label>
      <span className={styles.languageControl}>
        <select
          id={id}
          className={styles.languageSelect}
          value={value}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value as Locale)}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageLabel(language)}
            </option>
          ))}
        </select>
        <ShellIcon name="chevron-down" size={16} className={styles.languageChevron} />
      </span>
    </div>
  );
}
