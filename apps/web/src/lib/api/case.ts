/**
 * camelCase <-> snake_case key conversion for request bodies, query parameters and responses.
 * The wire format keeps the spec's names (often snake_case); the app works in camelCase where it chooses to.
 * Only plain objects and arrays are walked: Dates, FormData, Blobs and class instances pass through untouched.
 */

export function snakeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function camelKey(key: string): string {
  // Leading underscores are kept (private-looking keys such as "_id" stay as they are).
  return key.replace(
    /([a-z0-9])_+([a-z0-9])/gi,
    (_m, before: string, after: string) => before + after.toUpperCase(),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert);
  return out;
}

/** Deeply converts object keys to snake_case. */
export function toSnake<T>(value: T): unknown {
  return convertKeys(value, snakeKey);
}

/** Deeply converts object keys to camelCase. */
export function toCamel<T>(value: T): unknown {
  return convertKeys(value, camelKey);
}
