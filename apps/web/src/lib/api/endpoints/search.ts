import { API, type MapMarkersResponse, type SearchResult, type Suggestion } from '@portico/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import type { QueryParams } from '../query-string.js';
import { queryKeys } from './keys.js';

/** Spec 2 §9: suggestions are kept for 2 minutes. */
export const SUGGESTION_CACHE_MS = 2 * 60_000;

/**
 * GET /api/pcsx/search. Silent: the search page shows spec 2 §8's own snackbar ("Failed to load
 * positions") instead of the generic request toast.
 */
export async function getSearch(
  api: ApiClient,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const body = await api.get(API.search, {
    params,
    schema: responseSchema('searchResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

/**
 * Spec 2 §4's result cache, keyed by the search parameters (filters, start, query, location, sort).
 * The previous page stays on screen while the next one loads.
 */
export function searchQueryOptions(api: ApiClient, params: QueryParams) {
  return queryOptions({
    queryKey: [...queryKeys.search, params] as const,
    queryFn: ({ signal }) => getSearch(api, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The map markers of a search (spec 2 §3): one per place, with how many positions are there. */
export type MarkersResult = MapMarkersResponse['data'];

/**
 * GET /api/pcsx/search/markers: the same parameters as the search, without paging and sort (`start`,
 * `num` and `sort_by` are dropped here so every page and sort of one search shares one cache entry).
 * Silent: a map that cannot load its markers says so itself and the list still works.
 */
export async function getMarkers(
  api: ApiClient,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<MarkersResult> {
  const body = await api.get(API.searchMarkers, {
    params: markerParams(params),
    schema: responseSchema('mapMarkersResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

function markerParams(params: QueryParams): QueryParams {
  const { start: _start, num: _num, sort_by: _sort, ...rest } = params;
  return rest;
}

/** Under the search key, so whatever invalidates searches invalidates their markers too. */
export function markersQueryOptions(api: ApiClient, params: QueryParams) {
  const key = markerParams(params);
  return queryOptions({
    queryKey: [...queryKeys.search, 'markers', key] as const,
    queryFn: ({ signal }) => getMarkers(api, key, signal),
    // The map keeps the previous markers on screen while a new search loads (no flashing).
    placeholderData: keepPreviousData,
  });
}

export type SuggestionKind = 'query' | 'location';

/** GET /api/pcsx/search/autocomplete?q= (titles, skills) or /search/locations?q= (places, Remote). */
export async function getSuggestions(
  api: ApiClient,
  kind: SuggestionKind,
  q: string,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const path = kind === 'query' ? API.searchAutocomplete : API.searchLocations;
  const body = await api.get(path, {
    params: { q },
    schema: responseSchema('autocompleteResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.suggestions;
}

export function suggestionsQueryOptions(api: ApiClient, kind: SuggestionKind, q: string) {
  return queryOptions({
    queryKey: [...queryKeys.suggestions, kind, q] as const,
    queryFn: ({ signal }) => getSuggestions(api, kind, q, signal),
    staleTime: SUGGESTION_CACHE_MS,
    gcTime: SUGGESTION_CACHE_MS,
    retry: false,
  });
}
