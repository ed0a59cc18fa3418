import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types.
type Db = Kysely<any>;

/**
 * The forms center (docs/decisions/019-forms-center.md): each tenant's form templates (a toolkit definition,
 * validated by the service on write) and the forms assigned to candidates, with their answers, status and
 * dates. An assignment made by an accepted offer (preboarding) names that offer, once per template.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('form_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // The tenant's own name for the template (seed data and admin tools find it by this).
    .addColumn('key', 'text', (c) => c.notNull())
    // 'form' (assigned by the company) or 'preboarding' (assigned when an offer is accepted).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('definition_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('form_templates_tenant_key_uq', ['tenant_id', 'key'])
    .execute();
  await db.schema
    .createIndex('form_templates_kind_idx')
    .on('form_templates')
    .columns(['tenant_id', 'kind'])
    .execute();

  await db.schema
    .createTable('candidate_forms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (c) => c.notNull().references('form_templates.id'))
    // 'pending' or 'submitted'; a submitted form never changes again.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    // The definition the answers were sent against, kept so a later template change cannot reword them.
    .addColumn('submitted_definition_json', 'text')
    // 'assigned' (by the company) or 'offer' (preboarding after an accepted offer, with its offer id).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('candidate_forms_candidate_idx')
    .on('candidate_forms')
    .columns(['tenant_id', 'candidate_id', 'status', 'assigned_at'])
    .execute();
  // One preboarding form per offer and template (rows without an offer are not constrained: nulls differ).
  await db.schema
    .createIndex('candidate_forms_offer_uq')
    .on('candidate_forms')
    .columns(['offer_id', 'template_id'])
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('candidate_forms').ifExists().execute();
  await db.schema.dropTable('form_templates').ifExists().execute();
}
