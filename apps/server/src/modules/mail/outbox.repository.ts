import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxTable } from '../../db/types.js';

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<OutboxTable>): Promise<void> {
      await db.insertInto('outbox').values(row).execute();
    },
    listFor(tenantId: string, toAddress: string) {
      return db
        .selectFrom('outbox')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('to_address', '=', toAddress)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },
    async deleteFor(tenantId: string, toAddress: string): Promise<number> {
      const res = await db
        .deleteFrom('outbox')
        .where('tenant_id', '=', tenantId)
        .where('to_address', '=', toAddress)
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
