import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The idempotency keys of mail handed to SMTP (migration 0032), per tenant. */
export function createSentKeyRepository(db: Kysely<Database>) {
  return {
    async has(tenantId: string, key: string): Promise<boolean> {
      const row = await db
        .selectFrom('sent_mail_keys')
        .select('idempotency_key')
        .where('tenant_id', '=', tenantId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row !== undefined;
    },
    async add(tenantId: string, key: string, sentAt: string): Promise<void> {
      await db
        .insertInto('sent_mail_keys')
        .values({ tenant_id: tenantId, idempotency_key: key, sent_at: sentAt })
        .onConflict((oc) => oc.columns(['tenant_id', 'idempotency_key']).doNothing())
        .execute();
    },
  };
}
