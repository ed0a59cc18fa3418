import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';
import { escapeLike } from '../lib/sql-like.js';
import type { IndexDoc } from './documents.js';
import { normalizePlaceText } from './gazetteer.js';

/** The key of a suggestion: normalised like place names (lower case, no accents, punctuation as spaces). */
export const termKey = normalizePlaceText;

/**
 * `search_terms`: the titles and skills of listed positions with how many positions carry each. Feeds the
 * search box's suggestions and the expansion of prefix terms. Portable SQL, written by both engines.
 */
export function createSearchTermsRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts the documents' titles and skills up (added) or down (removed), one row per distinct term,
     * and drops the terms no listed position carries any more.
     */
    async count(docs: readonly IndexDoc[], sign: 1 | -1): Promise<void> {
      const deltas = new Map<
        string,
        { tenantId: string; kind: string; key: string; text: string; n: number }
      >();
      for (const doc of docs) {
        for (const term of doc.terms) {
          const key = termKey(term.text);
          if (!key) continue;
          const id = `${doc.tenantId}\u0000${term.kind}\u0000${key}`;
          const entry = deltas.get(id);
          if (entry) entry.n += sign;
          else deltas.set(id, { tenantId: doc.tenantId, kind: term.kind, key, text: term.text, n: sign });
        }
      }
      const rows = [...deltas.values()];
      for (let i = 0; i < rows.length; i += 500) {
        const batch = rows.slice(i, i + 500);
        await db
          .insertInto('search_terms')
          .values(
            batch.map((r) => ({
              tenant_id: r.tenantId,
              kind: r.kind,
              term_key: r.key,
              text: r.text,
              docs: r.n,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['tenant_id', 'kind', 'term_key'])
              .doUpdateSet({ docs: sql<number>`search_terms.docs + excluded.docs` }),
          )
          .execute();
      }
      if (sign < 0 && rows.length > 0) {
        const tenants = [...new Set(rows.map((r) => r.tenantId))];
        await db
          .deleteFrom('search_terms')
          .where('tenant_id', 'in', tenants)
          .where('docs', '<=', 0)
          .execute();
      }
    },

    /**
     * Terms of a tenant whose normalised text starts with `key` or has a word starting with it, the most
     * used first (at most `limit`).
     */
    async matching(tenantId: string, key: string, limit: number) {
      const escaped = escapeLike(key);
      return db
        .selectFrom('search_terms')
        .select(['kind', 'text', 'docs', 'term_key'])
        .where('tenant_id', '=', tenantId)
        .where((eb) =>
          eb.or([
            eb('term_key', 'like', sql<string>`${`${escaped}%`} escape '\\'`),
            eb('term_key', 'like', sql<string>`${`% ${escaped}%`} escape '\\'`),
          ]),
        )
        .orderBy('docs', 'desc')
        .limit(limit)
        .execute();
    },

    /** Every title and skill of the tenant's listed positions with its position count (the spelling vocabulary). */
    async vocabulary(tenantId: string): Promise<{ text: string; docs: number }[]> {
      const rows = await db
        .selectFrom('search_terms')
        .select(['text', 'docs'])
        .where('tenant_id', '=', tenantId)
        .where('docs', '>', 0)
        .execute();
      return rows.map((r) => ({ text: r.text, docs: Number(r.docs) }));
    },

    /** The skills a tenant's listed positions ask for, the most asked first (at most `limit`). */
    async skills(tenantId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('search_terms')
        .select('text')
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', 'skill')
        .where('docs', '>', 0)
        .orderBy('docs', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.text);
    },
  };
}

export type SearchTermsRepository = ReturnType<typeof createSearchTermsRepository>;
