import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The candidate's profile (docs/decisions/015-candidate-profile-and-match.md): one row per candidate, each
 * list section (skills, work history, education) a JSON array validated by the contract's schema on
 * write. The profile is only ever read and written whole, by its owner, so one row keeps a read to one
 * primary-key lookup and an edit to one conditional update.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('candidate_profiles')
    .addColumn('candidate_id', 'text', (c) => c.primaryKey().references('candidates.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('location_json', 'text')
    .addColumn('skills_json', 'text', (c) => c.notNull())
    .addColumn('experience_json', 'text', (c) => c.notNull())
    .addColumn('education_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('candidate_profiles').ifExists().execute();
}
