import type { Position, PositionLocation, SalaryRange } from '@portico/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database, NewPosition, PositionRow } from '../../db/types.js';
import { escapeLike } from '../../lib/sql-like.js';

/**
 * Rows per INSERT. A position has 19 bound columns; 400 rows stay far below SQLite's 32,766 and
 * PostgreSQL's 65,535 bind-parameter limits while keeping the number of round trips small.
 */
export const INSERT_BATCH_SIZE = 400;

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

    async findById(tenantId: string, id: number): Promise<PositionRow | undefined> {
      return db
        .selectFrom('positions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
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

function openPositions(db: Kysely<Database>, tenantId: string, at: string) {
  return db
    .selectFrom('positions')
    .where('tenant_id', '=', tenantId)
    .where('archived_at', 'is', null)
    .where('is_private', '=', 0)
    .where((eb) => eb.or([eb('valid_through', 'is', null), eb('valid_through', '>', at)]));
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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
