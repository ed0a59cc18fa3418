import { describe, expect, it } from 'vitest';
import { contactEdits } from './contact-section.js';
import {
  educationFromValues,
  educationValues,
  experienceFromValues,
  experienceValues,
  preferencesFromValues,
  preferencesValues,
  samePlace,
} from './profile-forms.js';

const SEATTLE = {
  city: 'Seattle',
  region: 'WA',
  country: 'United States',
  countryCode: 'US',
  lat: 47.6,
  lng: -122.33,
};

describe('the profile forms’ values', () => {
  it('turn a job into the toolkit’s date range and back, a current job ending null', () => {
    const job = {
      title: 'Engineer',
      company: 'Fabrikam',
      startDate: '2020-03',
      endDate: null,
      description: 'x',
    };
    expect(experienceValues(job).dates).toEqual({ startDate: '2020-03', endDate: null, isCurrent: true });
    expect(experienceFromValues(experienceValues(job))).toEqual(job);
    const ended = experienceFromValues({
      title: ' Lead ',
      company: 'Contoso',
      dates: { startDate: '2018-01-15', endDate: '2019-06-01', isCurrent: false },
      description: '',
    });
    expect(ended).toMatchObject({ title: 'Lead', startDate: '2018-01', endDate: '2019-06' });
  });

  it('keep years as four digits (no number formatting), and an empty year as none', () => {
    const school = { school: 'TU Berlin', degree: 'BSc', field: 'CS', startYear: 2014, endYear: null };
    expect(educationValues(school)).toMatchObject({ startYear: '2014', endYear: '' });
    expect(educationFromValues(educationValues(school))).toEqual(school);
    expect(educationFromValues({ school: 'X', startYear: '20', endYear: 'abcd' })).toMatchObject({
      startYear: null,
      endYear: null,
    });
  });

  it('read a salary from one figure as min = max, and none without a figure', () => {
    const base = preferencesValues(
      { titles: ['Engineer'], locations: [], remote: 'any', jobTypes: [], salary: null },
      true,
    );
    expect(base).toMatchObject({ currency: 'USD', period: 'year', salaryMin: null, salaryMax: null });
    expect(preferencesFromValues(base, [SEATTLE]).salary).toBeNull();
    const one = preferencesFromValues({ ...base, salaryMax: 90_000, currency: 'EUR' }, []);
    expect(one.salary).toEqual({ min: 90_000, max: 90_000, currency: 'EUR', period: 'year' });
    const prefs = preferencesFromValues(
      {
        titles: [{ title: ' Engineer ' }, { title: '' }, { title: 'Engineer' }],
        remote: 'hybrid',
        jobTypes: ['contract', 'full-time', 'nonsense'],
        salaryMin: 70_000.4,
        salaryMax: 90_000,
        currency: 'USD',
        period: 'month',
      },
      [SEATTLE],
    );
    expect(prefs).toEqual({
      titles: ['Engineer'],
      locations: [SEATTLE],
      remote: 'hybrid',
      jobTypes: ['full-time', 'contract'],
      salary: { min: 70_000, max: 90_000, currency: 'USD', period: 'month' },
    });
  });

  it('compare places by name, country and coordinates', () => {
    expect(samePlace(SEATTLE, { ...SEATTLE })).toBe(true);
    expect(samePlace(SEATTLE, { ...SEATTLE, lat: 1 })).toBe(false);
  });
});

describe('contact edits', () => {
  const profile = {
    headline: 'Engineer',
    phone: '',
    location: SEATTLE,
    yearsOfExperience: null,
  } as Parameters<typeof contactEdits>[0];
  const same = { headline: 'Engineer', phone: '', location: SEATTLE, yearsOfExperience: null };

  it('send only what changed: a cleared headline is a delete, a phone an update of contact', () => {
    expect(contactEdits(profile, same)).toEqual([]);
    expect(contactEdits(profile, { ...same, headline: '', phone: '+1 555 0100', location: null })).toEqual([
      { op_section: 'headline', operation: 'delete', op_data: {} },
      { op_section: 'contact', operation: 'update', op_data: { value: { phone: '+1 555 0100' } } },
      { op_section: 'location', operation: 'delete', op_data: {} },
    ]);
  });

  it('set stated years, and clear them back to the work history', () => {
    expect(contactEdits(profile, { ...same, yearsOfExperience: 0 })).toEqual([
      { op_section: 'years_of_experience', operation: 'update', op_data: { value: 0 } },
    ]);
    expect(contactEdits({ ...profile, yearsOfExperience: 7 }, same)).toEqual([
      { op_section: 'years_of_experience', operation: 'delete', op_data: {} },
    ]);
  });
});
