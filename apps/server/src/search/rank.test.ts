import { describe, expect, it } from 'vitest';
import { type DocPayload, SKILL_SEPARATOR } from './documents.js';
import { byRelevance } from './rank.js';
import { parseTextQuery } from './text-query.js';
import { synonymTable } from './words.js';

let nextKey = 1000;
type Skills = { required?: string[]; preferred?: string[] };
function doc(
  title: string,
  { required = [], preferred = [], ...more }: Partial<Omit<DocPayload, keyof Skills>> & Skills = {},
) {
  const payload: DocPayload = {
    department: 'Any',
    jobType: 'full-time',
    seniority: /^Senior /.test(title) ? 'senior' : /^Junior /.test(title) ? 'entry' : 'mid',
    isRemote: false,
    places: [],
    title,
    required: required.join(SKILL_SEPARATOR),
    preferred: preferred.join(SKILL_SEPARATOR),
    ...more,
  };
  // Newer documents first, as the index returns them.
  return { key: nextKey--, doc: payload };
}

const titles = (query: string, docs: ReturnType<typeof doc>[], table = synonymTable([])) =>
  byRelevance(parseTextQuery(query, table) ?? { terms: [] }, docs).map((d) => d.doc.title);

describe('byRelevance', () => {
  it('puts the role that is the typed word above one that only shares its stem', () => {
    const docs = [doc('Senior Account Executive'), doc('Key Account Manager'), doc('Senior Accountant')];
    expect(titles('accountant', docs)[0]).toBe('Senior Accountant');
  });

  it('ranks a title match above a skill, a required skill above a preferred one, the description last', () => {
    const docs = [
      doc('Security Engineer', { preferred: ['Python'] }),
      doc('Office Manager'),
      doc('Data Engineer', { required: ['Python', 'SQL'] }),
      doc('Python Developer'),
    ];
    expect(titles('python', docs)).toEqual([
      'Python Developer',
      'Data Engineer',
      'Security Engineer',
      'Office Manager',
    ]);
  });

  it('meets a typed seniority with the position level, then the same role at another level', () => {
    const docs = [doc('Accountant'), doc('Senior Account Executive'), doc('Senior Accountant')];
    expect(titles('senior accountant', docs)).toEqual([
      'Senior Accountant',
      'Accountant',
      'Senior Account Executive',
    ]);
  });

  it('prefers the whole role and the words in order', () => {
    const docs = [doc('Data Analyst Engineer'), doc('Engineer, Data Platform'), doc('Data Engineer')];
    expect(titles('data engineer', docs)[0]).toBe('Data Engineer');
  });

  it('prefers the words close together in the title to words far apart', () => {
    const docs = [doc('Data Quality and Platform Engineer'), doc('Data Platform Engineer')];
    expect(titles('data engineer', docs)[0]).toBe('Data Platform Engineer');
  });

  it('favours remote positions for "remote" and positions in a typed city', () => {
    const berlin = {
      city: 'Berlin',
      region: '',
      countryCode: 'DE',
      country: 'Germany',
      lat: 52.5,
      lng: 13.4,
    };
    const docs = [
      doc('Recruiter'),
      doc('Recruiter', { isRemote: true }),
      doc('Recruiter', { places: [berlin] }),
    ];
    expect(byRelevance(parseTextQuery('remote recruiter') ?? { terms: [] }, docs)[0]?.doc.isRemote).toBe(
      true,
    );
    expect(byRelevance(parseTextQuery('recruiter berlin') ?? { terms: [] }, docs)[0]?.doc.places).toEqual([
      berlin,
    ]);
  });

  it('ranks synonyms and symbol-bearing skills like the words they stand for', () => {
    const table = synonymTable([{ from: 'swe', to: ['software engineer'] }]);
    const docs = [doc('Site Reliability Engineer'), doc('Software Engineer'), doc('Software Sales Manager')];
    expect(titles('swe', docs, table)[0]).toBe('Software Engineer');
    const skills = [
      doc('Backend Engineer', { required: ['C'] }),
      doc('Backend Engineer', { required: ['C#'] }),
    ];
    expect(byRelevance(parseTextQuery('c#') ?? { terms: [] }, skills)[0]?.doc.required).toBe('C#');
  });

  it('keeps the newest first among equals', () => {
    const docs = [doc('Recruiter'), doc('Recruiter'), doc('Recruiter')];
    const ranked = byRelevance(parseTextQuery('recruiter') ?? { terms: [] }, docs);
    expect(ranked.map((d) => d.key)).toEqual(docs.map((d) => d.key));
  });
});
