import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * Referrals (docs/decisions/054): someone at the company put a person forward for a job. The staff record it
 * with the person's address; the person is mailed a link carrying `referral_token`, whose SHA-256 alone is
 * kept (`token_hash`). The candidate's dashboard lists the referrals addressed to their proven address, found
 * by `(tenant_id, candidate_email)`; an application through the link fills `application_id` and `applied_at`.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('candidate_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_name', 'text', (c) => c.notNull())
    .addColumn('referrer_email', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('candidates.id').onDelete('set null'))
    .addColumn('created_by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('applied_at', 'text')
    .execute();
  await db.schema
    .createIndex('referrals_candidate_idx')
    .on('referrals')
    .columns(['tenant_id', 'candidate_email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('referrals_position_idx')
    .on('referrals')
    .columns(['tenant_id', 'position_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('referrals').execute();
}
