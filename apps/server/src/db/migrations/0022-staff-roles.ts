import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * Staff of a tenant (docs/decisions/039-staff-roles-and-audit.md). `candidates.staff_role` is null for a
 * candidate, else 'admin' or 'recruiter'; it replaces the yes/no `is_admin` (every admin keeps being one).
 *
 * `staff_invitations`: an admin invites an address to a role; the role is given when an account with that
 * address, proven by a mailed link, signs in or proves it, until `expires_at`. `admin_audit`: one row per staff
 * write, with the record before and after as JSON; the actor's address is kept beside the id so the row still
 * says who it was after the account is gone.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('candidates').addColumn('staff_role', 'text').execute();
  await db.updateTable('candidates').set({ staff_role: 'admin' }).where('is_admin', '=', 1).execute();
  await db.schema.alterTable('candidates').dropColumn('is_admin').execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('candidates.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_invitations_email')
    .on('staff_invitations')
    .columns(['tenant_id', 'email'])
    .execute();

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.references('candidates.id').onDelete('set null'))
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_audit_tenant_time')
    .on('admin_audit')
    .columns(['tenant_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('admin_audit').ifExists().execute();
  await db.schema.dropTable('staff_invitations').ifExists().execute();
  await db.schema
    .alterTable('candidates')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('candidates').set({ is_admin: 1 }).where('staff_role', '=', 'admin').execute();
  await db.schema.alterTable('candidates').dropColumn('staff_role').execute();
}
