import {
  ADMIN_POSITIONS_PAGE_SIZE,
  type AdminPositionStatus,
  type AdminPositionsQuery,
} from '@portico/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/types.js';

/** The SQL form of `statusOf` (admin-positions.service.ts): one condition per status, at instant `at`. */
function statusSql(status: AdminPositionStatus, at: string): Expression<SqlBool> {
  const expired = sql<SqlBool>`(valid_through is not null and valid_through <= ${at})`;
  switch (status) {
    case 'archived':
      return sql<SqlBool>`archived_at is not null`;
    case 'draft':
      return sql<SqlBool>`(archived_at is null and published_at is null)`;
    case 'expired':
      return sql<SqlBool>`(archived_at is null and published_at is not null and ${expired})`;
    case 'private':
      return sql<SqlBool>`(archived_at is null and published_at is not null and not ${expired} and is_private = 1)`;
    case 'published':
      return sql<SqlBool>`(archived_at is null and published_at is not null and not ${expired} and is_private = 0)`;
  }
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern with `escape '\'`. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The staff's list of a tenant's positions: every status, with each one's number of applications. */
export function createAdminPositionsRepository(db: Kysely<Database>) {
  return {
    /** Which of these feed identifiers the tenant's positions already have (an import's preview). */
    async knownExternalIds(tenantId: string, externalIds: readonly string[]): Promise<Set<string>> {
      const known = new Set<string>();
      for (let i = 0; i < externalIds.length; i += 1000) {
        const rows = await db
          .selectFrom('positions')
          .select('external_id')
          .where('tenant_id', '=', tenantId)
          .where('external_id', 'in', externalIds.slice(i, i + 1000))
          .execute();
        for (const row of rows) if (row.external_id) known.add(row.external_id);
      }
      return known;
    },

    async page(tenantId: string, query: AdminPositionsQuery, at: string) {
      let base = db.selectFrom('positions').where('tenant_id', '=', tenantId);
      if (query.q) {
        const pattern = `%${likeEscaped(query.q.toLowerCase())}%`;
        base = base.where(sql<SqlBool>`lower(title) like ${pattern} escape '\\'`);
      }
      if (query.status) base = base.where(statusSql(query.status, at));
      if (query.department) base = base.where('department', '=', query.department);
      const total = await base
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      let rows = base
        .select([
          'id',
          'title',
          'department',
          'posted_at',
          'updated_at',
          'archived_at',
          'published_at',
          'is_private',
          'valid_through',
        ])
        .select((eb) =>
          eb
            .selectFrom('applications')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .whereRef('applications.position_id', '=', 'positions.id')
            .whereRef('applications.tenant_id', '=', 'positions.tenant_id')
            .as('applications'),
        );
      rows =
        query.sort === 'title'
          ? rows.orderBy('title').orderBy('id', 'desc')
          : query.sort === 'posted'
            ? rows.orderBy('posted_at', 'desc').orderBy('id', 'desc')
            : rows.orderBy('updated_at', 'desc').orderBy('id', 'desc');
      const offset = (query.page - 1) * ADMIN_POSITIONS_PAGE_SIZE;
      return {
        rows: await rows.offset(offset).limit(ADMIN_POSITIONS_PAGE_SIZE).execute(),
        total: Number(total.n),
      };
    },
  };
}
