import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** "true"/"false"/"1"/"0"/"yes"/"no" from the environment; anything else is an error, not a silent false. */
const booleanString = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), 'must be true or false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

function urlWithProtocols(protocols: string[], label: string) {
  return z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')})`,
    );
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A per-client rate limit in requests per minute: at least 1; benchmarks and journeys set it very high. */
const requestsPerMinute = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000_000).default(fallback));

export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('0.0.0.0')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL').optional(),
    ),
    SQLITE_PATH: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('data/portico.db')),
    REDIS_URL: z.preprocess(emptyToUndefined, urlWithProtocols(['redis:', 'rediss:'], 'Redis').optional()),
    SMTP_URL: z.preprocess(emptyToUndefined, urlWithProtocols(['smtp:', 'smtps:'], 'SMTP').optional()),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().trim().min(3).default('Portico <no-reply@portico.local>'),
    ),
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      urlWithProtocols(['http:', 'https:'], 'http(s)')
        .transform((v) => v.replace(/\/+$/, ''))
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
    SEED_DEMO: z.preprocess(emptyToUndefined, booleanString.default(true)),
    /** auto: Secure when the request arrived over HTTPS (directly or, with TRUST_PROXY, via the proxy). */
    COOKIE_SECURE: z.preprocess(emptyToUndefined, z.enum(['auto', 'true', 'false']).default('auto')),
    /** false, true, a hop count, or a comma-separated list of trusted proxy addresses/CIDRs. */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .default('false')
        .transform((v): boolean | number | string[] => {
          const lower = v.toLowerCase();
          if (lower === 'true') return true;
          if (lower === 'false') return false;
          if (/^\d+$/.test(v)) return Number(v);
          return v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
        }),
    ),
    WEB_DIST: optionalString,
    /**
     * The key that signs links mailed to people who are not signed in (one-click unsubscribe, docs/decisions/051).
     * Optional: without it a random key is made once and kept in the database (`app_secrets`), which every
     * process of the installation shares. Set it to rotate the key, or to share it across databases.
     */
    APP_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().trim().min(32, 'must be at least 32 characters').optional(),
    ),
    /**
     * Requests per minute one client address may make to each public search call (search, markers,
     * autocomplete, locations; docs/decisions/032). Generous for a person; benchmarks raise it.
     */
    SEARCH_RATE_LIMIT: requestsPerMinute(120),
    /**
     * Requests per minute one client address may make to the reads of one position (position_details,
     * position_insights, overrides, match_details; docs/decisions/034): a person opens a few jobs a minute,
     * a crawler walking the ids is stopped. The journeys' server and benchmarks raise it.
     */
    POSITION_READ_RATE_LIMIT: requestsPerMinute(120),
    /**
     * Server processes sharing the port (node:cluster). Above 1 the rate limits must be shared, so REDIS_URL is
     * required; the primary migrates and seeds once before the workers start.
     */
    WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(1)),
    /**
     * How often the embedded job queue (no REDIS_URL) looks for due jobs, in milliseconds (docs/decisions/052).
     * A job added by this process starts at once; the poll finds retries, delayed jobs and other processes' jobs.
     */
    QUEUE_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(50).max(60_000).default(500)),
  })
  .refine((env) => env.WORKERS === 1 || env.REDIS_URL !== undefined, {
    path: ['WORKERS'],
    message: 'more than one worker needs REDIS_URL, so that rate limits are shared between the processes',
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Reads and validates the configuration. A bad value throws one error that lists every bad variable,
 * so an operator fixes them all in one go instead of one per restart.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const raw = source[String(issue.path[0])];
    // Never echo connection strings: they may carry passwords.
    const shown = raw !== undefined && !/_URL$/.test(name) ? ` (got "${raw}")` : '';
    return `${name}: ${issue.message}${shown}`;
  });
  throw new EnvError(problems);
}
