import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * PostgreSQL only: the filter tokens move into `text_tsv`, beside the words, as SQLite's FTS5 has always
 * held them in its one index (docs/decisions/009, "Update: one GIN index"). A search of words and filters
 * is then one GIN scan, which skips through the frequent lists by the rare ones, and a count can exclude
 * (`a & !b`) inside the index. Filter tokens are reserved `zz` words that no text holds, so nothing else
 * changes; `search_lexemes` already counts them (0008).
 */
export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`update search_docs set text_tsv = text_tsv || filters`.execute(db);
  await sql`drop index if exists search_docs_filters_idx`.execute(db);
  await sql`alter table search_docs drop column filters`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table search_docs add column filters tsvector not null default ''`.execute(db);
  await sql`update search_docs set
      filters = array_to_tsvector(array(select l from unnest(tsvector_to_array(text_tsv)) l where l ~ '^zz[a-z][0-9a-f]{12}0$')),
      text_tsv = ts_delete(text_tsv, array(select l from unnest(tsvector_to_array(text_tsv)) l where l ~ '^zz[a-z][0-9a-f]{12}0$'))`.execute(
    db,
  );
  await sql`alter table search_docs alter column filters drop default`.execute(db);
  await sql`create index search_docs_filters_idx on search_docs using gin (filters)`.execute(db);
}
