import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/types.js';
import { type IndexDoc, tokens } from './documents.js';
import { indexTextFor, termForEngine } from './languages.js';
import type { IndexEngine, ScanQuery, ScanRow } from './search-index.js';
import { matchedTerms, type TextTerm } from './text-query.js';

/**
 * SQLite FTS5. Two contentless tables share the doc key as rowid: `search_text` (title, skills and
 * description) and `search_title` (title only: the title matches a relevance page is ranked from first, whose word lists are short).
 * Filters and the tenant are tokens in the `filters` column, so FTS5 intersects them with the words, and
 * `ORDER BY rowid DESC LIMIT` stops after the first page even for a word in every description.
 */

/**
 * The columns a term may match in (TextTerm `in`): the `filters` column holds the filter tokens, so a
 * term that must stay in the text names its columns.
 */
function columns(term: TextTerm, titleOnly: boolean): string | null {
  if (titleOnly) return term.in ? '{title}' : null;
  if (term.in === 'names') return '{title skills}';
  if (term.in === 'text') return '{title skills body}';
  return null;
}

/**
 * Words are letters and digits only (text-query.ts), so quoting them is enough. The term comes through
 * `termForEngine`: stemmed with the tenant's stemmer as the indexed text was (languages.ts).
 */
function ftsTerm(term: TextTerm, titleOnly: boolean): string {
  const phrase = `"${term.words.join(' ')}"`;
  const options = term.prefix ? [`${phrase} *`, ...(term.expansions ?? []).map((w) => `"${w}"`)] : [phrase];
  for (const alternative of term.alternatives ?? []) options.push(`"${alternative.join(' ')}"`);
  const match = options.length === 1 ? (options[0] as string) : `(${options.join(' OR ')})`;
  const cols = columns(term, titleOnly);
  return cols ? `${cols} : ${match}` : match;
}

export function ftsMatchExpression(q: ScanQuery, withTenant = true): string {
  const parts = withTenant ? [tokens.tenant(q.tenantId)] : [];
  for (const group of q.tokenGroups) {
    if (group.length === 0) continue;
    parts.push(group.length === 1 ? (group[0] as string) : `(${group.join(' OR ')})`);
  }
  if (q.text) {
    for (const term of matchedTerms(q.text))
      parts.push(ftsTerm(termForEngine(term, q.language, true), q.titleOnly));
  }
  return parts.join(' AND ');
}

function where(q: ScanQuery): RawBuilder<unknown> {
  const table = sql.raw(q.titleOnly ? 'search_title' : 'search_text');
  // Title lists are short, but intersecting them with the tenant token walks its list, which holds every
  // document of the tenant (4 ms at 100,000 for two title words with no common title). So the title index
  // matches the words and filters alone and each match's tenant is looked up by key.
  const byKey = q.titleOnly && q.text !== null;
  const conditions = [sql`${table} match ${ftsMatchExpression(q, !byKey)}`];
  if (byKey) {
    conditions.push(
      sql`exists (select 1 from search_docs d where d.doc_key = ${table}.rowid and d.tenant_id = ${q.tenantId})`,
    );
  }
  if (q.minKey !== null) conditions.push(sql`rowid >= ${q.minKey}`);
  if (q.maxKey !== null) conditions.push(sql`rowid < ${q.maxKey}`);
  return sql`from ${table} where ${sql.join(conditions, sql` and `)}`;
}

export function createSqliteIndex(db: Kysely<Database>): IndexEngine {
  return {
    kind: 'sqlite',
    concurrent: false,

    async add(conn, docs) {
      for (const doc of docs) {
        const filters = [tokens.tenant(doc.tenantId), ...doc.filterTokens].join(' ');
        const title = indexTextFor(doc.title, doc.language, true);
        const skills = indexTextFor(doc.skills, doc.language, true);
        const body = indexTextFor(doc.body, doc.language, true);
        await conn
          .insertInto('search_docs')
          .values({
            doc_key: doc.key,
            position_id: doc.positionId,
            tenant_id: doc.tenantId,
            valid_through: doc.validThrough,
          })
          .execute();
        await sql`insert into search_text (rowid, filters, title, skills, body, payload)
          values (${doc.key}, ${filters}, ${title}, ${skills}, ${body}, ${doc.payload})`.execute(conn);
        await sql`insert into search_title (rowid, filters, title, payload)
          values (${doc.key}, ${filters}, ${title}, ${doc.payload})`.execute(conn);
      }
    },

    async remove(conn, docs) {
      const removed: IndexDoc[] = [];
      for (const doc of docs) {
        const gone = await conn
          .deleteFrom('search_docs')
          .where('position_id', '=', doc.positionId)
          .returning('doc_key')
          .executeTakeFirst();
        if (!gone) continue;
        await sql`delete from search_text where rowid = ${gone.doc_key}`.execute(conn);
        await sql`delete from search_title where rowid = ${gone.doc_key}`.execute(conn);
        removed.push(doc);
      }
      return removed;
    },

    async scan(q, limit, offset = 0) {
      const { rows } = await sql<ScanRow>`select rowid as key, payload ${where(q)}
        order by rowid desc limit ${limit} offset ${offset}`.execute(db);
      return rows;
    },

    async optimize() {
      await sql`insert into search_text (search_text) values ('optimize')`.execute(db);
      await sql`insert into search_title (search_title) values ('optimize')`.execute(db);
      await sql`pragma optimize`.execute(db);
    },

    async count(q, cap) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from (select 1 ${where(q)} limit ${cap})`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
