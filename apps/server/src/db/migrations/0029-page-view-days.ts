import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The workspace's analytics (docs/decisions/047): a daily rollup of the careers site's page views and searches,
 * kept up to date as each view is logged, so a year's figures read a few thousand rows instead of a million
 * views. One row is one figure (`metric`) of one UTC day in one breakdown: the whole site, one job, one
 * `utm_source`, one job and source, or one search query; all but the site's also per calendar month (`day` is
 * then "YYYY-MM"), so a year reads twelve month rows per key. Position 0, source "" and term "" stand for "none".
 * Also indexes that answer a period's applications per day, job and source without reading the table, and
 * find those that reached a later stage.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('page_view_days')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('breakdown', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('position_id', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_view_days_pk', [
      'tenant_id',
      'breakdown',
      'day',
      'metric',
      'position_id',
      'source',
      'term',
    ])
    .execute();
  // One job's rows of a period (the job filter), without reading every other job's.
  await db.schema
    .createIndex('page_view_days_position_idx')
    .on('page_view_days')
    .columns(['tenant_id', 'breakdown', 'position_id', 'day'])
    .execute();
  await db.schema
    .createIndex('applications_tenant_created_idx')
    .on('applications')
    .columns(['tenant_id', 'created_at', 'position_id', 'source_json', 'self_id_json'])
    .execute();
  // The applications that went on to an interview, an offer or a hire, without reading every stage row.
  await db.schema
    .createIndex('application_stages_status_idx')
    .on('application_stages')
    .columns(['tenant_id', 'status', 'application_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('application_stages_status_idx').execute();
  await db.schema.dropIndex('applications_tenant_created_idx').execute();
  await db.schema.dropTable('page_view_days').execute();
}
