/**
 * The naive search bench:search measures ours against, on the same database and the same positions: what a
 * competent first version would do with the engine's own full-text search, no planning and no caching.
 *
 * - SQLite: one FTS5 table over title, skills and description (default tokenizer, rowid = position id) and
 *   a plain table of the filter columns; a text search is `MATCH … ORDER BY rank LIMIT 10`.
 * - PostgreSQL: a table with a tsvector column (english configuration over title, skills and description)
 *   and a GIN index; a text search is `@@ websearch_to_tsquery(…) ORDER BY ts_rank(…) DESC LIMIT 10`.
 * - Either: without text, newest first. Every search also runs a `count(*)` and one `GROUP BY` per facet the
 *   answer shows (department, job type, seniority, remote) and one pass counting "posted within" 1/3/7/14/30
 *   days; a radius is a bounding box over the positions' places (`naive_places`, indexed on lat, lng).
 *
 * Only open, public positions are copied in (the same ones our index lists at build time), so the naive
 * queries need no "is it open" test. The tables are built here, never by migrations.
 */
import { sql } from 'kysely';

const FACETS = ['department', 'job_type', 'seniority', 'is_remote'];
const POSTED_WITHIN = [1, 3, 7, 14, 30];
const KM_PER_DEGREE = 111.32;
const KM_PER_MILE = 1.609344;

/** Builds the naive tables from the tenant's open positions; returns the seconds it took. */
export async function buildNaive(db, kind, tenantId, now) {
  const started = performance.now();
  const nowText = now.toISOString();
  const open = sql`tenant_id = ${tenantId} and archived_at is null and is_private = 0
    and published_at is not null and (valid_through is null or valid_through > ${nowText})`;
  if (kind === 'sqlite') {
    await sql`drop table if exists naive_fts`.execute(db);
    await sql`drop table if exists naive_pos`.execute(db);
    await sql`drop table if exists naive_places`.execute(db);
    await sql`create virtual table naive_fts using fts5(title, skills, description)`.execute(db);
    await sql`create table naive_pos (id integer primary key, department text, job_type text, seniority text,
      is_remote integer, posted_at text)`.execute(db);
    await sql`create table naive_places (id integer, lat real, lng real)`.execute(db);
    await sql`insert into naive_fts (rowid, title, skills, description)
      select id, title, skills_required_json || ' ' || skills_preferred_json, description
      from positions where ${open}`.execute(db);
    await sql`insert into naive_pos select id, department, job_type, seniority, is_remote, posted_at
      from positions where ${open}`.execute(db);
  } else {
    await sql`drop table if exists naive_pos`.execute(db);
    await sql`drop table if exists naive_places`.execute(db);
    await sql`create table naive_pos (id integer primary key, department text, job_type text, seniority text,
      is_remote integer, posted_at text, doc tsvector)`.execute(db);
    await sql`create table naive_places (id integer, lat double precision, lng double precision)`.execute(db);
    await sql`insert into naive_pos
      select id, department, job_type, seniority, is_remote, posted_at,
        to_tsvector('english', title || ' ' || skills_required_json || ' ' || skills_preferred_json || ' '
          || regexp_replace(description, '<[^>]+>', ' ', 'g'))
      from positions where ${open}`.execute(db);
    await sql`create index naive_pos_doc on naive_pos using gin (doc)`.execute(db);
  }
  await sql`insert into naive_places select position_id, lat, lng from position_places
    where position_id in (select id from naive_pos)`.execute(db);
  await sql`create index naive_places_lat_lng on naive_places (lat, lng)`.execute(db);
  if (kind === 'postgres') await sql`analyze naive_pos; analyze naive_places`.execute(db);
  else await sql`analyze`.execute(db);
  return (performance.now() - started) / 1000;
}

/** An FTS5 query matching every word as typed (quoted, so punctuation cannot break the syntax). */
function ftsMatch(text) {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((w) => `"${w}"`).join(' ');
}

/**
 * One naive search: the first page, the count and the facet counts, under the same filters.
 * `s` = { query, filters: { department?, job_type?, seniority?, is_remote? } (one value each),
 * postedWithinDays?, near?: { lat, lng, radius, unit } }.
 */
export async function naiveSearch(db, kind, s, now) {
  const text = kind === 'sqlite' ? ftsMatch(s.query ?? '') : (s.query ?? '').trim();
  const where = [];
  if (text) {
    where.push(
      kind === 'sqlite'
        ? sql`p.id in (select rowid from naive_fts where naive_fts match ${text})`
        : sql`p.doc @@ websearch_to_tsquery('english', ${text})`,
    );
  }
  for (const [column, value] of Object.entries(s.filters ?? {})) {
    where.push(sql`${sql.ref(`p.${column}`)} = ${value}`);
  }
  if (s.postedWithinDays) {
    where.push(
      sql`p.posted_at >= ${new Date(now.getTime() - s.postedWithinDays * 86_400_000).toISOString()}`,
    );
  }
  if (s.near) {
    const km = s.near.unit === 'mi' ? s.near.radius * KM_PER_MILE : s.near.radius;
    const dLat = km / KM_PER_DEGREE;
    const dLng = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((s.near.lat * Math.PI) / 180)));
    where.push(sql`p.id in (select id from naive_places where lat between ${s.near.lat - dLat} and ${s.near.lat + dLat}
      and lng between ${s.near.lng - dLng} and ${s.near.lng + dLng})`);
  }
  const cond = where.length > 0 ? sql.join(where, sql` and `) : sql`1 = 1`;
  let page;
  if (text && kind === 'sqlite') {
    page = sql`select f.rowid as id from naive_fts f join naive_pos p on p.id = f.rowid
      where naive_fts match ${text} and ${cond} order by f.rank limit 10`;
  } else if (text) {
    page = sql`select p.id from naive_pos p where ${cond}
      order by ts_rank(p.doc, websearch_to_tsquery('english', ${text})) desc limit 10`;
  } else {
    page = sql`select p.id from naive_pos p where ${cond} order by p.posted_at desc limit 10`;
  }
  const rows = (await page.execute(db)).rows;
  const count = Number(
    (await sql`select count(*) as n from naive_pos p where ${cond}`.execute(db)).rows[0].n,
  );
  const facets = {};
  for (const column of FACETS) {
    facets[column] = (
      await sql`select ${sql.ref(`p.${column}`)} as value, count(*) as n from naive_pos p where ${cond}
        group by ${sql.ref(`p.${column}`)}`.execute(db)
    ).rows;
  }
  const posted = POSTED_WITHIN.map(
    (days, i) =>
      sql`sum(case when p.posted_at >= ${new Date(now.getTime() - days * 86_400_000).toISOString()} then 1 else 0 end) as ${sql.ref(`d${i}`)}`,
  );
  facets.posted_at = (
    await sql`select ${sql.join(posted)} from naive_pos p where ${cond}`.execute(db)
  ).rows[0];
  return { ids: rows.map((r) => r.id), count, facets };
}
