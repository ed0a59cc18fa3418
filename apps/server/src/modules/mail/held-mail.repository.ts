import type { Insertable, Kysely } from 'kysely';
import type { Database, HeldMailTable } from '../../db/types.js';

/** Mail waiting for its address to be verified (migration 0020), per tenant and candidate. */
export function createHeldMailRepository(db: Kysely<Database>) {
  return {
    /** Holds a message; a repeat of an idempotency key already held (per tenant) holds nothing. */
    async insert(row: Insertable<HeldMailTable>): Promise<void> {
      await db
        .insertInto('held_mails')
        .values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'idempotency_key']).doNothing())
        .execute();
    },
    /** Removes and returns the candidate's held mail, oldest first: each row is handed out once. */
    async take(tenantId: string, candidateId: string) {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('held_mails')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('candidate_id', '=', candidateId)
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .execute();
        if (rows.length > 0)
          await trx
            .deleteFrom('held_mails')
            .where(
              'id',
              'in',
              rows.map((r) => r.id),
            )
            .execute();
        return rows;
      });
    },
  };
}
