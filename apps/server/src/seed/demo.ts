import type { Tenant } from '../modules/tenants/tenants.service.js';
import type { Services } from '../services.js';
import { resolveCities } from './cities.js';
import {
  CONTOSO_PROFILE,
  DEMO_SEED,
  generatePositions,
  NORTHWIND_PROFILE,
  type PositionProfile,
} from './positions.js';
import { CONTOSO_DOMAIN, DEMO_TENANTS, NORTHWIND_DOMAIN } from './tenants.js';

/** DEMO.md accounts. The passwords are demo-only and documented in the README. */
export const DEMO_ACCOUNTS = {
  candidate: { email: 'demo@example.com', password: 'portico-demo', fullName: 'Alex Morgan' },
  newCandidate: { email: 'new@example.com', password: 'portico-demo', fullName: 'Jamie Parker' },
  admin: { email: 'admin@northwind.example', password: 'portico-admin', fullName: 'Sam Rivera' },
} as const;

/** DEMO.md position counts. */
export const DEMO_POSITIONS = {
  [NORTHWIND_DOMAIN]: { open: 2400, archived: 100 },
  [CONTOSO_DOMAIN]: { open: 600, archived: 0 },
} as const;

export interface SeedDemoOptions {
  log: (msg: string) => void;
  /** Posted dates are relative to this moment; defaults to the current time. */
  now?: () => Date;
}

async function seedPositions(
  services: Services,
  tenant: Tenant,
  profile: PositionProfile,
  counts: { open: number; archived: number },
  seed: number,
  now: Date,
): Promise<number> {
  const positions = generatePositions(profile, {
    seed,
    now,
    open: counts.open,
    archived: counts.archived,
    places: resolveCities(profile.cities),
  });
  const ids = await services.positions.createMany(tenant.id, positions);
  await services.positions.optimizeSearch();
  return ids.length;
}

/**
 * Fills an empty database with the tenants, accounts and positions of DEMO.md, through the same services
 * the API uses. Not idempotent on purpose: the server calls it only when the tenants table is empty.
 */
export async function seedDemo(services: Services, opts: SeedDemoOptions): Promise<void> {
  const started = performance.now();
  const now = opts.now?.() ?? new Date();

  const tenants = new Map<string, Tenant>();
  for (const t of DEMO_TENANTS) {
    tenants.set(t.domain, await services.tenants.create({ ...t }));
  }
  const northwind = tenants.get(NORTHWIND_DOMAIN)!;
  const contoso = tenants.get(CONTOSO_DOMAIN)!;

  const { candidate, newCandidate, admin } = DEMO_ACCOUNTS;
  const attested = now.toISOString();

  const demoNw = await services.auth.signUp(northwind, candidate);
  await services.candidates.update(northwind.id, demoNw.id, {
    isOnboarded: true,
    isBootstrapped: true,
    tosAttestedAt: attested,
  });
  const demoCo = await services.auth.signUp(contoso, candidate);
  await services.candidates.update(contoso.id, demoCo.id, {
    isOnboarded: false,
    isBootstrapped: false,
    tosAttestedAt: null,
  });
  const fresh = await services.auth.signUp(northwind, newCandidate);
  await services.candidates.update(northwind.id, fresh.id, { isOnboarded: false, isBootstrapped: false });
  const adm = await services.auth.signUp(northwind, admin);
  await services.candidates.update(northwind.id, adm.id, {
    isAdmin: true,
    isOnboarded: true,
    isBootstrapped: true,
    tosAttestedAt: attested,
  });

  // Different seeds per tenant so the two lists do not mirror each other.
  const nwCount = await seedPositions(
    services,
    northwind,
    NORTHWIND_PROFILE,
    DEMO_POSITIONS[NORTHWIND_DOMAIN],
    DEMO_SEED,
    now,
  );
  const coCount = await seedPositions(
    services,
    contoso,
    CONTOSO_PROFILE,
    DEMO_POSITIONS[CONTOSO_DOMAIN],
    DEMO_SEED + 1,
    now,
  );

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  opts.log(
    `Seeded demo data in ${seconds} s: tenants ${NORTHWIND_DOMAIN} (default) and ${CONTOSO_DOMAIN}, 4 accounts, ` +
      `${nwCount} Northwind positions (${DEMO_POSITIONS[NORTHWIND_DOMAIN].archived} archived) and ${coCount} Contoso positions`,
  );
}
