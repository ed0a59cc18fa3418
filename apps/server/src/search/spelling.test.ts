import { describe, expect, it } from 'vitest';
import { buildSpellingIndex, correctText, editDistance, maxEdits } from './spelling.js';

const chars = (w: string) => Array.from(w);

/** A tenant's titles and skills with the positions that carry each (search_terms rows). */
const index = buildSpellingIndex([
  { text: 'Senior Accountant', docs: 4 },
  { text: 'Accountant', docs: 3 },
  { text: 'Software Engineer', docs: 12 },
  { text: 'Engineering Manager', docs: 2 },
  { text: 'Technical Recruiter', docs: 2 },
  { text: 'Data Analyst', docs: 5 },
  { text: 'Product Designer', docs: 3 },
  { text: 'Python', docs: 9 },
  { text: 'Kubernetes', docs: 4 },
  { text: 'QA', docs: 7 },
  { text: 'Go', docs: 3 },
  { text: 'Ingénieur Qualité', docs: 2 },
  { text: 'Straße Logistik', docs: 1 },
  { text: 'ソフトウェアエンジニア', docs: 2 },
  { text: 'Retired', docs: 0 },
]);

describe('editDistance (optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and neighbouring swaps as one edit each', () => {
    expect(editDistance(chars('acountant'), chars('accountant'), 2)).toBe(1);
    expect(editDistance(chars('pyhton'), chars('python'), 2)).toBe(1);
    expect(editDistance(chars('analist'), chars('analyst'), 2)).toBe(1);
    expect(editDistance(chars('desginer'), chars('designer'), 2)).toBe(1);
    expect(editDistance(chars('enginer'), chars('engineer'), 2)).toBe(1);
    expect(editDistance(chars('recruter'), chars('recruiter'), 2)).toBe(1);
    expect(editDistance(chars('kitten'), chars('sitting'), 5)).toBe(3);
  });

  it('stops at the limit', () => {
    expect(editDistance(chars('kitten'), chars('sitting'), 1)).toBe(2);
    expect(editDistance(chars('ab'), chars('abcdef'), 2)).toBe(3);
  });

  it('counts a letter outside ASCII as one letter', () => {
    expect(editDistance(chars('strasse'), chars('straße'), 3)).toBe(2);
    expect(editDistance(chars('ingenieur'), chars('ingénieur'), 2)).toBe(1);
    expect(editDistance(chars('エンジニヤ'), chars('エンジニア'), 2)).toBe(1);
  });
});

describe('maxEdits', () => {
  it('allows none under 4 letters, one for 4 to 7 and two from 8', () => {
    expect([2, 3, 4, 7, 8, 12].map(maxEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('spelling index', () => {
  it('suggests the vocabulary word a typo means', () => {
    expect(index.suggest('acountant')).toBe('accountant');
    expect(index.suggest('enginer')).toBe('engineer');
    expect(index.suggest('recruter')).toBe('recruiter');
    expect(index.suggest('analist')).toBe('analyst');
    expect(index.suggest('desginer')).toBe('designer');
    expect(index.suggest('pyhton')).toBe('python');
    expect(index.suggest('kubernets')).toBe('kubernetes');
    expect(index.suggest('softwre')).toBe('software');
  });

  it('is case-insensitive and leaves vocabulary words alone', () => {
    expect(index.suggest('ACOUNTANT')).toBe('accountant');
    expect(index.suggest('Accountant')).toBeNull();
    expect(index.suggest('python')).toBeNull();
    expect(index.has('PYTHON')).toBe(true);
  });

  it('allows one edit for words of 4 to 7 letters and two from 8', () => {
    // "pythn" (5 letters) is one deletion from python; "pthn" would be two.
    expect(index.suggest('pythn')).toBe('python');
    expect(index.suggest('pthon')).toBe('python');
    expect(index.suggest('pyhtn')).toBeNull();
    // 8+ letters: two edits.
    expect(index.suggest('acuntant')).toBe('accountant');
    expect(index.suggest('kubrnets')).toBe('kubernetes');
    expect(index.suggest('acuntnt')).toBeNull();
  });

  it('never corrects nor offers words under 4 letters', () => {
    expect(index.suggest('qa')).toBeNull();
    expect(index.suggest('QB')).toBeNull();
    expect(index.suggest('Ga')).toBeNull();
    // "gox" is one edit from "go", but both are names, not typos.
    expect(index.suggest('gox')).toBeNull();
    expect(index.suggest('goxx')).toBeNull();
  });

  it('leaves words with digits and words nothing is near alone', () => {
    expect(index.suggest('python3')).toBeNull();
    expect(index.suggest('carpenter')).toBeNull();
  });

  it('breaks ties by the positions that use the word, then alphabetically', () => {
    const tied = buildSpellingIndex([
      { text: 'Baker', docs: 2 },
      { text: 'Maker', docs: 5 },
      { text: 'Taker', docs: 5 },
    ]);
    // "daker" is one edit from all three: maker and taker have more positions, maker comes first.
    expect(tied.suggest('daker')).toBe('maker');
    const counted = buildSpellingIndex([
      { text: 'Baker', docs: 2 },
      { text: 'Senior Baker', docs: 4 },
      { text: 'Maker', docs: 5 },
    ]);
    // A word counts the positions of every term it is in: baker 6, maker 5.
    expect(counted.suggest('daker')).toBe('baker');
    // A nearer word wins over a more used one.
    expect(counted.suggest('bakker')).toBe('baker');
  });

  it('reads words outside ASCII as letters and leaves them alone when nothing is near', () => {
    expect(index.suggest('ingenieur')).toBe('ingénieur');
    expect(index.suggest('qualitat')).toBe('qualité');
    expect(index.suggest('strase')).toBe('straße');
    expect(index.suggest('エンジニヤ')).toBeNull();
    expect(index.suggest('ソフトウェアエンジニヤ')).toBe('ソフトウェアエンジニア');
    expect(index.suggest('データサイエンティスト')).toBeNull();
    expect(index.suggest('müller')).toBeNull();
  });

  it('leaves out terms no listed position carries', () => {
    expect(index.has('retired')).toBe(false);
    expect(index.suggest('retried')).toBeNull();
  });
});

describe('correctText', () => {
  it('corrects every misspelled word and keeps the rest as typed', () => {
    expect(correctText(index, 'softwre engineer')).toBe('software engineer');
    expect(correctText(index, 'Senior  acountant!')).toBe('Senior  accountant!');
    expect(correctText(index, '"data analist"')).toBe('"data analyst"');
  });

  it('writes the correction in the case it was typed in', () => {
    expect(correctText(index, 'Acountant')).toBe('Accountant');
    expect(correctText(index, 'PYHTON')).toBe('PYTHON');
  });

  it('answers null when nothing changes', () => {
    expect(correctText(index, 'software engineer')).toBeNull();
    expect(correctText(index, 'QA')).toBeNull();
    expect(correctText(index, '')).toBeNull();
    expect(correctText(index, '!!!')).toBeNull();
  });

  it('leaves prefixes and long pasted texts alone', () => {
    expect(correctText(index, 'enginer*')).toBeNull();
    expect(correctText(index, 'one two three four five six seven enginer acountant')).toBeNull();
  });
});
