import type { Position, PositionLocation, SalaryRange } from '@portico/contracts';
import { type Kysely, sql } from 'kysely';
import { dbKind } from '../../db/database.js';
import { notExpiredSql, positionOpenSql } from '../../db/position-open.js';
import type { Database, NewPosition, PositionPlaceTable, PositionRow } from '../../db/types.js';
import { escapeLike } from '../../lib/sql-like.js';
import { inBoxSql, type LatLngBox } from '../../search/geo.js';

/**
 * Rows per INSERT. A position has 21 bound columns; 400 rows stay far below SQLite's 32,766 and
 * PostgreSQL's 65,535 bind-parameter limits while keeping the number of round trips small.
 */
export const INSERT_BATCH_SIZE = 400;
/** Position ids are 32-bit integer columns (PostgreSQL `serial`); a larger number names no position. */
export function isPositionId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
}

/** Rows per INSERT of position places (5 bound columns each). */
const PLACE_BATCH_SIZE = 1000;

export function createPositionsRepository(db: Kysely<Database>) {
  return {
    /** Inserts the rows in batches on the given connection (the caller owns the transaction). */
    async insertMany(rows: NewPosition[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += INSERT_BATCH_SIZE) {
        const batch = rows.slice(i, i + INSERT_BATCH_SIZE);
        const inserted = await db.insertInto('positions').values(batch).returning('id').execute();
        for (const r of inserted) ids.push(Number(r.id));
      }
      return ids;
    },

    /**
     * Places of positions, written in the caller's transaction with the positions themselves; only
     * public, unarchived positions have them (see PositionPlaceTable).
     */
    async insertPlaces(rows: readonly PositionPlaceTable[]): Promise<void> {
      for (let i = 0; i < rows.length; i += PLACE_BATCH_SIZE) {
        await db
          .insertInto('position_places')
          .values(rows.slice(i, i + PLACE_BATCH_SIZE))
          .execute();
      }
    },

    async deletePlaces(tenantId: string, ids: readonly number[]): Promise<void> {
      await db
        .deleteFrom('position_places')
        .where('tenant_id', '=', tenantId)
        .where('position_id', 'in', [...ids])
        .execute();
    },

    /** The tenant's positions with these feed identifiers (imports), locked on PostgreSQL while the import runs. */
    async findByExternalIds(tenantId: string, externalIds: readonly string[]): Promise<PositionRow[]> {
      if (externalIds.length === 0) return [];
      const query = db
        .selectFrom('positions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('external_id', 'in', externalIds);
      return (dbKind(db) === 'postgres' ? query.forUpdate() : query).execute();
    },

    /** `forUpdate`: the row stays locked until the transaction ends (PostgreSQL only; SQLite has no such lock). */
    async findById(
      tenantId: string,
      id: number,
      opts: { forUpdate?: boolean } = {},
    ): Promise<PositionRow | undefined> {
      const query = db
        .selectFrom('positions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id);
      return (opts.forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },

    /** Open public positions posted in (after, until], oldest first (the job alerts' new jobs). */
    async listedPostedBetween(
      tenantId: string,
      after: string,
      until: string,
      limit: number,
    ): Promise<PositionRow[]> {
      return db
        .selectFrom('positions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('posted_at', '>', after)
        .where('posted_at', '<=', until)
        .where('is_private', '=', 0)
        .where(positionOpenSql(until))
        .orderBy('posted_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async findManyByIds(tenantId: string, ids: readonly number[]): Promise<PositionRow[]> {
      return db
        .selectFrom('positions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', [...ids])
        .execute();
    },

    async update(tenantId: string, id: number, changes: Omit<NewPosition, 'created_at'>): Promise<void> {
      await db
        .updateTable('positions')
        .set(changes)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    /** Positions still in the search index whose valid-through date is at or before `at`. */
    async indexedExpired(at: string, limit: number): Promise<PositionRow[]> {
      return db
        .selectFrom('positions')
        .innerJoin('search_docs', 'search_docs.position_id', 'positions.id')
        .selectAll('positions')
        .where('search_docs.valid_through', '<=', at)
        .limit(limit)
        .execute();
    },

    async count(tenantId: string, opts: { archived?: boolean } = {}): Promise<number> {
      let q = db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', tenantId);
      if (opts.archived === true) q = q.where('archived_at', 'is not', null);
      if (opts.archived === false) q = q.where('archived_at', 'is', null);
      const row = await q.executeTakeFirstOrThrow();
      // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
      return Number(row.n);
    },

    /**
     * Distinct departments of the tenant's open, public positions (not archived, not private, not past
     * their valid-through date), sorted; with `department`, the titles and ids of its positions instead.
     */
    async openDepartments(tenantId: string, at: string): Promise<string[]> {
      const rows = await openPositions(db, tenantId, at)
        .select('department')
        .distinct()
        .orderBy('department')
        .execute();
      return rows.map((r) => r.department);
    },

    async openTitlesIn(tenantId: string, department: string, at: string) {
      return openPositions(db, tenantId, at)
        .select(['id', 'title'])
        .where('department', '=', department)
        .orderBy('title')
        .orderBy('id')
        .execute();
    },

    /**
     * Skill lists (required and preferred, as stored JSON) of open positions whose lists mention `text`,
     * case-insensitively; the caller picks the matching skills out of them.
     */
    async openSkillListsMatching(tenantId: string, text: string, at: string, limit: number) {
      const pattern = `%${escapeLike(text.toLowerCase())}%`;
      return openPositions(db, tenantId, at)
        .select(['skills_required_json', 'skills_preferred_json'])
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['skills_required_json']), 'like', sql<string>`${pattern} escape '\\'`),
            eb(eb.fn('lower', ['skills_preferred_json']), 'like', sql<string>`${pattern} escape '\\'`),
          ]),
        )
        .limit(limit)
        .execute();
    },

    /** The ids among `ids` of open, public positions (listed, as in the search index). */
    async openIdsAmong(tenantId: string, ids: readonly number[], at: string): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await openPositions(db, tenantId, at)
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((r) => Number(r.id));
    },

    /** The job cart's view of open positions among `ids`: no description. */
    async openSummariesAmong(tenantId: string, ids: readonly number[], at: string) {
      if (ids.length === 0) return [];
      return openPositions(db, tenantId, at)
        .select(['id', 'title', 'department', 'job_type', 'locations_json', 'is_remote'])
        .where('id', 'in', [...ids])
        .execute();
    },

    /**
     * Skills and salaries of the open positions of one department and seniority, one position left out:
     * only these columns, through positions_tenant_department_idx (the job page's insights).
     */
    async openSimilar(
      tenantId: string,
      department: string,
      seniority: string,
      excludeId: number,
      at: string,
    ) {
      return (
        openPositions(db, tenantId, at)
          .select([
            'skills_required_json',
            'skills_preferred_json',
            'salary_min',
            'salary_max',
            'salary_currency',
            'salary_period',
          ])
          .where('department', '=', department)
          .where('seniority', '=', seniority)
          .where('id', '!=', excludeId)
          // Oldest first: a skill written two ways is shown as first written.
          .orderBy('id')
          .execute()
      );
    },

    /**
     * Open positions of a department. Reads positions_tenant_department_idx only (no id test, which would
     * send PostgreSQL to the table for every row): the caller leaves its own position out itself.
     */
    async countOpenInDepartment(tenantId: string, department: string, at: string) {
      const row = await openPositions(db, tenantId, at)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('department', '=', department)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Places of open positions inside the box (a prefilter: the caller measures exact distances). Only
     * public, unarchived positions have places, so the valid-through date is the one test left.
     */
    async openPlacesInBox(tenantId: string, box: LatLngBox, at: string) {
      return db
        .selectFrom('position_places')
        .select(['position_id', 'lat', 'lng'])
        .where('tenant_id', '=', tenantId)
        .where(inBoxSql(box))
        .where(notExpiredSql(at))
        .execute();
    },

    /** Sets archived_at once; archiving an archived position changes nothing. */
    async archive(tenantId: string, id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('positions')
        .set({ archived_at: at, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

/** Listed positions: open (not archived, not past their valid-through date) and not private (as isListed). */
function openPositions(db: Kysely<Database>, tenantId: string, at: string) {
  return db
    .selectFrom('positions')
    .where('tenant_id', '=', tenantId)
    .where('is_private', '=', 0)
    .where(positionOpenSql(at));
}

export type PositionsRepository = ReturnType<typeof createPositionsRepository>;

export function toPosition(row: PositionRow): Position {
  const salary: SalaryRange | null =
    row.salary_min !== null && row.salary_max !== null && row.salary_currency && row.salary_period
      ? {
          min: row.salary_min,
          max: row.salary_max,
          currency: row.salary_currency,
          period: row.salary_period as SalaryRange['period'],
        }
      : null;
  return {
    id: Number(row.id),
    tenantId: row.tenant_id,
    title: row.title,
    department: row.department,
    jobType: row.job_type as Position['jobType'],
    seniority: row.seniority as Position['seniority'],
    locations: JSON.parse(row.locations_json) as PositionLocation[],
    isRemote: row.is_remote === 1,
    requiredSkills: JSON.parse(row.skills_required_json) as string[],
    preferredSkills: JSON.parse(row.skills_preferred_json) as string[],
    description: row.description,
    salary,
    postedAt: row.posted_at,
    validThrough: row.valid_through,
    isPrivate: row.is_private === 1,
    archivedAt: row.archived_at,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
