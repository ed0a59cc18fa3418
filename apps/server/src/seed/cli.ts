import { createDb } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { loadEnv } from '../env.js';
import { createPositionsService } from '../modules/positions/positions.service.js';
import { createTenantsService } from '../modules/tenants/tenants.service.js';
import { resolveCities } from './cities.js';
import { type CliArgs, parseCliArgs, USAGE, UsageError } from './cli-args.js';
import {
  CONTOSO_PROFILE,
  DEMO_SEED,
  generatePositions,
  NORTHWIND_PROFILE,
  type PositionProfile,
} from './positions.js';
import { CONTOSO_DOMAIN, NORTHWIND_DOMAIN } from './tenants.js';

function profileFor(domain: string, companyName: string): PositionProfile {
  if (domain === NORTHWIND_DOMAIN) return NORTHWIND_PROFILE;
  if (domain === CONTOSO_DOMAIN) return CONTOSO_PROFILE;
  // Any other tenant gets Northwind's worldwide cities under its own name.
  return {
    ...NORTHWIND_PROFILE,
    companyName,
    about: [`${companyName} is growing, and we are looking for people who want to grow with us.`],
  };
}

async function main(argv: string[]): Promise<number> {
  let args: CliArgs | 'help';
  try {
    args = parseCliArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`Error: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
  if (args === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const env = loadEnv();
  const db = createDb({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  try {
    await migrateToLatest(db);
    const tenant = await createTenantsService(db).findByDomain(args.domain);
    if (!tenant) {
      process.stderr.write(
        `Error: no tenant with domain "${args.domain}". Start the server once (it seeds the demo tenants) or pass --domain of an existing tenant.\n`,
      );
      return 1;
    }
    const positions = createPositionsService(db);
    const started = performance.now();
    const before = await positions.count(tenant.id);
    // Seeded by the current count: repeated runs add different positions, and the same run is reproducible.
    const profile = profileFor(tenant.domain, tenant.name);
    const generated = generatePositions(profile, {
      seed: (DEMO_SEED + 7919 * (before + 1)) >>> 0,
      now: new Date(),
      open: args.jobs,
      places: resolveCities(profile.cities),
    });
    const ids = await positions.createMany(tenant.id, generated);
    await positions.optimizeSearch();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Added ${ids.length} positions to ${tenant.domain} in ${seconds} s (now ${before + ids.length} in total).\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
