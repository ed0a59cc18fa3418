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
  interviews: '/careers/admin/interviews',
  application: (id: string) => `/careers/admin/applications/${id}`,
  analytics: '/careers/admin/analytics',
  events: '/careers/admin/events',
  newEvent: '/careers/admin/events/new',
  event: (id: string) => `/careers/admin/events/${id}`,
  pipeline: '/careers/admin/pipeline',
  forms: '/careers/admin/forms',
  form: (id: string) => `/careers/admin/forms/${id}`,
  staff: '/careers/admin/staff',
  audit: '/careers/admin/audit',
  site: '/careers/admin/site',
  theme: '/careers/admin/theme',
  jobsQueue: '/careers/admin/jobs-queue',
} as const;

/**
 * The workspace's frame: its name, the sections the account's role opens (recruiters: jobs, applications, interviews,
 * events and analytics;
 * admins: the pipeline, forms, staff, the audit trail, the site settings, the theme and the failed background jobs
 * too), and the page. In English,
 * marked so (docs/decisions/041).
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
    { to: ADMIN_PATHS.interviews, label: ADMIN_TEXTS.nav.interviews, end: true },
    { to: ADMIN_PATHS.events, label: ADMIN_TEXTS.nav.events, end: false },
    { to: ADMIN_PATHS.analytics, label: ADMIN_TEXTS.nav.analytics, end: true },
    ...(role === 'admin'
      ? [
          { to: ADMIN_PATHS.pipeline, label: ADMIN_TEXTS.nav.pipeline, end: true },
          { to: ADMIN_PATHS.forms, label: ADMIN_TEXTS.nav.forms, end: false },
          { to: ADMIN_PATHS.staff, label: ADMIN_TEXTS.nav.staff, end: true },
          { to: ADMIN_PATHS.audit, label: ADMIN_TEXTS.nav.audit, end: true },
          { to: ADMIN_PATHS.site, label: ADMIN_TEXTS.nav.site, end: true },
          { to: ADMIN_PATHS.theme, label: ADMIN_TEXTS.nav.theme, end: true },
          { to: ADMIN_PATHS.jobsQueue, label: ADMIN_TEXTS.nav.jobsQueue, end: true },
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
