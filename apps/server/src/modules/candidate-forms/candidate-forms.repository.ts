import type { Kysely, Selectable } from 'kysely';
import type { CandidateFormTable, Database, FormTemplateTable } from '../../db/types.js';

export type FormTemplateRow = Selectable<FormTemplateTable>;
export type CandidateFormRow = Selectable<CandidateFormTable>;
/** An assignment with what the list and the form page show of its template. */
export type CandidateFormWithTemplate = CandidateFormRow & {
  title: string;
  description: string;
  layout: string;
  definition_json: string;
};

/**
 * Forms center queries over a database or a transaction (the offers service assigns preboarding forms
 * inside its own). Every candidate read is scoped by tenant and candidate: another candidate's or tenant's
 * form is simply not found. Conditional updates answer how many rows they changed, so the service can
 * refuse a change that lost a race (a second submit).
 */
export function createCandidateFormsRepository(db: Kysely<Database>) {
  const withTemplate = () =>
    db
      .selectFrom('candidate_forms as f')
      .innerJoin('form_templates as t', 't.id', 'f.template_id')
      .selectAll('f')
      .select(['t.title', 't.description', 't.layout', 't.definition_json']);

  return {
    insertTemplate(row: FormTemplateRow) {
      return db.insertInto('form_templates').values(row).execute();
    },
    findTemplateByKey(tenantId: string, key: string) {
      return db
        .selectFrom('form_templates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('key', '=', key)
        .executeTakeFirst();
    },
    findTemplate(tenantId: string, id: string) {
      return db
        .selectFrom('form_templates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** Every template of the tenant, preboarding first, then by title. */
    listTemplates(tenantId: string) {
      return db
        .selectFrom('form_templates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('kind', 'desc')
        .orderBy('title')
        .orderBy('id')
        .execute();
    },
    /** Saves a template if it is still at `version` (its updated_at); false when someone changed it meanwhile. */
    async updateTemplate(
      tenantId: string,
      id: string,
      version: string,
      changes: Pick<FormTemplateRow, 'title' | 'description' | 'layout' | 'definition_json' | 'updated_at'>,
    ): Promise<boolean> {
      const res = await db
        .updateTable('form_templates')
        .set(changes)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('updated_at', '=', version)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /** How many candidates have each template to fill and have sent it. */
    async assignmentCounts(
      tenantId: string,
      templateIds: readonly string[],
    ): Promise<Map<string, { pending: number; submitted: number }>> {
      const counts = new Map<string, { pending: number; submitted: number }>();
      if (templateIds.length === 0) return counts;
      const rows = await db
        .selectFrom('candidate_forms')
        .select(['template_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('tenant_id', '=', tenantId)
        .where('template_id', 'in', templateIds)
        .groupBy(['template_id', 'status'])
        .execute();
      for (const row of rows) {
        const entry = counts.get(row.template_id) ?? { pending: 0, submitted: 0 };
        if (row.status === 'pending') entry.pending += Number(row.n);
        else entry.submitted += Number(row.n);
        counts.set(row.template_id, entry);
      }
      return counts;
    },
    /** Where a template stands per candidate: 'pending' when any copy is still to fill, else 'submitted'. */
    async statusesOfTemplate(
      tenantId: string,
      templateId: string,
    ): Promise<Map<string, 'pending' | 'submitted'>> {
      const rows = await db
        .selectFrom('candidate_forms')
        .select(['candidate_id', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('template_id', '=', templateId)
        .execute();
      const statuses = new Map<string, 'pending' | 'submitted'>();
      for (const row of rows)
        if (row.status === 'pending' || !statuses.has(row.candidate_id))
          statuses.set(row.candidate_id, row.status === 'pending' ? 'pending' : 'submitted');
      return statuses;
    },
    templatesOfKind(tenantId: string, kind: string) {
      return db
        .selectFrom('form_templates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', kind)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
    insertAssignment(row: CandidateFormRow) {
      return db.insertInto('candidate_forms').values(row).execute();
    },
    /** The template ids already assigned for an offer (preboarding is assigned once per offer). */
    async templateIdsOfOffer(offerId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('candidate_forms')
        .select('template_id')
        .where('offer_id', '=', offerId)
        .execute();
      return rows.map((r) => r.template_id);
    },
    /** Pending forms: those with a due date first, soonest first; then the newest. */
    listPending(tenantId: string, candidateId: string) {
      return withTemplate()
        .where('f.tenant_id', '=', tenantId)
        .where('f.candidate_id', '=', candidateId)
        .where('f.status', '=', 'pending')
        .orderBy((eb) => eb.case().when('f.due_at', 'is', null).then(1).else(0).end())
        .orderBy('f.due_at')
        .orderBy('f.assigned_at', 'desc')
        .orderBy('f.id')
        .execute() as Promise<CandidateFormWithTemplate[]>;
    },
    /** Submitted forms, the latest sent first. */
    listSubmitted(tenantId: string, candidateId: string) {
      return withTemplate()
        .where('f.tenant_id', '=', tenantId)
        .where('f.candidate_id', '=', candidateId)
        .where('f.status', '=', 'submitted')
        .orderBy('f.submitted_at', 'desc')
        .orderBy('f.id')
        .execute() as Promise<CandidateFormWithTemplate[]>;
    },
    async countsByStatus(tenantId: string, candidateId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('candidate_forms')
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },
    findForCandidate(tenantId: string, candidateId: string, id: string) {
      return withTemplate()
        .where('f.tenant_id', '=', tenantId)
        .where('f.candidate_id', '=', candidateId)
        .where('f.id', '=', id)
        .executeTakeFirst() as Promise<CandidateFormWithTemplate | undefined>;
    },
    /** Saves answers of a form still pending; 0 rows when it was sent meanwhile. */
    async saveAnswers(id: string, answersJson: string, at: string): Promise<number> {
      const res = await db
        .updateTable('candidate_forms')
        .set({ answers_json: answersJson, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
    /** Sends a pending form: answers and definition frozen; 0 rows when it was already sent. */
    async markSubmitted(
      id: string,
      answersJson: string,
      definitionJson: string,
      at: string,
    ): Promise<number> {
      const res = await db
        .updateTable('candidate_forms')
        .set({
          status: 'submitted',
          answers_json: answersJson,
          submitted_definition_json: definitionJson,
          submitted_at: at,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
    /** Every form assigned to the candidate, whatever its status (the data export). */
    listAllForCandidate(tenantId: string, candidateId: string) {
      return db
        .selectFrom('candidate_forms')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('assigned_at')
        .orderBy('id')
        .execute();
    },
  };
}

export type CandidateFormsRepository = ReturnType<typeof createCandidateFormsRepository>;
