import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, placeholders } from './catalogue-check.js';
import { NAMESPACES } from './resources.js';

/**
 * Every locale of spec 3 §9 must have every English key of every namespace, no extra keys, and the same
 * placeholders. This test fails whenever a string is added in English and not yet translated — on purpose.
 */
const LOCALES_DIR = join(import.meta.dirname, '../../locales');

const FORMS_LOCALES_DIR = join(import.meta.dirname, '../../../../../packages/forms/src/locales');

function readCatalogue(locale: string, namespace: string): unknown {
  const file =
    namespace === 'forms'
      ? join(FORMS_LOCALES_DIR, `${locale}.json`)
      : join(LOCALES_DIR, locale, `${namespace}.json`);
  const text = readFileSync(file, 'utf8');
  return JSON.parse(text);
}

function filesOf(locale: string): string[] {
  try {
    return readdirSync(join(LOCALES_DIR, locale)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
}

describe('the checker', () => {
  it('finds placeholders and nested keys', () => {
    expect(placeholders('Hi {{name}}, {{ count }} {{value, number}} $t(common:ok)')).toEqual([
      '$t(common:ok)',
      '{{count}}',
      '{{name}}',
      '{{value}}',
    ]);
  });

  it('reports missing, extra, empty, non-string and placeholder problems', () => {
    const english = { a: 'A {{name}}', nested: { b: 'B', c: 'C' }, d: 'D' };
    const translated = { a: 'A {{nom}}', nested: { b: '' }, d: 4, e: 'extra' };
    expect(checkCatalogue('fr', english, translated)).toEqual([
      { kind: 'placeholder', key: 'a', detail: 'missing {{name}}; unexpected {{nom}}' },
      { kind: 'empty', key: 'nested.b' },
      { kind: 'missingKey', key: 'nested.c' },
      { kind: 'notString', key: 'd' },
      { kind: 'extraKey', key: 'e' },
    ]);
  });

  it("requires the language's own plural categories", () => {
    const english = { jobs_one: 'One job', jobs_other: '{{count}} jobs' };
    expect(checkCatalogue('ja', english, { jobs_other: '{{count}}件' })).toEqual([]);
    expect(checkCatalogue('ja', english, { jobs_one: 'x', jobs_other: '{{count}}件' })).toEqual([
      { kind: 'extraKey', key: 'jobs_one' },
    ]);
    const arabic = checkCatalogue('ar', english, { jobs_one: 'وظيفة', jobs_other: '{{count}} وظيفة' });
    expect(arabic.map((p) => `${p.kind}:${p.key}`).sort()).toEqual([
      'missingKey:jobs_few',
      'missingKey:jobs_many',
      'missingKey:jobs_two',
      'missingKey:jobs_zero',
    ]);
    expect(checkCatalogue('de', english, { jobs_one: 'Ein Job', jobs_other: 'Jobs' })).toEqual([
      { kind: 'placeholder', key: 'jobs_other', detail: 'missing {{count}}' },
    ]);
  });
});

describe('English catalogues', () => {
  it.each(NAMESPACES)('en/%s.json exists and is valid JSON', (namespace) => {
    expect(() => readCatalogue('en', namespace)).not.toThrow();
  });
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('locale %s', (locale) => {
  it.each(NAMESPACES)('%s.json matches English', (namespace) => {
    const english = readCatalogue('en', namespace);
    let translated: unknown;
    try {
      translated = readCatalogue(locale, namespace);
    } catch (error) {
      expect.fail(`${locale}/${namespace}.json is missing or not valid JSON: ${String(error)}`);
    }
    const problems = checkCatalogue(locale, english, translated).map(
      (p) => `${p.kind} ${p.key}${p.detail ? ` (${p.detail})` : ''}`,
    );
    expect(problems, `${locale}/${namespace}.json`).toEqual([]);
  });

  it('has no namespace files that English lacks', () => {
    const english = new Set(filesOf('en'));
    expect(filesOf(locale).filter((file) => !english.has(file))).toEqual([]);
  });
});
