import { describe, expect, it } from 'vitest';
import {
  newSearch,
  parseSearchUrl,
  readSpaces,
  searchApiParams,
  searchHref,
  withFilters,
} from './search-url.js';

const plain = { commaInValues: false };

describe('parseSearchUrl', () => {
  it('reads query, location, paging, sort, filters and the chosen position', () => {
    const state = parseSearchUrl(
      {},
      '?query=data-engineer&location=new_york&start=20&sort_by=date&filter_department=Engineering,Data&pid=42-x',
      plain,
    );
    expect(state).toMatchObject({
      query: 'data engineer',
      location: 'new york',
      start: 20,
      sortBy: 'date',
      filters: { department: ['Engineering', 'Data'] },
      pid: 42,
    });
  });

  it('reads the short path form, with parameters winning', () => {
    expect(parseSearchUrl({ query: 'nurse', location: 'paris-tx' }, '', plain)).toMatchObject({
      query: 'nurse',
      location: 'paris tx',
    });
    expect(parseSearchUrl({ query: 'nurse' }, '?query=chef', plain).query).toBe('chef');
  });

  it('keeps commas inside values when the tenant allows them (values are repeated parameters)', () => {
    const search = '?filter_location=Paris,%20TX&filter_location=Berlin';
    expect(parseSearchUrl({}, search, { commaInValues: true }).filters.location).toEqual([
      'Paris, TX',
      'Berlin',
    ]);
    expect(parseSearchUrl({}, search, plain).filters.location).toEqual(['Paris', 'TX', 'Berlin']);
  });

  it('treats Map Location and Map Area without their point or bounds as no location', () => {
    expect(parseSearchUrl({}, '?location=Map%20Location', plain).location).toBe('');
    expect(parseSearchUrl({}, '?location=Map%20Area', plain).location).toBe('');
    const point = parseSearchUrl({}, '?location=Map%20Location&latlong=52.5,13.4&filter_distance=0', plain);
    expect(point).toMatchObject({
      location: 'Map Location',
      latlong: '52.5,13.4',
      filters: { distance: ['0'] },
    });
    const area = parseSearchUrl({}, '?location=Map%20Area&map_sw=1,2&map_ne=3,4', plain);
    expect(area).toMatchObject({ location: 'Map Area', mapSw: '1,2', mapNe: '3,4' });
  });

  it('drops a distance of 0 away from a map point, and ignores nonsense', () => {
    const state = parseSearchUrl(
      {},
      '?location=Berlin&filter_distance=0&start=-5&sort_by=best&pid=abc&filter_=x',
      plain,
    );
    expect(state).toMatchObject({ filters: {}, start: 0, sortBy: null, pid: null });
    expect(parseSearchUrl({}, '?start=99999999', plain).start).toBe(9999);
    expect(parseSearchUrl({}, '?latlong=north', plain).latlong).toBeNull();
  });
});

describe('searchHref and searchApiParams', () => {
  const state = parseSearchUrl(
    {},
    '?query=chef&location=Lyon&filter_job_type=full-time,part-time&start=10',
    plain,
  );

  it('writes the canonical page address and keeps the carried parameters only', () => {
    expect(searchHref(state, '?domain=contoso.example&utm_source=mail&query=old&unknown=1', plain)).toBe(
      '/careers?domain=contoso.example&utm_source=mail&query=chef&location=Lyon&filter_job_type=full-time%2Cpart-time&start=10',
    );
    expect(searchHref({ ...state, query: '', location: '', filters: {}, start: 0 }, '', plain)).toBe(
      '/careers',
    );
  });

  it('round-trips through parseSearchUrl', () => {
    const href = searchHref({ ...state, pid: 7, sortBy: 'date' }, '', plain);
    expect(parseSearchUrl({}, href.slice(href.indexOf('?')), plain)).toEqual({
      ...state,
      pid: 7,
      sortBy: 'date',
    });
  });

  it('sends filters joined by commas, or repeated when commas are allowed', () => {
    expect(searchApiParams(state, plain)).toMatchObject({
      filter_job_type: 'full-time,part-time',
      start: 10,
    });
    expect(searchApiParams(state, { commaInValues: true }).filter_job_type).toEqual([
      'full-time',
      'part-time',
    ]);
  });
});

describe('state transitions of spec 2 §4', () => {
  const state = parseSearchUrl({}, '?query=chef&location=Lyon&sort_by=date&start=30&pid=5&filter_x=a', plain);

  it('a filter change resets paging and the selection', () => {
    expect(withFilters(state, { x: ['b'] })).toMatchObject({
      filters: { x: ['b'] },
      start: 0,
      pid: null,
      sortBy: 'date',
    });
  });

  it('a new search starts at the first page and keeps the sort only for the same query and location', () => {
    expect(newSearch(state, 'chef', 'Lyon')).toMatchObject({
      start: 0,
      pid: null,
      sortBy: 'date',
      filters: { x: ['a'] },
    });
    expect(newSearch(state, 'cook', 'Lyon').sortBy).toBeNull();
    expect(newSearch(state, 'chef', 'Paris').sortBy).toBeNull();
  });
});

describe('readSpaces', () => {
  it('reads hyphens and underscores as spaces', () => {
    expect(readSpaces('  senior--data_engineer ')).toBe('senior data engineer');
  });
});
