import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * Proving the address of an account (docs/decisions/033-account-verification.md). `candidates.email_verified_at`
 * is when the owner of the address first proved it (a sign-up's confirmation link, a reset or set-password link);
 * null until then, and mail about applications and offers is not sent to it. Accounts that existed before this
 * migration keep working as they did: they count as verified from their creation.
 *
 * `email_verifications` holds a sign-up's confirmation links: the token itself is only in the mail, the row keeps
 * its SHA-256; a link works once and until `expires_at`. `held_mails` keeps the mail about applications and offers
 * written while the address was unproven; it goes out when the address is verified, and goes with the account.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('candidates').addColumn('email_verified_at', 'text').execute();
  await db
    .updateTable('candidates')
    .set((eb) => ({ email_verified_at: eb.ref('created_at') }))
    .execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_verifications_candidate')
    .on('email_verifications')
    .columns(['tenant_id', 'candidate_id'])
    .execute();

  await db.schema
    .createTable('held_mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('held_mails_candidate')
    .on('held_mails')
    .columns(['tenant_id', 'candidate_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('held_mails').ifExists().execute();
  await db.schema.dropTable('email_verifications').ifExists().execute();
  await db.schema.alterTable('candidates').dropColumn('email_verified_at').execute();
}
