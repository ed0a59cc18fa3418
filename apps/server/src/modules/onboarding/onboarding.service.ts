import {
  type CandidateProfile,
  type OnboardingResponse,
  onboardingRequestSchema,
  type PageConfig,
  type PositionLocation,
  type ProfileBootstrapResponse,
  type ProfileJobPreferences,
  profileBootstrapRequestSchema,
  type SavedSearch,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { zodFields } from '../../lib/zod-fields.js';
import { createCandidatesService } from '../candidates/candidates.service.js';
import type { ProfileService } from '../profile/profile.service.js';
import type { ResumesService } from '../resumes/resumes.service.js';
import {
  createSavedSearchesService,
  type SavedSearchesService,
} from '../saved-searches/saved-searches.service.js';

function unprocessable(message: string, fields: Record<string, string>): AppError {
  return new AppError('UNPROCESSABLE', message, { fields });
}

/** The name a place is searched by (the search page's location box takes "City, Country"). */
export function placeSearchName(place: PositionLocation): string {
  return `${place.city}, ${place.country}`;
}

/** Job alerts are offered where the tenant sends saved-search notifications and candidates can sign in. */
export function jobAlertsOffered(config: PageConfig): boolean {
  return (
    config.notificationsConfig.savedSearchNotification.enabled &&
    config.loginSignupConfig.candidateLoginEnabled
  );
}

/**
 * The saved search an onboarding's alert opt-in stores: the first wanted title and place, the remote filter
 * when only remote work is wanted, the job types. The same choices the search opens with afterwards.
 */
export function savedSearchFromPreferences(preferences: ProfileJobPreferences) {
  const filters: Record<string, string[]> = {};
  if (preferences.remote === 'remote') filters.is_remote = ['true'];
  if (preferences.jobTypes.length > 0) filters.job_type = [...preferences.jobTypes];
  return {
    query: preferences.titles[0] ?? '',
    location: preferences.locations[0] ? placeSearchName(preferences.locations[0]) : '',
    filters,
  };
}

/** Marks a repeated onboarding, so its transaction writes nothing. */
class AlreadyOnboarded extends Error {}

/**
 * Onboarding and profile bootstrapping (spec 1 §4; docs/decisions/027). Each call is one transaction over the
 * profile, the candidate's flags and (for an alert opt-in) a saved search; a bad value is a 422 naming it and
 * writes nothing. Always the session's own candidate.
 */
export function createOnboardingService(
  db: Kysely<Database>,
  deps: {
    now: () => Date;
    profiles: ProfileService;
    resumes: ResumesService;
    savedSearches: SavedSearchesService;
    findPlace: (text: string) => PositionLocation | null;
  },
) {
  const { now, profiles, resumes, savedSearches } = deps;

  /** Reads a bootstrap body; anything malformed is a 422 with the first bad entry's path. */
  function readBootstrap(body: unknown) {
    const parsed = profileBootstrapRequestSchema.safeParse(body ?? {});
    if (!parsed.success)
      throw new AppError('UNPROCESSABLE', 'Invalid request received. Please try again', {
        fields: zodFields(parsed.error, 'profile'),
        cause: parsed.error,
      });
    return parsed.data;
  }

  return {
    /**
     * Writes the resume fields the candidate accepted and marks them bootstrapped. List entries join the
     * profile's lists (what the candidate had stays; a skill or link already there is kept once); the
     * headline, phone and location replace the profile's when given.
     */
    async bootstrap(
      tenantId: string,
      candidateId: string,
      body: unknown,
    ): Promise<ProfileBootstrapResponse['data']> {
      const accepted = readBootstrap(body);
      if (accepted.phone !== null && !/^\+?[0-9 ()./-]{5,40}$/.test(accepted.phone.trim()))
        throw unprocessable('The phone number is invalid.', {
          phone: 'Use digits, spaces and + ( ) . / - only.',
        });
      if (accepted.resume_id) {
        try {
          await resumes.file(tenantId, candidateId, accepted.resume_id);
        } catch {
          throw unprocessable('This resume is not yours.', { resume_id: 'This resume does not exist.' });
        }
      }
      const profile = await profiles.change(
        tenantId,
        candidateId,
        (current: CandidateProfile) => {
          const urls = new Set(current.links.map((link) => link.url));
          return {
            ...current,
            headline: accepted.headline ?? current.headline,
            phone: accepted.phone?.trim() || current.phone,
            location: accepted.location ?? current.location,
            experience: [...current.experience, ...accepted.experience],
            education: [...current.education, ...accepted.education],
            skills: [...current.skills, ...accepted.skills],
            links: [
              ...current.links,
              ...accepted.links.filter((link) => !urls.has(link.url) && urls.add(link.url)),
            ],
          };
        },
        async (trx) => {
          await createCandidatesService(trx, { now }).update(tenantId, candidateId, { isBootstrapped: true });
        },
      );
      return { profile, isBootstrapped: true };
    },

    /**
     * Completes onboarding: the preferences (null: skipped) become the profile's job preferences, keeping a
     * salary expectation already there; an alert opt-in stores a saved search built from them; the candidate
     * is marked onboarded. Done once: a repeated call writes nothing and answers what is stored.
     */
    async complete(
      tenant: { id: string; config: PageConfig },
      candidateId: string,
      body: unknown,
    ): Promise<OnboardingResponse['data']> {
      const parsed = onboardingRequestSchema.safeParse(body ?? {});
      if (!parsed.success)
        throw new AppError('UNPROCESSABLE', 'Invalid request received. Please try again', {
          fields: zodFields(parsed.error, 'preferences'),
          cause: parsed.error,
        });
      const { preferences, job_alerts: wantsAlerts } = parsed.data;

      const locations: PositionLocation[] = [];
      preferences?.places.forEach((name, index) => {
        const place = deps.findPlace(name);
        if (!place)
          throw unprocessable('A place is unknown.', {
            [`preferences.places.${index}`]: 'We could not find this place. Choose one of the suggestions.',
          });
        if (!locations.some((l) => l.city === place.city && l.countryCode === place.countryCode))
          locations.push(place);
      });

      if (wantsAlerts && !jobAlertsOffered(tenant.config))
        throw unprocessable('Job alerts are not offered here.', {
          job_alerts: 'Job alerts are not offered on this site.',
        });

      const tenantId = tenant.id;
      const current = await profiles.get(tenantId, candidateId);
      const wanted: ProfileJobPreferences | null = preferences
        ? {
            titles: preferences.titles,
            locations,
            remote: preferences.remote,
            jobTypes: preferences.jobTypes,
            salary: current.jobPreferences.salary,
          }
        : null;
      const alertSearch = wantsAlerts && wanted ? savedSearchFromPreferences(wanted) : null;
      if (
        wantsAlerts &&
        (!alertSearch ||
          (!alertSearch.query && !alertSearch.location && Object.keys(alertSearch.filters).length === 0))
      )
        throw unprocessable('A job alert needs preferences.', {
          job_alerts: 'Choose a job title or a place for your job alert.',
        });

      let jobAlert: SavedSearch | null = null;
      const finish = async (trx: Kysely<Database>) => {
        if (!(await createCandidatesService(trx, { now }).markOnboarded(tenantId, candidateId)))
          throw new AlreadyOnboarded();
        if (alertSearch)
          jobAlert = await createSavedSearchesService(trx, { now }).create(tenantId, candidateId, {
            ...alertSearch,
            alertsEnabled: true,
            frequency: 'weekly',
          });
      };
      try {
        if (wanted)
          await profiles.change(tenantId, candidateId, (p) => ({ ...p, jobPreferences: wanted }), finish);
        else await db.transaction().execute(finish);
      } catch (error) {
        if (!(error instanceof AlreadyOnboarded)) throw error;
        return {
          isOnboarded: true,
          completedNow: false,
          jobPreferences: current.jobPreferences,
          jobAlert: (await savedSearches.list(tenantId, candidateId)).find((s) => s.alertsEnabled) ?? null,
        };
      }
      return {
        isOnboarded: true,
        completedNow: true,
        jobPreferences: wanted ?? current.jobPreferences,
        jobAlert,
      };
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
