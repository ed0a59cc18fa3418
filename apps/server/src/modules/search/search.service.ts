import {
  type MapMarker,
  SEARCH_COUNT_CAP,
  type SearchPosition,
  type SearchResult,
  SPELLING_THRESHOLD,
  type Suggestion,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { positionIdOfKey } from '../../search/documents.js';
import { computeFacets, type ScannedDoc } from '../../search/facets.js';
import { createSearchIndex, type SearchIndex } from '../../search/search-index.js';
import { createSearchPlacesRepository } from '../../search/search-places.js';
import { createSearchTermsRepository } from '../../search/search-terms.js';
import { createSpelling } from '../../search/spelling.js';
import type { PositionsService } from '../positions/positions.service.js';
import { searchCards } from './search-cards.js';
import { markersOf } from './search-markers.js';
import { appliedFilters, effectiveSort, exactTest, type PlanSources, planSearch } from './search-plan.js';
import { type AnswerRead, collect, type Reader, readAnswer } from './search-reads.js';
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
  const spelling = createSpelling(searchTerms);

  let lastUnlist = Number.NEGATIVE_INFINITY;
  /** Positions past their valid-through date leave the index before a search reads it. */
  async function unlistExpired(at: Date) {
    if (at.getTime() - lastUnlist < UNLIST_EVERY_MS) return;
    lastUnlist = at.getTime();
    while ((await positions.unlistExpired()) >= UNLIST_BATCH) {
      // a large backlog (a server that was down for months) drains in batches
    }
  }

  /** A request's plan and its answer read from the index, the page as cards. */
  async function answerOf(tenant: SearchTenant, request: SearchRequest, at: Date) {
    const p = await planSearch(sources, tenant, request, at);
    const sortBy = effectiveSort(p, request.sort_by);
    const read = await readAnswer(reader, p, request, sortBy, (page) =>
      searchCards(positions, tenant.id, p, page),
    );
    return { p, sortBy, read };
  }

  /**
   * The spelling correction of a search's typed text when the text as typed matches fewer than
   * SPELLING_THRESHOLD positions (docs/decisions/059): a correctly spelled word with matches never has them
   * replaced, and a word in real use is never "corrected".
   */
  async function correctionOf(tenant: SearchTenant, request: SearchRequest, typedCount: number) {
    if (typedCount >= SPELLING_THRESHOLD || request.query.trim() === '') return null;
    return spelling.correct(tenant.id, await index.version(tenant.id), request.query);
  }

  async function search(tenant: SearchTenant, request: SearchRequest): Promise<SearchResult> {
    const at = now();
    await unlistExpired(at);
    const typed = await answerOf(tenant, request, at);
    const correction = await correctionOf(tenant, request, typed.read.count);
    const combined = correction ? await withCorrection(tenant, request, at, typed, correction) : null;
    const { p, sortBy } = typed;
    const read = combined?.read ?? typed.read;
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
      spelling: combined?.spelling ?? null,
      debugData: null,
    };
  }

  /**
   * The typed text's matches (fewer than SPELLING_THRESHOLD), then the corrected text's without those
   * already shown, as one list paged by the request: `count` is both less the positions in both, and the
   * facets count both. Null when the corrected text matches nothing either (a suggestion that leads
   * nowhere is not offered).
   */
  async function withCorrection(
    tenant: SearchTenant,
    request: SearchRequest,
    at: Date,
    typed: Awaited<ReturnType<typeof answerOf>>,
    correction: string,
  ): Promise<{ read: AnswerRead<SearchPosition[]>; spelling: NonNullable<SearchResult['spelling']> } | null> {
    const typedCount = typed.read.count;
    const corrected = { ...request, query: correction };
    if (typedCount === 0) {
      // Nothing to put first and nothing to leave out: the corrected search's answer as it is.
      const read = (await answerOf(tenant, corrected, at)).read;
      if (read.count === 0) return null;
      return { read, spelling: { suggestion: correction, applied: true, typedCount } };
    }
    // All the typed matches (fewer than a threshold, so one cheap read), in the answer's order.
    const first =
      request.start === 0 && request.num >= typedCount
        ? typed.read.page
        : (
            await readAnswer(reader, typed.p, { start: 0, num: SPELLING_THRESHOLD }, typed.sortBy, (page) =>
              searchCards(positions, tenant.id, typed.p, page),
            )
          ).page;
    const typedIds = new Set(first.map((c) => c.id));
    // The corrected matches up to the end of the page, with room for the typed ones it will leave out.
    const pc = await planSearch(sources, tenant, corrected, at);
    const end = request.start + request.num;
    const read = await readAnswer(
      reader,
      pc,
      { start: 0, num: end + typedCount },
      effectiveSort(pc, request.sort_by),
      async (page: ScannedDoc[]) => page,
    );
    if (read.count === 0) return null;
    // Positions both texts match: counted once. When the read above holds every corrected match they are
    // among it, else they are the matches of both texts at once (at most the typed ones).
    const both =
      read.page.length >= read.count
        ? read.page.filter((d) => typedIds.has(positionIdOfKey(d.key))).length
        : await bothCount(tenant, request, correction, at, typedIds);
    const rest = read.page.filter((d) => !typedIds.has(positionIdOfKey(d.key)));
    const from = Math.max(0, request.start - typedCount);
    const restCards = await searchCards(
      positions,
      tenant.id,
      pc,
      rest.slice(from, Math.max(from, end - typedCount)),
    );
    const sampledKeys = new Set(read.sampled.docs.map((d) => d.key));
    return {
      read: {
        strategy: read.strategy,
        count: Math.min(typedCount + read.count - both, cap),
        countIsCapped: read.countIsCapped || typedCount + read.count - both > cap,
        page: [...first.slice(request.start, end), ...restCards],
        sampled: {
          docs: [...read.sampled.docs, ...typed.read.sampled.docs.filter((d) => !sampledKeys.has(d.key))],
          capped: read.sampled.capped || typed.read.sampled.capped,
        },
      },
      spelling: { suggestion: correction, applied: read.count > both, typedCount },
    };
  }

  /** How many of the typed text's matches (`typedIds`) the corrected text matches too. */
  async function bothCount(
    tenant: SearchTenant,
    request: SearchRequest,
    correction: string,
    at: Date,
    typedIds: ReadonlySet<number>,
  ): Promise<number> {
    // Every term of both texts: the positions that match both (spelling.ts keeps both short enough that
    // no term is cut).
    const p = await planSearch(sources, tenant, { ...request, query: `${request.query} ${correction}` }, at);
    const read = await readAnswer(
      reader,
      p,
      { start: 0, num: SPELLING_THRESHOLD },
      'date',
      async (page) => page,
    );
    return read.page.filter((d) => typedIds.has(positionIdOfKey(d.key))).length;
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
    // The map shows what the list shows: the corrected text's matches too when the search adds them.
    const correction = await correctionOf(tenant, request, docs.length);
    if (!correction) return { markers: markersOf(docs, p.compiled), countIsCapped: capped };
    const pc = await planSearch(sources, tenant, { ...request, query: correction }, at);
    const more = await collect(reader, pc.full, cap, exactTest(pc));
    const keys = new Set(docs.map((d) => d.key));
    const all = [...docs, ...more.docs.filter((d) => !keys.has(d.key))];
    return { markers: markersOf(all, p.compiled), countIsCapped: capped || more.capped };
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
