import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * Applying (docs/decisions/020-apply.md): each tenant's application form, resumes as bytes with what was
 * read from them, applications with their stage history, versioned drafts, and the applications a visitor
 * sent for an address that already has an account (held until the mailed link or a sign-in confirms them).
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable('application_forms')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('config_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('resumes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // Null while a visitor's upload waits for its application (its unguessable id is what the submit names).
    .addColumn('candidate_id', 'text', (c) => c.references('candidates.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('parsed_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resumes_candidate_idx')
    .on('resumes')
    .columns(['tenant_id', 'candidate_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('position_title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    // Voluntary self-identification, kept apart from the answers recruiters read.
    .addColumn('self_id_json', 'text')
    .addColumn('resume_id', 'text', (c) => c.references('resumes.id').onDelete('set null'))
    .addColumn('source_json', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One application per candidate and job: a double submit, a second tab or a retry meets this index.
  await db.schema
    .createIndex('applications_one_per_job')
    .on('applications')
    .columns(['tenant_id', 'candidate_id', 'position_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('applications_position_idx')
    .on('applications')
    .columns(['tenant_id', 'position_id', 'created_at'])
    .execute();

  const withId = (name: string) =>
    pg
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await withId('application_stages')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Who moved it: the candidate (submit, withdraw) or a recruiter; null for the system.
    .addColumn('actor_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_stages_app_idx')
    .on('application_stages')
    .columns(['application_id', 'at'])
    .execute();

  await db.schema
    .createTable('application_drafts')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('values_json', 'text', (c) => c.notNull())
    .addColumn('resume_id', 'text', (c) => c.references('resumes.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_drafts_pk', ['candidate_id', 'position_id'])
    .execute();
  await db.schema
    .createIndex('application_drafts_list_idx')
    .on('application_drafts')
    .columns(['tenant_id', 'candidate_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('pending_applications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('pending_applications_candidate_idx')
    .on('pending_applications')
    .columns(['tenant_id', 'candidate_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'pending_applications',
    'application_drafts',
    'application_stages',
    'applications',
    'resumes',
    'application_forms',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
