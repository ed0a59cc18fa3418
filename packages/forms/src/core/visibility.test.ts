import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition, FormItem, FormSection } from './definition.js';
import { formatMessage } from './messages.js';
import {
  countErrors,
  countNewItems,
  evaluateVisibleWhen,
  isItemVisible,
  isSectionHidden,
  validateForm,
  visibleItems,
} from './visibility.js';

const base = (name: string, extra: Partial<FormItem> = {}): FormItem => ({
  name,
  label: name,
  type: 'text',
  ...extra,
});

describe('isItemVisible', () => {
  it('hides an item with the hidden flag whatever else it says', () => {
    expect(isItemVisible(base('a', { hidden: true, visibleFn: () => true }), {})).toBe(false);
    expect(isItemVisible(base('a'), {})).toBe(true);
  });

  it('passes visibleFn its dependency values', () => {
    const visibleFn = vi.fn((deps: Record<string, unknown>) => deps.role === 'manager');
    const i = base('reports', { dependencies: ['role'], visibleFn });
    expect(isItemVisible(i, { role: 'manager', other: 1 })).toBe(true);
    expect(visibleFn).toHaveBeenLastCalledWith({ role: 'manager' }, { role: 'manager', other: 1 });
    expect(isItemVisible(i, { role: 'intern' })).toBe(false);
  });

  it('prefers visibleFn over visibleWhen', () => {
    const i = base('a', { visibleFn: () => true, visibleWhen: { op: 'isEmpty', field: 'x' } });
    expect(isItemVisible(i, { x: 'set' })).toBe(true);
  });

  it.each([
    [{ op: 'equals', field: 'a', value: 'yes' }, { a: 'yes' }, true],
    [{ op: 'equals', field: 'a', value: 'yes' }, { a: 'no' }, false],
    [{ op: 'equals', field: 'a', value: 'x' }, { a: ['x', 'y'] }, true],
    [{ op: 'equals', field: 'a', value: { k: 1 } }, { a: { k: 1 } }, true],
    [{ op: 'equals', field: 'l.0.c', value: 'Paris' }, { l: [{ c: 'Paris' }] }, true],
    [{ op: 'notEquals', field: 'a', value: 'yes' }, { a: 'no' }, true],
    [{ op: 'notEquals', field: 'a', value: 'yes' }, { a: 'yes' }, false],
    [{ op: 'in', field: 'a', values: [1, 2] }, { a: 2 }, true],
    [{ op: 'in', field: 'a', values: [1, 2] }, { a: 3 }, false],
    [{ op: 'notIn', field: 'a', values: [1, 2] }, { a: 3 }, true],
    [{ op: 'notIn', field: 'a', values: [1, 2] }, { a: 1 }, false],
    [{ op: 'isEmpty', field: 'a' }, { a: '' }, true],
    [{ op: 'isEmpty', field: 'a' }, { a: [] }, true],
    [{ op: 'isEmpty', field: 'a' }, { a: 'x' }, false],
    [{ op: 'notEmpty', field: 'a' }, { a: 0 }, true],
    [{ op: 'notEmpty', field: 'a' }, {}, false],
    [
      {
        op: 'all',
        conditions: [
          { op: 'equals', field: 'a', value: 1 },
          { op: 'notEmpty', field: 'b' },
        ],
      },
      { a: 1, b: 'x' },
      true,
    ],
    [
      {
        op: 'all',
        conditions: [
          { op: 'equals', field: 'a', value: 1 },
          { op: 'notEmpty', field: 'b' },
        ],
      },
      { a: 1 },
      false,
    ],
    [
      {
        op: 'any',
        conditions: [
          { op: 'equals', field: 'a', value: 1 },
          { op: 'notEmpty', field: 'b' },
        ],
      },
      { a: 2, b: 'x' },
      true,
    ],
    [{ op: 'any', conditions: [{ op: 'equals', field: 'a', value: 1 }] }, { a: 2 }, false],
  ] as const)('visibleWhen %j over %j is %s', (rule, values, expected) => {
    expect(evaluateVisibleWhen(rule, values)).toBe(expected);
    expect(isItemVisible(base('x', { visibleWhen: rule }), values)).toBe(expected);
  });
});

const section: FormSection = {
  title: 'About you',
  items: [
    base('name', { required: true }),
    base('intro', { type: 'info', content: '<p>Hi</p>' }),
    base('email', { type: 'email', newItem: true }),
    base('reason', {
      required: true,
      newItem: true,
      dependencies: ['relocate'],
      visibleWhen: { op: 'equals', field: 'relocate', value: 'yes' },
    }),
  ],
};

describe('sections', () => {
  it('lists the visible items', () => {
    expect(visibleItems(section, {}).map((i) => i.name)).toEqual(['name', 'intro', 'email']);
    expect(visibleItems(section, { relocate: 'yes' })).toHaveLength(4);
  });
  it('is hidden only when every item is hidden', () => {
    expect(isSectionHidden(section, {})).toBe(false);
    const hidden: FormSection = {
      title: 'T',
      items: [base('a', { hidden: true }), base('b', { visibleFn: () => false })],
    };
    expect(isSectionHidden(hidden, {})).toBe(true);
  });
  it('counts new questions among visible items', () => {
    expect(countNewItems(section, {})).toBe(1);
    expect(countNewItems(section, { relocate: 'yes' })).toBe(2);
  });
});

const definition: FormDefinition = {
  sections: [
    section,
    {
      title: 'History',
      items: [
        base('locked', { required: true, readonly: true }),
        base('start', { type: 'date', label: 'Start date' }),
        {
          name: 'jobs',
          type: 'dynamicList',
          rules: [{ type: 'minLength', value: 1 }],
          dynamicListOptions: {
            items: [
              base('employer', { required: true, label: 'Employer' }),
              {
                name: 'left',
                type: 'date',
                rules: [{ type: 'date_comparison', value: { compare_to_field: 'start', operator: 'after' } }],
              },
            ],
          },
        },
      ],
    },
  ],
};

describe('validateForm', () => {
  const now = new Date(2026, 10, 22);
  it('skips hidden and read-only items and validates list entries by path', () => {
    const errors = validateForm(
      definition,
      {
        name: '',
        email: 'bad',
        start: '2020-01-01',
        jobs: [
          { employer: 'Acme', left: '2021-01-01' },
          { employer: '', left: '2019-01-01' },
        ],
      },
      { now },
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'jobs.1.employer', 'jobs.1.left', 'name']);
    expect(formatMessage(errors.name!)).toBe('name is required');
    expect(formatMessage(errors['jobs.1.employer']!)).toBe('Employer is required');
    expect(formatMessage(errors['jobs.1.left']!)).toBe('Enter a date after Start date.');
  });
  it('validates an item once its visibility rule shows it', () => {
    expect(validateForm(definition, { name: 'A', jobs: [{ employer: 'x' }] }, { now })).toEqual({});
    const errors = validateForm(
      definition,
      { name: 'A', relocate: 'yes', jobs: [{ employer: 'x' }] },
      { now },
    );
    expect(Object.keys(errors)).toEqual(['reason']);
  });
  it('reports a list below its minimum length', () => {
    expect(validateForm(definition, { name: 'A', jobs: [] }, { now })).toEqual({});
    const errors = validateForm(
      { sections: [{ title: 'x', items: [{ ...definition.sections[1]!.items[2]!, required: true }] }] },
      { jobs: [] },
    );
    expect(errors.jobs?.key).toBe('required');
  });
});

describe('countErrors', () => {
  const errors = validateForm(definition, { name: '', email: 'bad', relocate: 'yes' });
  it('counts nothing before anything is touched or submitted', () => {
    expect(countErrors(section, errors, {}, false)).toBe(0);
  });
  it('counts touched invalid fields and required empty ones', () => {
    expect(countErrors(section, errors, { email: true }, false)).toBe(1);
    expect(countErrors(section, errors, { email: true, name: true, reason: false }, false)).toBe(2);
  });
  it('counts every invalid field once the form was submitted', () => {
    expect(countErrors(section, errors, {}, true)).toBe(3);
    expect(countErrors(definition.sections[1]!, errors, {}, true)).toBe(0);
  });
  it('reads nested touched state for list entries', () => {
    const listSection = definition.sections[1]!;
    const listErrors = validateForm(definition, { jobs: [{ employer: 'A' }, { employer: '' }] });
    expect(countErrors(listSection, listErrors, { jobs: [{ employer: true }] }, false)).toBe(0);
    expect(countErrors(listSection, listErrors, { jobs: [{}, { employer: true }] }, false)).toBe(1);
    expect(countErrors(listSection, listErrors, { 'jobs.1.employer': true }, false)).toBe(1);
  });
});
