import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The staff's applications pipeline (docs/decisions/043): notes on an application that only the staff read,
 * and an index for a job's pipeline by stage, newest first (a job with thousands of applications).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('application_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('candidates.id').onDelete('set null'))
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_notes_app_idx')
    .on('application_notes')
    .columns(['tenant_id', 'application_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_pipeline_idx')
    .on('applications')
    .columns(['tenant_id', 'position_id', 'stage', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('applications_pipeline_idx').execute();
  await db.schema.dropTable('application_notes').execute();
}
