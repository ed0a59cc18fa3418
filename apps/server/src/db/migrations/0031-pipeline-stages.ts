import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * A tenant's own pipeline (docs/decisions/050): its stages in order, each with the status the candidate sees.
 * A tenant without rows has the default pipeline. Kept out of the tenant's configuration because that is sent
 * to every visitor's browser, and the stages are the staff's.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('pipeline_stages')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pipeline_stages_pk', ['tenant_id', 'name'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('pipeline_stages').execute();
}
