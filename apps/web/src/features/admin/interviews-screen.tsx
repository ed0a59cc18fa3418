import {
  ADMIN_INTERVIEWS_PAGE_SIZE,
  type AdminInterviewsQuery,
  adminInterviewsQuerySchema,
} from '@portico/contracts';
import { Button, EmptyState, ErrorState, LoadingState, Select } from '@portico/ui';
import { Link, useSearchParams } from 'react-router';
import { useAdminInterviews, useInterviewers } from '../../lib/api/endpoints/admin-interviews.js';
import styles from './admin.module.css';
import { ADMIN_PATHS, Pager } from './admin-frame.js';
import { interviewWhen } from './interviews-section.js';
import { ANY, queryOf, useListAddress } from './list-address.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.interviews;

/** The list's filters as the address holds them; anything malformed is the default. */
export const interviewsQueryOf = (params: URLSearchParams): AdminInterviewsQuery =>
  queryOf(adminInterviewsQuerySchema, params);

/**
 * `/careers/admin/interviews`: the tenant's interviews still to come across jobs, soonest first, by interviewer
 * and job (in the address, like the other lists), each linked to its application.
 */
export function InterviewsScreen({ href }: { href: (path: string) => string }) {
  const [params] = useSearchParams();
  const query = interviewsQueryOf(params);
  const list = useAdminInterviews(query);
  const staff = useInterviewers();
  const { listHref, go } = useListAddress(ADMIN_PATHS.interviews, href, '');
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_INTERVIEWS_PAGE_SIZE)) : 1;
  const filtered = query.interviewer_id !== undefined || query.position_id !== undefined;
  return (
    <>
      <h1>{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      <search>
        <form className={styles.filters} aria-label={T.title} onSubmit={(event) => event.preventDefault()}>
          <Select
            label={T.interviewerFilter}
            value={query.interviewer_id ?? ANY}
            options={[
              { id: ANY, label: T.anyone },
              ...(staff.data ?? []).map((p) => ({ id: p.id, label: p.name })),
            ]}
            onChange={(id) => go({ interviewer_id: id })}
          />
          <Select
            label={T.jobFilter}
            value={query.position_id !== undefined ? String(query.position_id) : ANY}
            options={[
              { id: ANY, label: T.anyJob },
              ...(data?.jobs ?? []).map((j) => ({ id: String(j.id), label: T.jobOption(j.title, j.count) })),
              // A job named by the address that has no interviews to come stays choosable (and shows none).
              ...(query.position_id !== undefined &&
              !(data?.jobs ?? []).some((j) => j.id === query.position_id)
                ? [{ id: String(query.position_id), label: T.jobWithout }]
                : []),
            ]}
            onChange={(id) => go({ position_id: id })}
          />
        </form>
      </search>
      <p role="status" className={styles.count}>
        {list.isPending || list.isPlaceholderData ? T.loading : data ? T.count(data.total) : ''}
      </p>
      {list.isPending ? <LoadingState label={T.loading} /> : null}
      {list.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => list.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {data && data.total === 0 ? (
        <EmptyState message={filtered ? T.noMatch : T.empty}>
          <p>
            {filtered ? (
              <Link to={listHref({ interviewer_id: undefined, position_id: undefined })}>
                {T.clearFilters}
              </Link>
            ) : (
              <Link to={href(ADMIN_PATHS.applications)}>{ADMIN_TEXTS.nav.applications}</Link>
            )}
          </p>
        </EmptyState>
      ) : null}
      {data && data.interviews.length > 0 ? (
        <table className={styles.table} data-stale={list.isPlaceholderData || undefined}>
          <thead>
            <tr>
              <th scope="col">{T.columns.when}</th>
              <th scope="col">{T.columns.candidate}</th>
              <th scope="col">{T.columns.job}</th>
              <th scope="col">{T.columns.how}</th>
              <th scope="col">{T.columns.interviewers}</th>
            </tr>
          </thead>
          <tbody>
            {data.interviews.map((i) => (
              <tr key={i.id}>
                <th scope="row" data-label={T.columns.when}>
                  <span>
                    {interviewWhen(i)}
                    <br />
                    <span className={styles.muted}>{T.minutes(i.duration_minutes)}</span>
                  </span>
                </th>
                <td data-label={T.columns.candidate}>
                  <Link
                    to={href(ADMIN_PATHS.application(i.application_id))}
                    aria-label={T.openApplication(i.candidate_name || i.candidate_email)}
                  >
                    {i.candidate_name || i.candidate_email}
                  </Link>
                </td>
                <td data-label={T.columns.job}>{i.position_title}</td>
                <td data-label={T.columns.how} className={styles.link}>
                  <span>
                    {T.kinds[i.kind]}
                    {i.place ? (
                      <>
                        <br />
                        {i.place}
                      </>
                    ) : null}
                  </span>
                </td>
                <td data-label={T.columns.interviewers}>{i.interviewers.map((p) => p.name).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager page={query.page} pages={pages} hrefOf={(page) => listHref({ page })} />
    </>
  );
}
