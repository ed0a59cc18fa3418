import { randomUUID } from 'node:crypto';
import { type ConfigPath, type PageConfig, type PageConfigInput, pageConfigSchema } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, TenantRow } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { broadcast, onBroadcast } from '../../lib/process-broadcast.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
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
const CONFIG_TOPIC = 'tenant-config';

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

/**
 * A part of the configuration an editor changes: one place (its value is the new value there) or a few
 * named places (its value is an object with one entry per name).
 */
export type ConfigPart = ConfigPath | Readonly<Record<string, ConfigPath>>;

export interface ConfigPartUpdate {
  tenantId: string;
  actor: AuditActor;
  /** The configuration's version the editor read (`configForEditing`): a save in between makes this a 409. */
  version: string;
  part: ConfigPart;
  value: unknown;
  /** The audit row's action, e.g. `site.banner`. */
  action: string;
}

/** Every place of a part with the key its errors and values go by ('' for a single place). */
function placesOf(part: ConfigPart): [string, ConfigPath][] {
  return Array.isArray(part)
    ? [['', part as ConfigPath]]
    : Object.entries(part as Record<string, ConfigPath>);
}

function readAt(source: unknown, path: ConfigPath): unknown {
  let here = source;
  for (const key of path)
    here = here && typeof here === 'object' ? (here as Record<string, unknown>)[key] : undefined;
  return here;
}

function writeAt(target: Record<string, unknown>, path: ConfigPath, value: unknown): void {
  let here = target;
  for (const key of path.slice(0, -1)) {
    const next = here[key];
    // Copies along the path, so the object read from the row is never changed in place.
    const copy: Record<string, unknown> =
      next && typeof next === 'object' && !Array.isArray(next)
        ? { ...(next as Record<string, unknown>) }
        : {};
    here[key] = copy;
    here = copy;
  }
  here[path[path.length - 1]!] = value;
}

/** The part's value as a resolved configuration has it (what the audit row keeps). */
export function readConfigPart(config: PageConfig, part: ConfigPart): unknown {
  const places = placesOf(part);
  if (Array.isArray(part)) return readAt(config, part as ConfigPath);
  return Object.fromEntries(places.map(([key, path]) => [key, readAt(config, path)]));
}

/** The configuration's field errors keyed by the part's own fields ("message", "terms.version"). */
function partFields(error: z.ZodError, part: ConfigPart): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const place = placesOf(part).find(([, at]) => at.every((key, i) => path[i] === key));
    const key = place
      ? [place[0], ...path.slice(place[1].length)].filter(Boolean).join('.') || 'value'
      : path.join('.') || 'value';
    fields[key] ??= issue.message;
  }
  return fields;
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

export function createTenantsService(
  db: Kysely<Database>,
  opts: { now?: () => Date; audit?: AuditService } = {},
) {
  const now = opts.now ?? (() => new Date());
  const repo = createTenantsRepository(db);
  const cache = new Map<string, { at: number; tenant: Tenant | null }>();
  const DEFAULT_KEY = '\0default';
  // Another worker's change empties this one's cache too (lib/process-broadcast.ts).
  onBroadcast(CONFIG_TOPIC, () => cache.clear());
  /** A changed configuration is read by the next request, here and in the other workers. */
  function configChanged(tenantId: string): void {
    cache.clear();
    broadcast(CONFIG_TOPIC, tenantId);
  }

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
      configChanged(id);
      return toTenant((await repo.findById(id))!);
    },

    /**
     * The configuration as stored now (never the cache) with the version an editor names when it saves
     * (`updateConfigPart`): the time of its last save.
     */
    async configForEditing(id: string): Promise<{ config: PageConfig; version: string }> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'Tenant not found.');
      return { config: toTenant(row).config, version: row.updated_at };
    },

    /**
     * Changes a part of the tenant's configuration: checked by the whole configuration's schema (a 400 with
     * the part's field errors, nothing saved), only over the version the editor read (a 409 when someone
     * saved in between), with an audit row of the part before and after in the same transaction; the next
     * request of every worker reads the new configuration. Every editor of the configuration saves through
     * this (the site settings, the theme).
     */
    async updateConfigPart(input: ConfigPartUpdate): Promise<{ tenant: Tenant; version: string }> {
      const audit = opts.audit;
      if (!audit) throw new Error('The tenants service needs the audit service to change a configuration.');
      const places = placesOf(input.part);
      if (!Array.isArray(input.part)) {
        const value = input.value;
        if (!value || typeof value !== 'object' || Array.isArray(value))
          throw new AppError('VALIDATION_FAILED', 'The settings are invalid.', {
            fields: { value: 'Expected an object.' },
          });
        const fields: Record<string, string> = {};
        for (const [key] of places) if (!(key in value)) fields[key] = 'Required.';
        for (const key of Object.keys(value))
          if (!places.some(([name]) => name === key)) fields[key] = 'Not a setting of this section.';
        if (Object.keys(fields).length > 0)
          throw new AppError('VALIDATION_FAILED', 'The settings are invalid.', { fields });
      }
      const result = await db.transaction().execute(async (trx) => {
        const r = createTenantsRepository(trx);
        const row = await r.findForUpdate(input.tenantId);
        if (!row) throw new AppError('NOT_FOUND', 'Tenant not found.');
        if (row.updated_at !== input.version) throw staleConfig();
        const stored = JSON.parse(row.config_json) as Record<string, unknown>;
        const next: Record<string, unknown> = { ...stored };
        for (const [key, path] of places)
          writeAt(next, path, key ? (input.value as Record<string, unknown>)[key] : input.value);
        const parsed = pageConfigSchema.safeParse(next);
        if (!parsed.success)
          throw new AppError('VALIDATION_FAILED', 'The settings are invalid.', {
            fields: partFields(parsed.error, input.part),
            cause: parsed.error,
          });
        // The stored form keeps what the schema made of the part (unknown keys dropped, defaults filled).
        for (const [, path] of places) writeAt(next, path, readAt(parsed.data, path));
        // A new version differs from the old even when the clock has not moved since (two saves in a millisecond).
        let stamp = now().toISOString();
        if (stamp <= row.updated_at) stamp = new Date(Date.parse(row.updated_at) + 1).toISOString();
        if (!(await r.updateConfigIfVersion(row.id, JSON.stringify(next), row.updated_at, stamp)))
          throw staleConfig();
        await audit.record(trx, row.id, input.actor, {
          action: input.action,
          targetType: 'site_config',
          targetId: row.id,
          before: readConfigPart(toTenant(row).config, input.part),
          after: readConfigPart(parsed.data, input.part),
        });
        return { row: { ...row, config_json: JSON.stringify(next), updated_at: stamp }, stamp };
      });
      configChanged(input.tenantId);
      return { tenant: toTenant(result.row), version: result.stamp };
    },

    /**
     * Forgets the cached tenants here and in the other workers, so a configuration written outside
     * `updateConfigPart` (the theme's own save) is served at once.
     */
    configChanged,

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

function staleConfig(): AppError {
  return new AppError(
    'CONFLICT',
    'Someone saved the site settings after you opened them. Reload to see their version; your edits stay here.',
  );
}
