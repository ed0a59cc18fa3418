import { describe, expect, it } from 'vitest';
import { filterToken } from './documents.js';
import { MAX_TERMS, parseTextQuery } from './text-query.js';

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
    expect(parseTextQuery('"it" support')).toEqual({ terms: [{ words: ['support'], prefix: false }] });
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
});
