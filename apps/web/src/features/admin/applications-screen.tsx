import {
  ADMIN_APPLICATION_SORTS,
  ADMIN_APPLICATIONS_PAGE_SIZE,
  type AdminApplicationSummary,
  type AdminApplicationsQuery,
  adminApplicationsQuerySchema,
} from '@portico/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  FormAlert,
  LoadingState,
  Select,
  TextField,
  useToast,
} from '@portico/ui';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../lib/api/context.js';
import {
  adminApplicationsQueryOptions,
  useAdminApplications,
  useMoveApplication,
  useMoveApplications,
} from '../../lib/api/endpoints/admin.js';
import { formatDate } from '../../lib/dates.js';
import styles from './admin.module.css';
import { ADMIN_PATHS, Pager } from './admin-frame.js';
import { queryOf, useListAddress } from './list-address.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.applications;
/** The tenant's stages as picker options (the list call answers them in the pipeline's order). */
const optionsOf = (stages: readonly string[]) => stages.map((id) => ({ id, label: id }));

/** The pipeline's filters as the address holds them; anything malformed is the default. */
export const applicationsQueryOf = (params: URLSearchParams): AdminApplicationsQuery =>
  queryOf(adminApplicationsQuerySchema, params);

/**
 * `/careers/admin/applications` (`?position_id=` for one job): the pipeline as a table (select applications
 * and move them together) or a board (a column per stage, each card movable from the keyboard). Filters, view
 * and page live in the address.
 */
export function ApplicationsScreen({ href }: { href: (path: string) => string }) {
  const [params] = useSearchParams();
  const query = applicationsQueryOf(params);
  const board = params.get('view') === 'board';
  const list = useAdminApplications(query);
  const { words, setWords, listHref, go, submit } = useListAddress(ADMIN_PATHS.applications, href, query.q);
  const data = list.data;
  const jobTitle = query.position_id !== undefined ? data?.applications[0]?.position_title : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_APPLICATIONS_PAGE_SIZE)) : 1;
  const filtered = query.q !== '' || query.stage !== undefined;

  return (
    <>
      <div className={styles.heading}>
        <h1>{jobTitle ? T.titleFor(jobTitle) : T.title}</h1>
        {query.position_id !== undefined ? (
          <Link to={listHref({ position_id: undefined })}>{T.allJobs}</Link>
        ) : null}
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
            label={T.sortLabel}
            value={query.sort}
            options={ADMIN_APPLICATION_SORTS.map((id) => ({ id, label: T.sorts[id] }))}
            onChange={(sort) => go({ sort: sort === 'newest' ? undefined : sort })}
          />
          <Select
            label={T.viewLabel}
            value={board ? 'board' : 'table'}
            options={[
              { id: 'table', label: T.views.table },
              { id: 'board', label: T.views.board },
            ]}
            onChange={(view) => go({ view: view === 'board' ? 'board' : undefined, stage: undefined })}
          />
        </form>
      </search>
      {data && !board ? (
        <nav aria-label={T.stagesLabel} className={styles.stageTabs}>
          <ul>
            <li>
              <Link
                to={listHref({ stage: undefined })}
                aria-current={query.stage === undefined ? 'page' : undefined}
              >
                {T.stageCount(
                  T.allStages,
                  data.stages.reduce((sum, s) => sum + s.count, 0),
                )}
              </Link>
            </li>
            {data.stages.map((s) => (
              <li key={s.stage}>
                <Link
                  to={listHref({ stage: s.stage })}
                  aria-current={query.stage === s.stage ? 'page' : undefined}
                >
                  {T.stageCount(s.stage, s.count)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p role="status" className={styles.count}>
        {list.isPending || list.isPlaceholderData ? T.loading : data ? T.count(data.total) : ''}
      </p>
      {list.isPending ? <LoadingState label={T.loading} /> : null}
      {list.isError && list.error.fields.stage ? (
        // An address naming a stage the tenant's pipeline does not have (an old link, a removed stage).
        <ErrorState message={T.noStage(query.stage ?? '')}>
          <Link to={listHref({ stage: undefined })}>{T.clearFilters}</Link>
        </ErrorState>
      ) : list.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => list.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {data && data.total === 0 && !board ? (
        <EmptyState message={filtered ? T.noMatch : T.empty}>
          <p>
            {filtered ? (
              <Link to={listHref({ q: undefined, stage: undefined })}>{T.clearFilters}</Link>
            ) : (
              <Link to={href(ADMIN_PATHS.jobs)}>{T.toJobs}</Link>
            )}
          </p>
        </EmptyState>
      ) : null}
      {data && board ? <Board query={query} stages={data.stages.map((s) => s.stage)} href={href} /> : null}
      {data && !board && data.applications.length > 0 ? (
        <ApplicationsTable
          key={JSON.stringify(query)}
          applications={data.applications}
          stages={data.stages.map((s) => s.stage)}
          stale={list.isPlaceholderData}
          href={href}
        />
      ) : null}
      {board ? null : <Pager page={query.page} pages={pages} hrefOf={(page) => listHref({ page })} />}
    </>
  );
}

function ApplicationsTable({
  applications,
  stages,
  stale,
  href,
}: {
  applications: AdminApplicationSummary[];
  stages: readonly string[];
  stale: boolean;
  href: (path: string) => string;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const all = applications.length > 0 && applications.every((a) => selected.has(a.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <table className={styles.table} data-stale={stale || undefined}>
        <thead>
          <tr>
            <th scope="col" className={styles.selectCell}>
              <input
                type="checkbox"
                aria-label={T.selectAll}
                checked={all}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(applications.map((a) => a.id)) : new Set())
                }
              />
            </th>
            <th scope="col">{T.columns.candidate}</th>
            <th scope="col">{T.columns.job}</th>
            <th scope="col">{T.columns.stage}</th>
            <th scope="col">{T.columns.applied}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((a) => (
            <tr key={a.id}>
              <td data-label={T.columns.select} className={styles.selectCell}>
                <input
                  type="checkbox"
                  aria-label={T.selectOne(a.candidate_name)}
                  checked={selected.has(a.id)}
                  onChange={(event) => toggle(a.id, event.target.checked)}
                />
              </td>
              <th scope="row" data-label={T.columns.candidate}>
                <span>
                  <Link to={href(ADMIN_PATHS.application(a.id))}>
                    {a.candidate_name || a.candidate_email}
                  </Link>
                </span>
              </th>
              <td data-label={T.columns.job}>{a.position_title}</td>
              <td data-label={T.columns.stage}>{a.stage}</td>
              <td data-label={T.columns.applied}>{formatDate(a.applied_at, 'en')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BulkMove ids={[...selected]} stages={stages} onMoved={() => setSelected(new Set())} />
    </>
  );
}

function BulkMove({
  ids,
  stages,
  onMoved,
}: {
  ids: string[];
  stages: readonly string[];
  onMoved: () => void;
}) {
  const toasts = useToast();
  const messageId = useId();
  const [stage, setStage] = useState<string>('Screening');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveApplications({
    onSuccess: (result) => {
      toasts.showToast(
        T.moved(result.moved, stage) + (result.unchanged ? T.unchanged(result.unchanged) : ''),
        {
          type: 'success',
        },
      );
      setMessage('');
      setProblem(null);
      onMoved();
    },
    onError: (error) => setProblem(error.kind === 'http' ? error.message : T.moveFailed),
  });
  return (
    <form
      className={styles.card}
      aria-labelledby={`${messageId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate({ ids, stage, message });
      }}
    >
      <h2 id={`${messageId}-title`}>{T.moveSelected}</h2>
      <p role="status">{T.selected(ids.length)}</p>
      <FormAlert>{problem}</FormAlert>
      <div className={styles.filters}>
        <Select label={T.moveTo} value={stage} options={optionsOf(stages)} onChange={setStage} />
      </div>
      <label htmlFor={messageId} className={styles.fileLabel}>
        {T.message}
      </label>
      <p className={styles.muted} id={`${messageId}-help`}>
        {T.messageHelp}
      </p>
      <textarea
        id={messageId}
        className={styles.textarea}
        aria-describedby={`${messageId}-help`}
        maxLength={2000}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <p className={styles.importActions}>
        <Button type="submit" variant="primary" isDisabled={ids.length === 0 || move.isPending}>
          {move.isPending ? T.moving : T.move}
        </Button>
      </p>
    </form>
  );
}

const BOARD_CARDS = 20;

/** A column per stage with its newest applications; each card moves from a stage picker. */
function Board({
  query,
  stages,
  href,
}: {
  query: AdminApplicationsQuery;
  stages: readonly string[];
  href: (path: string) => string;
}) {
  const api = useApi();
  const columns = useQueries({
    queries: stages.map((stage) => adminApplicationsQueryOptions(api, { ...query, stage, page: 1 })),
  });
  return (
    <div className={styles.board}>
      {stages.map((stage, i) => {
        const column = columns[i];
        const total = column?.data?.total ?? 0;
        const cards = column?.data?.applications.slice(0, BOARD_CARDS) ?? [];
        return (
          <section key={stage} className={styles.boardColumn} aria-label={T.boardColumn(stage, total)}>
            <h2>
              {stage} <span className={styles.muted}>{total.toLocaleString('en')}</span>
            </h2>
            {column?.isPending ? <LoadingState label={T.loading} /> : null}
            {column?.data && cards.length === 0 ? <p className={styles.muted}>{T.boardEmpty}</p> : null}
            <ul>
              {cards.map((a) => (
                <li key={a.id} className={styles.boardCard}>
                  <BoardCard application={a} stages={stages} href={href} />
                </li>
              ))}
            </ul>
            {total > cards.length ? (
              <p>
                <Link
                  to={href(
                    `${ADMIN_PATHS.applications}?${new URLSearchParams({ ...(query.position_id ? { position_id: String(query.position_id) } : {}), stage })}`,
                  )}
                >
                  {T.boardMore(total - cards.length)}
                </Link>
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

function BoardCard({
  application: a,
  stages,
  href,
}: {
  application: AdminApplicationSummary;
  stages: readonly string[];
  href: (path: string) => string;
}) {
  const toasts = useToast();
  const name = a.candidate_name || a.candidate_email;
  // One card moves with the version it shows: a move someone made in between is refused, not overwritten.
  const move = useMoveApplication(a.id, {
    onSuccess: (moved) => toasts.showToast(T.moved(1, moved.stage), { type: 'success' }),
    onError: (error) =>
      toasts.showToast(error.kind === 'http' ? error.message : T.moveFailed, { type: 'error' }),
  });
  return (
    <>
      <Link to={href(ADMIN_PATHS.application(a.id))}>{name}</Link>
      <p className={styles.muted}>
        {a.position_title} · {formatDate(a.applied_at, 'en')}
      </p>
      <Select
        label={T.moveOne(name)}
        hideLabel
        value={a.stage}
        options={optionsOf(stages)}
        isDisabled={move.isPending}
        onChange={(stage) => {
          if (stage !== a.stage) move.mutate({ stage, version: a.updated_at });
        }}
      />
    </>
  );
}
