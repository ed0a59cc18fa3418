import type { Kysely } from 'kysely';
import type { Database } from './db/types.js';
import type { Env } from './env.js';
import { siteOrigin } from './lib/origin.js';
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
import { type AuditService, createAuditService } from './modules/audit/audit.service.js';
import { type AuthService, createAuthService } from './modules/auth/auth.service.js';
import { type AvatarsService, createAvatarsService } from './modules/avatars/avatars.service.js';
import {
  type CandidateFormsService,
  createCandidateFormsService,
} from './modules/candidate-forms/candidate-forms.service.js';
import { type CandidatesService, createCandidatesService } from './modules/candidates/candidates.service.js';
import { createMailService, type MailLogger, type MailService } from './modules/mail/mail.service.js';
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
import { createResumesService, type ResumesService } from './modules/resumes/resumes.service.js';
import {
  createSavedSearchesService,
  type SavedSearchesService,
} from './modules/saved-searches/saved-searches.service.js';
import { createSearchService, type SearchService } from './modules/search/search.service.js';
import { createSessionsService, type SessionsService } from './modules/sessions/sessions.service.js';
import { createStaffService, type StaffService } from './modules/staff/staff.service.js';
import { createTenantsService, type TenantsService } from './modules/tenants/tenants.service.js';
import { createTermsService, type TermsService } from './modules/terms/terms.service.js';
import { findPlace } from './search/gazetteer.js';
import { createSearchIndex } from './search/search-index.js';

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
  onboarding: OnboardingService;
  avatars: AvatarsService;
  audit: AuditService;
  staff: StaffService;
  adminPositions: AdminPositionsService;
  adminApplications: AdminApplicationsService;
}

export function createServices(deps: {
  db: Kysely<Database>;
  env: Env;
  now: () => Date;
  log: MailLogger;
}): Services {
  const { db, env, now, log } = deps;
  const mail = createMailService(db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, now, log });
  const searchIndex = createSearchIndex(db);
  const positions = createPositionsService(db, { now, searchIndex });
  const savedPositions = createSavedPositionsService(db, { now });
  const profiles = createProfileService(db, { now });
  const candidateForms = createCandidateFormsService(db, { now });
  const auth = createAuthService({ db, mail, now, log, logResetLinks: env.NODE_ENV !== 'production' });
  const audit = createAuditService(db, { now });
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
    positions,
    profiles,
    resumes,
    jobCart,
    auth,
    mail,
  });
  // A visitor's upload waiting in a pending application is the candidate's, though no foreign key says so.
  auth.addAccountEraser(async (trx, tenantId, candidateId) => {
    await resumes.removeUnclaimed(
      trx,
      tenantId,
      await applications.pendingResumeIds(trx, tenantId, candidateId),
    );
  });
  const offers = createOffersService(db, { now, candidateForms });
  const savedSearches = createSavedSearchesService(db, { now });
  const onboarding = createOnboardingService(db, { now, profiles, resumes, savedSearches, findPlace });
  return {
    tenants: createTenantsService(db, { now }),
    candidates: createCandidatesService(db, { now }),
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
    onboarding,
    avatars: createAvatarsService(db, { now, profiles }),
    audit,
    staff,
    adminApplications: createAdminApplicationsService(db, {
      audit,
      mail,
      applications,
      positions,
      offers,
      now,
    }),
    adminPositions: createAdminPositionsService(db, {
      positions,
      audit,
      now,
      siteUrl: (tenant) => siteOrigin(env, tenant),
    }),
  };
}
