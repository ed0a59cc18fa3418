import { z } from 'zod';
import { filterTypeSchema } from './config.js';
import { SEARCH_PAGE_SIZE } from './constants.js';
import { envelope } from './errors.js';
import { savedSearchMetadataSchema } from './job-alerts.js';
import { positionLocationSchema, positionSchema } from './positions.js';
import {
  SEARCH_LOCATION_MAX_LENGTH,
  SEARCH_MAX_NUM,
  SEARCH_MAX_START,
  SEARCH_QUERY_MAX_LENGTH,
  SORT_OPTIONS,
} from './search-constants.js';

/**
 * Job search (spec 2 §2-§5). Wire names are the spec's (snake_case query parameters, `filterDef`,
 * `appliedFilters`, `resultsMetaData`). Filters travel as `filter_{name}` parameters with comma-separated
 * values; the route reads them from the raw query string, so they are not part of the schema below. Limits
 * and names are in search-constants.ts.
 */
export const sortOptionSchema = z.enum(SORT_OPTIONS);
export type SortOption = z.infer<typeof sortOptionSchema>;

const latLngText = z
  .string()
  .trim()
  .max(60)
  .regex(/^-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?$/, 'Use "lat,lng" with numbers.')
  .transform((text, ctx) => {
    const [lat, lng] = text.split(',').map((n) => Number(n.trim())) as [number, number];
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      ctx.addIssue({ code: 'custom', message: 'Latitude must be within ±90 and longitude within ±180.' });
      return z.NEVER;
    }
    return { lat, lng };
  });

/** Query parameters of `GET /api/pcsx/search` besides `filter_*`. */
export const searchQuerySchema = z.object({
  query: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH, `The search text can be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`)
    .default(''),
  location: z
    .string()
    .max(SEARCH_LOCATION_MAX_LENGTH, `The location can be at most ${SEARCH_LOCATION_MAX_LENGTH} characters.`)
    .default(''),
  start: z.coerce
    .number({ message: 'start must be a whole number.' })
    .int('start must be a whole number.')
    .min(0, 'start cannot be negative.')
    .max(SEARCH_MAX_START, `start can be at most ${SEARCH_MAX_START}.`)
    .default(0),
  num: z.coerce
    .number({ message: 'num must be a whole number.' })
    .int('num must be a whole number.')
    .min(1, 'num must be at least 1.')
    .max(SEARCH_MAX_NUM, `num can be at most ${SEARCH_MAX_NUM}.`)
    .default(SEARCH_PAGE_SIZE),
  sort_by: sortOptionSchema.optional(),
  /** The point of "current location" (browser geolocation) or "Map Location" (the selected map point). */
  latlong: latLngText.optional(),
  /** "Map Area": the south-west and north-east corners of the visible map. */
  map_sw: latLngText.optional(),
  map_ne: latLngText.optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
/** The parameters as the server reads them (defaults applied, coordinates parsed). */
export type SearchQueryParams = z.output<typeof searchQuerySchema>;

export const filterOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  /** Matching positions if this value were chosen, counted against the other active filters. */
  count: z.number().int().nonnegative(),
});
export type FilterOption = z.infer<typeof filterOptionSchema>;

export const filterDefSchema = z.object({
  filterName: z.string(),
  displayName: z.string(),
  type: filterTypeSchema,
  options: z.array(filterOptionSchema),
  /**
   * True when the search matched more than SEARCH_COUNT_CAP positions before this filter: the counts are
   * then taken over the newest matches only and are lower bounds ("1,234+").
   */
  countsAreLowerBounds: z.boolean(),
});
export type FilterDef = z.infer<typeof filterDefSchema>;

export const searchLocationKindSchema = z.enum([
  'none',
  'place',
  'remote',
  'current_location',
  'map_location',
  'map_area',
  'unresolved',
]);
export type SearchLocationKind = z.infer<typeof searchLocationKindSchema>;

/** One result card. The job page loads the whole position. */
export const searchPositionSchema = positionSchema
  .pick({
    id: true,
    title: true,
    department: true,
    jobType: true,
    seniority: true,
    locations: true,
    isRemote: true,
    postedAt: true,
    validThrough: true,
    salary: true,
  })
  .extend({
    /** The start of the description as plain text. */
    snippet: z.string(),
    /** Distance from the searched point to the position's nearest location, when a point was searched. */
    distanceKm: z.number().nonnegative().nullable(),
    archived_at: z.string().nullable(),
  });
export type SearchPosition = z.infer<typeof searchPositionSchema>;

export const searchResponseSchema = envelope(
  z.object({
    count: z.number().int().nonnegative(),
    positions: z.array(searchPositionSchema),
    filterDef: z.object({ allFilters: z.array(filterDefSchema) }),
    sortBy: sortOptionSchema,
    /** The filters the search used, by filter name: unknown names and values were dropped. */
    appliedFilters: z.record(z.string(), z.array(z.string())),
    resultsMetaData: z.object({
      start: z.number().int().nonnegative(),
      num: z.number().int().positive(),
      /** `count` is SEARCH_COUNT_CAP and more positions match ("10,000+"). */
      countIsCapped: z.boolean(),
      query: z.string(),
      location: z.object({
        kind: searchLocationKindSchema,
        /** What the search understood, e.g. "Paris, TX, US"; empty when no location. */
        label: z.string(),
        lat: z.number().nullable(),
        lng: z.number().nullable(),
      }),
      distanceUnit: z.enum(['km', 'mi']),
    }),
    savedSearchMetadata: savedSearchMetadataSchema,
    /**
     * A correction of the typed text (docs/decisions/059; not in the spec). Offered when the text as typed
     * matches fewer than SPELLING_THRESHOLD positions, a word of it is not one of the tenant's titles' and
     * skills' words but is within a few edits of one, and the corrected text matches something. Null
     * otherwise.
     */
    spelling: z
      .object({
        /** The typed text with the misspelled words replaced, in the case they were typed in. */
        suggestion: z.string(),
        /**
         * The corrected text's matches were added after the typed text's: `count` and `positions` hold
         * both, without duplicates. False when it finds nothing the typed text did not.
         */
        applied: z.boolean(),
        /** Matches of the text as typed: the first `typedCount` of the answer. */
        typedCount: z.number().int().nonnegative(),
      })
      .nullable(),
    debugData: z.null(),
  }),
);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type SearchResult = SearchResponse['data'];

/** Map markers of the current search (spec 2 §3): one per place, with the number of positions there. */
export const mapMarkerSchema = z.object({
  id: z.string(),
  latlong: z.object({ lat: z.number(), lng: z.number() }),
  count: z.number().int().positive(),
  location: z.string(),
  is_remote: z.boolean(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;
export const mapMarkersResponseSchema = envelope(
  z.object({ markers: z.array(mapMarkerSchema), countIsCapped: z.boolean() }),
);
export type MapMarkersResponse = z.infer<typeof mapMarkersResponseSchema>;

/** Search-box suggestions (spec 2 §5): titles and skills for the query, places for the location. */
export const autocompleteQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX_LENGTH).default(''),
});
export const suggestionSchema = z.object({
  label: z.string(),
  value: z.string(),
  kind: z.enum(['title', 'skill', 'place', 'remote']),
  lat: z.number().optional(),
  lng: z.number().optional(),
  /**
   * A place suggestion's gazetteer place, the shape a profile's location takes, so choosing a suggestion
   * can set the candidate's location as it is (docs/decisions/028).
   */
  place: positionLocationSchema.optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const autocompleteResponseSchema = envelope(z.object({ suggestions: z.array(suggestionSchema) }));
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
