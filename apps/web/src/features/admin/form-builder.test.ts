import { formDefinitionSchema } from '@portico/forms';
import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  deleteQuestion,
  draftErrors,
  draftOf,
  duplicateQuestion,
  EMPTY_DRAFT,
  itemOf,
  moveQuestion,
  uniqueName,
} from './form-builder.js';

const FORM = {
  sections: [
    {
      title: 'You',
      items: [
        { name: 'a', label: 'A', type: 'text' as const },
        { name: 'b', label: 'B', type: 'text' as const },
      ],
    },
    { title: 'Kit', items: [{ name: 'c', label: 'C', type: 'text' as const }] },
  ],
};
const order = (d: typeof FORM | ReturnType<typeof moveQuestion>) =>
  d.sections.map((s) => s.items.map((i) => i.name).join(',')).join(' | ');

describe('the form builder’s edits', () => {
  it('moves a question within its section and across the section boundary, never past the ends', () => {
    expect(order(moveQuestion(FORM, 'b', 'up'))).toBe('b,a | c');
    expect(order(moveQuestion(FORM, 'b', 'down'))).toBe('a | b,c');
    expect(order(moveQuestion(FORM, 'c', 'up'))).toBe('a,b,c | ');
    expect(order(moveQuestion(FORM, 'a', 'up'))).toBe('a,b | c');
    expect(order(moveQuestion(FORM, 'c', 'down'))).toBe('a,b | c');
    expect(order(FORM)).toBe('a,b | c');
  });

  it('duplicates under a new name right after the original, deletes, and adds at the end', () => {
    const copied = duplicateQuestion(FORM, 'a');
    expect(copied.sections[0]?.items.map((i) => [i.name, i.label])).toEqual([
      ['a', 'A'],
      ['a_copy', 'A (copy)'],
      ['b', 'B'],
    ]);
    expect(order(duplicateQuestion(copied, 'a'))).toBe('a,a_copy_2,a_copy,b | c');
    expect(order(deleteQuestion(FORM, 'b'))).toBe('a | c');
    expect(order(addQuestion(FORM, { name: 'd', type: 'text' }, 'x'))).toBe('a,b | c,d');
    expect(addQuestion({ sections: [] }, { name: 'd', type: 'text' }, 'Start')).toEqual({
      sections: [{ title: 'Start', items: [{ name: 'd', type: 'text' }] }],
    });
    expect(uniqueName(FORM, 'Your legal name?')).toBe('your_legal_name');
    expect(uniqueName(FORM, 'A')).toBe('a_2');
  });

  it('turns a draft into an item the toolkit accepts and back, keeping what it does not edit', () => {
    const draft = {
      ...EMPTY_DRAFT,
      label: 'Laptop',
      type: 'radio' as const,
      required: true,
      choices: 'Mac\n\nLinux PC ',
    };
    const item = itemOf(draft, 'laptop', {
      name: 'laptop',
      type: 'radio',
      label: 'Old',
      layout: { span: 6 },
      radioOptions: { direction: 'horizontal' },
    });
    expect(item).toEqual({
      name: 'laptop',
      type: 'radio',
      label: 'Laptop',
      required: true,
      layout: { span: 6 },
      radioOptions: {
        direction: 'horizontal',
        choices: [
          { label: 'Mac', value: 'mac' },
          { label: 'Linux PC', value: 'linux-pc' },
        ],
      },
    });
    expect(formDefinitionSchema.safeParse({ sections: [{ title: 'x', items: [item] }] }).success).toBe(true);
    expect(draftOf(item)).toMatchObject({
      label: 'Laptop',
      type: 'radio',
      required: true,
      choices: 'Mac\nLinux PC',
    });
    // Another type drops the old type's options.
    expect(itemOf({ ...draft, type: 'text' }, 'laptop', item)).toEqual({
      name: 'laptop',
      type: 'text',
      label: 'Laptop',
      required: true,
    });
    expect(itemOf({ ...EMPTY_DRAFT, type: 'instruction', content: ' Read this. ' }, 'i')).toEqual({
      name: 'i',
      type: 'instruction',
      content: 'Read this.',
    });
  });

  it('names what a draft lacks', () => {
    expect(draftErrors(EMPTY_DRAFT)).toEqual({ label: 'Write the question.' });
    expect(draftErrors({ ...EMPTY_DRAFT, label: 'x', type: 'dropdown', choices: 'One' })).toEqual({
      choices: 'Give at least two choices, one per line.',
    });
    expect(draftErrors({ ...EMPTY_DRAFT, label: 'x', type: 'checkbox', choices: 'One\none' })).toEqual({
      choices: 'Each choice must be different.',
    });
    expect(draftErrors({ ...EMPTY_DRAFT, type: 'instruction' })).toEqual({
      content: 'Write the instructions.',
    });
  });
});
