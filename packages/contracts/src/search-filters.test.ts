import { describe, expect, it } from 'vitest';
import { SEARCH_FILTER_VALUE_MAX_LENGTH, SEARCH_MAX_FILTER_VALUES } from './search-constants.js';
import { FILTER_PREFIX, readFilterParams, writeFilterParams } from './search-filters.js';

const commas = { commaInValues: false };
const ownParams = { commaInValues: true };
const read = (query: string, opts = commas) => readFilterParams(new URLSearchParams(query), opts);

describe('the filter_* grammar', () => {
  it('reads comma-separated values, trimmed, once each, from repeated parameters too', () => {
    expect(read('filter_department=Sales,%20Support,,Sales&filter_department=People&query=x')).toEqual({
      department: ['Sales', 'Support', 'People'],
    });
    // The name as written: which filter it means (a display name, another case) is the server's to decide.
    expect(read('filter_Job%20type=Full-time')).toEqual({ 'Job type': ['Full-time'] });
  });

  it('keeps commas inside values when the tenant allows them: each value is its own parameter', () => {
    expect(read('filter_department=Research,%20Development&filter_department=Sales', ownParams)).toEqual({
      department: ['Research, Development', 'Sales'],
    });
  });

  it('reads marker values as place:::lat,long pairs whatever the tenant allows', () => {
    const query = `filter_latlong_remote=${encodeURIComponent('Berlin:::52.52,13.40,48.85, 2.35,abc')}`;
    for (const opts of [commas, ownParams]) {
      expect(read(query, opts)).toEqual({ latlong_remote: ['Berlin:::52.52,13.40', '48.85, 2.35'] });
    }
  });

  it('leaves out empty filters, bare prefixes, values that are too long, and values past the limit', () => {
    const long = 'x'.repeat(SEARCH_FILTER_VALUE_MAX_LENGTH + 1);
    expect(read(`filter_=a&filter_empty=,,&filter_long=${long}`)).toEqual({});
    const many = Array.from({ length: SEARCH_MAX_FILTER_VALUES + 5 }, (_, i) => `v${i}`).join(',');
    expect(read(`filter_many=${many}`).many).toHaveLength(SEARCH_MAX_FILTER_VALUES);
  });

  it('writes names and values sorted, so one choice of filters is one address, and reads back what it wrote', () => {
    const filters = { job_type: ['part-time', 'full-time'], department: ['Sales'], none: [] };
    expect(writeFilterParams(filters, commas)).toEqual([
      [`${FILTER_PREFIX}department`, 'Sales'],
      [`${FILTER_PREFIX}job_type`, 'full-time,part-time'],
    ]);
    expect(writeFilterParams(filters, ownParams)).toEqual([
      ['filter_department', 'Sales'],
      ['filter_job_type', 'full-time'],
      ['filter_job_type', 'part-time'],
    ]);
    for (const opts of [commas, ownParams]) {
      expect(readFilterParams(writeFilterParams(filters, opts), opts)).toEqual({
        department: ['Sales'],
        job_type: ['full-time', 'part-time'],
      });
    }
  });
});
