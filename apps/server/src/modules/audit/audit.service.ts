import { randomUUID } from 'node:crypto';
import { ADMIN_AUDIT_PAGE_SIZE, type AdminAuditEntry } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { createAuditRepository } from './audit.repository.js';

/** Who made a staff write: the signed-in account, or null for the system (the demo seed, a migration). */
export type AuditActor = { id: string; email: string } | null;

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string;
  /** The record as it was and as it is now; null where there was none (a creation, a removal). */
  before: unknown;
  after: unknown;
}

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/**
 * The audit trail of staff writes (docs/decisions/039). `record` takes the write's own transaction, so a write
 * and its audit row are kept or lost together; the admin reads the trail a page at a time.
 */
export function createAuditService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  return {
    async record(
      trx: Kysely<Database>,
      tenantId: string,
      actor: AuditActor,
      entry: AuditRecord,
    ): Promise<void> {
      await createAuditRepository(trx).insert({
        id: randomUUID(),
        tenant_id: tenantId,
        actor_id: actor?.id ?? null,
        actor_email: actor?.email ?? null,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        before_json: json(entry.before),
        after_json: json(entry.after),
        created_at: now().toISOString(),
      });
    },

    async list(
      tenantId: string,
      page: number,
    ): Promise<{ entries: AdminAuditEntry[]; page: number; total: number }> {
      const repo = createAuditRepository(db);
      const rows = await repo.page(tenantId, (page - 1) * ADMIN_AUDIT_PAGE_SIZE, ADMIN_AUDIT_PAGE_SIZE);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          actor_id: row.actor_id,
          actor_email: row.actor_email,
          action: row.action,
          target_type: row.target_type,
          target_id: row.target_id,
          before: parse(row.before_json),
          after: parse(row.after_json),
          at: row.created_at,
        })),
        page,
        total: await repo.count(tenantId),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
