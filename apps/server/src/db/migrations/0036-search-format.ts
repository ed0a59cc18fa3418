import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The format of what the search index holds (docs/decisions/056): the version of the code that wrote it
 * (search/documents.ts `SEARCH_FORMAT`). When the server starts with a newer format, it indexes every
 * position again (positions service `reindexIfStale`) and records the version last, so an interrupted
 * rebuild is done again from the start. No row: written before formats were recorded.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('search_format')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_format').ifExists().execute();
}
