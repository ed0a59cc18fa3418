import { describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error.js';
import { readImportFile } from './position-import.js';

const NOW = new Date('2026-11-27T12:00:00.000Z');

const CSV = [
  'External ID,Title,Department,Job Type,Locations,Remote,Description,Required Skills,Salary Min,Salary Max,Salary Currency,Salary Period,Valid Through',
  'NW-1,Harbour Pilot,Marine,full-time,"Austin, TX, US; Berlin, DE",no,"<p>Bring ships in, safely.</p>",Navigation;Radar,50000,70000,usd,year,2027-01-31',
  'NW-2,,Marine,full-time,"Austin, TX, US",no,<p>x</p>,,,,,,',
  'NW-3,Crane Operator,Port,seasonal,"Atlantis, Nowhere",no,<p>x</p>,,,,,,',
  'NW-1,Deckhand,Marine,part-time,,yes,<p>Remote deck work.</p>,,,,,,',
  'NW-5,Remote Dispatcher,Logistics,,,yes,<p>Dispatch from anywhere.</p>,,,,,,',
].join('\n');

describe('reading an import file', () => {
  it('reads a CSV file row by row, with each row’s problems named by its column', () => {
    const entries = readImportFile('csv', CSV, NOW);
    expect(entries.map((e) => [e.row, e.externalId, Object.keys(e.errors)])).toEqual([
      [2, 'NW-1', []],
      [3, 'NW-2', ['title']],
      [4, 'NW-3', ['job_type', 'locations']],
      [5, 'NW-1', ['external_id']],
      [6, 'NW-5', []],
    ]);
    expect(entries[0]?.input).toMatchObject({
      title: 'Harbour Pilot',
      jobType: 'full-time',
      seniority: 'mid',
      locations: [
        expect.objectContaining({ city: 'Austin', region: 'TX', countryCode: 'US' }),
        expect.objectContaining({ city: 'Berlin', countryCode: 'DE' }),
      ],
      requiredSkills: ['Navigation', 'Radar'],
      salary: { min: 50_000, max: 70_000, currency: 'USD', period: 'year' },
      postedAt: NOW.toISOString(),
      validThrough: '2027-01-31T00:00:00.000Z',
      isRemote: false,
    });
    expect(entries[2]?.errors.locations).toBe(
      'We do not know the place “Atlantis, Nowhere”. Write it as City, Country or City, Region, Country.',
    );
    expect(entries[3]?.errors.external_id).toBe('Row 2 has this identifier too: each job needs its own.');
    expect(entries[4]?.input).toMatchObject({ isRemote: true, locations: [], jobType: 'full-time' });
  });

  it('refuses a file it cannot read as a whole, saying why', () => {
    const problem = (format: 'csv' | 'json', content: string) => {
      try {
        readImportFile(format, content, NOW);
      } catch (error) {
        return isAppError(error) ? error.fields?.content : String(error);
      }
      return 'read';
    };
    expect(problem('csv', 'title,colour\nA,red')).toMatch(
      /^The first row must name the columns. Unknown: “colour”/,
    );
    expect(problem('csv', 'title,department\nA,B')).toBe('The file has no external_id, description column.');
    expect(problem('csv', 'external_id,title,department,description\n1,"broken,x,y')).toMatch(
      /check its quotes/,
    );
    expect(problem('json', '{"jobs": ')).toBe('This is not a JSON file: it cannot be read.');
    expect(problem('json', '{"jobs": []}')).toBe(
      'The file holds no JobPosting: give a list of schema.org JobPosting objects.',
    );
  });

  it('reads schema.org JobPosting objects: identifier, employment type, places, remote work and pay', () => {
    const feed = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'JobPosting',
          identifier: { '@type': 'PropertyValue', name: 'Northwind', value: 'JP-9' },
          title: 'Senior Welder',
          occupationalCategory: 'Manufacturing',
          employmentType: ['CONTRACTOR'],
          description: '<p>Weld hulls.</p>',
          datePosted: '2026-11-01',
          jobLocation: [
            {
              '@type': 'Place',
              address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
            },
            {
              '@type': 'Place',
              address: { addressLocality: 'Smallville', addressRegion: 'KS', addressCountry: 'US' },
              geo: { latitude: 39.1, longitude: -94.6 },
            },
          ],
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: { '@type': 'QuantitativeValue', minValue: 30.5, maxValue: 40, unitText: 'HOUR' },
          },
          skills: 'Welding, Blueprints',
        },
        {
          '@type': 'JobPosting',
          identifier: 'JP-10',
          title: 'Support Agent',
          industry: 'Customer Success',
          jobLocationType: 'TELECOMMUTE',
          description: '<p>Help customers.</p>',
        },
        'not a job',
      ],
    };
    const [welder, agent, junk] = readImportFile('json', JSON.stringify(feed), NOW);
    expect(welder).toMatchObject({ row: 1, externalId: 'JP-9', errors: {} });
    expect(welder?.input).toMatchObject({
      department: 'Manufacturing',
      jobType: 'contract',
      seniority: 'senior',
      postedAt: '2026-11-01T00:00:00.000Z',
      salary: { min: 31, max: 40, currency: 'EUR', period: 'hour' },
      requiredSkills: ['Welding', 'Blueprints'],
      locations: [
        expect.objectContaining({ city: 'Austin', countryCode: 'US' }),
        // Not in the gazetteer, but with coordinates and a known country: as given.
        { city: 'Smallville', region: 'KS', country: 'US', countryCode: 'US', lat: 39.1, lng: -94.6 },
      ],
    });
    expect(agent).toMatchObject({ externalId: 'JP-10', errors: {} });
    expect(agent?.input).toMatchObject({ isRemote: true, locations: [], department: 'Customer Success' });
    expect(junk).toMatchObject({ row: 3, errors: { item: 'Not a JobPosting object.' } });
  });
});
