import { ADMIN_AUDIT_PAGE_SIZE } from '@portico/contracts';
import { Button, EmptyState, ErrorState, LoadingState } from '@portico/ui';
import { useSearchParams } from 'react-router';
import { useAudit } from '../../lib/api/endpoints/admin.js';
import styles from './admin.module.css';
import { ADMIN_PATHS, Pager } from './admin-frame.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.audit;

const json = (value: unknown) =>
  value === null || value === undefined ? T.nothing : JSON.stringify(value, null, 2);

/** `/careers/admin/audit` (admins): every staff write, newest first, with the record before and after. */
export function AuditScreen({ href }: { href: (path: string) => string }) {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const audit = useAudit(page);
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / ADMIN_AUDIT_PAGE_SIZE)) : 1;
  return (
    <>
      <h1>{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      {audit.isPending ? <LoadingState label={T.loading} /> : null}
      {audit.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => audit.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {audit.data?.entries.length === 0 ? <EmptyState message={T.empty} /> : null}
      {audit.data?.entries.length ? (
        <table className={styles.table} data-stale={audit.isPlaceholderData || undefined}>
          <thead>
            <tr>
              <th scope="col">{T.columns.at}</th>
              <th scope="col">{T.columns.actor}</th>
              <th scope="col">{T.columns.action}</th>
              <th scope="col">{T.columns.target}</th>
              <th scope="col">{T.columns.change}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={T.columns.at}>
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en')}</time>
                </td>
                <td data-label={T.columns.actor}>{entry.actor_email ?? T.nothing}</td>
                <th scope="row" data-label={T.columns.action}>
                  {entry.action}
                </th>
                <td data-label={T.columns.target}>
                  {entry.target_type} {entry.target_id}
                </td>
                <td data-label={T.columns.change}>
                  <details>
                    <summary>{T.show}</summary>
                    <div className={styles.change}>
                      <div>
                        <h3>{T.before}</h3>
                        <pre>{json(entry.before)}</pre>
                      </div>
                      <div>
                        <h3>{T.after}</h3>
                        <pre>{json(entry.after)}</pre>
                      </div>
                    </div>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager page={page} pages={pages} hrefOf={(p) => href(`${ADMIN_PATHS.audit}?page=${p}`)} />
    </>
  );
}
