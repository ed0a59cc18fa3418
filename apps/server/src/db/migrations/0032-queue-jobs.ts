import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The background job queue of the embedded default (docs/decisions/052) and exactly-once mail.
 *
 * `queue_jobs`: one row per job; `key` is the caller's idempotency key, unique so that adding a job twice (from
 * a retried request or from two server processes adding the same recurring slot) keeps one row. A process that
 * takes a job writes `lease_token` and `locked_until`; when the process dies the lease runs out and another
 * process takes the job again. Times are ISO-8601 UTC text like every other table, so they compare as text.
 *
 * `outbox.idempotency_key` / `held_mails.idempotency_key`: a mail sent by a job that runs again is stored once
 * (unique per tenant; null for the mail of ordinary requests, which repeats nothing). `sent_mail_keys`: the keys
 * of mail handed to SMTP, checked before sending. `headers`: extra mail headers as a JSON object (one-click
 * unsubscribe), kept with a stored or held message so it goes out with them.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('queue_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('backoff_ms', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('lease_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // What a poll reads: due pending jobs by time, and running jobs by lease end.
  await db.schema.createIndex('queue_jobs_due').on('queue_jobs').columns(['status', 'run_at']).execute();
  await db.schema
    .createIndex('queue_jobs_lease')
    .on('queue_jobs')
    .columns(['status', 'locked_until'])
    .execute();
  await db.schema
    .createIndex('queue_jobs_tenant_status')
    .on('queue_jobs')
    .columns(['tenant_id', 'status', 'finished_at'])
    .execute();

  await db.schema.alterTable('outbox').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
  await db.schema
    .createIndex('outbox_idempotency_key')
    .on('outbox')
    .columns(['tenant_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.alterTable('held_mails').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('held_mails').addColumn('headers', 'text').execute();
  await db.schema
    .createIndex('held_mails_idempotency_key')
    .on('held_mails')
    .columns(['tenant_id', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('sent_mail_keys')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sent_mail_keys_pk', ['tenant_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sent_mail_keys').execute();
  await db.schema.dropIndex('held_mails_idempotency_key').execute();
  await db.schema.alterTable('held_mails').dropColumn('headers').execute();
  await db.schema.alterTable('held_mails').dropColumn('idempotency_key').execute();
  await db.schema.dropIndex('outbox_idempotency_key').execute();
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
  await db.schema.alterTable('outbox').dropColumn('idempotency_key').execute();
  await db.schema.dropTable('queue_jobs').execute();
}
