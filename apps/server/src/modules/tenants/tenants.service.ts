import { randomUUID } from 'node:crypto';
import { type PageConfig, type PageConfigInput, pageConfigSchema } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database, TenantRow } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { createTenantsRepository } from './tenants.repository.js';

export interface Tenant {
  id: string;
  domain: string;
  name: string;
  isDefault: boolean;
  config: PageConfig;
}

export interface TenantResolution {
  /** The tenant to serve; null only when the database holds no tenant at all. */
  tenant: Tenant | null;
  /** The `domain` parameter when it named no tenant (the default tenant is served instead). */
  unknownDomain: string | null;
}

const DOMAIN_RE =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** Tenant lookups happen on every request; a short cache keeps that off the database without going stale for long. */
const CACHE_TTL_MS = 5_000;

export function normalizeDomain(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '');
}

/** The host name of a Host header, without port; handles bracketed IPv6 literals. */
export function hostName(host: string | undefined): string | null {
  if (!host) return null;
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined) || null;
  return normalizeDomain(h.replace(/:\d+$/, '')) || null;
}

function toTenant(row: TenantRow): Tenant {
  return {
    id: row.id,
    domain: row.domain,
    name: row.name,
    isDefault: row.is_default === 1,
    config: pageConfigSchema.parse(JSON.parse(row.config_json)),
  };
}

function parseConfig(config: PageConfigInput): PageConfig {
  const result = pageConfigSchema.safeParse(config);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.join('.') || 'config'] ??= issue.message;
    throw new AppError('VALIDATION_FAILED', 'The tenant configuration is invalid.', {
      fields,
      cause: result.error,
    });
  }
  return result.data;
}

export function createTenantsService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const repo = createTenantsRepository(db);
  const cache = new Map<string, { at: number; tenant: Tenant | null }>();
  const DEFAULT_KEY = '\0default';

  async function cached(key: string, load: () => Promise<TenantRow | undefined>): Promise<Tenant | null> {
    const hit = cache.get(key);
    const t = Date.now();
    if (hit && t - hit.at < CACHE_TTL_MS) return hit.tenant;
    const row = await load();
    const tenant = row ? toTenant(row) : null;
    cache.set(key, { at: t, tenant });
    return tenant;
  }

  const service = {
    async create(input: {
      domain: string;
      name: string;
      config: PageConfigInput;
      isDefault?: boolean;
    }): Promise<Tenant> {
      const domain = normalizeDomain(input.domain);
      if (!DOMAIN_RE.test(domain)) {
        throw new AppError('VALIDATION_FAILED', 'The tenant domain is invalid.', {
          fields: { domain: 'Domain is invalid.' },
        });
      }
      const name = input.name.trim();
      if (!name)
        throw new AppError('VALIDATION_FAILED', 'The tenant name is required.', {
          fields: { name: 'Name is required.' },
        });
      parseConfig(input.config);
      const id = randomUUID();
      const stamp = now().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          const r = createTenantsRepository(trx);
          // The first tenant is the default unless told otherwise; a new default replaces the old one.
          const isDefault = input.isDefault ?? (await r.count()) === 0;
          if (isDefault) await r.clearDefault();
          await r.insert({
            id,
            domain,
            name,
            config_json: JSON.stringify(input.config),
            is_default: isDefault ? 1 : 0,
            created_at: stamp,
            updated_at: stamp,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('CONFLICT', 'A tenant with this domain already exists.', {
            fields: { domain: 'Domain is taken.' },
          });
        }
        throw error;
      }
      cache.clear();
      const row = await repo.findById(id);
      return toTenant(row!);
    },

    async updateConfig(id: string, config: PageConfigInput): Promise<Tenant> {
      parseConfig(config);
      const ok = await repo.updateConfig(id, JSON.stringify(config), now().toISOString());
      if (!ok) throw new AppError('NOT_FOUND', 'Tenant not found.');
      cache.clear();
      return toTenant((await repo.findById(id))!);
    },

    /** Forgets the cached tenants, so a configuration written outside `updateConfig` is served at once. */
    invalidate(): void {
      cache.clear();
    },

    findByDomain(domain: string): Promise<Tenant | null> {
      const d = normalizeDomain(domain);
      return cached(d, () => repo.findByDomain(d));
    },

    async findById(id: string): Promise<Tenant | null> {
      const row = await repo.findById(id);
      return row ? toTenant(row) : null;
    },

    getDefault(): Promise<Tenant | null> {
      return cached(DEFAULT_KEY, () => repo.findDefault());
    },

    async list(): Promise<Tenant[]> {
      return (await repo.list()).map(toTenant);
    },

    count(): Promise<number> {
      return repo.count();
    },

    /** `domain` parameter, then the Host header, then the default tenant (DEMO.md, docs/ARCHITECTURE.md). */
    async resolve(
      domainParam: string | null | undefined,
      host: string | undefined,
    ): Promise<TenantResolution> {
      const param = domainParam ? normalizeDomain(domainParam) : '';
      if (param) {
        const byParam = DOMAIN_RE.test(param) ? await service.findByDomain(param) : null;
        if (byParam) return { tenant: byParam, unknownDomain: null };
        return { tenant: await service.getDefault(), unknownDomain: domainParam!.trim().slice(0, 253) };
      }
      const name = hostName(host);
      if (name && DOMAIN_RE.test(name)) {
        const byHost = await service.findByDomain(name);
        if (byHost) return { tenant: byHost, unknownDomain: null };
      }
      return { tenant: await service.getDefault(), unknownDomain: null };
    },
  };
  return service;
}
export type TenantsService = ReturnType<typeof createTenantsService>;
