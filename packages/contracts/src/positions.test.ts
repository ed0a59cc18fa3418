import { describe, expect, it } from 'vitest';
import { type PositionInput, positionInputSchema, SALARY_MAX } from './positions.js';

const base: PositionInput = {
  title: 'Data Analyst',
  department: 'Data & Analytics',
  jobType: 'full-time',
  seniority: 'mid',
  locations: [
    {
      city: 'Lyon',
      region: 'Auvergne-Rhône-Alpes',
      country: 'France',
      countryCode: 'FR',
      lat: 45.75,
      lng: 4.85,
    },
  ],
  description: '<p>Numbers.</p>',
  postedAt: '2026-11-01T00:00:00.000Z',
};

function issues(input: unknown): string[] {
  const r = positionInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
}

describe('positionInputSchema', () => {
  it('fills defaults for the optional fields', () => {
    expect(positionInputSchema.parse(base)).toMatchObject({
      isRemote: false,
      requiredSkills: [],
      preferredSkills: [],
      salary: null,
      validThrough: null,
      isPrivate: false,
      archivedAt: null,
    });
  });

  it('needs a location unless the position is remote', () => {
    expect(issues({ ...base, locations: [] })).toEqual(['locations']);
    expect(issues({ ...base, locations: [], isRemote: true })).toEqual([]);
  });

  it('rejects unknown job types and seniorities, bad codes and coordinates', () => {
    expect(issues({ ...base, jobType: 'gig' })).toEqual(['jobType']);
    expect(issues({ ...base, seniority: 'wizard' })).toEqual(['seniority']);
    const loc = base.locations![0]!;
    expect(issues({ ...base, locations: [{ ...loc, countryCode: 'fr' }] })).toEqual([
      'locations.0.countryCode',
    ]);
    expect(issues({ ...base, locations: [{ ...loc, lat: 91 }] })).toEqual(['locations.0.lat']);
  });

  it('checks salary ranges and dates', () => {
    expect(issues({ ...base, salary: { min: 10, max: 5, currency: 'EUR', period: 'year' } })).toEqual([
      'salary.max',
    ]);
    expect(
      issues({ ...base, salary: { min: 1, max: SALARY_MAX + 1, currency: 'VND', period: 'year' } }),
    ).toEqual(['salary.max']);
    expect(issues({ ...base, salary: { min: 1, max: 5, currency: 'euro', period: 'year' } })).toEqual([
      'salary.currency',
    ]);
    expect(issues({ ...base, validThrough: '2026-10-01T00:00:00.000Z' })).toEqual(['validThrough']);
    expect(issues({ ...base, postedAt: 'yesterday' })).toEqual(['postedAt']);
  });
});
