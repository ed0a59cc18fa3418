import {
  ADMIN_POSITION_SORTS,
  ADMIN_POSITION_STATUSES,
  ADMIN_POSITIONS_PAGE_SIZE,
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
} from '@portico/ui';
import { Link, useSearchParams } from 'react-router';
import { useAdminPositions } from '../../lib/api/endpoints/admin.js';
import { formatDate } from '../../lib/dates.js';
import styles from './admin.module.css';
import { ADMIN_PATHS, Pager, StatusBadge } from './admin-frame.js';
import { JobActions } from './job-actions.js';
import { ANY, queryOf, useListAddress } from './list-address.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.jobs;
/** The list's filters as the address holds them; anything malformed is the default. */
export const jobsQueryOf = (params: URLSearchParams) => queryOf(adminPositionsQuerySchema, params);

/**
 * `/careers/admin/jobs`: the tenant's jobs, with words of the title, a status and a sort in the address (so a
 * reload or a shared link shows the same list), 25 a page, and each job's next steps.
 */
export function JobsListScreen({ href }: { href: (path: string) => string }) {
  const [params] = useSearchParams();
  const query = jobsQueryOf(params);
  const jobs = useAdminPositions(query);
  const { words, setWords, listHref, go, submit } = useListAddress(ADMIN_PATHS.jobs, href, query.q);

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
            onChange={(status) => go({ status })}
          />
          <Select
            label={T.sortLabel}
            value={query.sort}
            options={ADMIN_POSITION_SORTS.map((id) => ({ id, label: T.sorts[id] }))}
            onChange={(sort) => go({ sort: sort === 'updated' ? undefined : sort })}
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

function JobRow({ job, href }: { job: AdminPositionSummary; href: (path: string) => string }) {
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
          <JobActions job={job} href={href} size="small" />
        </fieldset>
      </td>
    </tr>
  );
}
