import { APPLY_FIELDS, jobTypeSchema, LOCALES, type Position, positionRuleApplies } from '@portico/contracts';
import {
  type FormDefinition,
  type FormSection,
  formDefinitionSchema,
  sectionSchema,
} from '@portico/forms/core';
import { z } from 'zod';

/**
 * A tenant's application form (docs/decisions/020-apply.md): the toolkit definition every job shares, and
 * rules that add questions for some positions, matched like the job detail's config overrides (by position
 * id, department or job type, optionally only in some page languages).
 */
export const applicationFormRuleSchema = z.object({
  match: z.object({
    positionIds: z.array(z.number().int().positive()).max(1000).default([]),
    departments: z.array(z.string().min(1).max(120)).max(100).default([]),
    jobTypes: z.array(jobTypeSchema).default([]),
  }),
  languages: z.array(z.enum(LOCALES)).default([]),
  sections: z.array(sectionSchema).min(1).max(10),
});

export const applicationFormConfigSchema = z
  .object({
    resumeRequired: z.boolean().default(true),
    definition: formDefinitionSchema,
    rules: z.array(applicationFormRuleSchema).max(100).default([]),
  })
  .superRefine((config, ctx) => {
    const names = new Set<string>();
    const check = (sections: readonly FormSection[], path: (string | number)[]) => {
      for (const item of sections.flatMap((s) => s.items)) {
        if (names.has(item.name))
          ctx.addIssue({ code: 'custom', path, message: `The field name "${item.name}" is used twice.` });
        names.add(item.name);
      }
    };
    check(config.definition.sections, ['definition']);
    const email = config.definition.sections
      .flatMap((s) => s.items)
      .find((i) => i.name === APPLY_FIELDS.email);
    if (email?.type !== 'email' || !email.required)
      ctx.addIssue({
        code: 'custom',
        path: ['definition'],
        message: `The form must ask for a required "${APPLY_FIELDS.email}" email field.`,
      });
    // Rule sections may share names between rules (two rules never apply to one job in a way that clashes
    // unless they repeat a name, which the composition below keeps once), but never with the shared form.
    for (const [i, rule] of config.rules.entries()) {
      for (const item of rule.sections.flatMap((s) => s.items)) {
        if (config.definition.sections.some((s) => s.items.some((shared) => shared.name === item.name)))
          ctx.addIssue({
            code: 'custom',
            path: ['rules', i],
            message: `The field name "${item.name}" is already a shared question.`,
          });
      }
    }
  });
export type ApplicationFormConfig = z.infer<typeof applicationFormConfigSchema>;
export type ApplicationFormConfigInput = z.input<typeof applicationFormConfigSchema>;

/** The form of a tenant that has not set one: contact details, the resume and nothing else. */
export const DEFAULT_APPLICATION_FORM: ApplicationFormConfigInput = {
  resumeRequired: true,
  definition: {
    sections: [
      {
        title: 'Contact details',
        items: [
          {
            name: APPLY_FIELDS.firstName,
            label: 'First name',
            type: 'text',
            required: true,
            layout: { span: 6 },
          },
          {
            name: APPLY_FIELDS.lastName,
            label: 'Last name',
            type: 'text',
            required: true,
            layout: { span: 6 },
          },
          { name: APPLY_FIELDS.email, label: 'Email', type: 'email', required: true, layout: { span: 6 } },
          { name: APPLY_FIELDS.phone, label: 'Phone', type: 'phone', layout: { span: 6 } },
        ],
      },
    ],
  },
  rules: [],
};

/** The rule's questions that apply to one position, in rule order, each field name once. */
export function extraSectionsFor(
  config: ApplicationFormConfig,
  position: Pick<Position, 'id' | 'department' | 'jobType'>,
  language: string | null,
): FormSection[] {
  const seen = new Set<string>();
  const sections: FormSection[] = [];
  for (const rule of config.rules) {
    if (!positionRuleApplies(rule, position, language)) continue;
    for (const section of rule.sections) {
      const items = section.items.filter((item) => !seen.has(item.name));
      for (const item of items) seen.add(item.name);
      if (items.length > 0) sections.push({ ...section, items });
    }
  }
  return sections;
}

/** The shared form plus one position's extra questions: what a submit for that position is checked against. */
export function definitionFor(config: ApplicationFormConfig, extra: readonly FormSection[]): FormDefinition {
  return { sections: [...config.definition.sections, ...extra] };
}

/** The definition without the items recruiters never read (voluntary self-identification). */
export function withoutConfidential(definition: FormDefinition): FormDefinition {
  return {
    sections: definition.sections
      .map((section) => ({ ...section, items: section.items.filter((item) => !item.confidential) }))
      .filter((section) => section.items.length > 0),
  };
}

/** Names of the top-level items recruiters never read with the answers (voluntary self-identification). */
export function confidentialFieldNames(definition: FormDefinition): string[] {
  return definition.sections.flatMap((s) => s.items.filter((i) => i.confidential).map((i) => i.name));
}

/**
 * The answers a submit keeps for one position: only names the position's form asks (a stray key from
 * another job of the cart, or made up by a client, is dropped), split into what recruiters read and the
 * confidential part. Display-only items hold nothing.
 */
export function splitAnswers(
  definition: FormDefinition,
  values: Readonly<Record<string, unknown>>,
): { answers: Record<string, unknown>; confidential: Record<string, unknown> } {
  const answers: Record<string, unknown> = {};
  const confidential: Record<string, unknown> = {};
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (item.type === 'info' || item.type === 'instruction') continue;
      if (!(item.name in values)) continue;
      (item.confidential ? confidential : answers)[item.name] = values[item.name];
    }
  }
  return { answers, confidential };
}
