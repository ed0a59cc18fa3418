import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * Interviews (docs/decisions/044): one row per interview of an application, its start and end as UTC instants
 * with the IANA zone it is shown in, and its interviewers (staff of the same tenant) in a table of their own so
 * the workspace can list one interviewer's interviews. `version` counts the changes for optimistic concurrency.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('interviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('candidates.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('candidates.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interviews_upcoming_idx')
    .on('interviews')
    .columns(['tenant_id', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('interviews_candidate_idx')
    .on('interviews')
    .columns(['tenant_id', 'candidate_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('interviews_application_idx')
    .on('interviews')
    .columns(['tenant_id', 'application_id'])
    .execute();
  await db.schema
    .createTable('interview_interviewers')
    .addColumn('interview_id', 'text', (c) => c.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('staff_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('interview_interviewers_pk', ['interview_id', 'staff_id'])
    .execute();
  await db.schema
    .createIndex('interview_interviewers_staff_idx')
    .on('interview_interviewers')
    .columns(['tenant_id', 'staff_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('interview_interviewers').execute();
  await db.schema.dropTable('interviews').execute();
}
