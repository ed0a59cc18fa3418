import type { ReactNode } from 'react';
import styles from './profile.module.css';

export type FactRow = readonly [label: string, value: ReactNode];

/**
 * A section's values, read-only: label and value pairs in a description list. Drawn without the form
 * toolkit so that the page's first load stays small; the toolkit comes with the first editor opened.
 */
export function Facts({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd dir="auto">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'YYYY-MM' as 'MM/YYYY', the toolkit's month format. */
export function monthText(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[1]}` : value;
}
