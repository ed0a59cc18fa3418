import { describe, expect, it } from 'vitest';
import { normalizePlaceText, placeLabel, resolveCountry, resolvePlace, suggestPlaces } from './gazetteer.js';
import { distanceKm, isValidLatLng, milesToKm } from './geo.js';

const where = (text: string) => {
  const place = resolvePlace(text);
  return place ? `${place.name}|${place.region}|${place.countryCode}` : null;
};

describe('the gazetteer', () => {
  it('resolves a bare city to its most populous namesake', () => {
    expect(where('Berlin')).toBe('Berlin|16|DE');
    expect(where('Paris')).toBe('Paris|11|FR');
    expect(where('london')).toBe('London|ENG|GB');
  });

  it('reads a second part as a country or a region', () => {
    expect(where('berlin, de')).toBe('Berlin|16|DE');
    expect(where('Paris, TX')).toBe('Paris|TX|US');
    expect(where('Paris, Texas')).toBe('Paris|TX|US');
    expect(where('Paris, Tennessee')).toBe('Paris|TN|US');
    expect(where('London, Ontario')).toBe('London|08|CA');
    expect(where('London, ON')).toBe('London|08|CA');
    expect(where('London, UK')).toBe('London|ENG|GB');
    expect(where('Berlin, Germany')).toBe('Berlin|16|DE');
    expect(where('Springfield, IL, USA')).toBe('Springfield|IL|US');
  });

  it('ignores case, accents and punctuation', () => {
    expect(where('MÜNCHEN')).toBe(where('munchen'));
    expect(where('São Paulo')).toBe(where('sao-paulo'));
    expect(normalizePlaceText('  Sankt-Pölten ')).toBe('sankt polten');
  });

  it('answers null for what it does not know, never a guess', () => {
    expect(where('Qwertyvillezz')).toBeNull();
    expect(where('Paris, Narnia')).toBeNull();
    expect(where('')).toBeNull();
    expect(where(',,,')).toBeNull();
    expect(where('a, b, c, d')).toBeNull();
    expect(where("Paris'; DROP TABLE positions; --")).toBeNull();
  });

  it('knows countries by code, English name and common alias', () => {
    expect(resolveCountry('de')).toBe('DE');
    expect(resolveCountry('Germany')).toBe('DE');
    expect(resolveCountry('USA')).toBe('US');
    expect(resolveCountry('zz')).toBeNull();
  });

  it('suggests places by prefix, most populous first, with coordinates', () => {
    const suggestions = suggestPlaces('ber', 5);
    expect(suggestions[0]?.name).toBe('Berlin');
    expect(suggestions).toHaveLength(5);
    expect(isValidLatLng(suggestions[0])).toBe(true);
    expect(suggestPlaces('')).toEqual([]);
    expect(suggestPlaces('zzzzqx')).toEqual([]);
    expect(placeLabel(resolvePlace('Paris, TX')!)).toBe('Paris, TX, US');
  });
});

describe('distances', () => {
  it('measures great-circle distance in kilometres', () => {
    const berlin = resolvePlace('Berlin')!;
    const paris = resolvePlace('Paris')!;
    // Berlin-Paris is about 878 km as the crow flies.
    expect(distanceKm(berlin, paris)).toBeGreaterThan(870);
    expect(distanceKm(berlin, paris)).toBeLessThan(885);
    expect(distanceKm(berlin, berlin)).toBe(0);
    expect(milesToKm(10)).toBeCloseTo(16.09, 2);
  });

  it('accepts only real coordinates', () => {
    expect(isValidLatLng({ lat: 52.5, lng: 13.4 })).toBe(true);
    expect(isValidLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: -181 })).toBe(false);
    expect(isValidLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidLatLng(null)).toBe(false);
  });

  it('knows New York by the names people use for it', () => {
    for (const name of ['New York', 'new york', 'NYC']) {
      const place = resolvePlace(name);
      expect([place?.name, place?.countryCode], name).toEqual(['New York City', 'US']);
    }
  });
});
