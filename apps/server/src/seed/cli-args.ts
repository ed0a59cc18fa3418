import { parseArgs } from 'node:util';
import { NORTHWIND_DOMAIN } from './tenants.js';

export const USAGE = `Usage: npm run seed -- --jobs N [--domain DOMAIN]

Adds N generated positions to a tenant (default ${NORTHWIND_DOMAIN}), for benchmarks and large demos.
Uses the database of the environment (DATABASE_URL, else SQLITE_PATH) and runs pending migrations first.

  --jobs N          number of positions to add, 1 to 1000000
  --domain DOMAIN   domain of an existing tenant (default ${NORTHWIND_DOMAIN})
  --help            show this text`;

export const MAX_JOBS = 1_000_000;

export class UsageError extends Error {}

export interface CliArgs {
  jobs: number;
  domain: string;
}

/** Strict: unknown options, stray arguments and anything but a whole positive number of jobs are errors. */
export function parseCliArgs(argv: string[]): CliArgs | 'help' {
  const options = {
    jobs: { type: 'string' },
    domain: { type: 'string', default: NORTHWIND_DOMAIN },
    help: { type: 'boolean', default: false },
  } as const;
  let parsed: ReturnType<typeof parse>;
  const parse = () => parseArgs({ args: argv, options, strict: true, allowPositionals: false });
  try {
    parsed = parse();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.values.help) return 'help';
  const raw = parsed.values.jobs;
  if (raw === undefined) throw new UsageError('Missing --jobs N.');
  if (!/^\d+$/.test(raw.trim())) throw new UsageError(`--jobs must be a whole number, got "${raw}".`);
  const jobs = Number(raw.trim());
  if (jobs < 1 || jobs > MAX_JOBS)
    throw new UsageError(`--jobs must be between 1 and ${MAX_JOBS}, got ${jobs}.`);
  const domain = parsed.values.domain.trim().toLowerCase();
  if (!domain) throw new UsageError('--domain must not be empty.');
  return { jobs, domain };
}
