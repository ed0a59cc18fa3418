import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * Document counts for PostgreSQL's search planning (docs/decisions/009, "Update: counts that prove"):
 * - `search_versions.docs`, the tenant's number of indexed documents, kept beside its index version (both
 *   engines; SQLite does not read it yet);
 * - `search_lexemes` also counts the filter tokens of `filters`, as it counts the words of `text_tsv`.
 * With them a word's or a filter's share of the tenant is known before a search reads a row.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('search_versions')
    .addColumn('docs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update search_versions set docs = (
      select count(*) from search_docs where search_docs.tenant_id = search_versions.tenant_id)`.execute(db);
  // Tenants indexed before versions existed (0007) and not written since have no row yet.
  await sql`insert into search_versions (tenant_id, version, docs)
    select tenant_id, 1, count(*) from search_docs group by tenant_id
    on conflict (tenant_id) do nothing`.execute(db);
  if (!isPostgres(db)) return;
  await sql`insert into search_lexemes (tenant_id, lexeme, docs)
    select tenant_id, token, count(*) from search_docs, unnest(tsvector_to_array(filters)) as token
    group by tenant_id, token
    on conflict (tenant_id, lexeme) do update set docs = excluded.docs`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('search_versions').dropColumn('docs').execute();
  if (isPostgres(db)) await sql`delete from search_lexemes where lexeme like 'zz%'`.execute(db);
}
