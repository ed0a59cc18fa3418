import { describe, expect, it } from 'vitest';
import { parseSearchUrl, type SearchState, searchHref } from '../search-url.js';
import {
  areaCorners,
  isMapSearch,
  mapAreaState,
  mapLocationState,
  markerApiParams,
  parsePoint,
  searchedArea,
  selectedPoint,
} from './map-search.js';

const plain = { commaInValues: false };
const state = (search: string): SearchState => parseSearchUrl({}, search, plain);
const roundTrip = (s: SearchState) => state(searchHref(s, '', plain).replace('/careers', ''));

describe('a pin is a "Map Location" search (spec 2 §4)', () => {
  it('searches the point with distance 0, keeping words and filters and resetting paging and selection', () => {
    const from = state(
      '?query=nurse&location=Berlin&filter_job_type=full-time&filter_distance=25&start=20&pid=7',
    );
    const next = mapLocationState(from, { lat: 52.52, lng: 13.405 });
    expect(next).toMatchObject({
      query: 'nurse',
      location: 'Map Location',
      latlong: '52.52000,13.40500',
      filters: { job_type: ['full-time'], distance: ['0'] },
      start: 0,
      pid: null,
      mapSw: null,
      mapNe: null,
    });
    const href = searchHref(next, '?domain=northwind.example', plain);
    expect(href).toContain('location=Map+Location');
    expect(href).toContain('latlong=52.52000%2C13.40500');
    expect(href).toContain('filter_distance=0');
    expect(href).toContain('domain=northwind.example');
    // The URL reads back as the same map search (a reload or a shared link keeps it).
    expect(roundTrip(next)).toMatchObject({ location: 'Map Location', latlong: '52.52000,13.40500' });
    expect(selectedPoint(roundTrip(next))).toEqual({ lat: 52.52, lng: 13.405 });
  });
});

describe('"Search this area" is a "Map Area" search (spec 2 §4)', () => {
  it('sends the corners of the view and drops the point and the distance', () => {
    const from = state('?query=nurse&location=Map%20Location&latlong=52.5,13.4&filter_distance=0');
    const next = mapAreaState(from, { south: 47.25, west: 5.5, north: 55.1, east: 15.25 });
    expect(next).toMatchObject({
      query: 'nurse',
      location: 'Map Area',
      latlong: null,
      mapSw: '47.25000,5.50000',
      mapNe: '55.10000,15.25000',
      filters: {},
    });
    const href = searchHref(next, '', plain);
    expect(href).toMatch(/location=Map\+Area&map_sw=47\.25000%2C5\.50000&map_ne=55\.10000%2C15\.25000/);
    expect(searchedArea(roundTrip(next))).toEqual({ south: 47.25, west: 5.5, north: 55.1, east: 15.25 });
  });

  it('keeps the corners within ±90 and ±180: the map draws the world once, beyond it is empty', () => {
    expect(areaCorners({ south: -95, west: -250, north: 95, east: 250 })).toEqual({
      sw: '-90.00000,-180.00000',
      ne: '90.00000,180.00000',
    });
    expect(areaCorners({ south: -20, west: 170, north: 10, east: 200 })).toEqual({
      sw: '-20.00000,170.00000',
      ne: '10.00000,180.00000',
    });
    expect(areaCorners({ south: 0, west: -190, north: 1, east: -170 })).toEqual({
      sw: '0.00000,-180.00000',
      ne: '1.00000,-170.00000',
    });
  });
});

describe('markerApiParams', () => {
  it('asks for the markers of the search without paging and sort', () => {
    expect(
      markerApiParams(
        state('?query=nurse&location=Berlin&start=20&sort_by=date&filter_job_type=full-time'),
        plain,
      ),
    ).toEqual({
      query: 'nurse',
      location: 'Berlin',
      filter_job_type: 'full-time',
    });
  });

  it('keeps the markers of the search a map search came from, so the map keeps its other places', () => {
    const before = markerApiParams(state('?query=nurse&filter_job_type=full-time'), plain);
    const point = state(
      '?query=nurse&location=Map%20Location&latlong=52.5,13.4&filter_distance=0&filter_job_type=full-time',
    );
    const area = state('?query=nurse&location=Map%20Area&map_sw=1,2&map_ne=3,4&filter_job_type=full-time');
    expect(isMapSearch(point) && isMapSearch(area)).toBe(true);
    expect(markerApiParams(point, plain)).toEqual(before);
    expect(markerApiParams(area, plain)).toEqual(before);
  });

  it('keeps a current-location search as it is (the markers near the visitor)', () => {
    expect(markerApiParams(state('?location=current%20location&latlong=52.5,13.4'), plain)).toMatchObject({
      location: 'current location',
      latlong: '52.5,13.4',
    });
  });
});

describe('parsePoint', () => {
  it('reads "lat,lng" and rejects anything else (spec 2 §5)', () => {
    expect(parsePoint('52.5, 13.4')).toEqual({ lat: 52.5, lng: 13.4 });
    expect(parsePoint('91,0')).toBeNull();
    expect(parsePoint('1,2,3')).toBeNull();
    expect(parsePoint('x,y')).toBeNull();
    expect(parsePoint(null)).toBeNull();
  });

  it('selects nothing unless the search is a Map Location one', () => {
    expect(selectedPoint(state('?location=current%20location&latlong=52.5,13.4'))).toBeNull();
    expect(searchedArea(state('?location=Berlin'))).toBeNull();
  });
});
