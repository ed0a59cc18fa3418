import {
  ADMIN_POSITION_SORTS,
  ADMIN_POSITION_STATUSES,
  ADMIN_POSITIONS_PAGE_SIZE,
  type AdminPositionStatus,
  type AdminPositionSummary,
  adminPositionsQuerySchema,
} from '@portico/contracts';
import {
  Button,
  buttonClassName,
  EmptyState,
  ErrorState,
  LoadingState,
  Select,
  TextField,
  useToast,
} from '@portico/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  type AdminPositionAction,
  useAdminPositionAction,
  useAdminPositions,
} from '../../lib/api/endpoints/admin.js';
import { formatDate } from '../../lib/dates.js';
import styles from './admin.module.css';
import { ADMIN_PATHS, Pager, StatusBadge } from './admin-frame.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.jobs;
const ANY = 'any';

/** The list's filters as the address holds them; anything malformed is the default. */
export function jobsQueryOf(params: URLSearchParams) {
  const raw = Object.fromEntries(params);
  const parsed = adminPositionsQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : adminPositionsQuerySchema.parse({});
}

/**
 * `/careers/admin/jobs`: the tenant's jobs, with words of the title, a status and a sort in the address (so a
 * reload or a shared link shows the same list), 25 a page, and each job's next steps.
 */
export function JobsListScreen({ href }: { href: (path: string) => string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = jobsQueryOf(params);
  const jobs = useAdminPositions(query);
  const [words, setWords] = useState(query.q);
  const [seenQ, setSeenQ] = useState(query.q);
  if (seenQ !== query.q) {
    setSeenQ(query.q);
    setWords(query.q);
  }

  const listHref = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === ANY) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    const search = next.toString();
    return href(`${ADMIN_PATHS.jobs}${search ? `?${search}` : ''}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(listHref({ q: words.trim() }));
  };

  const data = jobs.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_POSITIONS_PAGE_SIZE)) : 1;
  const filtered = query.q !== '' || query.status !== undefined;
  return (
    <>
      <div className={styles.heading}>
        <h1>{T.title}</h1>
        <div className={styles.rowActions}>
          <Link to={href(ADMIN_PATHS.importJobs)} className={buttonClassName('secondary')}>
            {ADMIN_TEXTS.import.open}
          </Link>
          <Link to={href(ADMIN_PATHS.newJob)} className={buttonClassName('primary')}>
            {T.newJob}
          </Link>
        </div>
      </div>
      <search>
        <form className={styles.filters} onSubmit={submit} aria-label={T.title}>
          <div className={styles.searchRow}>
            <TextField
              label={T.searchLabel}
              value={words}
              onChange={setWords}
              type="search"
              className={styles.grow}
            />
            <Button type="submit" variant="secondary">
              {T.search}
            </Button>
          </div>
          <Select
            label={T.statusLabel}
            value={query.status ?? ANY}
            options={[
              { id: ANY, label: T.anyStatus },
              ...ADMIN_POSITION_STATUSES.map((id) => ({ id, label: ADMIN_TEXTS.statuses[id] })),
            ]}
            onChange={(status) => void navigate(listHref({ status }))}
          />
          <Select
            label={T.sortLabel}
            value={query.sort}
            options={ADMIN_POSITION_SORTS.map((id) => ({ id, label: T.sorts[id] }))}
            onChange={(sort) => void navigate(listHref({ sort: sort === 'updated' ? undefined : sort }))}
          />
        </form>
      </search>
      <p role="status" className={styles.count}>
        {jobs.isPending || jobs.isPlaceholderData ? T.loading : data ? T.count(data.total) : ''}
      </p>
      {jobs.isPending ? <LoadingState label={T.loading} /> : null}
      {jobs.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => jobs.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {data && data.positions.length === 0 ? <EmptyState message={filtered ? T.noMatch : T.empty} /> : null}
      {data && data.positions.length > 0 ? (
        <table className={styles.table} data-stale={jobs.isPlaceholderData || undefined}>
          <thead>
            <tr>
              <th scope="col">{T.columns.title}</th>
              <th scope="col">{T.columns.status}</th>
              <th scope="col">{T.columns.department}</th>
              <th scope="col">{T.columns.applications}</th>
              <th scope="col">{T.columns.updated}</th>
              <th scope="col">{T.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {data.positions.map((job) => (
              <JobRow key={job.id} job={job} href={href} />
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager page={query.page} pages={pages} hrefOf={(page) => listHref({ page })} />
    </>
  );
}

/** The next steps a job in `status` offers. */
export function actionsFor(status: AdminPositionStatus): AdminPositionAction[] {
  if (status === 'archived') return ['publish', 'duplicate'];
  if (status === 'draft') return ['publish', 'duplicate', 'archive'];
  return ['duplicate', 'archive'];
}

function JobRow({ job, href }: { job: AdminPositionSummary; href: (path: string) => string }) {
  const toasts = useToast();
  const navigate = useNavigate();
  const act = useAdminPositionAction({
    onSuccess: (result, { action }) => {
      if (action === 'duplicate') {
        toasts.showToast(T.duplicated(job.title), { type: 'success' });
        void navigate(href(ADMIN_PATHS.job(result.position.id)));
      } else {
        toasts.showToast(action === 'publish' ? T.published(job.title) : T.archived(job.title), {
          type: 'success',
        });
      }
    },
    onError: (error) =>
      toasts.showToast(error.kind === 'http' ? error.message : T.actionFailed, { type: 'error' }),
  });
  const labels: Record<AdminPositionAction, string> = {
    duplicate: T.duplicate,
    publish: job.status === 'archived' ? T.restore : T.publish,
    archive: T.archive,
  };
  return (
    <tr>
      <th scope="row" data-label={T.columns.title}>
        <Link to={href(ADMIN_PATHS.job(job.id))}>{job.title}</Link>
      </th>
      <td data-label={T.columns.status}>
        <StatusBadge status={job.status}>{ADMIN_TEXTS.statuses[job.status]}</StatusBadge>
      </td>
      <td data-label={T.columns.department}>{job.department}</td>
      <td data-label={T.columns.applications}>
        <Link
          to={href(`${ADMIN_PATHS.applications}?position_id=${job.id}`)}
          aria-label={T.applicationsFor(job.applications, job.title)}
        >
          {job.applications.toLocaleString('en')}
        </Link>
      </td>
      <td data-label={T.columns.updated}>{formatDate(job.updated_at, 'en')}</td>
      <td data-label={T.columns.actions}>
        <fieldset className={styles.rowActions}>
          <legend className={styles.visuallyHidden}>{T.actionsFor(job.title)}</legend>
          {actionsFor(job.status).map((action) => (
            <Button
              key={action}
              size="small"
              variant="secondary"
              isDisabled={act.isPending}
              onPress={() => act.mutate({ id: job.id, action })}
            >
              {labels[action]}
            </Button>
          ))}
        </fieldset>
      </td>
    </tr>
  );
}
