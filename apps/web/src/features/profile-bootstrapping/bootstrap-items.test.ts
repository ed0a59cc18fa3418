import type { ParsedResume } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptedCount,
  type BootstrapItem,
  bootstrapRequest,
  isComplete,
  itemsFromResume,
} from './bootstrap-items.js';

const f = <T>(value: T, confidence: number, source: string) => ({ value, confidence, source });
const EMPTY: ParsedResume = {
  name: null,
  headline: null,
  email: null,
  phone: null,
  location: null,
  links: [],
  experience: [],
  education: [],
  skills: [],
};

describe('bootstrapping items', () => {
  it('starts a field under 0.8 unticked, and a job by its weakest part', () => {
    const items = itemsFromResume({
      ...EMPTY,
      phone: f('+4930123', 0.6, 'Tel 030 123'),
      skills: [f('SQL', 0.95, 'Skills: SQL'), f('Go', 0.8, 'Skills: SQL, Go')],
      experience: [
        {
          title: f('Engineer', 0.92, 'Engineer, Acme'),
          company: f('Acme', 0.75, 'Engineer, Acme'),
          startDate: f('2020-01', 0.95, '2020 – now'),
          endDate: f(null, 0.95, '2020 – now'),
          current: true,
        },
      ],
    });
    expect(items.map((i) => [i.id, i.accepted, i.confidence])).toEqual([
      ['phone', false, 0.6],
      ['experience-0', false, 0.75],
      ['skill-0', true, 0.95],
      ['skill-1', true, 0.8],
    ]);
    // The sources of a job: each line once.
    expect(items[1]?.sources).toEqual(['Engineer, Acme', '2020 – now']);
  });

  it('leaves a job without a start date unticked however sure the rest is', () => {
    const [job] = itemsFromResume({
      ...EMPTY,
      experience: [
        {
          title: f('Engineer', 0.95, 'Engineer, Acme'),
          company: f('Acme', 0.95, 'Engineer, Acme'),
          startDate: f(null, 0, ''),
          endDate: f(null, 0, ''),
          current: false,
        },
      ],
    });
    expect(job).toMatchObject({ accepted: false, value: { startDate: '', endDate: '' } });
  });

  it('sends only ticked items, in the profile’s shapes, and finds the item a 422 names', () => {
    const items = itemsFromResume({
      ...EMPTY,
      links: [f('github.com/x', 0.9, 'github.com/x')],
      education: [
        {
          school: f('TU Berlin', 0.9, 'TU Berlin'),
          degree: f('', 0, ''),
          field: f('', 0, ''),
          startYear: f(2014, 0.9, '2014-2018'),
          endYear: f(null, 0, ''),
        },
      ],
      skills: [f('SQL', 0.95, 'SQL'), f('Go', 0.5, 'Go'), f('Python', 0.9, 'Python')],
    });
    const ticked = items.map((i) => (i.id === 'skill-0' ? { ...i, accepted: false } : i));
    expect(acceptedCount(ticked)).toBe(3);
    const { request, itemOfField } = bootstrapRequest(ticked, 'r-1');
    expect(request).toEqual({
      resume_id: 'r-1',
      headline: null,
      phone: null,
      location: null,
      experience: [],
      education: [{ school: 'TU Berlin', degree: '', field: '', startYear: 2014, endYear: null }],
      skills: ['Python'],
      links: [{ label: '', url: 'https://github.com/x' }],
    });
    expect(itemOfField('skills.0')).toBe('skill-2');
    expect(itemOfField('education.0.endYear')).toBe('education-0');
    expect(itemOfField('links.0.url')).toBe('link-0');
    expect(itemOfField('phone')).toBeNull();
  });

  it('offers the headline with its source line, unticked under 0.8, and sends it when kept', () => {
    const source = 'Senior Data Engineer | Data platforms';
    const [sure] = itemsFromResume({ ...EMPTY, headline: f(source, 0.9, source) });
    expect(sure).toEqual({
      id: 'headline',
      kind: 'headline',
      value: { headline: source },
      sources: [source],
      confidence: 0.9,
      accepted: true,
      corrected: false,
    });
    const [doubtful] = itemsFromResume({
      ...EMPTY,
      headline: f('Building calm software', 0.6, 'Building calm software'),
    });
    expect(doubtful).toMatchObject({ accepted: false, confidence: 0.6 });

    const { request, itemOfField } = bootstrapRequest(
      [{ ...(sure as BootstrapItem), value: { headline: '  Data Engineer  ' } } as BootstrapItem],
      null,
    );
    expect(request.headline).toBe('Data Engineer');
    expect(itemOfField('headline')).toBe('headline');
    expect(bootstrapRequest([doubtful as BootstrapItem], null).request.headline).toBeNull();
  });

  it('cannot keep a headline that is empty or longer than the profile takes until it is corrected', () => {
    const [long] = itemsFromResume({ ...EMPTY, headline: f('x'.repeat(200), 0.9, 'x') });
    expect(long?.accepted).toBe(true);
    expect(
      isComplete({ ...(long as BootstrapItem), value: { headline: 'x'.repeat(201) } } as BootstrapItem),
    ).toBe(false);
    expect(isComplete({ ...(long as BootstrapItem), value: { headline: '  ' } } as BootstrapItem)).toBe(
      false,
    );
  });
});
