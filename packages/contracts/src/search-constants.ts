/*
 * Job search limits and names (spec 2 §2-§5). Plain values, no zod: the browser's search page imports these
 * without the schemas (docs/decisions/014).
 */

/** Counts are exact up to this many matches; above it the answer says "10,000+" (`countIsCapped`). */
export const SEARCH_COUNT_CAP = 10_000;
/** The deepest `start` a search accepts: the last page inside the exact count. */
export const SEARCH_MAX_START = SEARCH_COUNT_CAP - 1;
export const SEARCH_MAX_NUM = 50;
/**
 * A search whose typed text matches fewer positions than this also searches the text's spelling correction
 * (docs/decisions/059). Not 1: a typo often matches one or two descriptions that carry the same slip or an
 * unrelated word of another language ("analist"), which would hide what the person meant; from 3 matches the
 * word is in real use in the catalogue and its search stands alone. Below a page, so the typed text's
 * matches all come first on the first page.
 */
export const SPELLING_THRESHOLD = 3;
export const SEARCH_QUERY_MAX_LENGTH = 500;
export const SEARCH_LOCATION_MAX_LENGTH = 200;
/** Filter values of one filter in one request, and the length of one value. */
export const SEARCH_MAX_FILTER_VALUES = 50;
export const SEARCH_FILTER_VALUE_MAX_LENGTH = 200;

/** Special location values of spec 2 §4 (compared case-insensitively). */
export const SPECIAL_LOCATIONS = {
  remote: 'remote',
  currentLocation: 'current location',
  mapLocation: 'Map Location',
  mapArea: 'Map Area',
} as const;

/** The distance filter (radius around the searched place), in the tenant's distance unit. */
export const DISTANCE_FILTER = 'distance';
export const DEFAULT_DISTANCE = 50;

/** Date-posted filter options: the value is a number of days back from now. */
export const DATE_POSTED_OPTIONS = [1, 3, 7, 14, 30] as const;

export const SORT_OPTIONS = ['relevance', 'date', 'distance'] as const;
