import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The notification center (docs/decisions/051).
 *
 * `notifications`: one row per event a candidate is told about. The words are not stored: `kind` and
 * `params_json` are, and the texts are written in the reader's language when the list is read. `in_app` is the
 * candidate's channel when the event happened (0: by mail only, never listed or counted). An action-required
 * notification carries `action_key` (e.g. the offer it asks to sign) until `action_resolved_at` is set, or until
 * `action_expires_at` passes (an offer that expired asks for nothing). `email_state` is the mail fan-out's:
 * 'none' (not mailed), 'pending' (to be mailed: the sweep re-enqueues those left behind), 'sending' (claimed by
 * a worker at `email_sent_at`), 'sent'.
 * `dedupe_key` is unique per candidate (NULLs are distinct on both databases), so the same event reported twice
 * (a retried job, a reminder run twice) makes one notification.
 *
 * `notification_preferences`: the candidate's channel per kind; no row means the kind's default.
 *
 * `app_secrets`: secrets made once per installation and shared by every process (the key that signs one-click
 * unsubscribe links when APP_SECRET is not set).

 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params_json', 'text', (c) => c.notNull())
    .addColumn('target_path', 'text', (c) => c.notNull())
    .addColumn('action_key', 'text')
    .addColumn('action_expires_at', 'text')
    .addColumn('action_resolved_at', 'text')
    .addColumn('in_app', 'integer', (c) => c.notNull())
    .addColumn('viewed_at', 'text')
    .addColumn('clicked_at', 'text')
    .addColumn('email_state', 'text', (c) => c.notNull())
    .addColumn('email_sent_at', 'text')
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The list: newest first for one candidate.
  await db.schema
    .createIndex('notifications_list_idx')
    .on('notifications')
    .columns(['tenant_id', 'candidate_id', 'created_at'])
    .execute();
  // The badge: only the unviewed rows of the center are in this index, so the count reads just those.
  await db.schema
    .createIndex('notifications_badge_idx')
    .on('notifications')
    .columns(['tenant_id', 'candidate_id'])
    .where(sql.ref('viewed_at'), 'is', null)
    .where(sql.ref('in_app'), '=', 1)
    .execute();
  await db.schema
    .createIndex('notifications_action_idx')
    .on('notifications')
    .columns(['tenant_id', 'candidate_id', 'action_key'])
    .where(sql.ref('action_key'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('notifications_dedupe_idx')
    .unique()
    .on('notifications')
    .columns(['tenant_id', 'candidate_id', 'dedupe_key'])
    .execute();
  // The sweep of mails left pending.
  await db.schema
    .createIndex('notifications_mail_pending_idx')
    .on('notifications')
    .columns(['created_at'])
    .where(sql.ref('email_state'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['tenant_id', 'candidate_id', 'kind'])
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}
