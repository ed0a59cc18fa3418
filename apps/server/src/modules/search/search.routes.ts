import {
  API,
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  type FilterParams,
  mapMarkersResponseSchema,
  readFilterParams,
  type SearchQueryParams,
  searchQuerySchema,
  searchResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSearchCache } from './search-cache.js';
import { type SearchRequest, searchCacheKey, searchRequest } from './search-request.js';

/** Popular searches (the landing page, common words) repeat within seconds; answers change only on writes. */
const CACHE_ENTRIES = 1000;
const CACHE_TTL_MS = 30_000;
const MINUTE = 60_000;

/**
 * The search request of a call: the validated parameters and the `filter_*` ones, read from the URL as
 * given (repeated parameters too, which the schema's object does not keep) with the contracts' grammar.
 */
function filtersOf(request: FastifyRequest): FilterParams {
  const at = request.url.indexOf('?');
  return readFilterParams(new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1)), {
    commaInValues: request.tenant.config.behaviourFlags.enableCommaInFilterValues,
  });
}

function requestOf(request: FastifyRequest, query: SearchQueryParams): SearchRequest {
  return searchRequest(request.tenant, query, filtersOf(request));
}

/** Job search (spec 2 §2-§5): public like the jobs it lists. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const cache = createSearchCache({
    maxEntries: CACHE_ENTRIES,
    ttlMs: CACHE_TTL_MS,
    now: () => app.now().getTime(),
  });
  /**
   * Each call is limited per client address (request.ip: behind TRUST_PROXY, the address the proxy names),
   * so one client cannot tie up the search for everyone; a person typing, paging and moving the map stays
   * far below it. Over the limit: 429 RATE_LIMITED with `retry-after`.
   */
  const perMinute = (name: string) =>
    app.limit({ name: `search-${name}`, max: app.env.SEARCH_RATE_LIMIT, timeWindowMs: MINUTE });

  /**
   * The cached answer while the tenant's index has not changed, else `compute` (and keep it). The answer
   * says which in `x-search-cache: hit|miss`, so load tests and operators can count the hit rate real
   * traffic gets without access to the process.
   */
  async function cached<T>(
    call: string,
    tenant: FastifyRequest['tenant'],
    request: SearchRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
  ): Promise<T> {
    const key = searchCacheKey(call, tenant, request);
    const version = await app.services.search.indexVersion(tenant.id);
    const hit = cache.get(key, version) as T | undefined;
    reply.header('x-search-cache', hit === undefined ? 'miss' : 'hit');
    if (hit !== undefined) return hit;
    const value = await compute();
    cache.set(key, version, value);
    return value;
  }
  typed.get(
    API.search,
    {
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
      preHandler: perMinute('search'),
    },
    async (request, reply) => {
      const search = requestOf(request, request.query);
      const answer = await cached('search', request.tenant, search, reply, () =>
        app.services.search.search(request.tenant, search),
      );
      // Whether the signed-in candidate saved this search is theirs alone: added to the shared cached answer.
      const savedSearchMetadata = await app.services.savedSearches.metadata(
        request.tenant,
        // The search is public: a candidate the terms gate holds searches like a visitor (no metadata).
        request.termsPending ? null : (request.candidate?.id ?? null),
        { query: request.query.query, location: request.query.location, filters: filtersOf(request) },
      );
      return { data: { ...answer, savedSearchMetadata } };
    },
  );
  typed.get(
    API.searchMarkers,
    {
      schema: { querystring: searchQuerySchema, response: { 200: mapMarkersResponseSchema } },
      preHandler: perMinute('markers'),
    },
    async (request, reply) => {
      const search = requestOf(request, request.query);
      return {
        data: await cached('markers', request.tenant, search, reply, () =>
          app.services.search.markers(request.tenant, search),
        ),
      };
    },
  );
  typed.get(
    API.searchAutocomplete,
    {
      schema: { querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema } },
      preHandler: perMinute('autocomplete'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=120');
      return {
        data: { suggestions: await app.services.search.suggestQueries(request.tenant.id, request.query.q) },
      };
    },
  );
  typed.get(
    API.searchLocations,
    {
      schema: { querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema } },
      preHandler: perMinute('locations'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { suggestions: app.services.search.suggestLocations(request.query.q) } };
    },
  );
}
