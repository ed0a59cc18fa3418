import type { ParsedResume } from '@portico/contracts';
import type { FormDefinition } from '@portico/forms';
import { describe, expect, it } from 'vitest';
import { buildApplyPlan, reviewDefinition, sectionOfField, withResumeChecks } from './apply-definition.js';
import { fillFromResume, locationText, splitName, storedDate } from './prefill.js';

const field = <T>(value: T, confidence = 0.95, source = String(value)) => ({ value, confidence, source });

const definition: FormDefinition = {
  sections: [
    {
      title: 'Contact details',
      items: [
        { name: 'first_name', label: 'First name', type: 'text', required: true },
        { name: 'last_name', label: 'Last name', type: 'text', required: true },
        { name: 'email', label: 'Email', type: 'email', required: true },
        { name: 'phone', label: 'Phone', type: 'phone' },
        { name: 'location', label: 'Where do you live?', type: 'text' },
        { name: 'links', label: 'LinkedIn or website', type: 'text' },
        { name: 'skills', label: 'Skills', type: 'skillSelector' },
      ],
    },
    {
      title: 'Work experience',
      items: [
        {
          name: 'experience',
          label: 'Jobs',
          type: 'dynamicList',
          rules: [{ type: 'minLength', value: 1 }],
          dynamicListOptions: {
            items: [
              { name: 'title', label: 'Job title', type: 'text' },
              { name: 'company', label: 'Company', type: 'text' },
              {
                name: 'dates',
                label: 'Dates',
                type: 'dateRange',
                dateRangeOptions: { showCurrentCheck: true },
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Education',
      items: [
        {
          name: 'education',
          label: 'Schools',
          type: 'dynamicList',
          dynamicListOptions: {
            items: [
              { name: 'school', label: 'School', type: 'text' },
              { name: 'degree', label: 'Degree', type: 'text' },
              { name: 'field', label: 'Field of study', type: 'text' },
              { name: 'dates', label: 'Dates', type: 'dateRange', dateRangeOptions: { dateFormat: 'YYYY' } },
            ],
          },
        },
      ],
    },
  ],
};

const parsed: ParsedResume = {
  name: field('Ana María Souza'),
  headline: field('Product designer for health apps', 0.9),
  email: field('ana@example.com', 0.99),
  phone: field('+4915123456789', 0.9),
  location: field(
    { city: 'Berlin', region: 'Berlin', country: 'Germany', countryCode: 'DE', lat: 52.5, lng: 13.4 },
    0.55,
    'Berlin, DE',
  ),
  links: [field('https://github.com/ana'), field('https://ana.dev', 0.4)],
  skills: [field('TypeScript'), field('React')],
  experience: [
    {
      title: field('Senior Engineer'),
      company: field('Globex'),
      startDate: field('2021-03'),
      endDate: field(null),
      current: true,
    },
    {
      title: field('Engineer'),
      company: field('Initech', 0.5, 'Initech GmbH?'),
      startDate: field('2017-09'),
      endDate: field('2021-02'),
      current: false,
    },
  ],
  education: [
    {
      school: field('TU Berlin'),
      degree: field('MSc'),
      field: field('Computer Science'),
      startYear: field(2015),
      endYear: field(2017),
    },
  ],
};

describe('fillFromResume', () => {
  const now = new Date(2026, 10, 25);

  it('fills every empty answer the resume gives, in the shape of each item', () => {
    const fill = fillFromResume(definition, {}, parsed, now);
    expect(fill.values).toMatchObject({
      first_name: 'Ana',
      last_name: 'María Souza',
      email: 'ana@example.com',
      phone: '+4915123456789',
      location: 'Berlin, Germany',
      links: 'https://github.com/ana',
      skills: ['TypeScript', 'React'],
      experience: [
        {
          title: 'Senior Engineer',
          company: 'Globex',
          dates: { startDate: '2021-03', endDate: '2026-11', isCurrent: true },
        },
        {
          title: 'Engineer',
          company: 'Initech',
          dates: { startDate: '2017-09', endDate: '2021-02', isCurrent: false },
        },
      ],
      education: [
        {
          school: 'TU Berlin',
          degree: 'MSc',
          field: 'Computer Science',
          dates: { startDate: '2015', endDate: '2017' },
        },
      ],
    });
  });

  it('never overwrites an answer already there (typed, a draft, or what the account knew)', () => {
    const fill = fillFromResume(
      definition,
      { email: 'typed@example.com', first_name: 'Anna', experience: [{ title: 'Chef', company: 'Bistro' }] },
      parsed,
      now,
    );
    expect(fill.values.email).toBe('typed@example.com');
    expect(fill.values.first_name).toBe('Anna');
    expect(fill.values.experience).toEqual([{ title: 'Chef', company: 'Bistro' }]);
    expect(fill.filled).not.toContain('email');
    expect(fill.filled).toContain('last_name');
  });

  it('fills a required list that only holds its blank starting entry', () => {
    const fill = fillFromResume(definition, { experience: [{ title: '', company: '' }] }, parsed, now);
    expect(fill.values.experience).toHaveLength(2);
  });

  it('reports what was read with low confidence, with its source or entry numbers', () => {
    const fill = fillFromResume(definition, {}, parsed, now);
    expect(fill.checks).toEqual({
      location: { source: 'Berlin, DE' },
      experience: { entries: [2] },
    });
    // The low-confidence second link is not what a one-line field took: no mark for it.
    expect(fill.checks.links).toBeUndefined();
  });

  it('writes a place as people do: a region given as a code is left out', () => {
    const place = {
      city: 'Manchester',
      region: 'ENG',
      country: 'United Kingdom',
      countryCode: 'GB',
      lat: 0,
      lng: 0,
    };
    expect(locationText(place)).toBe('Manchester, United Kingdom');
    expect(locationText({ ...place, city: 'Austin', region: 'Texas', country: 'United States' })).toBe(
      'Austin, Texas, United States',
    );
  });

  it('splits names and stores dates at the granularity of the item', () => {
    expect(splitName('  Cher ')).toEqual({ first: 'Cher', last: '' });
    expect(splitName('Jean-Luc Picard')).toEqual({ first: 'Jean-Luc', last: 'Picard' });
    expect(storedDate('2020-07', 'year')).toBe('2020');
    expect(storedDate(2020, 'month')).toBe('2020-01');
    expect(storedDate('2020-07', 'day')).toBe('2020-07-01');
    expect(storedDate(null, 'month')).toBeNull();
  });
});

describe('application plan', () => {
  const position = (id: number, over: object = {}) => ({
    id,
    title: `Job ${id}`,
    department: 'Engineering',
    locations: [],
    isRemote: false,
    isPrivate: false,
    open: true,
    alreadyApplied: false,
    extraSections: [] as { title: string; items: { name: string; type: string }[] }[],
    ...over,
  });
  const extra = [{ title: 'Engineering', items: [{ name: 'code_sample_url', label: 'Code', type: 'text' }] }];

  it('asks the shared questions, then each open job’s own (a shared extra question once), titled with the job', () => {
    const plan = buildApplyPlan(
      {
        definition,
        resumeRequired: true,
        confidentialFields: [],
        positions: [
          position(1, { extraSections: extra }),
          position(2, { extraSections: extra }),
          position(3, { open: false, extraSections: [{ title: 'X', items: [{ name: 'x', type: 'text' }] }] }),
          position(4, { alreadyApplied: true }),
        ],
        prefill: {},
        resumes: [],
      },
      (job, section) => `${job.title}: ${section.title}`,
    );
    expect(plan.definition.sections.map((s) => s.title)).toEqual([
      'Contact details',
      'Work experience',
      'Education',
      'Job 1: Engineering',
    ]);
    expect(plan.applicable.map((p) => p.id)).toEqual([1, 2]);
    expect(plan.unavailable.map((u) => [u.position.id, u.reason])).toEqual([
      [3, 'closed'],
      [4, 'applied'],
    ]);
    expect(sectionOfField(plan.definition, 'experience.1.title')).toBe(1);
    expect(sectionOfField(plan.definition, 'nope')).toBe(-1);
  });

  it('marks answers to check and shows confidential answers in the review, labelled', () => {
    const marked = withResumeChecks(
      definition,
      { location: { source: 'Berlin, DE' }, experience: { entries: [2] } },
      { field: (s) => `Please check: ${s}`, entries: (e) => `Please check ${e.join(', ')}` },
    );
    const items = marked.sections.flatMap((s) => s.items);
    expect(items.find((i) => i.name === 'location')?.help).toBe('Please check: Berlin, DE');
    expect(items.find((i) => i.name === 'experience')?.help).toBe('Please check 2');

    const review = reviewDefinition(
      {
        sections: [
          {
            title: 'Self-id',
            items: [{ name: 'gender', label: 'Gender', type: 'text', confidential: true }],
          },
        ],
      },
      new Set(['gender']),
      { label: (l) => `${l} (kept private)`, section: 'Kept apart.' },
    );
    expect(review.sections[0]?.description).toBe('Kept apart.');
    expect(review.sections[0]?.items[0]).toMatchObject({
      label: 'Gender (kept private)',
      confidential: false,
    });
  });
});
