import { describe, expect, it } from 'vitest';
import {
  FIELD_TYPES,
  type FormDefinition,
  formDefinitionSchema,
  itemSchema,
  ruleSchema,
} from './definition.js';

describe('definition model', () => {
  it('lists every field type of spec 3', () => {
    expect(FIELD_TYPES).toHaveLength(25);
    expect(new Set(FIELD_TYPES).size).toBe(25);
  });

  it('parses a full definition sent as JSON, keeping every property', () => {
    const definition: FormDefinition = {
      sections: [
        {
          title: 'Apply',
          description: 'Tell us about you',
          items: [
            {
              name: 'relocate',
              label: 'Relocate?',
              ariaLabel: 'Willing to relocate',
              type: 'radio',
              help: 'Pick one',
              required: true,
              newItem: true,
              layout: { span: 6, spanSmall: 12 },
              radioOptions: { choices: [{ label: 'Yes', value: 'yes' }], direction: 'horizontal' },
            },
            {
              name: 'city',
              type: 'select',
              dependencies: ['relocate'],
              visibleWhen: {
                op: 'all',
                conditions: [
                  { op: 'equals', field: 'relocate', value: 'yes' },
                  { op: 'any', conditions: [{ op: 'notEmpty', field: 'country' }] },
                ],
              },
              selectOptions: { apiEndpoint: '/api/pcsx/cities?country={{parentValue}}', multiple: false },
              rules: [{ type: 'regex', value: '/^\\w+$/', message: 'Letters only' }],
            },
            {
              name: 'history',
              type: 'dynamicList',
              dynamicListOptions: {
                items: [{ name: 'employer', type: 'text' }],
                addButton: { text: 'Add job', icon: 'plus' },
              },
              rules: [{ type: 'maxLength', value: 5 }],
            },
            {
              name: 'born',
              type: 'date',
              readonly: false,
              confidential: true,
              hidden: false,
              dateOptions: { enableFrom: -36500, enableUntil: 0, dateFormat: 'MM/DD/YYYY' },
              rules: [
                { type: 'date', value: { pattern: 'is_between', date1: '1900-01-01', date2: '2010-01-01' } },
              ],
            },
          ],
        },
      ],
    };
    const parsed = formDefinitionSchema.parse(JSON.parse(JSON.stringify(definition)));
    expect(parsed).toEqual(definition);
  });

  it('accepts a visibleFn but rejects other non-data values for it', () => {
    expect(itemSchema.safeParse({ name: 'a', type: 'text', visibleFn: () => true }).success).toBe(true);
    expect(itemSchema.safeParse({ name: 'a', type: 'text', visibleFn: 'true' }).success).toBe(false);
  });

  it('rejects unknown types, rules and visibility operators', () => {
    expect(itemSchema.safeParse({ name: 'a', type: 'colour' }).success).toBe(false);
    expect(ruleSchema.safeParse({ type: 'minLength', value: 'three' }).success).toBe(false);
    expect(ruleSchema.safeParse({ type: 'shout' }).success).toBe(false);
    expect(
      itemSchema.safeParse({ name: 'a', type: 'text', visibleWhen: { op: 'matches', field: 'b' } }).success,
    ).toBe(false);
  });
});
