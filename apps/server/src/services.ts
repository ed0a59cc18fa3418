import type { Kysely } from 'kysely';
import type { Database } from './db/types.js';
import type { Env } from './env.js';
import { siteOrigin } from './lib/origin.js';
import { createSigner } from './lib/signing.js';
import {
  type AdminAnalyticsService,
  createAdminAnalyticsService,
} from './modules/analytics/admin-analytics.service.js';
import { type AnalyticsService, createAnalyticsService } from './modules/analytics/analytics.service.js';
import {
  type AdminApplicationsService,
  createAdminApplicationsService,
} from './modules/applications/admin-applications.service.js';
import {
  type ApplicationsService,
  createApplicationsService,
} from './modules/applications/applications.service.js';
import { createPipelineService, type PipelineService } from './modules/applications/pipeline.service.js';
import { type AuditService, createAuditService } from './modules/audit/audit.service.js';
import { type AuthService, createAuthService } from './modules/auth/auth.service.js';
import { type AvatarsService, createAvatarsService } from './modules/avatars/avatars.service.js';
import {
  type AdminFormsService,
  createAdminFormsService,
} from './modules/candidate-forms/admin-forms.service.js';
import {
  type CandidateFormsService,
  createCandidateFormsService,
} from './modules/candidate-forms/candidate-forms.service.js';
import { type CandidatesService, createCandidatesService } from './modules/candidates/candidates.service.js';
import { createDashboardService, type DashboardService } from './modules/dashboard/dashboard.service.js';
import { createEventsService, type EventsService } from './modules/events/events.service.js';
import { createInterviewsService, type InterviewsService } from './modules/interviews/interviews.service.js';
import {
  createJobAlertsService,
  type DigestJob,
  digestJobKey,
  JOB_ALERT_DIGEST_JOB,
  JOB_ALERTS_TICK_JOB,
  type JobAlertsService,
} from './modules/job-alerts/job-alerts.service.js';
import { createMailService, type MailLogger, type MailService } from './modules/mail/mail.service.js';
import { createHub, type NotificationHub } from './modules/notifications/notification-hub.js';
import {
  createNotificationsService,
  MAIL_SWEEP_AFTER_MS,
  NOTIFICATION_MAIL_JOB,
  type NotificationsService,
  TIMED_NOTIFICATIONS_EVERY_MS,
} from './modules/notifications/notifications.service.js';
import { createOffersService, type OffersService } from './modules/offers/offers.service.js';
import { createOnboardingService, type OnboardingService } from './modules/onboarding/onboarding.service.js';
import {
  type AdminPositionsService,
  createAdminPositionsService,
} from './modules/positions/admin-positions.service.js';
import { createJobCartService, type JobCartService } from './modules/positions/job-cart.service.js';
import {
  createPositionDetailsService,
  type PositionDetailsService,
} from './modules/positions/position-details.service.js';
import { createPositionsService, type PositionsService } from './modules/positions/positions.service.js';
import {
  createSavedPositionsService,
  type SavedPositionsService,
} from './modules/positions/saved-positions.service.js';
import { createProfileService, type ProfileService } from './modules/profile/profile.service.js';
import { createQueue } from './modules/queue/create-queue.js';
import type { Queue, QueueLogger } from './modules/queue/queue.js';
import { createReferralsService, type ReferralsService } from './modules/referrals/referrals.service.js';
import { createResumesService, type ResumesService } from './modules/resumes/resumes.service.js';
import {
  createSavedSearchesService,
  type SavedSearchesService,
} from './modules/saved-searches/saved-searches.service.js';
import { createSearchService, type SearchService } from './modules/search/search.service.js';
import { createSessionsService, type SessionsService } from './modules/sessions/sessions.service.js';
import { type AdminSiteService, createAdminSiteService } from './modules/site/admin-site.service.js';
import { createStaffService, type StaffService } from './modules/staff/staff.service.js';
import { createTenantsService, type TenantsService } from './modules/tenants/tenants.service.js';
import { createTermsService, type TermsService } from './modules/terms/terms.service.js';
import { type AdminThemeService, createAdminThemeService } from './modules/theme/admin-theme.service.js';
import { findPlace } from './search/gazetteer.js';
import { createSearchIndex } from './search/search-index.js';
import { createSearchPlacesRepository } from './search/search-places.js';
import { createSearchTermsRepository } from './search/search-terms.js';

/** Every module's service, created once per app over the same database handle. */
export interface Services {
  tenants: TenantsService;
  candidates: CandidatesService;
  sessions: SessionsService;
  auth: AuthService;
  mail: MailService;
  positions: PositionsService;
  positionDetails: PositionDetailsService;
  savedPositions: SavedPositionsService;
  jobCart: JobCartService;
  profiles: ProfileService;
  offers: OffersService;
  candidateForms: CandidateFormsService;
  search: SearchService;
  analytics: AnalyticsService;
  adminAnalytics: AdminAnalyticsService;
  resumes: ResumesService;
  applications: ApplicationsService;
  terms: TermsService;
  savedSearches: SavedSearchesService;
  jobAlerts: JobAlertsService;
  onboarding: OnboardingService;
  avatars: AvatarsService;
  audit: AuditService;
  staff: StaffService;
  adminPositions: AdminPositionsService;
  adminApplications: AdminApplicationsService;
  adminForms: AdminFormsService;
  pipeline: PipelineService;
  adminSite: AdminSiteService;
  adminTheme: AdminThemeService;
  interviews: InterviewsService;
  events: EventsService;
  notifications: NotificationsService;
  /** Carries "this candidate's notifications changed" to the badge streams of every process. */
  notificationHub: NotificationHub;
  /** Background jobs (docs/decisions/052): define handlers while creating services, enqueue after commits. */
  queue: Queue;
  dashboard: DashboardService;
  referrals: ReferralsService;
}

export function createServices(deps: {
  db: Kysely<Database>;
  env: Env;
  now: () => Date;
  log: MailLogger & Partial<Pick<QueueLogger, 'warn'>>;
}): Services {
  const { db, env, now, log } = deps;
  // First, so that every service created below can define its jobs on it. A logger without warn (tests) logs
  // the queue's warnings (a retry coming) as info.
  const queue = createQueue({
    db,
    env,
    now,
    log: { info: log.info.bind(log), error: log.error.bind(log), warn: (log.warn ?? log.info).bind(log) },
  });
  const mail = createMailService(db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, now, log });
  const searchIndex = createSearchIndex(db);
  const audit = createAuditService(db, { now });
  const tenants = createTenantsService(db, { now, audit });
  const signer = createSigner(db, { secret: env.APP_SECRET, now });
  const notificationHub = createHub(env.REDIS_URL, (error) =>
    log.error({ err: error }, 'notification hub connection failed'),
  );
  // Every producer writes its notifications through this service, in its own transaction (docs/decisions/051).
  const notifications = createNotificationsService(db, {
    now,
    hub: notificationHub,
    signer,
    mail,
    tenants,
    siteUrl: (tenant) => siteOrigin(env, tenant),
    log,
  });
  const positions = createPositionsService(db, { now, searchIndex });
  const savedPositions = createSavedPositionsService(db, { now });
  const profiles = createProfileService(db, { now });
  const candidateForms = createCandidateFormsService(db, { now, notifications });
  const auth = createAuthService({ db, mail, now, log, logResetLinks: env.NODE_ENV !== 'production' });
  const pipeline = createPipelineService(db, { audit, now });
  const staff = createStaffService(db, { mail, audit, now });
  // A staff invitation becomes the account's when its address is proven (docs/decisions/039).
  auth.addProvenAccountHook(async (tenantId, candidate) => {
    await staff.claimInvitation(tenantId, candidate);
  });
  // The site's only admin keeps their account until someone else is an admin (docs/decisions/039).
  auth.addAccountEraser((trx, tenantId, candidateId) =>
    staff.assertAccountRemovable(trx, tenantId, candidateId),
  );
  const jobCart = createJobCartService(db, { now });
  const search = createSearchService({ db, positions, now, index: searchIndex });
  const resumes = createResumesService(db, { now, profiles, skillVocabulary: search.skillVocabulary });
  const applications = createApplicationsService(db, {
    now,
    notifications,
    positions,
    profiles,
    resumes,
    jobCart,
    auth,
    mail,
    audit,
  });
  // A visitor's upload waiting in a pending application is the candidate's, though no foreign key says so.
  auth.addAccountEraser(async (trx, tenantId, candidateId) => {
    await resumes.removeUnclaimed(
      trx,
      tenantId,
      await applications.pendingResumeIds(trx, tenantId, candidateId),
    );
  });
  const offers = createOffersService(db, { now, candidateForms, notifications });
  const referrals = createReferralsService(db, {
    now,
    mail,
    audit,
    positions,
    siteUrl: (tenant) => siteOrigin(env, tenant),
  });
  // An application through a referral's link is recorded on the referral, in the application's transaction.
  applications.addApplicationHook(referrals.onApplication);
  auth.addAccountEraser((trx, tenantId, candidateId) => referrals.eraseFor(trx, tenantId, candidateId));
  const events = createEventsService(db, { audit, mail, now, notifications });
  // A deleted account's event seats are free again (docs/decisions/049).
  auth.addAccountEraser((trx, tenantId, candidateId) => events.releaseSeats(trx, tenantId, candidateId));
  const savedSearches = createSavedSearchesService(db, { now, dayMs: env.JOB_ALERT_DAY_MS, signer });
  const candidates = createCandidatesService(db, { now });
  // Digests of job alerts (docs/decisions/053): matched by the alert matcher, mailed as queue jobs.
  const jobAlerts = createJobAlertsService(db, {
    now,
    dayMs: env.JOB_ALERT_DAY_MS,
    savedSearches,
    positions,
    candidates,
    tenants,
    mail,
    notifications,
    match: {
      index: searchIndex,
      sources: {
        searchTerms: createSearchTermsRepository(db),
        searchPlaces: createSearchPlacesRepository(db),
      },
    },
    siteUrl: (tenant) => siteOrigin(env, tenant),
    log,
  });
  // The tick every JOB_ALERT_TICK_MS (one job per slot, whichever process takes it), and a digest job per alert
  // and period, keyed by the digest: added twice, it is one job; run twice, its mail goes once.
  queue.define(JOB_ALERTS_TICK_JOB, async () => {
    await jobAlerts.tick();
  });
  queue.define<DigestJob>(JOB_ALERT_DIGEST_JOB, async (payload) => {
    await jobAlerts.sendDigest(payload);
  });
  queue.every(JOB_ALERTS_TICK_JOB, env.JOB_ALERT_TICK_MS);
  jobAlerts.useQueue(({ tenantId, ...job }) =>
    queue.enqueue(JOB_ALERT_DIGEST_JOB, job, { key: digestJobKey(job.digestKey), tenantId }),
  );
  const onboarding = createOnboardingService(db, { now, profiles, resumes, savedSearches, findPlace });
  // The notifications' background work on the queue (docs/decisions/051): a job per notification to mail (key =
  // the notification), and the recurring sweep of mails left pending and the timed notifications.
  queue.define<{ id: string }>(NOTIFICATION_MAIL_JOB, async ({ id }) => {
    await notifications.deliverMail(id);
  });
  notifications.useMailQueue(({ id, tenantId }) =>
    queue.enqueue(NOTIFICATION_MAIL_JOB, { id }, { key: `${NOTIFICATION_MAIL_JOB}:${id}`, tenantId }),
  );
  queue.define('notification-mail-sweep', async () => {
    await notifications.sweepMails();
  });
  queue.every('notification-mail-sweep', MAIL_SWEEP_AFTER_MS);
  queue.define('event-reminders', async () => {
    await events.remindRegistrants();
  });
  queue.every('event-reminders', TIMED_NOTIFICATIONS_EVERY_MS);
  queue.define('offers-expiring', async () => {
    await offers.notifyExpiring();
  });
  queue.every('offers-expiring', TIMED_NOTIFICATIONS_EVERY_MS);
  const adminApplications = createAdminApplicationsService(db, {
    notifications,
    audit,
    mail,
    applications,
    positions,
    profiles,
    pipeline,
    offers,
    now,
  });
  return {
    queue,
    tenants,
    candidates,
    sessions: createSessionsService(db, { now }),
    auth,
    mail,
    positions,
    positionDetails: createPositionDetailsService(db, { savedPositions, profiles, now }),
    savedPositions,
    jobCart,
    profiles,
    offers,
    candidateForms,
    search,
    analytics: createAnalyticsService(db, { now }),
    adminAnalytics: createAdminAnalyticsService(db, { now }),
    resumes,
    applications,
    terms: createTermsService(db, { now }),
    savedSearches,
    jobAlerts,
    onboarding,
    avatars: createAvatarsService(db, { now, profiles }),
    audit,
    staff,
    adminForms: createAdminFormsService(db, { audit, candidateForms, notifications, now }),
    events,
    pipeline,
    adminApplications,
    interviews: createInterviewsService(db, {
      notifications,
      audit,
      mail,
      adminApplications,
      now,
      siteUrl: (tenant) => siteOrigin(env, tenant),
    }),
    adminPositions: createAdminPositionsService(db, {
      positions,
      audit,
      now,
      siteUrl: (tenant) => siteOrigin(env, tenant),
    }),
    adminSite: createAdminSiteService({ tenants, applications, positions }),
    referrals,
    dashboard: createDashboardService({
      now,
      applications,
      offers,
      candidateForms,
      profiles,
      resumes,
      positions,
      search,
    }),
    adminTheme: createAdminThemeService(db, { audit, tenants, now }),
    notifications,
    notificationHub,
  };
}
