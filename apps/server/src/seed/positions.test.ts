import { positionInputSchema } from '@portico/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTOSO_CITIES, NORTHWIND_CITIES, type Place, resolveCities } from './cities.js';
import { DEPARTMENTS } from './job-catalogue.js';
import {
  CONTOSO_PROFILE,
  DEMO_SEED,
  generatePositions,
  NORTHWIND_PROFILE,
  POSTED_WITHIN_DAYS,
} from './positions.js';
import { createRandom, mulberry32 } from './random.js';

const NOW = new Date('2026-11-22T03:00:00.000Z');
const DAY_MS = 86_400_000;

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('samples distinct items', () => {
    const rnd = createRandom(1);
    const picked = rnd.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });
});

describe('resolveCities', () => {
  it('takes names and coordinates from GeoNames, choosing the most populous match', () => {
    const [portland, seattle] = resolveCities([
      { name: 'Portland', countryCode: 'US', region: 'Oregon', continent: 'North America' },
      { name: 'Seattle', countryCode: 'US', region: 'Washington', continent: 'North America' },
    ]);
    // Portland, Oregon is larger than Portland, Maine.
    expect(portland!.lng).toBeLessThan(-120);
    expect(seattle).toMatchObject({ city: 'Seattle', country: 'United States', countryCode: 'US' });
    expect(seattle!.lat).toBeCloseTo(47.6, 1);
  });

  it('refuses a city that is not in the data', () => {
    expect(() =>
      resolveCities([{ name: 'Atlantis', countryCode: 'GR', region: '', continent: 'Europe' }]),
    ).toThrow(/Atlantis/);
  });
});

describe('generatePositions', () => {
  let nwPlaces: Place[];
  let coPlaces: Place[];
  beforeAll(() => {
    nwPlaces = resolveCities(NORTHWIND_CITIES);
    coPlaces = resolveCities(CONTOSO_CITIES);
  });

  const northwind = () =>
    generatePositions(NORTHWIND_PROFILE, {
      seed: DEMO_SEED,
      now: NOW,
      open: 2400,
      archived: 100,
      places: nwPlaces,
    });

  it('is deterministic: the same seed gives the same positions, another seed different ones', () => {
    const first = northwind();
    expect(northwind()).toEqual(first);
    const other = generatePositions(NORTHWIND_PROFILE, {
      seed: DEMO_SEED + 1,
      now: NOW,
      open: 2400,
      archived: 100,
      places: nwPlaces,
    });
    expect(other).not.toEqual(first);
    expect(other.map((p) => p.title)).not.toEqual(first.map((p) => p.title));
  });

  it('gives Northwind what DEMO.md promises', () => {
    const all = northwind();
    expect(all).toHaveLength(2500);
    expect(all.filter((p) => p.archivedAt).length).toBe(100);
    expect(all.slice(0, 2400).every((p) => !p.archivedAt)).toBe(true);

    const cities = new Set(all.flatMap((p) => p.locations ?? []).map((l) => `${l.city}|${l.countryCode}`));
    expect(cities.size).toBeGreaterThanOrEqual(60);
    const continents = new Set(
      all.flatMap((p) => p.locations ?? []).map((l) => nwPlaces.find((x) => x.city === l.city)!.continent),
    );
    expect(continents.size).toBe(6);

    const remoteShare = all.filter((p) => p.isRemote).length / all.length;
    expect(remoteShare).toBeGreaterThan(0.12);
    expect(remoteShare).toBeLessThan(0.18);

    expect(new Set(all.map((p) => p.department)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((p) => p.jobType))).toEqual(
      new Set(['full-time', 'part-time', 'contract', 'internship', 'temporary']),
    );
    expect(all.filter((p) => p.salary).length / all.length).toBeGreaterThan(0.75);
    expect(all.some((p) => p.isPrivate)).toBe(true);
    expect(all.filter((p) => p.isPrivate).length / all.length).toBeLessThan(0.1);
  });

  it('writes valid positions with recent dates, local currencies and several paragraphs', () => {
    const all = northwind();
    for (const p of all) {
      const parsed = positionInputSchema.safeParse(p);
      if (!parsed.success) throw new Error(`${p.title}: ${parsed.error.message}`);
      const posted = Date.parse(p.postedAt);
      expect(NOW.getTime() - posted).toBeLessThan(POSTED_WITHIN_DAYS * DAY_MS);
      expect(posted).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(p.validThrough!)).toBeGreaterThan(NOW.getTime());
      if (p.archivedAt) expect(Date.parse(p.archivedAt)).toBeLessThanOrEqual(NOW.getTime());
      expect((p.description.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(p.description).toContain('<h3>');
      expect(p.description).toContain('<ul>');
      expect(p.requiredSkills!.length).toBeGreaterThanOrEqual(3);
      if (!p.isRemote) expect(p.locations!.length).toBeGreaterThan(0);
      if (p.salary) expect(p.salary.min).toBeLessThanOrEqual(p.salary.max);
    }
    const inJapan = all.find((p) => p.salary && p.locations?.[0]?.countryCode === 'JP');
    expect(inJapan?.salary?.currency).toBe('JPY');
    const inGermany = all.find((p) => p.salary && p.locations?.[0]?.countryCode === 'DE');
    expect(inGermany?.salary?.currency).toBe('EUR');
  });

  it('uses skills that belong to the role', () => {
    const all = northwind();
    for (const p of all.slice(0, 200)) {
      const dept = DEPARTMENTS.find((d) => d.name === p.department)!;
      const pool = new Set(dept.roles.flatMap((r) => r.required));
      for (const s of p.requiredSkills!) expect(pool.has(s)).toBe(true);
    }
  });

  it('gives Contoso 600 positions in 15 cities of Europe and North America, some remote', () => {
    const all = generatePositions(CONTOSO_PROFILE, {
      seed: DEMO_SEED + 1,
      now: NOW,
      open: 600,
      places: coPlaces,
    });
    expect(all).toHaveLength(600);
    const cities = new Set(all.flatMap((p) => p.locations ?? []).map((l) => l.city));
    expect(cities.size).toBe(15);
    for (const place of coPlaces) expect(['Europe', 'North America']).toContain(place.continent);
    const remote = all.filter((p) => p.isRemote).length;
    expect(remote).toBeGreaterThan(20);
    expect(remote).toBeLessThan(150);
    expect(all.every((p) => p.description.includes('Contoso'))).toBe(true);
    expect(all.some((p) => p.description.includes('Northwind'))).toBe(false);
  });
});
