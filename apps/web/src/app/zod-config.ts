/*
 * Imported first by entry-client, before any schema is built. Our CSP has no 'unsafe-eval', so zod's probe
 * for `new Function` would only log a CSP violation; jitless skips the probe (and the JIT).
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig`, an object its core adopts when it loads (and
 * shares between copies of zod). Writing the setting there keeps zod itself out of the first load: the
 * schemas, and zod with them, arrive in later chunks and find the setting in place (docs/decisions/014).
 * zod-config.test.ts fails if zod stops reading it from there.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
