import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxTable } from '../../db/types.js';

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    /** Stores a message; false when one with the same idempotency key (per tenant) is already stored. */
    async insert(row: Insertable<OutboxTable>): Promise<boolean> {
      const res = await db
        .insertInto('outbox')
        .values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
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
