import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The years of experience a candidate states (docs/decisions/028-correctable-match.md): whole years, null
 * while they have stated none, when the match counts the years of their work history instead. A column
 * beside the profile's other single values, read and written whole with the rest of the profile.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('candidate_profiles').addColumn('years_of_experience', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('candidate_profiles').dropColumn('years_of_experience').execute();
}
