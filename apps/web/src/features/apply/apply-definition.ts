import type { ApplyPosition } from '@portico/contracts';
import {
  type FormDefinition,
  type FormItem,
  type FormSection,
  formDefinitionSchema,
  sectionSchema,
} from '@portico/forms';
import type { ApplyForm } from '../../lib/api/endpoints/apply.js';
import type { ResumeChecks } from './draft-store.js';

/*
 * The form an apply page asks (docs/decisions/020): the tenant's shared questions, then the extra questions
 * of each job still open to this candidate. A question several jobs add is asked once (answers are keyed by
 * field name, as the server reads them for every job).
 */

export type UnavailableReason = 'closed' | 'applied';

export interface ApplyPlan {
  readonly definition: FormDefinition;
  /** Jobs this apply sends an application to, in the order asked for. */
  readonly applicable: readonly ApplyPosition[];
  /** Jobs that cannot take this application, reported on the page (never dropped silently). */
  readonly unavailable: readonly { position: ApplyPosition; reason: UnavailableReason }[];
  readonly confidential: ReadonlySet<string>;
}

/** What a job cart's per-job step is called: the job's title with the section's. */
export type JobSectionTitle = (job: ApplyPosition, section: FormSection) => string;

export function unavailableReason(position: ApplyPosition): UnavailableReason | null {
  if (position.alreadyApplied) return 'applied';
  if (!position.open) return 'closed';
  return null;
}

/** Throws when the server's definition is not one the toolkit can draw (the page shows its error state). */
export function buildApplyPlan(form: ApplyForm, jobSectionTitle: JobSectionTitle): ApplyPlan {
  const shared = formDefinitionSchema.parse(form.definition);
  const applicable: ApplyPosition[] = [];
  const unavailable: { position: ApplyPosition; reason: UnavailableReason }[] = [];
  for (const position of form.positions) {
    const reason = unavailableReason(position);
    if (reason) unavailable.push({ position, reason });
    else applicable.push(position);
  }
  const asked = new Set(shared.sections.flatMap((s) => s.items.map((i) => i.name)));
  const sections: FormSection[] = [...shared.sections];
  for (const position of applicable) {
    for (const raw of position.extraSections) {
      const section = sectionSchema.parse(raw);
      const items = section.items.filter((item) => !asked.has(item.name));
      for (const item of items) asked.add(item.name);
      if (items.length === 0) continue;
      const title = applicable.length > 1 ? jobSectionTitle(position, section) : section.title;
      sections.push({ ...section, title, items });
    }
  }
  const confidential = new Set(form.confidentialFields);
  for (const section of sections)
    for (const item of section.items) if (item.confidential) confidential.add(item.name);
  return { definition: { sections }, applicable, unavailable, confidential };
}

/** Index of the section that asks `name` (a top-level name, or a list entry's `list.0.title`); -1 if none. */
export function sectionOfField(definition: FormDefinition, name: string): number {
  const top = name.split('.')[0] ?? name;
  return definition.sections.findIndex((section) => section.items.some((item) => item.name === top));
}

export interface CheckTexts {
  /** "Please check: read from your resume ("{source}")." */
  field(source: string | undefined): string;
  /** "Please check entries 1 and 2: read from your resume." */
  entries(entries: readonly number[]): string;
}

/** Marks the answers read from the resume with low confidence: a "Please check" help text (an accessible description). */
export function withResumeChecks(
  definition: FormDefinition,
  checks: ResumeChecks,
  texts: CheckTexts,
): FormDefinition {
  if (Object.keys(checks).length === 0) return definition;
  const mark = (item: FormItem): FormItem => {
    const check = checks[item.name];
    if (!check) return item;
    const text = check.entries?.length ? texts.entries(check.entries) : texts.field(check.source);
    return { ...item, help: item.help ? `${text} ${item.help}` : text };
  };
  return { sections: definition.sections.map((s) => ({ ...s, items: s.items.map(mark) })) };
}

/**
 * The review's definition: the candidate sees every answer, including the confidential ones (which the
 * read-only view would hide as "[ CONFIDENTIAL ]"), each labelled as kept apart from what recruiters read.
 */
export function reviewDefinition(
  definition: FormDefinition,
  confidential: ReadonlySet<string>,
  texts: { label(label: string): string; section: string },
): FormDefinition {
  return {
    sections: definition.sections.map((section) => {
      const hasConfidential = section.items.some((i) => i.confidential || confidential.has(i.name));
      if (!hasConfidential) return section;
      return {
        ...section,
        // A section that explains itself (the tenant's own words) keeps its text; the labels say the rest.
        description: section.description ?? texts.section,
        items: section.items.map((item) =>
          item.confidential || confidential.has(item.name)
            ? { ...item, confidential: false, label: texts.label(item.label ?? item.ariaLabel ?? item.name) }
            : item,
        ),
      };
    }),
  };
}
