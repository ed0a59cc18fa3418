import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Job alerts that mail (docs/decisions/053). `saved_searches` (migration 0016) is rebuilt, because a visitor's
 * subscription has an address and no account (`candidate_id` becomes nullable; SQLite cannot drop a NOT NULL in
 * place). New columns: the alert's name, the visitor's address and language, the confirmation (`confirmed_at`;
 * a visitor's confirmation token as SHA-256 with its expiry) and the schedule: jobs posted after `covered_until` are new to the alert, and its next digest is due at
 * `next_digest_at` (null while unconfirmed). Existing rows are a candidate's, confirmed when made.
 *
 * `job_alert_deliveries` records every job an alert's digest holds: (alert, position) is unique, so a job is
 * never mailed twice to one alert; `digest_key` names the digest (alert and period) the job belongs to and
 * `sent_at` says it went out.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('saved_searches_0034')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.references('candidates.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('query', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('filters_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('alerts_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('weekly'))
    .addColumn('confirmed_at', 'text')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'text')
    .addColumn('covered_until', 'text', (c) => c.notNull())
    .addColumn('next_digest_at', 'text')
    .addColumn('last_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('saved_searches_owner_check', sqlOwnerCheck())
    .execute();

  const rows: {
    id: string;
    tenant_id: string;
    candidate_id: string;
    query: string;
    location: string;
    filters_json: string;
    alerts_enabled: number;
    frequency: string;
    created_at: string;
  }[] = (await db.selectFrom('saved_searches').selectAll().execute()) as never;
  for (const r of rows) {
    const period = (r.frequency === 'daily' ? 1 : 7) * DAY_MS;
    await db
      .insertInto('saved_searches_0034')
      .values({
        ...r,
        confirmed_at: r.created_at,
        covered_until: r.created_at,
        next_digest_at: new Date(Date.parse(r.created_at) + period).toISOString(),
        updated_at: r.created_at,
      })
      .execute();
  }
  await db.schema.dropTable('saved_searches').execute();
  await db.schema.alterTable('saved_searches_0034').renameTo('saved_searches').execute();
  await db.schema
    .createIndex('saved_searches_candidate_idx')
    .on('saved_searches')
    .columns(['tenant_id', 'candidate_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('saved_searches_due_idx')
    .on('saved_searches')
    .columns(['alerts_enabled', 'next_digest_at'])
    .execute();
  await db.schema
    .createIndex('saved_searches_confirm_idx')
    .on('saved_searches')
    .column('confirm_token_hash')
    .execute();

  await db.schema
    .createTable('job_alert_deliveries')
    .addColumn('alert_id', 'text', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('digest_key', 'text', (c) => c.notNull())
    .addColumn('matched_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('job_alert_deliveries_pk', ['alert_id', 'position_id'])
    .execute();
  await db.schema
    .createIndex('job_alert_deliveries_digest_idx')
    .on('job_alert_deliveries')
    .columns(['digest_key', 'sent_at'])
    .execute();
}

/** An alert belongs to a candidate or, for a visitor's subscription, to an address; never both, never none. */
function sqlOwnerCheck() {
  return sql`(candidate_id is null) <> (email is null)`;
}

/** The deliveries go; the rebuilt saved searches stay (their new columns are harmless to older code). */
export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('job_alert_deliveries').ifExists().execute();
}
