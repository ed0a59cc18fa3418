import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';
import type { IndexDoc, IndexPlace } from './documents.js';
import { inBoxSql, type LatLngBox } from './geo.js';

/**
 * `search_places`: each tenant's distinct places of indexed positions (a city token and coordinates) with
 * how many documents are there, written with the index in the same transaction. A radius or map area asks
 * which places lie in it and searches by their city tokens (location.ts, `narrowToPlaces`).
 */
export function createSearchPlacesRepository(db: Kysely<Database>) {
  return {
    /** Counts the documents' places up (added) or down (removed) and drops places no document has. */
    async count(docs: readonly IndexDoc[], sign: 1 | -1): Promise<void> {
      const deltas = new Map<string, IndexPlace & { tenantId: string; n: number }>();
      for (const doc of docs) {
        for (const place of doc.places) {
          const id = `${doc.tenantId} ${place.token} ${place.lat} ${place.lng}`;
          const entry = deltas.get(id);
          if (entry) entry.n += sign;
          else deltas.set(id, { ...place, tenantId: doc.tenantId, n: sign });
        }
      }
      const rows = [...deltas.values()];
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insertInto('search_places')
          .values(
            rows.slice(i, i + 500).map((r) => ({
              tenant_id: r.tenantId,
              token: r.token,
              lat: r.lat,
              lng: r.lng,
              docs: r.n,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['tenant_id', 'token', 'lat', 'lng'])
              .doUpdateSet({ docs: sql<number>`search_places.docs + excluded.docs` }),
          )
          .execute();
      }
      if (sign < 0 && rows.length > 0) {
        await db
          .deleteFrom('search_places')
          .where('tenant_id', 'in', [...new Set(rows.map((r) => r.tenantId))])
          .where('docs', '<=', 0)
          .execute();
      }
    },

    /**
     * Every place of the tenant whose city token has a place in the box: those in the box and, so a caller
     * can tell whether a token lies wholly inside, the token's places elsewhere. Null when more than
     * `maxTokens` tokens have a place in the box.
     */
    async sharingTokensWith(
      tenantId: string,
      box: LatLngBox,
      maxTokens: number,
    ): Promise<IndexPlace[] | null> {
      const inBox = db
        .selectFrom('search_places')
        .select('token')
        .distinct()
        .where('tenant_id', '=', tenantId)
        .where(inBoxSql(box))
        .limit(maxTokens + 1);
      const tokens = (await inBox.execute()).map((r) => r.token);
      if (tokens.length > maxTokens) return null;
      if (tokens.length === 0) return [];
      return db
        .selectFrom('search_places')
        .select(['token', 'lat', 'lng'])
        .where('tenant_id', '=', tenantId)
        .where('token', 'in', tokens)
        .execute();
    },
  };
}
