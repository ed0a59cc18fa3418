import {
  API,
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  mapMarkersResponseSchema,
  type SearchQueryParams,
  searchQuerySchema,
  searchResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SearchParams } from './search.service.js';
import { createSearchCache } from './search-cache.js';

/** Popular searches (the landing page, common words) repeat within seconds; answers change only on writes. */
const CACHE_ENTRIES = 1000;
const CACHE_TTL_MS = 30_000;

/** Every parameter of the URL as given, repeated ones as lists: `filter_*` are read from here. */
function rawParams(request: FastifyRequest): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  for (const [key, value] of new URLSearchParams(query)) {
    const existing = out[key];
    out[key] =
      existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

function searchParams(request: FastifyRequest, q: SearchQueryParams): SearchParams {
  return { ...q, rawParams: rawParams(request) };
}

/**
 * The cache key of a search call: the call, the tenant, its search configuration and every URL parameter in
 * a fixed order (the same search written with its parameters in another order is the same entry).
 */
function cacheKey(call: string, request: FastifyRequest): string {
  const params = Object.entries(rawParams(request))
    .map(([k, v]) => [k, Array.isArray(v) ? v : [v]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([call, request.tenant.id, request.tenant.config.pcsxConfig.searchConfig, params]);
}

/** Job search (spec 2 §2-§5): public like the jobs it lists. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const cache = createSearchCache({
    maxEntries: CACHE_ENTRIES,
    ttlMs: CACHE_TTL_MS,
    now: () => app.now().getTime(),
  });
  /** The cached answer while the tenant's index has not changed, else `compute` (and keep it). */
  async function cached<T>(call: string, request: FastifyRequest, compute: () => Promise<T>): Promise<T> {
    const key = cacheKey(call, request);
    const version = await app.services.search.indexVersion(request.tenant.id);
    const hit = cache.get(key, version) as T | undefined;
    if (hit !== undefined) return hit;
    const value = await compute();
    cache.set(key, version, value);
    return value;
  }
  typed.get(
    API.search,
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request) => ({
      data: await cached('search', request, () =>
        app.services.search.search(request.tenant, searchParams(request, request.query)),
      ),
    }),
  );
  typed.get(
    API.searchMarkers,
    { schema: { querystring: searchQuerySchema, response: { 200: mapMarkersResponseSchema } } },
    async (request) => ({
      data: await cached('markers', request, () =>
        app.services.search.markers(request.tenant, searchParams(request, request.query)),
      ),
    }),
  );
  typed.get(
    API.searchAutocomplete,
    { schema: { querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=120');
      return {
        data: { suggestions: await app.services.search.suggestQueries(request.tenant.id, request.query.q) },
      };
    },
  );
  typed.get(
    API.searchLocations,
    { schema: { querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { suggestions: app.services.search.suggestLocations(request.query.q) } };
    },
  );
}
