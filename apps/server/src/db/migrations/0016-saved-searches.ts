import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * Saved searches with their job alerts (docs/decisions/027): the onboarding's opt-in stores one built from the
 * candidate's preferences. `filters_json` is the search URL's `filter_*` values by name; `alerts_enabled` says
 * whether new matches are mailed at `frequency` (daily or weekly). Rows go with their candidate and tenant.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('query', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('filters_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('alerts_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('weekly'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_candidate_idx')
    .on('saved_searches')
    .columns(['tenant_id', 'candidate_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('saved_searches').ifExists().execute();
}
