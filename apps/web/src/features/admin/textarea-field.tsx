import { useId } from 'react';
import styles from './admin.module.css';

/** A labelled text area of the workspace, its error said under it and tied to it for screen readers. */
export function TextareaField({
  label,
  value,
  onChange,
  error,
  rows = 3,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  rows?: number;
  maxLength: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={styles.fileLabel}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
