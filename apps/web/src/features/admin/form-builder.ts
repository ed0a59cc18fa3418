import type { FormDefinition, FormItem } from '@portico/forms';

/*
 * The form builder's edits, as pure functions of a toolkit definition: the screen keeps the definition in
 * state and saves it whole. Questions are addressed by name, which is unique within a form.
 */

/** The question types the builder offers, with the words the admin picks them by. */
export const BUILDER_TYPES = {
  text: 'Short text',
  textarea: 'Long text',
  email: 'Email address',
  phone: 'Phone number',
  number: 'Number',
  date: 'Date',
  dropdown: 'Drop-down list',
  radio: 'One choice (radio buttons)',
  checkbox: 'Several choices (check boxes)',
  file_upload: 'File upload',
  instruction: 'Instructions (no answer)',
} as const;
export type BuilderType = keyof typeof BUILDER_TYPES;
export const CHOICE_TYPES: readonly BuilderType[] = ['dropdown', 'radio', 'checkbox'];

/** What the question dialog edits. */
export interface QuestionDraft {
  label: string;
  type: BuilderType;
  required: boolean;
  help: string;
  /** One choice per line (choice types); instruction text (instructions). */
  choices: string;
  content: string;
}

export const EMPTY_DRAFT: QuestionDraft = {
  label: '',
  type: 'text',
  required: false,
  help: '',
  choices: '',
  content: '',
};

const isBuilderType = (type: string): type is BuilderType => Object.hasOwn(BUILDER_TYPES, type);

/** The choices of an item, whichever option object holds them. */
function choicesOf(item: FormItem) {
  return item.selectOptions?.choices ?? item.radioOptions?.choices ?? item.checkboxOptions?.choices ?? [];
}

export function draftOf(item: FormItem): QuestionDraft {
  return {
    label: item.label ?? '',
    type: isBuilderType(item.type) ? item.type : 'text',
    required: item.required === true,
    help: item.help ?? '',
    choices: choicesOf(item)
      .map((c) => c.label)
      .join('\n'),
    content: item.content ?? '',
  };
}

/** The problems of a draft, by field; empty when it can be used. */
export function draftErrors(draft: QuestionDraft): Partial<Record<keyof QuestionDraft, string>> {
  const errors: Partial<Record<keyof QuestionDraft, string>> = {};
  if (draft.type === 'instruction') {
    if (!draft.content.trim()) errors.content = 'Write the instructions.';
  } else if (!draft.label.trim()) errors.label = 'Write the question.';
  if (CHOICE_TYPES.includes(draft.type)) {
    const lines = choiceLines(draft.choices);
    if (lines.length < 2) errors.choices = 'Give at least two choices, one per line.';
    else if (new Set(lines.map(choiceValue)).size !== lines.length)
      errors.choices = 'Each choice must be different.';
  }
  return errors;
}

const choiceLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** A choice's stored value: its words in lower case with dashes, so answers read well in an export. */
function choiceValue(label: string): string {
  return (
    label
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || label
  );
}

/**
 * The item a draft makes, keeping `base`'s name and anything the builder does not edit (rules, layout,
 * visibility) when it changes an existing question of the same type.
 */
export function itemOf(draft: QuestionDraft, name: string, base?: FormItem): FormItem {
  const kept: FormItem = base && base.type === draft.type ? { ...base } : { name, type: draft.type };
  const item: FormItem = { ...kept, name, type: draft.type };
  for (const key of ['selectOptions', 'radioOptions', 'checkboxOptions', 'content', 'help', 'label'] as const)
    delete item[key];
  item.required = draft.type === 'instruction' ? undefined : draft.required;
  if (item.required === undefined) delete item.required;
  if (draft.type === 'instruction') item.content = draft.content.trim();
  else item.label = draft.label.trim();
  if (draft.help.trim()) item.help = draft.help.trim();
  const choices = choiceLines(draft.choices).map((label) => ({ label, value: choiceValue(label) }));
  if (draft.type === 'dropdown') item.selectOptions = { ...base?.selectOptions, choices };
  if (draft.type === 'radio') item.radioOptions = { ...base?.radioOptions, choices };
  if (draft.type === 'checkbox') item.checkboxOptions = { ...base?.checkboxOptions, choices };
  return item;
}

const namesOf = (definition: FormDefinition) =>
  new Set(definition.sections.flatMap((s) => s.items.map((i) => i.name)));

/** A name not yet used in the form, made from `words` (a question's label). */
export function uniqueName(definition: FormDefinition, words: string): string {
  const taken = namesOf(definition);
  const base =
    words
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 40) || 'question';
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

type Place = { section: number; index: number };

function placeOf(definition: FormDefinition, name: string): Place | null {
  for (const [section, s] of definition.sections.entries()) {
    const index = s.items.findIndex((i) => i.name === name);
    if (index >= 0) return { section, index };
  }
  return null;
}

/** The definition with the sections' item lists rebuilt by `edit` (the input is never changed). */
function withItems(definition: FormDefinition, edit: (items: FormItem[][]) => void): FormDefinition {
  const items = definition.sections.map((s) => [...s.items]);
  edit(items);
  return { sections: definition.sections.map((s, i) => ({ ...s, items: items[i] ?? [] })) };
}

/** Adds a question at the end of the last section (a form without sections gets one, named by `title`). */
export function addQuestion(definition: FormDefinition, item: FormItem, title: string): FormDefinition {
  if (definition.sections.length === 0) return { sections: [{ title, items: [item] }] };
  return withItems(definition, (items) => items[items.length - 1]?.push(item));
}

export function replaceQuestion(definition: FormDefinition, name: string, item: FormItem): FormDefinition {
  const at = placeOf(definition, name);
  if (!at) return definition;
  return withItems(definition, (items) => items[at.section]?.splice(at.index, 1, item));
}

export function deleteQuestion(definition: FormDefinition, name: string): FormDefinition {
  const at = placeOf(definition, name);
  if (!at) return definition;
  return withItems(definition, (items) => items[at.section]?.splice(at.index, 1));
}

/** A copy of the question right after it, under a new name and with "(copy)" in its label. */
export function duplicateQuestion(definition: FormDefinition, name: string): FormDefinition {
  const at = placeOf(definition, name);
  const item = at ? definition.sections[at.section]?.items[at.index] : undefined;
  if (!at || !item) return definition;
  const copy: FormItem = {
    ...item,
    name: uniqueName(definition, `${item.name}_copy`),
    ...(item.label ? { label: `${item.label} (copy)` } : {}),
  };
  return withItems(definition, (items) => items[at.section]?.splice(at.index + 1, 0, copy));
}

/**
 * Moves a question one place up or down in the form's order: past the start or end of its section it joins
 * the end of the section before or the start of the section after.
 */
export function moveQuestion(
  definition: FormDefinition,
  name: string,
  direction: 'up' | 'down',
): FormDefinition {
  const at = placeOf(definition, name);
  if (!at) return definition;
  return withItems(definition, (items) => {
    const list = items[at.section];
    if (!list) return;
    const [item] = list.splice(at.index, 1);
    if (!item) return;
    const target = at.index + (direction === 'up' ? -1 : 1);
    if (target >= 0 && target <= list.length) {
      list.splice(target, 0, item);
      return;
    }
    const neighbour = items[at.section + (direction === 'up' ? -1 : 1)];
    if (!neighbour) list.splice(at.index, 0, item);
    else if (direction === 'up') neighbour.push(item);
    else neighbour.unshift(item);
  });
}

export function findQuestion(definition: FormDefinition, name: string): FormItem | undefined {
  const at = placeOf(definition, name);
  return at ? definition.sections[at.section]?.items[at.index] : undefined;
}
