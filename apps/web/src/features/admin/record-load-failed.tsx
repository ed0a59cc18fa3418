import { Button, ErrorState } from '@portico/ui';
import { Link } from 'react-router';
import type { ApiError } from '../../lib/api/errors.js';
import styles from './admin.module.css';
import { ADMIN_TEXTS } from './texts.js';

/**
 * A workspace page of one record (a job, an application, an event, a form) that could not be loaded: the way back
 * to its list, and why — there is no such record (also for a malformed id), or the load failed, with a retry.
 */
export function RecordLoadFailed({
  error,
  back,
  words,
  onRetry,
}: {
  error: ApiError;
  back: { to: string; label: string };
  words: { notFound: string; loadFailed: string };
  onRetry: () => void;
}) {
  const missing = error.status === 404 || error.status === 400;
  return (
    <>
      <p className={styles.back}>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <ErrorState message={missing ? words.notFound : words.loadFailed}>
        {missing ? null : (
          <Button variant="secondary" onPress={onRetry}>
            {ADMIN_TEXTS.retry}
          </Button>
        )}
      </ErrorState>
    </>
  );
}
