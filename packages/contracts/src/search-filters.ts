import { SEARCH_FILTER_VALUE_MAX_LENGTH, SEARCH_MAX_FILTER_VALUES } from './search-constants.js';

/*
 * The `filter_*` grammar of search URLs (spec 2 §2-§3), read and written here only: the search page reads
 * and writes its address with it and the server reads the search call's parameters with it. Plain values,
 * no zod: the browser's first load of the search page uses it (docs/decisions/014).
 *
 * - A filter is the parameter `filter_{name}`, where the name is the filter's name or its display name as
 *   written (which of the tenant's filters a name means is the server's to decide).
 * - Values are comma-separated; when the tenant allows commas inside values
 *   (`behaviourFlags.enableCommaInFilterValues`) each value is a parameter of its own instead. A filter may
 *   be repeated either way; its values add up.
 * - The map-marker filters (`LATLONG_FILTERS`) carry "place:::lat,long" or "lat,long" values, whose comma is
 *   part of the value: they are read as such pairs whatever the tenant allows.
 * - Values are trimmed; empty values, values longer than SEARCH_FILTER_VALUE_MAX_LENGTH and repeats are
 *   left out, and a filter keeps its first SEARCH_MAX_FILTER_VALUES values.
 */

export const FILTER_PREFIX = 'filter_';

/** Map-marker filters (spec 2 §3): positions at a marker's place, on site or remote. */
export const LATLONG_FILTERS = ['latlong_non_remote', 'latlong_remote'] as const;

export interface FilterGrammarOptions {
  /** The tenant's `enableCommaInFilterValues`: each value is its own parameter and may hold commas. */
  commaInValues: boolean;
}

/** Filter name (as written in the URL) → values. */
export type FilterParams = Record<string, string[]>;

/** A marker value: an optional "place:::" and a "lat,long" pair (checked as coordinates by the server). */
const LATLONG_VALUE = /(?:[^,]*:::)?\s*-?[\d.]+\s*,\s*-?[\d.]+/g;

function isLatLongFilter(name: string): boolean {
  return (LATLONG_FILTERS as readonly string[]).includes(name);
}

/** The values of one filter, from the texts of its parameters. */
function filterValues(name: string, texts: readonly string[], opts: FilterGrammarOptions): string[] {
  const pieces = isLatLongFilter(name)
    ? texts.flatMap((t) => [...t.matchAll(LATLONG_VALUE)].map((m) => m[0]))
    : texts.flatMap((t) => (opts.commaInValues ? [t] : t.split(',')));
  const values = new Set<string>();
  for (const piece of pieces) {
    if (values.size >= SEARCH_MAX_FILTER_VALUES) break;
    const value = piece.trim();
    if (value.length > 0 && value.length <= SEARCH_FILTER_VALUE_MAX_LENGTH) values.add(value);
  }
  return [...values];
}

/** Every `filter_{name}` of a query string's parameters, in the order first given; filters without values are left out. */
export function readFilterParams(
  params: Iterable<readonly [string, string]>,
  opts: FilterGrammarOptions,
): FilterParams {
  const texts = new Map<string, string[]>();
  for (const [key, text] of params) {
    if (!key.startsWith(FILTER_PREFIX) || key.length === FILTER_PREFIX.length) continue;
    const name = key.slice(FILTER_PREFIX.length);
    texts.set(name, [...(texts.get(name) ?? []), text]);
  }
  const filters: FilterParams = {};
  for (const [name, list] of texts) {
    const values = filterValues(name, list, opts);
    if (values.length > 0) filters[name] = values;
  }
  return filters;
}

/**
 * Query-string parameters of filters: names and values sorted, so one choice of filters is always one
 * address (and one cache entry); filters without values are left out.
 */
export function writeFilterParams(
  filters: Readonly<Record<string, readonly string[]>>,
  opts: FilterGrammarOptions,
): [string, string][] {
  const out: [string, string][] = [];
  for (const name of Object.keys(filters).sort()) {
    const values = [...new Set(filters[name] ?? [])].sort();
    if (values.length === 0) continue;
    if (opts.commaInValues) for (const v of values) out.push([`${FILTER_PREFIX}${name}`, v]);
    else out.push([`${FILTER_PREFIX}${name}`, values.join(',')]);
  }
  return out;
}
