/*
 * Plain values, no zod: the browser's first load imports these without the schemas (docs/decisions/014).
 *
 * The candidate's dashboard (spec 1 §2, spec 2 §3; docs/decisions/054): its tabs, the kinds of its nudges, and
 * the rule that picks the tabs a tenant shows.
 */

/**
 * The dashboard's tabs, in the order they are shown, named after the data each shows (spec 2 §3: applications
 * and inactiveApplications, interviews, savedPositions, events, offers, open and closed drafts, referrals).
 */
export const DASHBOARD_TABS = [
  'applications',
  'interviews',
  'savedPositions',
  'events',
  'offers',
  'drafts',
  'referrals',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/**
 * The tabs a tenant's dashboard shows: those `dashboardConfig.tabs` names, in the dashboard's own order, or
 * every tab when it names none it knows (an empty list means all tabs). Referrals only behind the
 * `referralWithCandidateApplicationGate` gate, whatever the list says (spec 2 §6).
 */
export function dashboardTabs(configured: readonly string[], referralGate: boolean): DashboardTab[] {
  const named = new Set(configured.filter(isDashboardTab));
  return DASHBOARD_TABS.filter(
    (tab) => (named.size === 0 || named.has(tab)) && (tab !== 'referrals' || referralGate),
  );
}

/** What a nudge asks the candidate to do (docs/decisions/054 explains their order). */
export const NUDGE_KINDS = [
  'sign_offer',
  'answer_form',
  'finish_draft',
  'new_job',
  'complete_profile',
] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

/** A deadline this close (offer expiry, form due date, the job closing) puts a nudge ahead of every other. */
export const NUDGE_URGENT_DAYS = 3;
/** Jobs posted this many days back count as newly posted. */
export const NUDGE_NEW_JOB_DAYS = 7;
/** At most this many new-job nudges and profile pieces, and nudges in all. */
export const NUDGE_MAX_NEW_JOBS = 3;
export const NUDGE_MAX_PROFILE_STEPS = 2;
export const NUDGE_MAX = 8;

/** The referral link's parameter (spec 2 §2 carries it from the search and job pages to the application). */
export const REFERRAL_TOKEN_PARAM = 'referral_token';
