import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The profile's new sections (docs/decisions/024-profile-api.md): links and job preferences as JSON (read and
 * written whole with the rest of the profile), the avatar's address, and a version that every write raises,
 * so an edit is a conditional update on the version it read and two concurrent edits cannot lose one.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('candidate_profiles')
    .addColumn('links_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('candidate_profiles')
    .addColumn('preferences_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('candidate_profiles').addColumn('avatar_url', 'text').execute();
  await db.schema
    .alterTable('candidate_profiles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of ['version', 'avatar_url', 'preferences_json', 'links_json'])
    await db.schema.alterTable('candidate_profiles').dropColumn(column).execute();
}
