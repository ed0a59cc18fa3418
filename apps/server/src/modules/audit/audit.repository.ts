import type { Insertable, Kysely } from 'kysely';
import type { AdminAuditTable, Database } from '../../db/types.js';

/** The staff's audit rows (migration 0022), newest first per tenant. */
export function createAuditRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<AdminAuditTable>): Promise<void> {
      await db.insertInto('admin_audit').values(row).execute();
    },
    async page(tenantId: string, offset: number, limit: number) {
      return db
        .selectFrom('admin_audit')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },
    async count(tenantId: string): Promise<number> {
      const row = await db
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
