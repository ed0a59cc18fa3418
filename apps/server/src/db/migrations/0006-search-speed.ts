import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * PostgreSQL only: how many of a tenant's indexed documents hold each lexeme of `text_tsv`, kept by the
 * index in the write's transaction (docs/decisions/009). A one-word search reads its exact count here
 * instead of visiting a heap page per match, and a search chooses between walking newest first and
 * collecting every match from it. SQLite's FTS5 counts inside its index and needs none.
 */
export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table search_lexemes (
    tenant_id text not null references tenants(id) on delete cascade,
    lexeme text not null,
    docs integer not null,
    primary key (tenant_id, lexeme)
  )`.execute(db);
  await sql`insert into search_lexemes (tenant_id, lexeme, docs)
    select tenant_id, lexeme, count(*) from search_docs, unnest(tsvector_to_array(text_tsv)) as lexeme
    group by tenant_id, lexeme`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`drop table if exists search_lexemes`.execute(db);
}
