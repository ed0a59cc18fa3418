import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

export interface FormAlertProps {
  /** `error` is announced at once (role alert), `success` politely (role status). */
  tone?: 'error' | 'success';
  /** Nothing is rendered without a message. */
  children?: ReactNode;
  className?: string;
}

/** The message above a form: what went wrong as a whole, or that it was saved. */
export function FormAlert({ tone = 'error', children, className }: FormAlertProps) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      {children}
    </p>
  );
}
