import type { z } from 'zod';
import type * as ResponseSchemas from './response-schemas.js';

type Schemas = typeof ResponseSchemas;

/** A schema that lives in another chunk: the request layer calls `load()` when a request needs it. */
export interface LazySchema<S extends z.ZodType = z.ZodType> {
  readonly load: () => Promise<S>;
}

let pending: Promise<Schemas> | null = null;

/**
 * Downloads the response schemas (zod and the contract schemas, response-schemas.ts) once. A failed
 * download is forgotten, so the next request tries again.
 */
export function loadResponseSchemas(): Promise<Schemas> {
  pending ??= import('./response-schemas.js').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * One of the contract schemas of response-schemas.ts, by its export name, for an endpoint's `schema`
 * option: the endpoint is typed by it as before, and the browser's first load carries no zod.
 */
export function responseSchema<K extends keyof Schemas>(name: K): LazySchema<Schemas[K]> {
  return { load: () => loadResponseSchemas().then((schemas) => schemas[name]) };
}

export function isLazySchema(schema: z.ZodType | LazySchema): schema is LazySchema {
  return !('_zod' in schema);
}
