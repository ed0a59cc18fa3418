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

/** Job search (spec 2 §2-§5): public like the jobs it lists. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    API.search,
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request) => ({
      data: await app.services.search.search(request.tenant, searchParams(request, request.query)),
    }),
  );
  typed.get(
    API.searchMarkers,
    { schema: { querystring: searchQuerySchema, response: { 200: mapMarkersResponseSchema } } },
    async (request) => ({
      data: await app.services.search.markers(request.tenant, searchParams(request, request.query)),
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
