import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldType, FormItem, Rule } from './definition.js';
import { BYTES_PER_MB } from './files.js';
import { formatMessage } from './messages.js';
import {
  getPath,
  isEmptyValue,
  isTemplateVariable,
  isValidEmail,
  parseRegexRule,
  requiredMessage,
  validateValue,
} from './rules.js';

const item = (type: FieldType, extra: Partial<FormItem> = {}): FormItem => ({
  name: 'f',
  label: 'Field',
  type,
  ...extra,
});
const withRules = (type: FieldType, ...rules: Rule[]) => item(type, { rules });
const text = (i: FormItem, value: unknown) => {
  const m = validateValue(i, value);
  return m && formatMessage(m);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('required', () => {
  it.each([
    ['text', ''],
    ['text', '   '],
    ['textarea', null],
    ['select', undefined],
    ['checkbox', []],
    ['checkboxItem', false],
    ['date', ''],
    ['star_rating', 0],
    ['star_rating', null],
    ['radio', null],
    ['radio', ''],
    ['skillSelector', []],
    ['fileUpload', []],
    ['dynamicList', []],
    ['dateRange', { startDate: null, endDate: null, isCurrent: false }],
    ['phone', '+1'],
    ['number', Number.NaN],
  ] as const)('%s is required when %j', (type, value) => {
    expect(text(item(type, { required: true }), value)).toBe('Field is required');
  });

  it.each([
    ['text', 'x'],
    ['checkboxItem', true],
    ['star_rating', 1],
    ['radio', 'no'],
    ['skillSelector', ['TypeScript']],
    ['number', 0],
  ] as const)('%s is satisfied by %j', (type, value) => {
    expect(validateValue(item(type, { required: true }), value)).toBeNull();
  });

  it('never applies to info and instruction', () => {
    expect(validateValue(item('info', { required: true }), '')).toBeNull();
    expect(validateValue(item('instruction', { required: true }), null)).toBeNull();
  });

  it('lets an empty optional value pass every rule', () => {
    expect(validateValue(withRules('text', { type: 'minLength', value: 3 }), '')).toBeNull();
    expect(validateValue(item('email'), '')).toBeNull();
  });

  it('names the label up to 30 characters and strips trailing punctuation', () => {
    const at = (n: number) => 'L'.repeat(n);
    expect(formatMessage(requiredMessage(at(29)))).toBe(`${at(29)} is required`);
    expect(formatMessage(requiredMessage(at(30)))).toBe(`${at(30)} is required`);
    expect(formatMessage(requiredMessage(at(31)))).toBe('This field is required');
    expect(formatMessage(requiredMessage(`${at(30)}:`))).toBe(`${at(30)} is required`);
    expect(formatMessage(requiredMessage('Email address:'))).toBe('Email address is required');
    expect(formatMessage(requiredMessage('Are you eligible?'))).toBe('Are you eligible is required');
    expect(formatMessage(requiredMessage('Name *'))).toBe('Name is required');
    expect(formatMessage(requiredMessage('Phone (mobile)'))).toBe('Phone (mobile) is required');
    expect(formatMessage(requiredMessage(undefined))).toBe('This field is required');
    expect(formatMessage(requiredMessage('...'))).toBe('This field is required');
  });

  it('uses the generic text when the item has no label', () => {
    expect(text({ name: 'x', type: 'text', required: true }, '')).toBe('This field is required');
  });
});

describe('isEmptyValue', () => {
  it('treats false as a value except for checkboxes', () => {
    expect(isEmptyValue(false, 'radio')).toBe(false);
    expect(isEmptyValue(false, 'checkboxItem')).toBe(true);
    expect(isEmptyValue({}, 'text')).toBe(true);
    expect(isEmptyValue({ startDate: '2024-01-01' }, 'dateRange')).toBe(false);
  });
});

describe('email', () => {
  it.each([
    ['jane.doe@example.com', true, true],
    ['j_d%+-1@sub.example.co', true, true],
    ['jane@example.c', false, true],
    ['jane@localhost', false, false],
    ['jane@@example.com', false, false],
    ['jane doe@example.com', false, false],
    ['jäne@example.com', false, true],
    ['jane@example.123', false, true],
    ['@example.com', false, false],
    ['jane@', false, false],
  ])('%s: strict %s, default %s', (value, strict, loose) => {
    expect(isValidEmail(value, 'strict')).toBe(strict);
    expect(isValidEmail(value, 'default')).toBe(loose);
  });

  it('is implied by the email type, in the default mode unless the item or rule says strict', () => {
    expect(text(item('email'), 'jane@example')).toBe('Email is invalid. Use the format "name@example.com".');
    expect(validateValue(item('email'), 'jäne@example.com')).toBeNull();
    expect(validateValue(item('email', { emailOptions: { mode: 'strict' } }), 'jäne@example.com')?.key).toBe(
      'emailInvalid',
    );
    expect(
      validateValue(withRules('text', { type: 'email', value: 'strict' }), 'jäne@example.com')?.key,
    ).toBe('emailInvalid');
    expect(validateValue(item('email'), 'jäne@example.com', { emailMode: 'strict' })?.key).toBe(
      'emailInvalid',
    );
  });
});

describe('length', () => {
  const min = withRules('text', { type: 'minLength', value: 5 });
  const max = withRules('text', { type: 'maxLength', value: 5 });
  it('checks minLength at n-1, n, n+1', () => {
    expect(text(min, 'abcd')).toBe('Enter at least 5 characters.');
    expect(validateValue(min, 'abcde')).toBeNull();
    expect(validateValue(min, 'abcdef')).toBeNull();
  });
  it('checks maxLength at n-1, n, n+1', () => {
    expect(validateValue(max, 'abcd')).toBeNull();
    expect(validateValue(max, 'abcde')).toBeNull();
    expect(text(max, 'abcdef')).toBe('Enter no more than 5 characters.');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(validateValue(max, '😀😀😀😀😀')).toBeNull();
  });
  it('counts files, list entries and selections with their own messages', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}`, size: 1 }));
    const fileMin = withRules('fileUpload', { type: 'minLength', value: 2 });
    const fileMax = withRules('file_upload', { type: 'maxLength', value: 2 });
    expect(text(fileMin, files(1))).toBe('Upload at least 2 files.');
    expect(validateValue(fileMin, files(2))).toBeNull();
    expect(validateValue(fileMax, files(2))).toBeNull();
    expect(text(fileMax, files(3))).toBe('Upload no more than 2 files.');
    expect(text(withRules('fileUpload', { type: 'minLength', value: 1 }), [])).toBeNull();
    expect(text(withRules('fileUpload', { type: 'maxLength', value: 1 }), files(2))).toBe(
      'Upload no more than 1 file.',
    );
    const listMin = withRules('dynamicList', { type: 'minLength', value: 2 });
    const listMax = withRules('dynamicList', { type: 'maxLength', value: 2 });
    expect(text(listMin, [{}])).toBe('Add at least 2 items.');
    expect(validateValue(listMin, [{}, {}])).toBeNull();
    expect(validateValue(listMax, [{}, {}])).toBeNull();
    expect(text(listMax, [{}, {}, {}])).toBe('Add no more than 2 items.');
    expect(text(withRules('checkbox', { type: 'minLength', value: 2 }), ['a'])).toBe(
      'Select at least 2 options.',
    );
    expect(text(withRules('checkbox', { type: 'maxLength', value: 1 }), ['a', 'b'])).toBe(
      'Select no more than 1 option.',
    );
  });
});

describe('value', () => {
  const min = withRules('number', { type: 'minValue', value: 10 });
  const max = withRules('number', { type: 'maxValue', value: 10 });
  it('checks minValue at n-1, n, n+1 and fractions', () => {
    expect(text(min, 9)).toBe('Enter a value greater than or equal to 10.');
    expect(text(min, 9.99)).toBe('Enter a value greater than or equal to 10.');
    expect(validateValue(min, 10)).toBeNull();
    expect(validateValue(min, '11')).toBeNull();
  });
  it('checks maxValue at n-1, n, n+1', () => {
    expect(validateValue(max, 9)).toBeNull();
    expect(validateValue(max, '10')).toBeNull();
    expect(text(max, 11)).toBe('Enter a value less than or equal to 10.');
    expect(text(max, 10.01)).toBe('Enter a value less than or equal to 10.');
  });
  it('reports a value that is not a number', () => {
    expect(text(min, 'ten')).toBe('Enter a valid number.');
    expect(text(withRules('number'), '12abc')).toBe('Enter a valid number.');
  });
});

describe('regex', () => {
  it('reads /pattern/flags and tests the whole rule', () => {
    const zip = withRules('text', { type: 'regex', value: '/^[a-z]\\d{2}$/i' });
    expect(validateValue(zip, 'A12')).toBeNull();
    expect(text(zip, 'A123')).toBe('Enter a valid value.');
  });
  it('accepts a bare pattern and drops stateful flags', () => {
    expect(parseRegexRule('^\\d+$')?.test('12')).toBe(true);
    const re = parseRegexRule('/a/gy');
    expect(re?.flags).toBe('');
    const r = withRules('text', { type: 'regex', value: '/a/g' });
    expect(validateValue(r, 'a')).toBeNull();
    expect(validateValue(r, 'a')).toBeNull();
  });
  it('ignores an invalid pattern with a warning instead of failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = withRules('text', { type: 'regex', value: '/([a-z/' }, { type: 'minLength', value: 3 });
    expect(validateValue(bad, 'abcd')).toBeNull();
    expect(validateValue(bad, 'ab')?.key).toBe('lengthMin');
    expect(warn).toHaveBeenCalled();
  });
});

describe('rule order and messages', () => {
  it('returns the first failing rule', () => {
    const i = withRules('text', { type: 'minLength', value: 5 }, { type: 'regex', value: '/^\\d+$/' });
    expect(validateValue(i, 'ab')?.key).toBe('lengthMin');
    expect(validateValue(i, 'abcdef')?.key).toBe('regexInvalid');
    expect(validateValue(i, '123456')).toBeNull();
  });
  it("returns a rule's own message as text", () => {
    const i = withRules('text', { type: 'minLength', value: 5, message: 'Too short' });
    expect(validateValue(i, 'ab')).toEqual({ key: 'lengthMin', params: { count: 5 }, text: 'Too short' });
    expect(text(i, 'ab')).toBe('Too short');
  });
  it('checks explicit rules before the implicit format rule of the type', () => {
    const i = item('ssn', { rules: [{ type: 'maxLength', value: 11 }] });
    expect(validateValue(i, '123-45-67890')?.key).toBe('lengthMax');
    expect(validateValue(i, '123-45-678')?.key).toBe('ssnInvalid');
    expect(validateValue(i, '123-45-6789')).toBeNull();
  });
  it('applies ssn and sin to their types and as text rules', () => {
    expect(text(item('sin'), '123-45-6789')).toBe(
      'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
    );
    expect(validateValue(withRules('text', { type: 'ssn' }), '123-456-789')?.key).toBe('ssnInvalid');
    expect(validateValue(withRules('text', { type: 'sin' }), '123-456-789')).toBeNull();
  });
});

describe('files', () => {
  const file = (name: string, size: number) => ({ name, size, type: 'application/pdf' });
  const perFile = withRules('fileUpload', { type: 'maxFileSizeMB', value: 1 });
  const total = withRules('fileUpload', { type: 'maxCumulativeFileSizeMB', value: 2 });
  it('accepts a file of exactly 1 MB and names each file 1 byte over', () => {
    expect(BYTES_PER_MB).toBe(1048576);
    expect(validateValue(perFile, [file('a.pdf', BYTES_PER_MB)])).toBeNull();
    expect(text(perFile, [file('a.pdf', BYTES_PER_MB + 1)])).toBe('This file is larger than 1 MB: a.pdf.');
    expect(
      text(perFile, [file('a.pdf', BYTES_PER_MB + 1), file('ok.pdf', 10), file('b.png', 5 * BYTES_PER_MB)]),
    ).toBe('These files are larger than 1 MB: a.pdf, b.png.');
  });
  it('checks the cumulative size at the limit and 1 byte over', () => {
    expect(validateValue(total, [file('a', BYTES_PER_MB), file('b', BYTES_PER_MB)])).toBeNull();
    expect(text(total, [file('a', BYTES_PER_MB), file('b', BYTES_PER_MB + 1)])).toBe(
      'The files together are larger than 2 MB.',
    );
  });
});

describe('template variables', () => {
  it.each([
    ['{{first_name}}', true],
    ['{{ first_name }}', true],
    ['{{a.b}}', true],
    ['{{}}', false],
    ['{{  }}', false],
    ['{first_name}', false],
    ['{{first_name}} ', false],
    ['Hi {{first_name}}', false],
    ['{{first}}{{last}}', false],
    ['{{fir{st}}', false],
    ['{{{first}}}', false],
  ])('%j is %s', (value, valid) => {
    expect(isTemplateVariable(value)).toBe(valid);
  });
  it('is a rule', () => {
    expect(text(withRules('text', { type: 'templateVariable' }), 'Hi {{x}}')).toBe(
      'Enter a single template variable, for example {{first_name}}.',
    );
  });
});

describe('getPath', () => {
  it('reads list.index.name', () => {
    expect(getPath({ list: [{ a: 1 }, { a: 2 }] }, 'list.1.a')).toBe(2);
    expect(getPath({ list: null }, 'list.0.a')).toBeUndefined();
  });
});
