import type { Position } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { formErrorsOf, formValuesOf, positionInputOf } from './job-form.js';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const stored: Position = {
  id: 7,
  tenantId: 't',
  title: 'Harbour Pilot',
  department: 'Marine',
  jobType: 'contract',
  seniority: 'senior',
  locations: [
    { city: 'Austin', region: 'TX', country: 'United States', countryCode: 'US', lat: 30.27, lng: -97.74 },
    { city: 'Berlin', region: '', country: 'Germany', countryCode: 'DE', lat: 52.52, lng: 13.4 },
  ],
  isRemote: false,
  requiredSkills: ['Navigation', 'Radar'],
  preferredSkills: [],
  description: '<p>Bring ships in.</p>',
  salary: { min: 50_000, max: 70_000, currency: 'EUR', period: 'year' },
  postedAt: '2026-10-01T09:00:00.000Z',
  validThrough: '2026-12-31T23:59:59.000Z',
  isPrivate: true,
  archivedAt: null,
  publishedAt: '2026-10-01T09:00:00.000Z',
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-02T09:00:00.000Z',
};

describe('the job form', () => {
  it('shows a stored job as the form holds it and sends it back as the same job', () => {
    const values = formValuesOf(stored);
    expect(values).toMatchObject({
      places: 'Austin, TX, US\nBerlin, DE',
      requiredSkills: 'Navigation, Radar',
      salaryMin: 50_000,
      currency: 'EUR',
      validThrough: '2026-12-31',
      isPrivate: true,
    });
    const result = positionInputOf(values, stored, NOW);
    expect(result).toEqual({
      input: {
        title: 'Harbour Pilot',
        department: 'Marine',
        jobType: 'contract',
        seniority: 'senior',
        isRemote: false,
        locations: ['Austin, TX, US', 'Berlin, DE'],
        salary: { min: 50_000, max: 70_000, currency: 'EUR', period: 'year' },
        description: '<p>Bring ships in.</p>',
        requiredSkills: ['Navigation', 'Radar'],
        preferredSkills: [],
        postedAt: stored.postedAt,
        validThrough: '2026-12-31T23:59:59.000Z',
        isPrivate: true,
        archivedAt: null,
      },
    });
  });

  it('posts a new job now, without a salary or an end when none is given', () => {
    const result = positionInputOf(
      {
        ...formValuesOf(null),
        title: ' Welder ',
        department: 'Yard',
        places: 'Austin, TX\n\n',
        description: 'x',
      },
      null,
      NOW,
    );
    expect(result).toMatchObject({
      input: {
        title: 'Welder',
        locations: ['Austin, TX'],
        salary: null,
        validThrough: null,
        postedAt: NOW.toISOString(),
      },
    });
  });

  it('asks for the whole salary when only part of it is given, and sends nothing', () => {
    expect(positionInputOf({ ...formValuesOf(null), salaryMin: 40_000 }, null, NOW)).toEqual({
      errors: { salaryMax: 'Give both salary figures and a currency, or leave all three empty.' },
    });
    expect(positionInputOf({ ...formValuesOf(null), salaryMin: 1, salaryMax: 2 }, null, NOW)).toEqual({
      errors: { currency: 'Give both salary figures and a currency, or leave all three empty.' },
    });
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(
      formErrorsOf({
        'position.title': 'Too long',
        'position.locations.1': 'Unknown place',
        'position.locations': 'A position needs at least one location unless it is remote.',
        'position.salary.max': 'The minimum salary must not exceed the maximum.',
        'position.salary.currency': 'Use a three-letter currency code.',
        'position.validThrough': 'Before posted',
        version: 'Name the version you edited.',
      }),
    ).toEqual({
      errors: {
        title: 'Too long',
        places: 'Unknown place',
        salaryMax: 'The minimum salary must not exceed the maximum.',
        currency: 'Use a three-letter currency code.',
        validThrough: 'Before posted',
      },
      other: ['Name the version you edited.'],
    });
  });
});
