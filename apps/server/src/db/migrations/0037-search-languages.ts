import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * PostgreSQL text search configurations for the tenants' languages other than English
 * (docs/decisions/061): each a copy of PostgreSQL's own (`portico_german` of `german`, …) whose Snowball
 * dictionary keeps stop words. SQLite's FTS5 has no stop words, so a word typed in a German tenant ("der",
 * "und") must be required on PostgreSQL too, or the two engines would answer the same query differently.
 * (English keeps PostgreSQL's 'english': its stop words are left out of typed queries on both engines.)
 * Every stemming dictionary of the copy is replaced, so the Russian one, which stems ASCII words as English,
 * stems every word as Russian, as SQLite's Russian stemmer does.
 */
const LANGUAGES = [
  'arabic',
  'danish',
  'dutch',
  'finnish',
  'french',
  'german',
  'greek',
  'hungarian',
  'italian',
  'norwegian',
  'portuguese',
  'russian',
  'serbian',
  'spanish',
  'swedish',
  'turkish',
];

export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  for (const language of LANGUAGES) {
    const dictionary = sql.raw(`portico_${language}_stem`);
    const config = sql.raw(`portico_${language}`);
    await sql`create text search dictionary ${dictionary} (template = snowball, language = ${sql.raw(language)})`.execute(
      db,
    );
    await sql`create text search configuration ${config} (copy = ${sql.raw(language)})`.execute(db);
    const { rows } = await sql<{ name: string }>`select distinct d.dictname as name
      from pg_ts_config c join pg_ts_config_map m on m.mapcfg = c.oid join pg_ts_dict d on d.oid = m.mapdict
      where c.cfgname = ${language} and d.dictname like '%\\_stem'`.execute(db);
    for (const { name } of rows) {
      await sql`alter text search configuration ${config} alter mapping replace ${sql.raw(name)} with ${dictionary}`.execute(
        db,
      );
    }
  }
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  for (const language of LANGUAGES) {
    await sql`drop text search configuration if exists ${sql.raw(`portico_${language}`)}`.execute(db);
    await sql`drop text search dictionary if exists ${sql.raw(`portico_${language}_stem`)}`.execute(db);
  }
}
