import type { CSSProperties, ReactNode } from 'react';
import styles from './states.module.css';

/** Spec 3 §2 and §8 default texts. */
export const EMPTY_STATE_DEFAULT = 'No data found';
export const ERROR_STATE_DEFAULT = 'An error occurred while retrieving data';
/** Loading overlay of spec 3 §9. */
export const LOADING_OVERLAY_Z_INDEX = 9999;
export const LOADING_OVERLAY_OPACITY = 0.4;

export interface StateProps {
  message?: ReactNode;
  /** Extra content below the message (an action such as "Try again"). */
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ message = EMPTY_STATE_DEFAULT, children, className }: StateProps) {
  return (
    <div className={[styles.state, className].filter(Boolean).join(' ')}>
      <p>{message}</p>
      {children}
    </div>
  );
}

/** An error in place of content. role=alert: it replaces what the visitor was waiting for. */
export function ErrorState({ message = ERROR_STATE_DEFAULT, children, className }: StateProps) {
  return (
    <div role="alert" className={[styles.state, styles.error, className].filter(Boolean).join(' ')}>
      <p>{message}</p>
      {children}
    </div>
  );
}

export interface SpinnerProps {
  /** Accessible name, e.g. t('states.loading'). Required: a spinner without a name says nothing. */
  label: string;
  size?: number;
  className?: string;
}

/**
 * An indeterminate progress indicator (role progressbar, named by `label`; no value, so assistive technology
 * says it is busy). The same attributes React Aria's indeterminate ProgressBar writes, without React Aria: the
 * loading and error states are in screens' first loads, which React Aria stays out of (docs/decisions/026).
 */
export function Spinner({ label, size = 24, className }: SpinnerProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} className={className}>
      <span
        className={styles.spinner}
        style={{ '--spinner-size': `${size}px` } as CSSProperties}
        aria-hidden="true"
      />
    </div>
  );
}

export interface LoadingStateProps {
  label: string;
  className?: string;
}

/** Loading in place of content. */
export function LoadingState({ label, className }: LoadingStateProps) {
  return (
    <div className={[styles.state, className].filter(Boolean).join(' ')}>
      <Spinner label={label} size={32} />
    </div>
  );
}

export interface LoadingOverlayProps {
  label: string;
  /** Backdrop opacity; spec 3 §9 default 0.4. */
  opacity?: number;
}

/** Full-screen loading overlay over everything (z-index 9999). */
export function LoadingOverlay({ label, opacity = LOADING_OVERLAY_OPACITY }: LoadingOverlayProps) {
  return (
    <div className={styles.overlay} style={{ zIndex: LOADING_OVERLAY_Z_INDEX }}>
      <div className={styles.overlayBackdrop} style={{ opacity }} aria-hidden="true" />
      <div className={styles.overlaySpinner}>
        <Spinner label={label} size={48} />
      </div>
    </div>
  );
}
