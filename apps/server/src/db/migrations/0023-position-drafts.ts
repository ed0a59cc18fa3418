import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * Drafts (docs/decisions/040): `positions.published_at` is when a position was first published, null while it
 * is a draft that only the tenant's staff see. Every position that exists was published when it was made.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('positions').addColumn('published_at', 'text').execute();
  await db
    .updateTable('positions')
    .set((eb) => ({ published_at: eb.ref('created_at') }))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('positions').dropColumn('published_at').execute();
}
