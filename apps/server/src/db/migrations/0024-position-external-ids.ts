import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * Imports (docs/decisions/042): `positions.external_id` is the identifier a job has in the feed it came from, so
 * importing the same feed again updates those jobs instead of adding copies. Unique per tenant; jobs made in the
 * workspace have none (both databases allow any number of nulls in a unique index).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('positions').addColumn('external_id', 'text').execute();
  await db.schema
    .createIndex('positions_tenant_external_id')
    .unique()
    .on('positions')
    .columns(['tenant_id', 'external_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('positions_tenant_external_id').execute();
  await db.schema.alterTable('positions').dropColumn('external_id').execute();
}
