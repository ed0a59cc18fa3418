import { describe, expect, it } from 'vitest';
import { preferencesSearchPath, splitList } from './search-href.js';

const BERLIN = { city: 'Berlin', region: '', country: 'Germany', countryCode: 'DE', lat: 52.52, lng: 13.4 };

describe('the search after onboarding', () => {
  it('opens with the first title, the first place, remote only and the job types', () => {
    const path = preferencesSearchPath({
      titles: ['Data Engineer', 'Analyst'],
      locations: [BERLIN],
      remote: 'remote',
      jobTypes: ['full-time', 'contract'],
      salary: null,
    });
    const url = new URL(path, 'http://x.invalid');
    expect(url.pathname).toBe('/careers');
    expect(url.searchParams.get('query')).toBe('Data Engineer');
    expect(url.searchParams.get('location')).toBe('Berlin, Germany');
    expect(url.searchParams.getAll('filter_is_remote')).toEqual(['true']);
    expect(url.searchParams.getAll('filter_job_type')).toEqual(['full-time', 'contract']);
  });

  it('adds no remote filter for hybrid or no preference, and is the plain search without preferences', () => {
    expect(
      preferencesSearchPath({ titles: [], locations: [], remote: 'hybrid', jobTypes: [], salary: null }),
    ).toBe('/careers');
    expect(preferencesSearchPath(null)).toBe('/careers');
  });

  it('reads a typed list: trimmed, empty pieces dropped, each once', () => {
    expect(splitList(' Data Engineer,, analyst , Analyst ')).toEqual(['Data Engineer', 'analyst']);
    expect(splitList('Berlin, Germany\n\nParis, France\n', '\n')).toEqual([
      'Berlin, Germany',
      'Paris, France',
    ]);
  });
});
