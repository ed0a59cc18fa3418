import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The terms-of-service gate (docs/decisions/022-terms-gate.md): one row per version of a tenant's terms a
 * candidate accepted, with the time and the address it came from. `candidates.tos_attested_at` stays as the
 * time of the candidate's latest attestation; an account that had one before this migration attested the
 * terms then in force, version 1.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('terms_attestations')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('attested_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    // Attesting a version twice keeps the first row: the question is answered once per version.
    .addPrimaryKeyConstraint('terms_attestations_pk', ['tenant_id', 'candidate_id', 'version'])
    .execute();

  await db
    .insertInto('terms_attestations')
    .columns(['tenant_id', 'candidate_id', 'version', 'attested_at', 'ip'])
    .expression(
      db
        .selectFrom('candidates')
        .select([
          'tenant_id',
          'id',
          sql<number>`1`.as('version'),
          'tos_attested_at',
          sql<null>`null`.as('ip'),
        ])
        .where('tos_attested_at', 'is not', null),
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('terms_attestations').ifExists().execute();
}
