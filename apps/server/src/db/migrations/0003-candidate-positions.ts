import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

const BACKFILL_BATCH = 1000;

/**
 * The candidate's positions (docs/decisions/012-position-details-server.md): saved positions and the
 * job cart, plus what the job page's insights need to stay cheap at 100,000 positions: an index for "same
 * department and seniority", and `position_places`, one row per location of a position that is not
 * archived and not private, with its coordinates as numbers and its valid-through date, so "open
 * positions nearby" is one bounding-box range query on a small table instead of parsing every position's
 * locations_json (or a join to the wide positions rows: 3-4 times slower at 100,000 positions).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('saved_positions')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_positions_pk', ['candidate_id', 'position_id'])
    .execute();
  // Deleting a position cascades through this index instead of scanning the table.
  await db.schema
    .createIndex('saved_positions_position_idx')
    .on('saved_positions')
    .column('position_id')
    .execute();

  await db.schema
    .createTable('job_cart_items')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The order of adding: several ids added in one request share created_at.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_cart_items_pk', ['candidate_id', 'position_id'])
    .execute();
  await db.schema
    .createIndex('job_cart_items_position_idx')
    .on('job_cart_items')
    .column('position_id')
    .execute();

  // Covering for "open positions of a department" counts: the listing columns are in the index too.
  await db.schema
    .createIndex('positions_tenant_department_idx')
    .on('positions')
    .columns(['tenant_id', 'department', 'seniority', 'is_private', 'archived_at', 'valid_through'])
    .execute();

  await db.schema
    .createTable('position_places')
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('valid_through', 'text')
    .addPrimaryKeyConstraint('position_places_pk', ['position_id', 'idx'])
    .execute();
  // Covering: a nearby count reads this index only.
  await db.schema
    .createIndex('position_places_tenant_lat_idx')
    .on('position_places')
    .columns(['tenant_id', 'lat', 'lng', 'valid_through', 'position_id'])
    .execute();

  // Existing positions get their places, in id order and batches so memory stays flat.
  let after = 0;
  for (;;) {
    const rows: { id: number; tenant_id: string; locations_json: string; valid_through: string | null }[] =
      await db
        .selectFrom('positions')
        .select(['id', 'tenant_id', 'locations_json', 'valid_through'])
        .where('id', '>', after)
        .where('archived_at', 'is', null)
        .where('is_private', '=', 0)
        .orderBy('id')
        .limit(BACKFILL_BATCH)
        .execute();
    if (rows.length === 0) break;
    const places = rows.flatMap((r) =>
      (JSON.parse(r.locations_json) as { lat: number; lng: number }[]).map((l, idx) => ({
        position_id: Number(r.id),
        idx,
        tenant_id: r.tenant_id,
        lat: l.lat,
        lng: l.lng,
        valid_through: r.valid_through,
      })),
    );
    for (let i = 0; i < places.length; i += BACKFILL_BATCH) {
      await db
        .insertInto('position_places')
        .values(places.slice(i, i + BACKFILL_BATCH))
        .execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('position_places').ifExists().execute();
  await db.schema.dropIndex('positions_tenant_department_idx').ifExists().execute();
  await db.schema.dropTable('job_cart_items').ifExists().execute();
  await db.schema.dropTable('saved_positions').ifExists().execute();
}
