import {
  applyPath,
  type CandidateProfile,
  jobPath,
  NUDGE_MAX_PROFILE_STEPS,
  NUDGE_NEW_JOB_DAYS,
  type Nudge,
} from '@portico/contracts';
import type { ApplicationsService } from '../applications/applications.service.js';
import type { CandidateFormsService } from '../candidate-forms/candidate-forms.service.js';
import type { OffersService } from '../offers/offers.service.js';
import type { PositionsService } from '../positions/positions.service.js';
import type { ProfileService } from '../profile/profile.service.js';
import { profileCompletion } from '../profile/profile-completion.js';
import type { ResumesService } from '../resumes/resumes.service.js';
import type { SearchService } from '../search/search.service.js';
import { searchRequest } from '../search/search-request.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { rankNudges } from './nudges.js';

const DAY_MS = 86_400_000;
/** How many of the newest matches of each search are looked at for jobs posted in the last days. */
const NEW_JOB_PAGE = 10;
/** At most this many searches for new jobs: the candidate's first wished-for titles. */
const NEW_JOB_QUERIES = 2;
/**
 * A tenant's newest matches for a text are kept this long per process: a job posted a minute ago may wait a
 * minute to be nudged, and a dashboard read again and again does not search again each time.
 */
const NEW_JOB_CACHE_MS = 60_000;
const NEW_JOB_CACHE_MAX = 2_000;

/** What the candidate looks for, as search text: the titles they wish for, else their latest job's title. */
export function jobQueries(profile: CandidateProfile): string[] {
  const wished = profile.jobPreferences.titles.map((t) => t.trim()).filter(Boolean);
  if (wished.length > 0) return [...new Set(wished)].slice(0, NEW_JOB_QUERIES);
  const latest = profile.experience.find((e) => e.endDate === null) ?? profile.experience[0];
  return latest?.title.trim() ? [latest.title.trim()] : [];
}

/**
 * The dashboard's next steps (spec 1 §7 `dashboard/nudges`, docs/decisions/054): each module's open items read
 * through its own service, made into nudges with the page they are finished on, and ranked (`rankNudges`).
 */
export function createDashboardService(deps: {
  now: () => Date;
  applications: Pick<ApplicationsService, 'drafts' | 'appliedPositionIds'>;
  offers: Pick<OffersService, 'openOffers'>;
  candidateForms: Pick<CandidateFormsService, 'list'>;
  profiles: Pick<ProfileService, 'get'>;
  resumes: Pick<ResumesService, 'list'>;
  positions: Pick<PositionsService, 'findManyByIds' | 'privateToken'>;
  search: Pick<SearchService, 'search'>;
}) {
  const { now } = deps;
  const newestCache = new Map<
    string,
    { at: number; found: { id: number; title: string; postedAt: string }[] }
  >();

  /** The newest listed positions the search engine finds for `query` (cached, see NEW_JOB_CACHE_MS). */
  async function newestFor(tenant: Tenant, query: string) {
    const key = `${tenant.id}\n${query.toLowerCase()}`;
    const t = now().getTime();
    const hit = newestCache.get(key);
    if (hit && t - hit.at < NEW_JOB_CACHE_MS) return hit.found;
    const result = await deps.search.search(
      tenant,
      searchRequest(tenant, { query, location: '', start: 0, num: NEW_JOB_PAGE, sort_by: 'date' }, {}),
    );
    const found = result.positions.flatMap((p) =>
      p.postedAt ? [{ id: p.id, title: p.title, postedAt: p.postedAt }] : [],
    );
    if (newestCache.size >= NEW_JOB_CACHE_MAX) newestCache.delete(newestCache.keys().next().value as string);
    newestCache.set(key, { at: t, found });
    return found;
  }

  /** Open drafts: finish them before the job closes (its valid-through date is the deadline). */
  async function draftNudges(tenant: Tenant, candidateId: string): Promise<Nudge[]> {
    const { openDraftApplications } = await deps.applications.drafts(tenant, candidateId);
    if (openDraftApplications.length === 0) return [];
    const positions = new Map(
      (
        await deps.positions.findManyByIds(
          tenant.id,
          openDraftApplications.map((d) => d.position_id),
        )
      ).map((p) => [p.id, p]),
    );
    const out: Nudge[] = [];
    for (const draft of openDraftApplications) {
      const position = positions.get(draft.position_id);
      if (!position) continue;
      const privateToken = position.isPrivate
        ? await deps.positions.privateToken(tenant.id, position.id)
        : null;
      out.push({
        id: `draft:${draft.position_id}`,
        kind: 'finish_draft',
        title: draft.position.title,
        href: applyPath(draft.position_id, { privateToken }),
        due_at: position.validThrough,
        step: null,
        adds: null,
        at: draft.updated_at,
      });
    }
    return out;
  }

  async function offerNudges(tenant: Tenant, candidateId: string): Promise<Nudge[]> {
    return (await deps.offers.openOffers(tenant.id, candidateId)).map((offer) => ({
      id: `offer:${offer.encId}`,
      kind: 'sign_offer',
      title: offer.positionName,
      href: `/careers/offer/${encodeURIComponent(offer.encId)}`,
      due_at: offer.expiresAt,
      step: null,
      adds: null,
      at: null,
    }));
  }

  async function formNudges(tenant: Tenant, candidateId: string, siteOrigin: string): Promise<Nudge[]> {
    const { tabsData } = await deps.candidateForms.list(
      { tenantId: tenant.id, candidateId, siteOrigin },
      { tab: 'pending', includeTabList: false },
    );
    return (tabsData.pending ?? []).map((form) => ({
      id: `form:${form.id}`,
      kind: 'answer_form',
      title: form.title,
      href: `/careers/forms/center/${encodeURIComponent(form.id)}`,
      due_at: form.due_at,
      step: null,
      adds: null,
      at: form.assigned_at,
    }));
  }

  /** The completion's next pieces, biggest gain first; the profile page opens the step it names. */
  function profileNudges(profile: CandidateProfile, resumeCount: number): Nudge[] {
    const { missing } = profileCompletion(profile, resumeCount);
    return missing.slice(0, NUDGE_MAX_PROFILE_STEPS).map((piece) => ({
      id: `profile:${piece.key}`,
      kind: 'complete_profile',
      title: '',
      href: `/careers/profile?step=${encodeURIComponent(piece.nextStep)}`,
      due_at: null,
      step: piece.nextStep,
      adds: piece.adds,
      at: null,
    }));
  }

  /**
   * Jobs posted in the last NUDGE_NEW_JOB_DAYS days that the search engine finds for what the candidate looks
   * for (newest first), leaving out those they applied to (the caller leaves out the drafted ones).
   */
  async function newJobNudges(
    tenant: Tenant,
    candidateId: string,
    profile: CandidateProfile,
  ): Promise<Nudge[]> {
    const since = now().getTime() - NUDGE_NEW_JOB_DAYS * DAY_MS;
    const found = new Map<number, { id: number; title: string; postedAt: string }>();
    for (const query of jobQueries(profile))
      for (const p of await newestFor(tenant, query))
        if (Date.parse(p.postedAt) >= since && !found.has(p.id)) found.set(p.id, p);
    if (found.size === 0) return [];
    const applied = await deps.applications.appliedPositionIds(tenant.id, candidateId, [...found.keys()]);
    return [...found.values()]
      .filter((p) => !applied.has(p.id))
      .sort((a, b) => b.postedAt.localeCompare(a.postedAt))
      .map((p) => ({
        id: `job:${p.id}`,
        kind: 'new_job',
        title: p.title,
        href: jobPath(p),
        due_at: null,
        step: null,
        adds: null,
        at: p.postedAt,
      }));
  }

  return {
    /**
     * Every source read side by side (on PostgreSQL they run at once; the profile is read once, for its
     * completion and for the new-job search); drafted jobs are left out of the new ones.
     */
    async nudges(tenant: Tenant, candidateId: string, siteOrigin: string): Promise<Nudge[]> {
      const profileRead = deps.profiles.get(tenant.id, candidateId);
      const [drafts, offers, forms, profile, resumes, jobs] = await Promise.all([
        draftNudges(tenant, candidateId),
        offerNudges(tenant, candidateId),
        formNudges(tenant, candidateId, siteOrigin),
        profileRead,
        deps.resumes.list(tenant.id, candidateId),
        profileRead.then((p) => newJobNudges(tenant, candidateId, p)),
      ]);
      const drafted = new Set(drafts.map((d) => d.id));
      const fresh = jobs.filter((j) => !drafted.has(`draft:${j.id.slice('job:'.length)}`));
      return rankNudges(
        [...offers, ...forms, ...drafts, ...fresh, ...profileNudges(profile, resumes.length)],
        now(),
      );
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
