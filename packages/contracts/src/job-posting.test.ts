import { describe, expect, it } from 'vitest';
import { jobPagePath, jobPostingJsonLd } from './job-posting.js';
import type { Position, PositionLocation } from './positions.js';

const BERLIN: PositionLocation = {
  city: 'Berlin',
  region: 'Berlin',
  country: 'Germany',
  countryCode: 'DE',
  lat: 52.52,
  lng: 13.405,
};
const LYON: PositionLocation = {
  city: 'Lyon',
  region: '',
  country: 'France',
  countryCode: 'FR',
  lat: 45.75,
  lng: 4.85,
};

function position(overrides: Partial<Position> = {}): Position {
  return {
    id: 1234,
    tenantId: 't-1',
    title: 'Senior Data Engineer',
    department: 'Engineering',
    jobType: 'full-time',
    seniority: 'senior',
    locations: [BERLIN],
    isRemote: false,
    requiredSkills: ['SQL'],
    preferredSkills: [],
    description: '<p>Build <strong>pipelines</strong> &amp; tools.</p><ul><li>Python</li><li>SQL</li></ul>',
    salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
    postedAt: '2026-11-01T08:00:00.000Z',
    validThrough: '2026-12-31T23:59:59.000Z',
    isPrivate: false,
    archivedAt: null,
    publishedAt: '2026-11-01T08:00:00.000Z',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    ...overrides,
  };
}

const OPTS = {
  companyName: 'Acme Corp',
  siteUrl: 'https://careers.acme.example/',
  domain: 'careers.acme.example',
  logoUrl: '/brand/logo.png',
  // Before the position's validThrough (2026-12-31): it is open.
  now: Date.parse('2026-11-25T12:00:00.000Z'),
};

describe('jobPostingJsonLd', () => {
  it('writes every field Google for Jobs reads', () => {
    expect(jobPostingJsonLd(position(), OPTS)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Data Engineer',
      description: '<p>Build <strong>pipelines</strong> &amp; tools.</p><ul><li>Python</li><li>SQL</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'Acme Corp', value: '1234' },
      datePosted: '2026-11-01T08:00:00.000Z',
      validThrough: '2026-12-31T23:59:59.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Corp',
        sameAs: 'https://careers.acme.example/careers',
        logo: 'https://careers.acme.example/brand/logo.png',
      },
      // One place: one Place object (a list is for several).
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Berlin',
          addressRegion: 'Berlin',
          addressCountry: 'DE',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 52.52, longitude: 13.405 },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 90000, unitText: 'YEAR' },
      },
      directApply: true,
      url: 'https://careers.acme.example/careers/job/1234-senior-data-engineer',
    });
  });

  it('maps every job type to its employment type', () => {
    const types = {
      'full-time': 'FULL_TIME',
      'part-time': 'PART_TIME',
      contract: 'CONTRACTOR',
      internship: 'INTERN',
      temporary: 'TEMPORARY',
    } as const;
    for (const [jobType, expected] of Object.entries(types)) {
      const ld = jobPostingJsonLd(position({ jobType: jobType as Position['jobType'] }), OPTS);
      expect(ld?.employmentType).toBe(expected);
    }
  });

  it('maps the salary period to the unit, and a fixed salary to a single value', () => {
    const monthly = jobPostingJsonLd(
      position({ salary: { min: 3000, max: 3000, currency: 'USD', period: 'month' } }),
      OPTS,
    );
    expect(monthly?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 3000, unitText: 'MONTH' },
    });
    const hourly = jobPostingJsonLd(
      position({ salary: { min: 15, max: 22, currency: 'GBP', period: 'hour' } }),
      OPTS,
    );
    expect(hourly?.baseSalary).toMatchObject({
      currency: 'GBP',
      value: { minValue: 15, maxValue: 22, unitText: 'HOUR' },
    });
  });

  it('has no baseSalary without a salary, and no validThrough without an end date', () => {
    const ld = jobPostingJsonLd(position({ salary: null, validThrough: null }), OPTS)!;
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('validThrough');
  });

  it('marks a remote position TELECOMMUTE with the countries its candidates may live in', () => {
    const remote = jobPostingJsonLd(
      position({ isRemote: true, locations: [BERLIN, LYON, { ...BERLIN, city: 'Hamburg' }] }),
      OPTS,
    )!;
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Germany' },
      { '@type': 'Country', name: 'France' },
    ]);
    // Offices of a hybrid position stay listed; an empty region is left out.
    expect(remote.jobLocation).toHaveLength(3);
    expect((remote.jobLocation as { address: object }[])[1]?.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Lyon',
      addressCountry: 'FR',
    });

    // A remote position that names no place: the tenant's countries, by their English names.
    const anywhere = jobPostingJsonLd(position({ isRemote: true, locations: [] }), {
      ...OPTS,
      remoteApplicantCountries: ['NL', 'BE', 'NL'],
    })!;
    expect(anywhere.jobLocationType).toBe('TELECOMMUTE');
    expect(anywhere).not.toHaveProperty('jobLocation');
    expect(anywhere.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Netherlands' },
      { '@type': 'Country', name: 'Belgium' },
    ]);
    // Without them it cannot say where (Search Console then tells the tenant).
    const unknown = jobPostingJsonLd(position({ isRemote: true, locations: [] }), OPTS)!;
    expect(unknown).not.toHaveProperty('applicantLocationRequirements');

    const onSite = jobPostingJsonLd(position(), OPTS)!;
    expect(onSite).not.toHaveProperty('jobLocationType');
    expect(onSite).not.toHaveProperty('applicantLocationRequirements');
  });

  it('is null for an archived position (either field name) and for a private one', () => {
    expect(jobPostingJsonLd(position({ archivedAt: '2026-11-10T00:00:00.000Z' }), OPTS)).toBeNull();
    const { archivedAt: _a, ...detail } = position();
    expect(jobPostingJsonLd({ ...detail, archived_at: '2026-11-10T00:00:00.000Z' }, OPTS)).toBeNull();
    expect(jobPostingJsonLd({ ...detail, archived_at: null }, OPTS)).not.toBeNull();
    expect(jobPostingJsonLd(position({ isPrivate: true }), OPTS)).toBeNull();
  });

  it('leaves out the logo when there is none, and keeps an absolute logo URL as it is', () => {
    const ld = jobPostingJsonLd(position(), { ...OPTS, logoUrl: null })!;
    expect(ld.hiringOrganization).not.toHaveProperty('logo');
    const cdn = jobPostingJsonLd(position(), { ...OPTS, logoUrl: 'https://cdn.example/acme.svg' })!;
    expect(cdn.hiringOrganization).toMatchObject({ logo: 'https://cdn.example/acme.svg' });
  });

  it("on an origin that is not the tenant's own domain, names the tenant in every URL but the logo's", () => {
    const ld = jobPostingJsonLd(position(), { ...OPTS, siteUrl: 'https://jobs.example.com' })!;
    expect(ld.url).toBe(
      'https://jobs.example.com/careers/job/1234-senior-data-engineer?domain=careers.acme.example',
    );
    expect(ld.hiringOrganization).toMatchObject({
      sameAs: 'https://jobs.example.com/careers?domain=careers.acme.example',
      logo: 'https://jobs.example.com/brand/logo.png',
    });
  });

  it('says directApply while the position is open, and leaves it out once it has expired', () => {
    expect(jobPostingJsonLd(position(), OPTS)?.directApply).toBe(true);
    expect(jobPostingJsonLd(position({ validThrough: null }), OPTS)?.directApply).toBe(true);
    const { archivedAt: _a, ...detail } = position();
    expect(jobPostingJsonLd({ ...detail, archived_at: null }, OPTS)?.directApply).toBe(true);
    // Expired: still described (its validThrough tells Google it is over), but no longer applied to here.
    const expired = jobPostingJsonLd(position(), { ...OPTS, now: Date.parse('2027-01-01T00:00:00.000Z') })!;
    expect(expired.validThrough).toBe('2026-12-31T23:59:59.000Z');
    expect(expired).not.toHaveProperty('directApply');
  });
});

describe('jobPagePath', () => {
  it('gives the slug path of a public position and the pid path of a private one', () => {
    expect(jobPagePath(position({ id: 77, title: 'Nurse – Nights & Weekends' }))).toBe(
      '/careers/job/77-nurse-nights-weekends',
    );
    expect(jobPagePath(position({ id: 77, isPrivate: true }))).toBe('/careers/job/private?pid=77');
  });
});
