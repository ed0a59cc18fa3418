import { describe, expect, it } from 'vitest';
import { indexTextFor, termForEngine, textSearchConfig } from './languages.js';
import { parseTextQuery } from './text-query.js';
import { cjkPairs, DEFAULT_SYNONYMS, engineWords, indexText, synonymTable } from './words.js';

describe('CJK character pairs', () => {
  it('splits a run into its overlapping pairs, a lone character staying one', () => {
    expect(cjkPairs('エンジニア')).toEqual(['エン', 'ンジ', 'ジニ', 'ニア']);
    expect(cjkPairs('経理')).toEqual(['経理']);
    expect(cjkPairs('人')).toEqual(['人']);
    expect(cjkPairs('')).toEqual([]);
    // Characters outside the Basic Multilingual Plane are one character each, never half of one.
    expect(cjkPairs('𠮷野家')).toEqual(['𠮷野', '野家']);
  });

  it('pairs the CJK runs of a word and leaves the rest of it whole', () => {
    expect(engineWords('aws認定資格')).toEqual(['aws', '認定', '定資', '資格']);
    expect(engineWords('engineer')).toEqual(['engineer']);
    // The long-vowel mark belongs to the katakana word around it.
    expect(engineWords('マネージャー')).toEqual(['マネ', 'ネー', 'ージ', 'ジャ', 'ャー']);
    // Korean too: particles are glued to the word, so pairs find the word inside.
    expect(engineWords('개발자를')).toEqual(['개발', '발자', '자를']);
  });

  it('indexes a Japanese sentence as pairs, so a word inside it is the phrase of its own pairs', () => {
    const text = indexText('東京でソフトウェアエンジニアを募集。')
      .split(/[\s。]+/)
      .filter(Boolean);
    expect(text.join(' ')).toContain(cjkPairs('エンジニア').join(' '));
    // Full-width and half-width forms are indexed as a query normalizes them (NFKC).
    expect(indexText('ｴﾝｼﾞﾆｱ')).toContain('エン ンジ ジニ ニア');
    // Other text is left to the engine's tokenizer as it is.
    expect(indexText('Senior Engineer')).toBe('Senior Engineer');
  });

  it('looks typed words up in the synonym table before pairing them', () => {
    const table = synonymTable(DEFAULT_SYNONYMS.ja ?? []);
    const query = parseTextQuery('東京のエンジニア', table);
    // The table split the run at its entry and gave the entry its alternatives...
    expect(query?.terms.map((t) => t.words)).toEqual([['東京の'], ['エンジニア']]);
    expect(query?.terms[1]?.alternatives).toEqual([['engineer']]);
    // ...and the engine then matches each word as the phrase of its pairs, the alternatives kept.
    const engine = query?.terms.map((t) => termForEngine(t, 'ja', true));
    expect(engine?.map((t) => t.words)).toEqual([
      ['東京', '京の'],
      ['エン', 'ンジ', 'ジニ', 'ニア'],
    ]);
    expect(engine?.[1]?.alternatives).toEqual([['engineer']]);
  });
});

describe('language rules', () => {
  it("uses the language's PostgreSQL configuration, regional variants by their language", () => {
    expect(textSearchConfig('en')).toBe('english');
    expect(textSearchConfig('de')).toBe('portico_german');
    expect(textSearchConfig('fr-CA')).toBe('portico_french');
    expect(textSearchConfig('pt-BR')).toBe('portico_portuguese');
    // No stemmer on both engines: whole words.
    expect(textSearchConfig('ja')).toBe('simple');
    expect(textSearchConfig('pl')).toBe('simple');
  });

  it("stems SQLite's text and typed words with the language's stemmer, and folds feminine forms", () => {
    expect(indexTextFor('Buchhalterin (m/w/d) in Berlin', 'de', true)).toBe('buchhalt m w d in berlin');
    expect(indexTextFor('Buchhalter für Entwicklerinnen', 'de', true)).toBe('buchhalt fur entwickl');
    // PostgreSQL stems itself: only folded there.
    expect(indexTextFor('Buchhalterin in Berlin', 'de', false)).toBe('buchhalter in berlin');
    expect(indexTextFor('Développeuse, directrice', 'fr', true)).toBe(
      indexTextFor('développeur directeur', 'fr', true),
    );
    // English is FTS5's porter's, as written.
    expect(indexTextFor('Senior Developers', 'en', true)).toBe('Senior Developers');
    const term = parseTextQuery('Entwicklerin')?.terms[0];
    expect(term && termForEngine(term, 'de', true).words).toEqual(['entwickl']);
    expect(term && termForEngine(term, 'de', false).words).toEqual(['entwickler']);
  });

  it('matches a CJK prefix completion as the phrase of its pairs', () => {
    const term = { words: ['ソフト'], prefix: true, expansions: ['ソフトウェア'] };
    expect(termForEngine(term, 'ja', true)).toEqual({
      words: ['ソフ', 'フト'],
      prefix: true,
      alternatives: [['ソフ', 'フト', 'トウ', 'ウェ', 'ェア']],
    });
  });

  it('neither folds nor stems a prefix, whose stem may be no prefix of the word', () => {
    const term = parseTextQuery('Entwicklerin*')?.terms[0];
    // The word as typed is also matched whole, folded and stemmed.
    expect(term && termForEngine(term, 'de', true)).toMatchObject({
      words: ['entwicklerin'],
      prefix: true,
      expansions: ['entwickl'],
    });
  });
});
