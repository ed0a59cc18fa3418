import type { StaffRole } from '@portico/contracts';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './admin.module.css';
import { ADMIN_TEXTS } from './texts.js';

export const ADMIN_PATHS = {
  jobs: '/careers/admin/jobs',
  newJob: '/careers/admin/jobs/new',
  importJobs: '/careers/admin/jobs/import',
  job: (id: number) => `/careers/admin/jobs/${id}`,
  applications: '/careers/admin/applications',
  application: (id: string) => `/careers/admin/applications/${id}`,
  analytics: '/careers/admin/analytics',
  staff: '/careers/admin/staff',
  audit: '/careers/admin/audit',
} as const;

/**
 * The workspace's frame: its name, the sections the account's role opens (recruiters: jobs, applications, analytics; admins: staff and
 * the audit trail too), and the page. In English, marked so (docs/decisions/041).
 */
export function AdminFrame({
  role,
  href,
  children,
}: {
  role: StaffRole;
  /** The tenant's address of a workspace path (`domain` carried). */
  href: (path: string) => string;
  children: ReactNode;
}) {
  const links = [
    { to: ADMIN_PATHS.jobs, label: ADMIN_TEXTS.nav.jobs, end: false },
    { to: ADMIN_PATHS.applications, label: ADMIN_TEXTS.nav.applications, end: false },
    { to: ADMIN_PATHS.analytics, label: ADMIN_TEXTS.nav.analytics, end: true },
    ...(role === 'admin'
      ? [
          { to: ADMIN_PATHS.staff, label: ADMIN_TEXTS.nav.staff, end: true },
          { to: ADMIN_PATHS.audit, label: ADMIN_TEXTS.nav.audit, end: true },
        ]
      : []),
  ];
  return (
    <div className={styles.frame} lang="en" dir="ltr">
      <nav className={styles.nav} aria-label={ADMIN_TEXTS.workspace}>
        <p className={styles.workspace}>{ADMIN_TEXTS.workspace}</p>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={href(link.to)} end={link.end} className={styles.navLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>{children}</div>
    </div>
  );
}

/** A page's status word, with its colour as a second cue only. */
export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return (
    <span className={styles.badge} data-status={status}>
      {children}
    </span>
  );
}

/** Previous / next over a paged list, with where the reader is. */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const T = ADMIN_TEXTS.jobs;
  return (
    <nav className={styles.pager} aria-label={T.pagination}>
      {page > 1 ? <NavLink to={hrefOf(page - 1)}>{T.previous}</NavLink> : <span aria-hidden="true" />}
      <span aria-current="page">{T.pageOf(page, pages)}</span>
      {page < pages ? <NavLink to={hrefOf(page + 1)}>{T.next}</NavLink> : <span aria-hidden="true" />}
    </nav>
  );
}
