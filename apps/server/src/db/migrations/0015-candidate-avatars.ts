import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * Candidates' photos (docs/decisions/026-profile-screen.md): the re-encoded image's bytes, by an unguessable id
 * that is part of its address, so a new photo is a new address and a cached old one is never shown for it.
 * Cascades from the candidate and the tenant: deleting the account deletes the photo.
 */
export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('candidate_avatars')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('candidate_avatars_candidate_idx')
    .on('candidate_avatars')
    .columns(['tenant_id', 'candidate_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('candidate_avatars').execute();
}
