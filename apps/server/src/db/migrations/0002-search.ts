import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * The search index (docs/decisions/009-search-engine.md). One row per listed position, keyed by
 * `doc_key` = posted minute (since 2000) × 2^27 + position id, so key order is newest-first order and
 * both engines can stop after the first page of a common word instead of ranking every match.
 * `search_terms` holds the titles and skills of listed positions with their position counts, for the
 * search box's suggestions.
 */
export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`create table search_docs (
      doc_key bigint primary key,
      position_id integer not null unique references positions(id) on delete cascade,
      tenant_id text not null references tenants(id) on delete cascade,
      valid_through text,
      filters tsvector not null,
      title_tsv tsvector not null,
      text_tsv tsvector not null,
      payload text not null
    )`.execute(db);
    await sql`create index search_docs_tenant_key_idx on search_docs (tenant_id, doc_key desc)`.execute(db);
    await sql`create index search_docs_filters_idx on search_docs using gin (filters)`.execute(db);
    await sql`create index search_docs_title_idx on search_docs using gin (title_tsv)`.execute(db);
    await sql`create index search_docs_text_idx on search_docs using gin (text_tsv)`.execute(db);
  } else {
    await sql`create table search_docs (
      doc_key integer primary key,
      position_id integer not null unique references positions(id) on delete cascade,
      tenant_id text not null references tenants(id) on delete cascade,
      valid_through text
    )`.execute(db);
    // Contentless: the text lives in positions once; only what a scan must return (payload) is stored.
    const options = sql.raw(
      "content='', contentless_delete=1, contentless_unindexed=1, tokenize='porter unicode61 remove_diacritics 2'",
    );
    await sql`create virtual table search_text using fts5(filters, title, skills, body, payload unindexed, ${options})`.execute(
      db,
    );
    await sql`create virtual table search_title using fts5(filters, title, payload unindexed, ${options})`.execute(
      db,
    );
  }
  await sql`create index search_docs_tenant_idx on search_docs (tenant_id)`.execute(db);
  await sql`create index search_docs_expiry_idx on search_docs (valid_through)`.execute(db);

  await db.schema
    .createTable('search_terms')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('term_key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('docs', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['tenant_id', 'kind', 'term_key'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_terms').ifExists().execute();
  if (!isPostgres(db)) {
    await sql`drop table if exists search_title`.execute(db);
    await sql`drop table if exists search_text`.execute(db);
  }
  await db.schema.dropTable('search_docs').ifExists().execute();
}
