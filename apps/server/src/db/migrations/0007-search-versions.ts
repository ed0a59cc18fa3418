import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * One counter per tenant, raised in the same transaction as every change to the tenant's search index
 * (docs/decisions/017): a cached search answer is valid while the counter has not moved, in every server
 * process at once.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('search_versions')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_versions').ifExists().execute();
}
