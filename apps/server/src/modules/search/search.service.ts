import { type MapMarker, SEARCH_COUNT_CAP, type SearchResult, type Suggestion } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { computeFacets } from '../../search/facets.js';
import { createSearchIndex, type SearchIndex } from '../../search/search-index.js';
import { createSearchPlacesRepository } from '../../search/search-places.js';
import { createSearchTermsRepository } from '../../search/search-terms.js';
import type { PositionsService } from '../positions/positions.service.js';
import { searchCards } from './search-cards.js';
import { markersOf } from './search-markers.js';
import { appliedFilters, effectiveSort, exactTest, type PlanSources, planSearch } from './search-plan.js';
import { collect, type Reader, readAnswer } from './search-reads.js';
import type { SearchRequest, SearchTenant } from './search-request.js';
import { suggestLocations, suggestQueries } from './search-suggestions.js';

/**
 * Facets are counted over at most this many matches, newest first; up to it they are exact, above it lower
 * bounds ("1,234+"); the result count itself stays exact up to SEARCH_COUNT_CAP. 5,000 holds the whole
 * catalogue of a site of a few thousand open jobs, so its filters never say "343+" for a count it can know
 * (docs/decisions/036). Reading a match's payload costs about 1.5 µs (bench/RESULTS.md): a broad search
 * pays at most ~7.5 ms for it; 10,000 would cost more than the whole latency budget.
 */
export const FACET_SAMPLE = 5_000;
/** Expired positions are taken out of the index at most this often per process. */
const UNLIST_EVERY_MS = 60_000;
/** A backlog of expired positions is unlisted in batches of this many (positions.unlistExpired). */
const UNLIST_BATCH = 500;

/**
 * Job search (docs/decisions/009, 032): a request is planned (search-plan.ts), its answer read from the
 * index (search-reads.ts), its page turned into cards (search-cards.ts) and its facets counted over the
 * sample (search/facets.ts).
 */
export function createSearchService(deps: {
  db: Kysely<Database>;
  positions: PositionsService;
  now: () => Date;
  index?: SearchIndex;
  /** SEARCH_COUNT_CAP; smaller only in tests of what happens above the cap. */
  countCap?: number;
  facetSample?: number;
}) {
  const index = deps.index ?? createSearchIndex(deps.db);
  const cap = deps.countCap ?? SEARCH_COUNT_CAP;
  const reader: Reader = { index, cap, sample: Math.min(deps.facetSample ?? FACET_SAMPLE, cap) };
  const { positions, now } = deps;
  const searchTerms = createSearchTermsRepository(deps.db);
  const sources: PlanSources = { searchTerms, searchPlaces: createSearchPlacesRepository(deps.db) };

  let lastUnlist = Number.NEGATIVE_INFINITY;
  /** Positions past their valid-through date leave the index before a search reads it. */
  async function unlistExpired(at: Date) {
    if (at.getTime() - lastUnlist < UNLIST_EVERY_MS) return;
    lastUnlist = at.getTime();
    while ((await positions.unlistExpired()) >= UNLIST_BATCH) {
      // a large backlog (a server that was down for months) drains in batches
    }
  }

  async function search(tenant: SearchTenant, request: SearchRequest): Promise<SearchResult> {
    const at = now();
    await unlistExpired(at);
    const p = await planSearch(sources, tenant, request, at);
    const sortBy = effectiveSort(p, request.sort_by);
    const read = await readAnswer(reader, p, request, sortBy, (page) =>
      searchCards(positions, tenant.id, p, page),
    );
    return {
      count: read.count,
      positions: read.page,
      filterDef: {
        allFilters: computeFacets({
          filters: p.filters,
          active: p.active,
          docs: read.sampled.docs,
          now: at,
          lowerBounds: read.sampled.capped,
        }),
      },
      sortBy,
      appliedFilters: appliedFilters(p),
      resultsMetaData: {
        start: request.start,
        num: request.num,
        query: request.query,
        location: {
          kind: p.geo.kind,
          label: p.geo.label,
          lat: p.geo.point?.lat ?? null,
          lng: p.geo.point?.lng ?? null,
        },
        distanceUnit: tenant.config.pcsxConfig.searchConfig.distanceUnit,
        countIsCapped: read.countIsCapped,
      },
      savedSearchMetadata: null,
      debugData: null,
    };
  }

  /** One marker per place of the matching positions (remote places apart), over the newest matches up to the cap. */
  async function markers(
    tenant: SearchTenant,
    request: SearchRequest,
  ): Promise<{ markers: MapMarker[]; countIsCapped: boolean }> {
    const at = now();
    await unlistExpired(at);
    const p = await planSearch(sources, tenant, request, at);
    if (p.impossible) return { markers: [], countIsCapped: false };
    const { docs, capped } = await collect(reader, p.full, cap, exactTest(p));
    return { markers: markersOf(docs, p.compiled), countIsCapped: capped };
  }

  return {
    search,
    markers,
    suggestQueries: (tenantId: string, text: string, limit?: number): Promise<Suggestion[]> =>
      suggestQueries(searchTerms, tenantId, text, limit),
    suggestLocations: (text: string, limit?: number): Suggestion[] => suggestLocations(text, limit),
    /** The skills the tenant's listed positions ask for, most asked first: the vocabulary a resume is read with. */
    skillVocabulary: (tenantId: string, limit = 5000): Promise<string[]> =>
      searchTerms.skills(tenantId, limit),
    /** Changes with every write to the tenant's index: what cached answers are checked against. */
    indexVersion: (tenantId: string) => index.version(tenantId),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
