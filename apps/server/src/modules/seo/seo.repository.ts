import type { Kysely } from 'kysely';
import { positionOpenSql } from '../../db/position-open.js';
import type { Database } from '../../db/types.js';

/** What a sitemap entry needs of a position. */
export interface SitemapPositionRow {
  id: number;
  title: string;
  updated_at: string;
}

/**
 * Reads for sitemap.xml: only the tenant's listed positions (not archived, not private, valid-through not
 * passed, the same rule as the search index), only the columns a sitemap entry needs, in id order so that
 * long lists are read page by page by keyset (`id > last`), never all at once.
 */
export function createSeoRepository(db: Kysely<Database>) {
  function listed(tenantId: string, at: string) {
    return db
      .selectFrom('positions')
      .where('tenant_id', '=', tenantId)
      .where('is_private', '=', 0)
      .where(positionOpenSql(at));
  }

  return {
    /** How many positions are listed at `at`, and the latest change among them. */
    async listedSummary(
      tenantId: string,
      at: string,
    ): Promise<{ count: number; lastModified: string | null }> {
      const row = await listed(tenantId, at)
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('updated_at').as('last')])
        .executeTakeFirstOrThrow();
      // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
      return { count: Number(row.n), lastModified: row.last ?? null };
    },

    /**
     * Id of the listed position `offset` places from the first (in id order), or null past the end: where
     * one sitemap file of several starts. It reads ids only.
     */
    async listedIdAt(tenantId: string, at: string, offset: number): Promise<number | null> {
      const row = await listed(tenantId, at)
        .select('id')
        .orderBy('id')
        .limit(1)
        .offset(offset)
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },

    /** At most `limit` listed positions with an id of at least `fromId`, in id order. */
    async listedPage(
      tenantId: string,
      at: string,
      fromId: number,
      limit: number,
    ): Promise<SitemapPositionRow[]> {
      const rows = await listed(tenantId, at)
        .select(['id', 'title', 'updated_at'])
        .where('id', '>=', fromId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: Number(r.id), title: r.title, updated_at: r.updated_at }));
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
