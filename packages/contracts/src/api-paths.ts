/*
 * Plain values, no zod: the browser's first load imports these without the schemas (docs/decisions/014).
 */

/** API paths. Spec paths are kept exactly; the rest follow the same style under /api/pcsx/. */
export const API = {
  health: '/api/health',
  vslog: '/vslog',
  session: '/api/pcsx/session',
  signup: '/api/pcsx/auth/signup',
  login: '/api/pcsx/auth/login',
  logout: '/api/pcsx/auth/logout',
  /** Confirms the address of a new account with the token of its sign-up mail (docs/decisions/033). */
  verifyEmail: '/api/pcsx/auth/verify_email',
  forgotPassword: '/api/pcsx/auth/forgot_password',
  resetPassword: '/api/pcsx/auth/reset_password',
  settings: '/api/pcsx/settings',
  settingsPassword: '/api/pcsx/settings/password',
  settingsLanguage: '/api/pcsx/settings/language',
  settingsSignOutEverywhere: '/api/pcsx/settings/sign_out_everywhere',
  settingsDeleteAccount: '/api/pcsx/settings/delete_account',
  /** "Download my data": one ZIP with every record about the signed-in candidate (docs/decisions/025). */
  settingsExportData: '/api/pcsx/settings/export_data',
  /** The signed-in candidate's profile as a resume: `?format=pdf|docx&template=classic|modern&hl=`. */
  exportResume: '/api/pcsx/export_resume',
  /** Spec 1 §7: the terms-of-service gate's state (GET) and the candidate's attestation (POST). */
  termsOfService: '/api/pcsx/terms_of_service',
  /** Select options for the form toolkit (spec 3 §7: a configurable relative endpoint read as data.options). */
  formOptionsDepartments: '/api/pcsx/forms/options/departments',
  formOptionsPositions: '/api/pcsx/forms/options/positions',
  formOptionsSkills: '/api/pcsx/forms/options/skills',
  /** Job search (spec 2 §7 "position search"), its map markers and the search-box suggestions. */
  search: '/api/pcsx/search',
  searchMarkers: '/api/pcsx/search/markers',
  searchAutocomplete: '/api/pcsx/search/autocomplete',
  searchLocations: '/api/pcsx/search/locations',
  /** Spec 1 §7: one position (position_id, domain, hl, queried_location), its insights, its config overrides. */
  positionDetails: '/api/pcsx/position_details',
  positionInsights: '/api/pcsx/position_insights',
  positionOverrides: '/api/pcsx/overrides',
  /** Saving a position (signed in), the job cart. */
  positionSave: (id: number | string) => `/api/pcsx/positions/${id}/save`,
  /** Spec 1 §7: the signed-in candidate's saved positions (a static segment: it wins over `positions/:id`). */
  positionsSaved: '/api/pcsx/positions/saved',
  /** Spec 2 §7 "applications": the signed-in candidate's applications, active and inactive. */
  dashboardApplications: '/api/pcsx/dashboard/applications',
  /** Spec 1 §7: the dashboard's next steps and the referrals addressed to the candidate (docs/decisions/054). */
  dashboardNudges: '/api/pcsx/dashboard/nudges',
  dashboardReferrals: '/api/pcsx/dashboard/referrals',
  /** The candidate withdraws one of their applications (docs/decisions/054). */
  applicationWithdraw: (id: string) => `/api/pcsx/applications/${id}/withdraw`,
  /** Spec 1 §7: the signed-in candidate's events; registering and unregistering (docs/decisions/049). */
  dashboardEvents: '/api/pcsx/dashboard/events',
  eventRegistration: (id: string) => `/api/pcsx/events/${id}/registration`,
  /** Spec 1 §7: the notification center (docs/decisions/051); `notificationsStream` is the live badge. */
  notifications: '/api/pcsx/notifications',
  notificationsMarkAllViewed: '/api/pcsx/notifications/mark_all_viewed',
  notificationMarkClicked: (id: string) => `/api/pcsx/notifications/${id}/mark_clicked`,
  notificationsMarkAllClicked: '/api/pcsx/notifications/mark_all_clicked',
  notificationBadge: '/api/pcsx/notification_badge',
  notificationsBootData: '/api/pcsx/notifications_boot_data',
  notificationsStream: '/api/pcsx/notifications/stream',
  notificationPreferences: '/api/pcsx/notification_preferences',
  /** Spec 1 §7: the signed-in candidate's interviews, upcoming and past (docs/decisions/044). */
  dashboardInterviews: '/api/pcsx/dashboard/interviews',
  /** One of the candidate's interviews as an iCalendar file ("Add to calendar"), for that candidate only. */
  interviewCalendar: (id: string) => `/api/pcsx/interviews/${id}/calendar.ics`,
  jobCart: '/api/pcsx/job_cart',
  /** Job alerts (issue 18 §3, docs/decisions/053): the candidate's own, a visitor's subscription (the mailed links' pages: job-alerts.ts). */
  jobAlerts: '/api/pcsx/job_alerts',
  jobAlert: (id: string) => `/api/pcsx/job_alerts/${id}`,
  jobAlertsSubscribe: '/api/pcsx/job_alerts/subscribe',
  /** Spec 1 §7: how the signed-in candidate's profile matches a position (position_id, domain). */
  matchDetails: '/api/pcsx/match_details',
  /** The forms center (spec 1 §2, §7; docs/decisions/019): the list, one form, save progress, submit. */
  formsList: '/api/pcsx/forms_list',
  candidateForm: (id: string) => `/api/pcsx/forms/${id}`,
  candidateFormSubmit: (id: string) => `/api/pcsx/forms/${id}/submit`,
  /** The offer center (spec 1 §7); `id` is the offer's enc_id. */
  offers: '/api/offer/offers',
  offer: (id: string) => `/api/offer/${id}`,
  offerAccept: (id: string) => `/api/offer/offers/${id}/accept`,
  offerDecline: (id: string) => `/api/offer/offers/${id}/decline`,
  offerDocumentAccept: (id: string, documentId: number | string) =>
    `/api/offer/offers/${id}/${documentId}/accept`,
  offerDocumentEsignStatus: (id: string, documentId: number | string) =>
    `/api/offer/offers/${id}/${documentId}/esign_status`,
  /** A document's PDF (`s3_path`); `version=original` for the unsigned original. */
  offerDocumentFile: (id: string, documentId: number | string) =>
    `/api/offer/${id}/documents/${documentId}/file`,
  /** The e-signature widget's own calls (docs/decisions/016). */
  esignDocument: (widgetId: string) => `/api/offer/esign/${widgetId}`,
  esignSign: (widgetId: string) => `/api/offer/esign/${widgetId}/sign`,
  esignReject: (widgetId: string) => `/api/offer/esign/${widgetId}/reject`,
  /** Applying (docs/decisions/020): the form, drafts (spec 2 §7 "draft applications", "delete draft"), submit. */
  applyForm: '/api/pcsx/apply/form',
  apply: '/api/pcsx/apply',
  applyConfirm: '/api/pcsx/apply/confirm',
  draftApplications: '/api/pcsx/draft_applications',
  /** Spec 2 §7: multipart resume upload; a stored resume's file. */
  uploadResume: '/api/pcsx/upload_resume',
  resumeFile: (id: string) => `/api/pcsx/resumes/${id}/file`,
  /** The candidate's profile (spec 2 §7 "profile fetch", `profile_edit`, "profile completion"; docs/decisions/024). */
  profileDetails: '/api/pcsx/profile_details',
  profileEdit: '/api/pcsx/profile_edit',
  profileAnalysis: '/api/pcsx/profile_analysis',
  /** The resume fields a candidate accepted, written at once (docs/decisions/027). */
  profileBootstrap: '/api/pcsx/profile_bootstrap',
  /** Spec 1 §7: complete onboarding (preferences and the job-alert opt-in; docs/decisions/027). */
  onboarding: '/api/pcsx/onboarding',
  /** The candidate's photo (docs/decisions/026): multipart upload, and a stored photo for its owner only. */
  uploadAvatar: '/api/pcsx/upload_avatar',
  avatarFile: (id: string) => `/api/pcsx/avatars/${id}`,
  /** Staff (recruiters and tenant admins): an offer with its audit trail. */
  adminOffer: (id: string) => `/api/admin/offers/${id}`,
  /** Tenant admins: the staff and open invitations; invite by email; change a role or remove a member. */
  adminStaff: '/api/admin/staff',
  adminStaffInvitations: '/api/admin/staff/invitations',
  adminStaffInvitation: (id: string) => `/api/admin/staff/invitations/${id}`,
  adminStaffMember: (id: string) => `/api/admin/staff/${id}`,
  /** Tenant admins: every staff write, newest first (docs/decisions/039). */
  adminAudit: '/api/admin/audit',
  /** Tenant admins: the site's theme, read and saved with its version (docs/decisions/046). */
  adminTheme: '/api/admin/theme',
  /** Staff: the tenant's jobs, drafts included; one job; its copy, publication and archiving (decision 040). */
  adminPositions: '/api/admin/positions',
  /** Recruiters: the applications pipeline (docs/decisions/043). */
  adminApplications: '/api/admin/applications',
  adminApplicationsMove: '/api/admin/applications/move',
  /** Staff: the site's figures over a period (docs/decisions/047), and the same figures as a CSV file. */
  adminAnalytics: '/api/admin/analytics',
  adminAnalyticsCsv: '/api/admin/analytics.csv',
  /** Tenant admins: the pipeline's stages, the built-in ones and the tenant's own (decision 050). */
  adminPipeline: '/api/admin/pipeline',
  /** Tenant admins: background jobs that used all their attempts, and putting one back (decision 052). */
  adminQueueFailed: '/api/admin/queue/failed',
  adminQueueRetry: (id: string) => `/api/admin/queue/failed/${encodeURIComponent(id)}/retry`,
  adminApplication: (id: string) => `/api/admin/applications/${id}`,
  adminApplicationStage: (id: string) => `/api/admin/applications/${id}/stage`,
  adminApplicationNotes: (id: string) => `/api/admin/applications/${id}/notes`,
  adminApplicationResume: (id: string) => `/api/admin/applications/${id}/resume`,
  adminApplicationOffer: (id: string) => `/api/admin/applications/${id}/offer`,
  adminOfferCancel: (id: string) => `/api/admin/offers/${id}/cancel`,
  adminOfferDocumentRevision: (id: string, documentId: number | string) =>
    `/api/admin/offers/${id}/documents/${documentId}/revision`,
  /** Recruiters: an application's interviews (list, schedule), reschedule, cancel, upcoming ones (decision 044). */
  adminApplicationInterviews: (id: string) => `/api/admin/applications/${id}/interviews`,
  adminInterviews: '/api/admin/interviews',
  adminInterview: (id: string) => `/api/admin/interviews/${id}`,
  adminInterviewCancel: (id: string) => `/api/admin/interviews/${id}/cancel`,
  adminInterviewers: '/api/admin/interviewers',
  /** Recruiters: preview a JSON feed or CSV file of jobs row by row, then import it (docs/decisions/042). */
  adminPositionsImportPreview: '/api/admin/positions/import/preview',
  adminPositionsImport: '/api/admin/positions/import',
  adminPosition: (id: number | string) => `/api/admin/positions/${id}`,
  adminPositionDuplicate: (id: number | string) => `/api/admin/positions/${id}/duplicate`,
  adminPositionPublish: (id: number | string) => `/api/admin/positions/${id}/publish`,
  adminPositionArchive: (id: number | string) => `/api/admin/positions/${id}/archive`,
  /** Staff: the referrals of a job, and recording one (mails the candidate a link; docs/decisions/054). */
  adminPositionReferrals: (id: number | string) => `/api/admin/positions/${id}/referrals`,
  /** Tenant admins: the form builder — preboarding and company forms, sent to hired candidates (decision 048). */
  adminForms: '/api/admin/forms',
  adminForm: (id: string) => `/api/admin/forms/${id}`,
  adminFormRecipients: (id: string) => `/api/admin/forms/${id}/recipients`,
  adminFormAssign: (id: string) => `/api/admin/forms/${id}/assign`,
  /** Recruiters: events (career fairs, webinars) — create, edit, publish, cancel, registrations (decision 049). */
  adminEvents: '/api/admin/events',
  adminEvent: (id: string) => `/api/admin/events/${id}`,
  adminEventPublish: (id: string) => `/api/admin/events/${id}/publish`,
  adminEventCancel: (id: string) => `/api/admin/events/${id}/cancel`,
  adminEventRegistrations: (id: string) => `/api/admin/events/${id}/registrations`,
  adminEventRegistrationsCsv: (id: string) => `/api/admin/events/${id}/registrations.csv`,
  /** Tenant admins: the site settings, read whole and saved a section at a time (docs/decisions/045). */
  adminSite: '/api/admin/site',
  adminSiteSection: (section: string) => `/api/admin/site/${section}`,
  /** Tenant admins: footer HTML as the server sanitises it, for the preview. */
  adminSiteFooterPreview: '/api/admin/site/footer/preview',
} as const;
