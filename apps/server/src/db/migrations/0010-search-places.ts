import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

const BACKFILL_BATCH = 2_000;

/** The city filter token as search/documents.ts wrote it when this migration shipped (frozen copy). */
function cityToken(city: string, countryCode: string): string {
  const hash = createHash('sha1')
    .update(`c\u0000${`${city}|${countryCode}`.toLowerCase()}`)
    .digest('hex');
  return `zzc${hash.slice(0, 12)}0`;
}

/**
 * `search_places` (docs/decisions/009, "Update: radius by places"): each tenant's distinct places of
 * indexed positions, as (city filter token, coordinates) with the number of documents there. A radius or map
 * area becomes the city tokens of the places inside it, which the index counts exactly without reading a
 * document. Filled from the positions now in the index.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('search_places')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('docs', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_places_pk', ['tenant_id', 'token', 'lat', 'lng'])
    .execute();
  await db.schema
    .createIndex('search_places_tenant_lat_idx')
    .on('search_places')
    .columns(['tenant_id', 'lat', 'lng', 'token'])
    .execute();

  const counts = new Map<
    string,
    { tenant_id: string; token: string; lat: number; lng: number; docs: number }
  >();
  let after = 0;
  for (;;) {
    const rows: { id: number; tenant_id: string; locations_json: string }[] = await db
      .selectFrom('search_docs as d')
      .innerJoin('positions as p', 'p.id', 'd.position_id')
      .select(['p.id', 'p.tenant_id', 'p.locations_json'])
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      const seen = new Set<string>();
      for (const l of JSON.parse(r.locations_json) as {
        city: string;
        countryCode: string;
        lat: number;
        lng: number;
      }[]) {
        const token = cityToken(l.city, l.countryCode);
        const id = `${r.tenant_id}\u0000${token}\u0000${l.lat}\u0000${l.lng}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const entry = counts.get(id);
        if (entry) entry.docs += 1;
        else counts.set(id, { tenant_id: r.tenant_id, token, lat: l.lat, lng: l.lng, docs: 1 });
      }
    }
    after = Number(rows[rows.length - 1]?.id);
  }
  const values = [...counts.values()];
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insertInto('search_places')
      .values(values.slice(i, i + 500))
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_places').ifExists().execute();
}
