import type { FailedQueueJob } from '@portico/contracts';
import { Button, EmptyState, ErrorState, LoadingState, useToast } from '@portico/ui';
import { useFailedQueueJobs, useRetryQueueJob } from '../../lib/api/endpoints/admin-queue.js';
import type { ApiError } from '../../lib/api/errors.js';
import styles from './admin.module.css';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.jobsQueue;
const failure = (error: ApiError) => (error.kind === 'http' ? error.message : T.retryFailed);
const when = (iso: string) => new Date(iso).toLocaleString('en');

/**
 * `/careers/admin/jobs-queue` (admins): the background jobs of this site that failed every attempt (mail,
 * digests, notifications), newest first, each with its last error and a Retry (docs/decisions/052).
 */
export function JobsQueueScreen() {
  const jobs = useFailedQueueJobs();
  return (
    <>
      <div className={`${styles.heading} ${styles.queueHeading}`}>
        <h1>{T.title}</h1>
        {jobs.data ? (
          <Button
            variant="secondary"
            size="small"
            isDisabled={jobs.isFetching}
            onPress={() => jobs.refetch()}
          >
            {T.refresh}
          </Button>
        ) : null}
      </div>
      <p className={styles.intro}>{T.intro}</p>
      {jobs.isPending ? <LoadingState label={T.loading} /> : null}
      {jobs.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => jobs.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {/* Announced when a retry or a refresh changes the list. */}
      <p className={jobs.data?.length ? styles.count : styles.visuallyHidden} role="status">
        {jobs.data ? (jobs.data.length > 0 ? T.count(jobs.data.length) : '') : ''}
      </p>
      {jobs.data?.length === 0 ? <EmptyState message={T.empty} /> : null}
      {jobs.data?.length ? (
        <table className={styles.table} data-stale={jobs.isFetching || undefined}>
          <thead>
            <tr>
              <th scope="col">{T.columns.job}</th>
              <th scope="col">{T.columns.attempts}</th>
              <th scope="col">{T.columns.error}</th>
              <th scope="col">{T.columns.failed}</th>
              <th scope="col">{T.columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.data.map((job) => (
              <FailedJobRow key={job.id} job={job} />
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

function FailedJobRow({ job }: { job: FailedQueueJob }) {
  const toasts = useToast();
  const retry = useRetryQueueJob({
    onSuccess: () => toasts.showToast(T.retried(job.name), { type: 'success' }),
    onError: (error) => toasts.showToast(failure(error), { type: 'error' }),
  });
  return (
    <tr>
      <th scope="row" data-label={T.columns.job}>
        <code>{job.name}</code>
      </th>
      <td data-label={T.columns.attempts}>{job.attempts}</td>
      <td data-label={T.columns.error}>
        {job.last_error ? (
          <p className={styles.errorText}>{job.last_error}</p>
        ) : (
          <span className={styles.muted}>{T.noError}</span>
        )}
      </td>
      <td data-label={T.columns.failed}>
        <time dateTime={job.failed_at}>{when(job.failed_at)}</time>
      </td>
      <td data-label={T.columns.action}>
        <Button
          size="small"
          variant="secondary"
          aria-label={T.retryLabel(job.name, when(job.failed_at))}
          isDisabled={retry.isPending}
          onPress={() => retry.mutate(job)}
        >
          {T.retry}
        </Button>
      </td>
    </tr>
  );
}
