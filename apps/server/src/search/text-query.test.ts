import { describe, expect, it } from 'vitest';
import { filterToken } from './documents.js';
import { MAX_TERMS, parseTextQuery } from './text-query.js';
import { synonymTable } from './words.js';

describe('parseTextQuery', () => {
  it('is null only when nothing was typed', () => {
    expect(parseTextQuery('')).toBeNull();
    expect(parseTextQuery('   ')).toBeNull();
    // Typed, but no word: a query that matches nothing (never every job).
    expect(parseTextQuery('!!! ***')).toEqual({ terms: [] });
  });

  it('leaves stop words out beside other words', () => {
    expect(parseTextQuery('manager of sales')).toEqual({
      terms: [
        { words: ['manager'], prefix: false },
        { words: ['sales'], prefix: false },
      ],
    });
  });

  it('keeps "IT" beside other words, as a whole word of titles and skills', () => {
    expect(parseTextQuery('IT support')).toEqual({
      terms: [
        { words: ['it'], prefix: false, in: 'names' },
        { words: ['support'], prefix: false },
      ],
    });
  });

  it('searches a query of stop words only as names, whole words without prefix', () => {
    expect(parseTextQuery('IT')).toEqual({ terms: [{ words: ['it'], prefix: false, in: 'names' }] });
    expect(parseTextQuery('do*')).toEqual({ terms: [{ words: ['do'], prefix: false, in: 'names' }] });
    expect(parseTextQuery('"The Who"')).toEqual({
      terms: [{ words: ['the', 'who'], prefix: false, in: 'names' }],
    });
  });

  it('keeps every other word, "zz" ones too, and keeps filter-token shapes to the text', () => {
    expect(parseTextQuery('zzfoo')).toEqual({ terms: [{ words: ['zzfoo'], prefix: false }] });
    const token = filterToken('d', 'Retail');
    expect(parseTextQuery(`${token} analy*`)).toEqual({
      terms: [
        { words: [token], prefix: false, in: 'text' },
        { words: ['analy'], prefix: true },
      ],
    });
  });

  it('reads phrases, prefixes and separators, up to MAX_TERMS terms', () => {
    expect(parseTextQuery('"sales manager" data-analyst eng*')).toEqual({
      terms: [
        { words: ['sales', 'manager'], prefix: false },
        { words: ['data'], prefix: false },
        { words: ['analyst'], prefix: false },
        { words: ['eng'], prefix: true },
      ],
    });
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(parseTextQuery(many)?.terms).toHaveLength(MAX_TERMS);
  });

  it('keeps symbol-bearing skills as one word each', () => {
    const words = (q: string) => parseTextQuery(q)?.terms.map((t) => t.words.join(' '));
    expect(words('C# developer')).toEqual(['csharp', 'developer']);
    expect(words('C++ .NET')).toEqual(['cplusplus', 'dotnet']);
    expect(words('ASP.NET Node.js')).toEqual(['asp', 'dotnet', 'nodejs']);
    expect(words('CI/CD a/b testing')).toEqual(['cicd', 'ab', 'testing']);
    // The letters alone stay letters: "c" and "r" are words like any other.
    expect(words('R c')).toEqual(['r', 'c']);
  });

  it('gives typed words and phrases of the synonym table their alternatives, longest entry first', () => {
    const table = synonymTable([
      { from: 'swe', to: ['software engineer'] },
      { from: 'ingeniero', to: ['engineer'] },
      { from: 'ingeniero de software', to: ['software engineer'] },
      { from: 'エンジニア', to: ['engineer'] },
    ]);
    expect(parseTextQuery('senior swe', table)?.terms).toEqual([
      { words: ['senior'], prefix: false, level: 'senior' },
      { words: ['swe'], prefix: false, alternatives: [['software', 'engineer']] },
    ]);
    expect(parseTextQuery('Ingeniero de Software', table)?.terms).toEqual([
      { words: ['ingeniero', 'de', 'software'], prefix: false, alternatives: [['software', 'engineer']] },
    ]);
    expect(parseTextQuery('ingeniero civil', table)?.terms).toEqual([
      { words: ['ingeniero'], prefix: false, alternatives: [['engineer']] },
      { words: ['civil'], prefix: false },
    ]);
    // Japanese is written without spaces: entries are found inside the typed run.
    expect(parseTextQuery('東京のエンジニア', table)?.terms).toEqual([
      { words: ['東京の'], prefix: false },
      { words: ['エンジニア'], prefix: false, alternatives: [['engineer']] },
    ]);
    // A prefix or a quoted phrase is searched as typed.
    expect(parseTextQuery('swe*', table)?.terms).toEqual([{ words: ['swe'], prefix: true }]);
  });
});
