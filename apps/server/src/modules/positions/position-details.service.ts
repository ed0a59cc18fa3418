import {
  INSIGHT_LIST_LIMIT,
  type JobInsights,
  type Locale,
  type MatchDetails,
  NEARBY_RADIUS_KM,
  type PageConfig,
  type Position,
  type PositionDetail,
  type PositionDetailsOverride,
  type PositionOverrideRule,
  positionRuleApplies,
  SALARY_INSIGHT_MIN_SAMPLES,
  type SalaryRange,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { isListed } from '../../search/documents.js';
import { normalizePlaceText } from '../../search/gazetteer.js';
import { boundingBox, distanceKm, type LatLng } from '../../search/geo.js';
import type { ProfileService } from '../profile/profile.service.js';
import { matchDetails } from './match-details.js';
import { createPositionsRepository, isPositionId, toPosition } from './positions.repository.js';
import { canRead } from './private-link.js';
import type { SavedPositionsService } from './saved-positions.service.js';

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface SimilarRow {
  skills_required_json: string;
  skills_preferred_json: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
}

/** Skills asked for by the most similar positions (each position counts a skill once), ties by name. */
export function topSkills(rows: readonly SimilarRow[]): JobInsights['topSkills'] {
  const counts = new Map<string, { skill: string; count: number }>();
  for (const row of rows) {
    const seen = new Set<string>();
    for (const json of [row.skills_required_json, row.skills_preferred_json]) {
      for (const skill of JSON.parse(json) as string[]) {
        const key = skill.trim().toLowerCase();
        if (!key || seen.has(key)) continue;
        seen.add(key);
        const entry = counts.get(key);
        if (entry) entry.count++;
        else counts.set(key, { skill: skill.trim(), count: 1 });
      }
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.skill.localeCompare(b.skill, 'en'))
    .slice(0, INSIGHT_LIST_LIMIT);
}

/**
 * Salary insight over similar positions in one currency and period: this position's, or when it
 * publishes none, the pair most similar positions use (ties alphabetical). min = lowest published minimum,
 * max = highest published maximum, median = median of the ranges' midpoints.
 */
export function salaryInsight(own: SalaryRange | null, rows: readonly SimilarRow[]): JobInsights['salary'] {
  const published = rows.filter(
    (r) => r.salary_min !== null && r.salary_max !== null && r.salary_currency && r.salary_period,
  );
  let pair = own ? `${own.currency}|${own.period}` : null;
  if (!pair) {
    const counts = new Map<string, number>();
    for (const r of published) {
      const key = `${r.salary_currency}|${r.salary_period}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    pair = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null;
  }
  if (!pair) return null;
  const samples = published.filter((r) => `${r.salary_currency}|${r.salary_period}` === pair);
  if (samples.length < SALARY_INSIGHT_MIN_SAMPLES) return null;
  const [currency, period] = pair.split('|') as [string, SalaryRange['period']];
  const mids = samples.map((r) => (r.salary_min! + r.salary_max!) / 2).sort((a, b) => a - b);
  return {
    min: Math.min(...samples.map((r) => r.salary_min!)),
    median: Math.round(median(mids)),
    max: Math.max(...samples.map((r) => r.salary_max!)),
    currency,
    period,
    sampleSize: samples.length,
  };
}

/**
 * The job page (spec 2 §3-§4): the full position with the candidate's saved flag, and insights computed
 * from the tenant's open positions. A private position answers only with its link token (private-link.ts); without
 * it, and for another tenant's id, the answer is a 404 exactly like a missing one.
 */
export function createPositionDetailsService(
  db: Kysely<Database>,
  deps: { savedPositions: SavedPositionsService; profiles: ProfileService; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  const repo = createPositionsRepository(db);

  async function visible(tenantId: string, id: number, privateToken: string | null): Promise<Position> {
    const row = isPositionId(id) ? await repo.findById(tenantId, id) : undefined;
    if (!row || !canRead(row, privateToken)) {
      throw new AppError('NOT_FOUND', 'This position does not exist.');
    }
    return toPosition(row);
  }

  /** Open positions other than `excludeId` with a place within the radius of `center`. */
  async function countNearby(tenantId: string, center: LatLng, excludeId: number, at: string) {
    const rows = await repo.openPlacesInBox(tenantId, boundingBox(center, NEARBY_RADIUS_KM), at);
    const ids = new Set<number>();
    for (const r of rows) {
      const id = Number(r.position_id);
      if (id !== excludeId && !ids.has(id) && distanceKm(center, r) <= NEARBY_RADIUS_KM) ids.add(id);
    }
    return ids.size;
  }

  return {
    async detail(
      tenantId: string,
      id: number,
      opts: { privateToken: string | null; candidateId: string | null; queriedLocation?: string | null },
    ): Promise<PositionDetail> {
      const {
        tenantId: _tenant,
        createdAt: _created,
        archivedAt,
        ...position
      } = await visible(tenantId, id, opts.privateToken);
      const locations = queriedFirst(position.locations, opts.queriedLocation ?? null);
      const isSaved = opts.candidateId
        ? await deps.savedPositions.isSaved(tenantId, opts.candidateId, id)
        : false;
      return { ...position, locations, archived_at: archivedAt, positionUserActions: { isSaved } };
    },

    async insights(
      tenantId: string,
      id: number,
      opts: { privateToken: string | null },
    ): Promise<JobInsights> {
      const position = await visible(tenantId, id, opts.privateToken);
      const at = now();
      const iso = at.toISOString();
      const first = position.locations[0];
      const [similar, inDepartment, nearbyOpenCount] = await Promise.all([
        repo.openSimilar(tenantId, position.department, position.seniority, id, iso),
        repo.countOpenInDepartment(tenantId, position.department, iso),
        first ? countNearby(tenantId, first, id, iso) : Promise.resolve(null),
      ]);
      return {
        topSkills: topSkills(similar),
        similarCount: similar.length,
        departmentOpenCount: inDepartment - (isListed(position, at) ? 1 : 0),
        nearbyOpenCount,
        nearbyRadiusKm: NEARBY_RADIUS_KM,
        salary: salaryInsight(position.salary, similar),
      };
    },

    /** How the candidate's profile matches the position (spec 1 §7 match details; docs/decisions/015). */
    async match(
      tenantId: string,
      id: number,
      opts: { privateToken: string | null; candidateId: string },
    ): Promise<MatchDetails> {
      const [position, profile] = await Promise.all([
        visible(tenantId, id, opts.privateToken),
        deps.profiles.get(tenantId, opts.candidateId),
      ]);
      return matchDetails(position, profile, now());
    },

    /** The tenant's override rules matching this position and language, merged in order; null if none. */
    async configOverrides(
      tenant: { id: string; config: PageConfig },
      id: number,
      opts: { privateToken: string | null; language: Locale | null },
    ): Promise<PositionDetailsOverride | null> {
      const position = await visible(tenant.id, id, opts.privateToken);
      return mergeOverrides(tenant.config.pcsxConfig.overrides.positions, position, opts.language);
    },
  };
}

/**
 * The position's places with the one the candidate searched for first (spec 1 §7 `queried_location`): a place
 * matches when the query names its city (the text before the first comma), compared as the search compares
 * place names (normalizePlaceText: case, accents and punctuation aside). No match, or no query, leaves the
 * order as it is.
 */
export function queriedFirst<L extends { city: string }>(
  locations: readonly L[],
  queried: string | null,
): L[] {
  const city = normalizePlaceText((queried ?? '').split(',')[0] ?? '');
  const at = city ? locations.findIndex((l) => normalizePlaceText(l.city) === city) : -1;
  if (at <= 0) return [...locations];
  return [locations[at] as L, ...locations.slice(0, at), ...locations.slice(at + 1)];
}

/** Exported for its unit test: which rules match, and how they combine. */
export function mergeOverrides(
  rules: readonly PositionOverrideRule[],
  position: Pick<Position, 'id' | 'department' | 'jobType'>,
  language: Locale | null,
): PositionDetailsOverride | null {
  let merged: PositionDetailsOverride | null = null;
  for (const rule of rules) {
    if (positionRuleApplies(rule, position, language))
      merged = { ...(merged ?? {}), ...rule.positionDetailsConfig };
  }
  return merged;
}

export type PositionDetailsService = ReturnType<typeof createPositionDetailsService>;
