import { randomUUID } from 'node:crypto';
import {
  ACCEPTED_STATUS_OF,
  ADMIN_FORM_MAX_QUESTIONS,
  type AdminForm,
  type AdminFormKind,
  type AdminFormRecipient,
  type AdminFormSummary,
  type AssignAdminFormResult,
  type CreateAdminFormRequest,
  type FormLayout,
  type UpdateAdminFormRequest,
} from '@portico/contracts';
import { DISPLAY_ONLY_TYPES, type FormDefinition, formDefinitionSchema } from '@portico/forms/core';
import type { Kysely } from 'kysely';
import type { CandidateRow, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createCandidateFormsRepository, type FormTemplateRow } from './candidate-forms.repository.js';
import type { CandidateFormsService } from './candidate-forms.service.js';

type Actor = Pick<CandidateRow, 'id' | 'email'>;

export const ADMIN_FORM_MESSAGES = {
  notFound: 'No form with this id.',
  stale: 'Someone else changed this form after you opened it. Reload it to see their changes.',
  notHired: 'Some of these people are not hired here; forms go to hired candidates only.',
  duplicateName: 'Two questions share the name “{name}”; each question needs its own.',
  tooMany: `A form holds at most ${ADMIN_FORM_MAX_QUESTIONS} questions.`,
  noQuestion: 'Add at least one question before saving.',
  pastDue: 'A due date cannot be in the past.',
} as const;

/** The offer statuses that make a candidate hired: the accepted ones. */
const ACCEPTED = [...new Set(Object.values(ACCEPTED_STATUS_OF))];

const questionsOf = (definition: FormDefinition) =>
  definition.sections.flatMap((s) => s.items).filter((i) => !DISPLAY_ONLY_TYPES.includes(i.type));

/**
 * A definition the builder may save: the toolkit's schema, every item's name unique in the form (answers are
 * stored by name, so two items of one name would overwrite each other's answer), and a sensible size.
 * Every problem is a field error at the path the toolkit's schema names.
 */
export function checkDefinition(value: unknown): FormDefinition {
  const parsed = formDefinitionSchema.safeParse(value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[['definition', ...issue.path].join('.')] ??= issue.message;
    throw new AppError('VALIDATION_FAILED', 'This form definition is not valid.', { fields });
  }
  const definition = parsed.data;
  const seen = new Set<string>();
  for (const [s, section] of definition.sections.entries())
    for (const [i, item] of section.items.entries()) {
      if (seen.has(item.name))
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: {
            [`definition.sections.${s}.items.${i}.name`]: ADMIN_FORM_MESSAGES.duplicateName.replace(
              '{name}',
              item.name,
            ),
          },
        });
      seen.add(item.name);
    }
  const questions = questionsOf(definition).length;
  if (questions === 0)
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { definition: ADMIN_FORM_MESSAGES.noQuestion },
    });
  if (questions > ADMIN_FORM_MAX_QUESTIONS)
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { definition: ADMIN_FORM_MESSAGES.tooMany },
    });
  return definition;
}

/** A short unique key for a template made in the builder (the seed names its own). */
function keyOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${slug || 'form'}-${randomUUID().slice(0, 8)}`;
}

/**
 * The admin's form builder (docs/decisions/048): the tenant's templates with how many candidates have each to
 * fill or have sent it, one template to edit (saved whole, naming the version it was read at), and sending a
 * template to hired candidates. Each write and its audit row share one transaction.
 */
export function createAdminFormsService(
  db: Kysely<Database>,
  deps: {
    audit: AuditService;
    candidateForms: Pick<CandidateFormsService, 'assignTemplate'>;
    /** The sends' transaction, so each candidate's "Fill in your form" commits with it. */
    notifications: Pick<NotificationsService, 'transaction'>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const repo = createCandidateFormsRepository(db);

  function summaryOf(row: FormTemplateRow, counts: { pending: number; submitted: number }): AdminFormSummary {
    return {
      id: row.id,
      kind: row.kind as AdminFormKind,
      title: row.title,
      description: row.description,
      questions: questionsOf(formDefinitionSchema.parse(JSON.parse(row.definition_json))).length,
      pending: counts.pending,
      submitted: counts.submitted,
      updated_at: row.updated_at,
    };
  }

  async function template(tenantId: string, id: string): Promise<FormTemplateRow> {
    const row = await repo.findTemplate(tenantId, id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_FORM_MESSAGES.notFound);
    return row;
  }

  async function toForm(tenantId: string, row: FormTemplateRow): Promise<AdminForm> {
    const counts = (await repo.assignmentCounts(tenantId, [row.id])).get(row.id);
    return {
      ...summaryOf(row, counts ?? { pending: 0, submitted: 0 }),
      layout: row.layout as FormLayout,
      definition: JSON.parse(row.definition_json) as AdminForm['definition'],
    };
  }

  /** The tenant's hired candidates (accepted offer or Hired stage), staff accounts aside, with their latest job. */
  async function hired(
    tenantId: string,
  ): Promise<Map<string, { name: string; email: string; title: string }>> {
    const [offers, applications] = await Promise.all([
      db
        .selectFrom('offers as o')
        .innerJoin('candidates as c', 'c.id', 'o.candidate_id')
        .select(['c.id', 'c.full_name', 'c.email', 'o.position_name as title', 'o.updated_at as at'])
        .where('o.tenant_id', '=', tenantId)
        .where('o.status', 'in', ACCEPTED)
        .where('c.staff_role', 'is', null)
        .execute(),
      db
        .selectFrom('applications as a')
        .innerJoin('candidates as c', 'c.id', 'a.candidate_id')
        .select(['c.id', 'c.full_name', 'c.email', 'a.position_title as title', 'a.updated_at as at'])
        .where('a.tenant_id', '=', tenantId)
        .where('a.stage', '=', 'Hired')
        .where('c.staff_role', 'is', null)
        .execute(),
    ]);
    const latest = new Map<string, { name: string; email: string; title: string; at: string }>();
    for (const row of [...offers, ...applications]) {
      const known = latest.get(row.id);
      if (!known || row.at > known.at)
        latest.set(row.id, { name: row.full_name, email: row.email, title: row.title, at: row.at });
    }
    return latest;
  }

  return {
    async list(tenantId: string): Promise<AdminFormSummary[]> {
      const rows = await repo.listTemplates(tenantId);
      const counts = await repo.assignmentCounts(
        tenantId,
        rows.map((r) => r.id),
      );
      return rows.map((row) => summaryOf(row, counts.get(row.id) ?? { pending: 0, submitted: 0 }));
    },

    async get(tenantId: string, id: string): Promise<AdminForm> {
      return toForm(tenantId, await template(tenantId, id));
    },

    /** A new form with one section and one question to start from; the admin shapes it in the builder. */
    async create(
      tenantId: string,
      actor: Actor,
      input: Required<CreateAdminFormRequest>,
    ): Promise<AdminForm> {
      const at = now().toISOString();
      const definition: FormDefinition = {
        sections: [
          {
            title: input.title,
            items: [{ name: 'question_1', label: 'First question', type: 'text', required: true }],
          },
        ],
      };
      const row: FormTemplateRow = {
        id: randomUUID(),
        tenant_id: tenantId,
        key: keyOf(input.title),
        kind: input.kind,
        title: input.title,
        description: input.description,
        layout: 'simple',
        definition_json: JSON.stringify(definition),
        created_at: at,
        updated_at: at,
      };
      await db.transaction().execute(async (trx) => {
        await createCandidateFormsRepository(trx).insertTemplate(row);
        await deps.audit.record(trx, tenantId, actor, {
          action: 'form.create',
          targetType: 'form',
          targetId: row.id,
          before: null,
          after: { title: row.title, kind: row.kind },
        });
      });
      return toForm(tenantId, row);
    },

    /**
     * Saves the whole form if it is still as the admin read it (`updated_at`); otherwise a 409 and nothing is
     * written. Candidates who have it to fill see the new questions at once; sent forms keep the questions they
     * were answered against.
     */
    async update(
      tenantId: string,
      actor: Actor,
      id: string,
      input: UpdateAdminFormRequest,
    ): Promise<AdminForm> {
      const definition = checkDefinition(input.definition);
      const before = await template(tenantId, id);
      // The new version must differ from the one it replaces, even for two saves within one millisecond.
      const at = new Date(Math.max(now().getTime(), Date.parse(before.updated_at) + 1)).toISOString();
      const changes = {
        title: input.title,
        description: input.description,
        layout: input.layout,
        definition_json: JSON.stringify(definition),
        updated_at: at,
      };
      await db.transaction().execute(async (trx) => {
        if (
          !(await createCandidateFormsRepository(trx).updateTemplate(tenantId, id, input.updated_at, changes))
        )
          throw new AppError('CONFLICT', ADMIN_FORM_MESSAGES.stale);
        await deps.audit.record(trx, tenantId, actor, {
          action: 'form.update',
          targetType: 'form',
          targetId: id,
          before: {
            title: before.title,
            layout: before.layout,
            definition: JSON.parse(before.definition_json),
          },
          after: { title: input.title, layout: input.layout, definition },
        });
      });
      return toForm(tenantId, { ...before, ...changes });
    },

    /** Who the form can be sent to, and where it stands for each of them; names in order. */
    async recipients(tenantId: string, id: string): Promise<AdminFormRecipient[]> {
      await template(tenantId, id);
      const people = await hired(tenantId);
      const statuses = await repo.statusesOfTemplate(tenantId, id);
      return [...people.entries()]
        .map(([candidateId, p]) => ({
          candidate_id: candidateId,
          name: p.name,
          email: p.email,
          position_title: p.title,
          status: statuses.get(candidateId) ?? ('none' as const),
        }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
    },

    /**
     * Sends the form to hired candidates in one transaction: someone not hired here makes the whole send a 400
     * with nothing written; someone who has it to fill already is not sent a second copy.
     */
    async assign(
      tenantId: string,
      actor: Actor,
      id: string,
      input: { candidate_ids: readonly string[]; due_at: string | null },
    ): Promise<AssignAdminFormResult> {
      const row = await template(tenantId, id);
      if (input.due_at && input.due_at < now().toISOString().slice(0, 10))
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { due_at: ADMIN_FORM_MESSAGES.pastDue },
        });
      const ids = [...new Set(input.candidate_ids)];
      const people = await hired(tenantId);
      if (ids.some((candidateId) => !people.has(candidateId)))
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { candidate_ids: ADMIN_FORM_MESSAGES.notHired },
        });
      return deps.notifications.transaction(async (trx) => {
        const statuses = await createCandidateFormsRepository(trx).statusesOfTemplate(tenantId, id);
        const to = ids.filter((candidateId) => statuses.get(candidateId) !== 'pending');
        for (const candidateId of to)
          await deps.candidateForms.assignTemplate(
            { tenantId, candidateId, templateId: row.id, dueAt: input.due_at },
            trx,
          );
        await deps.audit.record(trx, tenantId, actor, {
          action: 'form.assign',
          targetType: 'form',
          targetId: id,
          before: null,
          after: { candidates: to, due_at: input.due_at },
        });
        return { assigned: to.length, already: ids.length - to.length };
      });
    },
  };
}
export type AdminFormsService = ReturnType<typeof createAdminFormsService>;
