import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * The offer center (docs/decisions/016-offer-center.md): offers, their documents, every PDF version as
 * bytes with its SHA-256, and the audit trail of every change.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const withId = (name: string) =>
    pg
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await withId('offers')
    .addColumn('enc_id', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.references('positions.id').onDelete('set null'))
    .addColumn('position_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('salary_amount', 'integer')
    .addColumn('salary_currency', 'text')
    .addColumn('salary_period', 'text')
    .addColumn('start_date', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('hide_offer_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offers_candidate_idx')
    .on('offers')
    .columns(['tenant_id', 'candidate_id', 'updated_at'])
    .execute();

  await withId('offer_files')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_files_offer_idx').on('offer_files').column('offer_id').execute();

  await withId('offer_documents')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('under_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requires_signature', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('esign_widget_id', 'text', (c) => c.unique())
    // The widget's signature, recorded before the site's accept call makes the document Signed.
    .addColumn('esign_file_id', 'integer', (c) => c.references('offer_files.id'))
    .addColumn('original_file_id', 'integer', (c) => c.references('offer_files.id'))
    .addColumn('current_file_id', 'integer', (c) => c.references('offer_files.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_documents_offer_idx')
    .on('offer_documents')
    .columns(['offer_id', 'idx'])
    .execute();

  await withId('offer_events')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('document_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_candidate_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail_json', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_events_offer_idx')
    .on('offer_events')
    .columns(['offer_id', 'id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('offer_events').ifExists().execute();
  await db.schema.dropTable('offer_documents').ifExists().execute();
  await db.schema.dropTable('offer_files').ifExists().execute();
  await db.schema.dropTable('offers').ifExists().execute();
}
