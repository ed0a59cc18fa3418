import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * Events (docs/decisions/049): career fairs, webinars and info sessions, and who registered for them.
 * `registered_count` is kept beside the rows so a registration can take the last seat with one conditional
 * update (`... where registered_count < capacity`): the row lock makes two last-seat registrations one winner
 * on PostgreSQL, and SQLite runs writes one at a time.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('place', 'text')
    .addColumn('online_url', 'text')
    .addColumn('capacity', 'integer')
    .addColumn('registered_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position_id', 'integer', (c) => c.references('positions.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('created_by', 'text', (c) => c.references('candidates.id').onDelete('set null'))
    .addColumn('created_by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_tenant_status_start_idx')
    .on('events')
    .columns(['tenant_id', 'status', 'starts_at'])
    .execute();
  await db.schema
    .createTable('event_registrations')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('registered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_registrations_pk', ['event_id', 'candidate_id'])
    .execute();
  await db.schema
    .createIndex('event_registrations_candidate_idx')
    .on('event_registrations')
    .columns(['tenant_id', 'candidate_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.dropTable('events').execute();
}
