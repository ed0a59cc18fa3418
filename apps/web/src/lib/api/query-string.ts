/** Values accepted in query parameters. Arrays become repeated keys. */
export type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Record<string, QueryValue>;

function isEmpty(value: QueryScalar): value is null | undefined | '' {
  return value === undefined || value === null || value === '';
}

function stringify(value: Exclude<QueryScalar, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * Builds a query string (without the leading "?") the way the request helpers of spec 2 §7 do:
 * empty values (undefined, null, '') are skipped, `false` and `0` are kept, and array values are sorted
 * and sent as repeated keys, so equal filters always produce the same URL (and the same cache entry).
 */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    if (Array.isArray(raw)) {
      const values = (raw as readonly QueryScalar[])
        .filter((v): v is Exclude<QueryScalar, null | undefined | ''> => !isEmpty(v))
        .map(stringify)
        .sort();
      for (const value of values) search.append(key, value);
    } else if (!isEmpty(raw as QueryScalar)) {
      search.append(key, stringify(raw as Exclude<QueryScalar, null | undefined>));
    }
  }
  return search.toString();
}

/** Appends a query string to a path that may already carry one. */
export function withQuery(path: string, params: QueryParams | undefined): string {
  const qs = buildQueryString(params);
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** Reads the `debug` parameter of the page URL (copied into every API request, spec 2 §7). */
export function readDebugParam(search: string | URLSearchParams): string | undefined {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('debug');
  return value === null || value === '' ? undefined : value;
}
