import { randomUUID } from 'node:crypto';
import {
  type CandidateForm,
  type CandidateFormSource,
  type CandidateFormStatus,
  type CandidateFormSummary,
  FORMS_CENTER_TABS,
  type FormLayout,
  type FormsCenterTab,
  type FormsListResponse,
  TAB_OF_STATUS,
} from '@portico/contracts';
import {
  DISPLAY_ONLY_TYPES,
  type FormDefinition,
  type FormItem,
  type FormValues,
  formatMessage,
  formDefinitionSchema,
  isItemVisible,
  validateForm,
} from '@portico/forms/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import {
  type CandidateFormWithTemplate,
  createCandidateFormsRepository,
} from './candidate-forms.repository.js';

/** Who asks: the signed-in candidate of a tenant, and the site's origin (e-sign items of a form use it). */
export interface FormsActor {
  tenantId: string;
  candidateId: string;
  siteOrigin: string;
}

export const FORM_TEMPLATE_KINDS = ['form', 'preboarding'] as const;
export type FormTemplateKind = (typeof FORM_TEMPLATE_KINDS)[number];

export interface FormTemplateInput {
  /** The tenant's own name for it, unique per tenant. */
  key: string;
  kind: FormTemplateKind;
  title: string;
  description?: string;
  layout: FormLayout;
  /** A toolkit definition; refused unless the toolkit's own schema accepts it. */
  definition: unknown;
}

export interface AssignInput {
  templateKey: string;
  /** When the company wants the form back (ISO-8601); none by default. */
  dueAt?: string | null;
  /** When it was assigned (demo history is back-dated); now by default. */
  assignedAt?: Date;
}

export const FORM_MESSAGES = {
  notFound: 'This form does not exist.',
  alreadySent: 'This form has already been sent.',
  invalid: 'Some answers need your attention.',
  badDefinition: 'This form definition is not valid.',
  unknownTemplate: 'This form template does not exist.',
  unknownCandidate: 'This candidate does not exist.',
} as const;

const PREBOARDING: FormTemplateKind = 'preboarding';

/** Items that hold an answer, including those of sections a visibility rule hides right now. */
function answerItems(definition: FormDefinition): FormItem[] {
  return definition.sections.flatMap((s) => s.items.filter((i) => !DISPLAY_ONLY_TYPES.includes(i.type)));
}

/** Only answers to the definition's own questions are kept: nothing else is ever stored. */
export function knownAnswers(definition: FormDefinition, answers: Readonly<FormValues>): FormValues {
  const kept: FormValues = {};
  for (const item of answerItems(definition)) {
    if (Object.hasOwn(answers, item.name) && answers[item.name] !== undefined)
      kept[item.name] = answers[item.name];
  }
  return kept;
}

/**
 * What a submit stores: the answers to the questions that are visible with those answers (the toolkit drops
 * the values of hidden fields in the browser too, spec 3 §4).
 */
export function visibleAnswers(definition: FormDefinition, answers: Readonly<FormValues>): FormValues {
  const known = knownAnswers(definition, answers);
  const kept: FormValues = {};
  for (const item of answerItems(definition)) {
    if (Object.hasOwn(known, item.name) && isItemVisible(item, known)) kept[item.name] = known[item.name];
  }
  return kept;
}

/**
 * An e-signature item whose template leaves the domain empty signs on this site's own widget
 * (`/public/esignWidget`): the domain is the origin the candidate reached the site at.
 */
function withSiteOrigin(definition: FormDefinition, siteOrigin: string): FormDefinition {
  return {
    sections: definition.sections.map((section) => ({
      ...section,
      items: section.items.map((item) =>
        item.embedOptions && item.embedOptions.customDomain.trim() === ''
          ? { ...item, embedOptions: { ...item.embedOptions, customDomain: siteOrigin } }
          : item,
      ),
    })),
  };
}

function parseDefinition(json: string): FormDefinition {
  return formDefinitionSchema.parse(JSON.parse(json));
}

function summaryOf(row: CandidateFormWithTemplate): CandidateFormSummary {
  const status = row.status as CandidateFormStatus;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status,
    source: row.source as CandidateFormSource,
    assigned_at: row.assigned_at,
    due_at: row.due_at,
    submitted_at: row.submitted_at,
    updated_at: row.updated_at,
    has_progress: status === 'pending' && row.answers_json !== '{}',
  };
}

/** The notifications' action key of an assigned form: "Fill in your form" until it is sent. */
const formActionKey = (id: string) => `form:${id}`;

/**
 * The forms center (docs/decisions/019): tenants' form templates, forms assigned to candidates (by the
 * company, or a preboarding form when an offer is accepted), the candidate's list by tab, saving progress
 * and the submit, validated here with the same toolkit core the browser runs.
 */
export function createCandidateFormsService(
  db: Kysely<Database>,
  opts: {
    now?: () => Date;
    /** A form to fill is announced in the center, in the assignment's transaction (docs/decisions/051). */
    notifications: Pick<NotificationsService, 'transaction' | 'notify' | 'resolveAction'>;
  },
) {
  const { notifications } = opts;
  const now = opts.now ?? (() => new Date());
  const repo = createCandidateFormsRepository(db);

  async function forCandidate(actor: FormsActor, id: string): Promise<CandidateFormWithTemplate> {
    const row = await repo.findForCandidate(actor.tenantId, actor.candidateId, id);
    if (!row) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
    return row;
  }

  /** The definition a form is answered against: as sent, once sent; the template's current one before. */
  function definitionOf(row: CandidateFormWithTemplate): FormDefinition {
    return parseDefinition(row.submitted_definition_json ?? row.definition_json);
  }

  function toForm(actor: FormsActor, row: CandidateFormWithTemplate): CandidateForm {
    return {
      ...summaryOf(row),
      layout: row.layout as FormLayout,
      definition: withSiteOrigin(definitionOf(row), actor.siteOrigin),
      answers: JSON.parse(row.answers_json) as FormValues,
    };
  }

  async function insertAssignment(
    on: Kysely<Database>,
    input: {
      tenantId: string;
      candidateId: string;
      templateId: string;
      source: CandidateFormSource;
      offerId: number | null;
      assignedAt: string;
      dueAt: string | null;
    },
  ): Promise<string> {
    const id = randomUUID();
    await createCandidateFormsRepository(on).insertAssignment({
      id,
      tenant_id: input.tenantId,
      candidate_id: input.candidateId,
      template_id: input.templateId,
      status: 'pending',
      answers_json: '{}',
      submitted_definition_json: null,
      source: input.source,
      offer_id: input.offerId,
      assigned_at: input.assignedAt,
      due_at: input.dueAt,
      submitted_at: null,
      updated_at: input.assignedAt,
    });
    const template = await on
      .selectFrom('form_templates')
      .select('title')
      .where('tenant_id', '=', input.tenantId)
      .where('id', '=', input.templateId)
      .executeTakeFirstOrThrow();
    // "Fill in your form" asks for an action until the form is sent.
    await notifications.notify(on, {
      tenantId: input.tenantId,
      candidateId: input.candidateId,
      kind: 'form_assigned',
      params: { formTitle: template.title },
      targetPath: `/careers/forms/center/${id}`,
      actionKey: formActionKey(id),
      dedupeKey: `form_assigned:${id}`,
      at: new Date(input.assignedAt),
    });
    return id;
  }

  return {
    /** A tenant's new template; its definition must pass the toolkit's schema. */
    async createTemplate(tenantId: string, input: FormTemplateInput): Promise<{ id: string }> {
      const parsed = formDefinitionSchema.safeParse(input.definition);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.badDefinition, {
          fields: { definition: parsed.error.issues[0]?.message ?? FORM_MESSAGES.badDefinition },
        });
      }
      const at = now().toISOString();
      const id = randomUUID();
      await repo.insertTemplate({
        id,
        tenant_id: tenantId,
        key: input.key,
        kind: input.kind,
        title: input.title,
        description: input.description ?? '',
        layout: input.layout,
        definition_json: JSON.stringify(parsed.data),
        created_at: at,
        updated_at: at,
      });
      return { id };
    },

    /** Assigns a template of the tenant to one of its candidates. */
    async assign(tenantId: string, candidateId: string, input: AssignInput): Promise<string> {
      const template = await repo.findTemplateByKey(tenantId, input.templateKey);
      if (!template) throw new AppError('NOT_FOUND', FORM_MESSAGES.unknownTemplate);
      const candidate = await db
        .selectFrom('candidates')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', candidateId)
        .executeTakeFirst();
      if (!candidate) throw new AppError('NOT_FOUND', FORM_MESSAGES.unknownCandidate);
      return notifications.transaction((trx) =>
        insertAssignment(trx, {
          tenantId,
          candidateId,
          templateId: template.id,
          source: 'assigned',
          offerId: null,
          assignedAt: (input.assignedAt ?? now()).toISOString(),
          dueAt: input.dueAt ? new Date(input.dueAt).toISOString() : null,
        }),
      );
    },

    /**
     * Sends one template to one candidate of the tenant (the admin's form builder checks who may get it), in the
     * caller's transaction (`on`, opened by `notifications.transaction`) so a send to many is all or nothing.
     */
    async assignTemplate(
      input: { tenantId: string; candidateId: string; templateId: string; dueAt: string | null },
      on: Kysely<Database>,
    ): Promise<string> {
      return insertAssignment(on, {
        tenantId: input.tenantId,
        candidateId: input.candidateId,
        templateId: input.templateId,
        source: 'assigned',
        offerId: null,
        assignedAt: now().toISOString(),
        dueAt: input.dueAt ? new Date(input.dueAt).toISOString() : null,
      });
    },

    /**
     * The preboarding forms of an accepted offer: every preboarding template of the tenant, once per offer.
     * The offers service passes its transaction (`on`), so the acceptance and its forms commit together; without
     * one (the demo seed), a transaction of its own.
     */
    async assignPreboarding(
      input: { tenantId: string; candidateId: string; offerId: number; dueAt?: string | null },
      on?: Kysely<Database>,
    ): Promise<string[]> {
      if (!on) return notifications.transaction((trx) => this.assignPreboarding(input, trx));
      const scoped = createCandidateFormsRepository(on);
      const templates = await scoped.templatesOfKind(input.tenantId, PREBOARDING);
      if (templates.length === 0) return [];
      const done = new Set(await scoped.templateIdsOfOffer(input.offerId));
      const at = now().toISOString();
      const ids: string[] = [];
      for (const template of templates) {
        if (done.has(template.id)) continue;
        ids.push(
          await insertAssignment(on, {
            tenantId: input.tenantId,
            candidateId: input.candidateId,
            templateId: template.id,
            source: 'offer',
            offerId: input.offerId,
            assignedAt: at,
            dueAt: input.dueAt ? new Date(input.dueAt).toISOString() : null,
          }),
        );
      }
      return ids;
    },

    /** Spec 1 §7 forms_list: the asked tab's forms, and the tabs with their counts unless left out. */
    async list(
      actor: FormsActor,
      query: { tab: FormsCenterTab; includeTabList: boolean },
    ): Promise<FormsListResponse['data']> {
      const rows =
        query.tab === 'pending'
          ? await repo.listPending(actor.tenantId, actor.candidateId)
          : await repo.listSubmitted(actor.tenantId, actor.candidateId);
      const data: FormsListResponse['data'] = { tabsData: { [query.tab]: rows.map(summaryOf) } };
      if (query.includeTabList) {
        const counts = await repo.countsByStatus(actor.tenantId, actor.candidateId);
        const perTab = new Map<FormsCenterTab, number>();
        for (const [status, n] of counts) {
          const tab = TAB_OF_STATUS[status as CandidateFormStatus];
          if (tab) perTab.set(tab, (perTab.get(tab) ?? 0) + n);
        }
        data.tabsList = FORMS_CENTER_TABS.map((id) => ({ id, count: perTab.get(id) ?? 0 }));
      }
      return data;
    },

    async get(actor: FormsActor, id: string): Promise<CandidateForm> {
      return toForm(actor, await forCandidate(actor, id));
    },

    /** Saves progress on a pending form: only answers to its questions are kept. */
    async save(actor: FormsActor, id: string, answers: FormValues): Promise<CandidateFormSummary> {
      const row = await forCandidate(actor, id);
      if (row.status !== 'pending') throw new AppError('CONFLICT', FORM_MESSAGES.alreadySent);
      const at = now().toISOString();
      const json = JSON.stringify(knownAnswers(definitionOf(row), answers));
      if ((await repo.saveAnswers(row.id, json, at)) !== 1)
        throw new AppError('CONFLICT', FORM_MESSAGES.alreadySent);
      return summaryOf({ ...row, answers_json: json, updated_at: at });
    },

    /**
     * Sends a form: validated with the toolkit's rules (422 with a message per field), then one conditional
     * update from pending, so a second submit (double click, another tab, a retry) changes nothing: 409.
     */
    async submit(actor: FormsActor, id: string, answers: FormValues): Promise<CandidateForm> {
      const row = await forCandidate(actor, id);
      if (row.status !== 'pending') throw new AppError('CONFLICT', FORM_MESSAGES.alreadySent);
      const definition = definitionOf(row);
      const kept = visibleAnswers(definition, answers);
      const errors = validateForm(definition, kept, { now: now() });
      const names = Object.keys(errors);
      if (names.length > 0) {
        const fields = Object.fromEntries(names.map((name) => [name, formatMessage(errors[name]!)]));
        throw new AppError('UNPROCESSABLE', FORM_MESSAGES.invalid, { fields });
      }
      const at = now().toISOString();
      const answersJson = JSON.stringify(kept);
      const definitionJson = JSON.stringify(definition);
      await notifications.transaction(async (trx) => {
        if (
          (await createCandidateFormsRepository(trx).markSubmitted(
            row.id,
            answersJson,
            definitionJson,
            at,
          )) !== 1
        )
          throw new AppError('CONFLICT', FORM_MESSAGES.alreadySent);
        // Sent: "Fill in your form" is done.
        await notifications.resolveAction(trx, actor.tenantId, actor.candidateId, formActionKey(row.id));
      });
      return toForm(actor, {
        ...row,
        status: 'submitted',
        answers_json: answersJson,
        submitted_definition_json: definitionJson,
        submitted_at: at,
        updated_at: at,
      });
    },

    /** "Download my data": every form of the candidate with its answers, whatever its status. */
    async exportFor(tenantId: string, candidateId: string) {
      return (await repo.listAllForCandidate(tenantId, candidateId)).map((r) => ({
        id: r.id,
        templateId: r.template_id,
        status: r.status,
        source: r.source,
        offerId: r.offer_id,
        assignedAt: r.assigned_at,
        dueAt: r.due_at,
        submittedAt: r.submitted_at,
        updatedAt: r.updated_at,
        answers: JSON.parse(r.answers_json) as unknown,
      }));
    },
  };
}

export type CandidateFormsService = ReturnType<typeof createCandidateFormsService>;
