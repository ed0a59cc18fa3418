/**
 * Query keys of the endpoints, in one place so mutations can invalidate what they change.
 * Everything that depends on who is signed in lives under a key listed in USER_SCOPED_KEYS.
 */
export const queryKeys = {
  session: ['session'] as const,
  settings: ['settings'] as const,
  search: ['search'] as const,
  suggestions: ['suggestions'] as const,
  /** A position with the candidate's saved flag: ['position', id, privateToken]. */
  position: ['position'] as const,
  insights: ['insights'] as const,
  configOverrides: ['configOverrides'] as const,
  jobCart: ['jobCart'] as const,
  /** How the signed-in candidate's profile matches a position: ['matchDetails', id, privateToken]. */
  matchDetails: ['matchDetails'] as const,
  /** The candidate's offers (spec 1 §7). */
  offers: ['offers'] as const,
  /** One offer with its documents' content: ['offer', encId]. */
  offer: ['offer'] as const,
  /** The forms center's list: ['formsList', tab] (spec 1 §7 forms_list, docs/decisions/019). */
  formsList: ['formsList'] as const,
  /** One assigned form with its definition and answers: ['candidateForm', id]. */
  candidateForm: ['candidateForm'] as const,
  /** The application form of one apply page: ['applyForm', 'pid,pid', privateToken] (docs/decisions/020). */
  applyForm: ['applyForm'] as const,
  /** The candidate's draft applications: ['draftApplications', positionId | 'all']. */
  draftApplications: ['draftApplications'] as const,
  /** The terms-of-service gate's state (spec 1 §7, docs/decisions/022). */
  termsOfService: ['termsOfService'] as const,
  /** The candidate's saved positions (spec 1 §7 `positions/saved`). */
  savedPositions: ['savedPositions'] as const,
  /** The candidate's applications, active and inactive (spec 2 §7 "applications"). */
  candidateApplications: ['candidateApplications'] as const,
  /** The tenant's upcoming events with the candidate's registrations (docs/decisions/049). */
  candidateEvents: ['candidateEvents'] as const,
  /** The candidate's interviews, upcoming and past (spec 1 §7 "interviews"). */
  candidateInterviews: ['candidateInterviews'] as const,
  /** The dashboard's next steps (spec 1 §7 `dashboard/nudges`, docs/decisions/054). */
  dashboardNudges: ['dashboardNudges'] as const,
  /** The referrals addressed to the candidate (spec 1 §7 `dashboard/referrals`). */
  candidateReferrals: ['candidateReferrals'] as const,
  /** The candidate's profile with their basics and resumes (`profile_details`). */
  profileDetails: ['profileDetails'] as const,
  /** The profile's completion score and next steps: ['profileAnalysis', hl]. */
  profileAnalysis: ['profileAnalysis'] as const,
  /** The candidate's job alerts (docs/decisions/053). */
  jobAlerts: ['jobAlerts'] as const,
  /** The recruiter workspace (docs/decisions/041): ['admin', 'positions', query], ['admin', 'position', id], … */
  admin: ['admin'] as const,
  /** The notification center's unread count (docs/decisions/055). */
  notificationBadge: ['notificationBadge'] as const,
  /** The notification center's lists: ['notifications', tab, hl]. */
  notifications: ['notifications'] as const,
  /** How the candidate wants each kind of notification (settings). */
  notificationPreferences: ['notificationPreferences'] as const,
};

/** Queries whose answer depends on the signed-in candidate: dropped or refetched when the session changes. */
export const USER_SCOPED_KEYS = [
  queryKeys.session,
  queryKeys.settings,
  queryKeys.position,
  queryKeys.jobCart,
  queryKeys.matchDetails,
  queryKeys.offers,
  queryKeys.offer,
  queryKeys.formsList,
  queryKeys.candidateForm,
  queryKeys.applyForm,
  queryKeys.draftApplications,
  queryKeys.termsOfService,
  queryKeys.savedPositions,
  queryKeys.candidateApplications,
  queryKeys.candidateEvents,
  queryKeys.candidateInterviews,
  queryKeys.dashboardNudges,
  queryKeys.candidateReferrals,
  queryKeys.profileDetails,
  queryKeys.profileAnalysis,
  queryKeys.jobAlerts,
  queryKeys.admin,
  queryKeys.notificationBadge,
  queryKeys.notifications,
  queryKeys.notificationPreferences,
] as const;
