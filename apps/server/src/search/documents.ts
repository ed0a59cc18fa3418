import { createHash } from 'node:crypto';
import { isPositionOpen, type Locale, type Position, type PositionLocation } from '@portico/contracts';

/**
 * What the search index stores for a position: its key, filter tokens, text and a compact payload that
 * scans return so facets, distances and map markers can be computed without touching the positions table.
 */

/**
 * The version of what the index holds for a position (its text, tokens and payload). Raise it with any
 * change to them: a server that starts on an index of an older format indexes every position again.
 * 2: symbol-bearing skills as words (words.ts), title and skills in the payload (ranking).
 * 3: the tenant's language (languages.ts): its stemmer and configuration, CJK text as character pairs.
 */
export const SEARCH_FORMAT = 3;

/** Ids must fit the low bits of a doc key. */
export const DOC_ID_BITS = 27;
const ID_SPAN = 2 ** DOC_ID_BITS;
const EPOCH_2000_MS = Date.UTC(2000, 0, 1);
/** Minutes since 2000 fit 25 bits until 2063; key = minute × 2^27 + id stays below 2^52. */
const MAX_MINUTE = 2 ** 25 - 1;

function postedMinute(iso: string): number {
  const minute = Math.floor((Date.parse(iso) - EPOCH_2000_MS) / 60_000);
  return Math.max(0, Math.min(MAX_MINUTE, minute));
}

/** Newest first is descending key order; two positions posted in the same minute order by id. */
export function docKey(positionId: number, postedAt: string): number {
  if (!Number.isSafeInteger(positionId) || positionId <= 0 || positionId >= ID_SPAN) {
    throw new RangeError(`position id ${positionId} does not fit the search key`);
  }
  return postedMinute(postedAt) * ID_SPAN + positionId;
}

export function positionIdOfKey(key: number): number {
  return key % ID_SPAN;
}

/** The smallest key of a position posted at or after `iso` (date-posted filter). */
export function minKeyPostedSince(iso: string): number {
  return postedMinute(iso) * ID_SPAN;
}

export function postedMsOfKey(key: number): number {
  return EPOCH_2000_MS + Math.floor(key / ID_SPAN) * 60_000;
}

/**
 * Filter tokens are words of one fixed shape ("zz" + kind + 12 hex digits + "0"), indexed beside the text
 * so the full-text engine intersects filters with keywords itself; a typed word of that shape is searched
 * in the text only (text-query.ts), so it never acts as a filter. Hashing keeps any department name or city a single
 * token; 48 bits make a collision between two values of one tenant practically impossible.
 */
export function filterToken(kind: string, value: string): string {
  const hash = createHash('sha1').update(`${kind}\u0000${value.toLowerCase()}`).digest('hex').slice(0, 12);
  // Ends in a digit, so no stemmer ever shortens it.
  return `zz${kind}${hash}0`;
}

/** The shape of every filter token: typed words of this shape are kept to the text (text-query.ts). */
const FILTER_TOKEN = /^zz[a-z][0-9a-f]{12}0$/;

export function looksLikeFilterToken(word: string): boolean {
  return FILTER_TOKEN.test(word);
}

export const tokens = {
  tenant: (tenantId: string) => filterToken('t', tenantId),
  department: (d: string) => filterToken('d', d),
  jobType: (j: string) => filterToken('j', j),
  seniority: (s: string) => filterToken('s', s),
  remote: (remote: boolean) => filterToken('r', remote ? '1' : '0'),
  city: (city: string, countryCode: string) => filterToken('c', `${city}|${countryCode}`),
  country: (countryCode: string) => filterToken('n', countryCode),
  /** Grid cells of 1° and 10° for radius and map-area searches; exact distances are checked after. */
  cell1: (lat: number, lng: number) => filterToken('g', `${Math.floor(lat)},${Math.floor(lng)}`),
  cell10: (lat: number, lng: number) => filterToken('h', `${Math.floor(lat / 10)},${Math.floor(lng / 10)}`),
};

/** A position's place as the payload carries it. */
export interface DocPlace {
  city: string;
  region: string;
  countryCode: string;
  country: string;
  lat: number;
  lng: number;
}

/** The decoded payload: everything a scan needs for filters, facets, distance and markers. */
export interface DocPayload {
  department: string;
  jobType: string;
  seniority: string;
  isRemote: boolean;
  places: DocPlace[];
  /** The title as written: what relevance is ranked by (search/rank.ts). */
  title: string;
  /** The required and preferred skills as written, each list joined by `SKILL_SEPARATOR` (split when ranked). */
  required: string;
  preferred: string;
}

/** Separates the skills of `DocPayload.required` and `preferred` (no skill contains it). */
export const SKILL_SEPARATOR = '|';

const FIELD = '\t';
const PLACE = '\u001e';
const PART = SKILL_SEPARATOR;
const clean = (s: string) => s.split(FIELD).join(' ').split(PLACE).join(' ').split(PART).join(' ');

export function encodePayload(p: DocPayload): string {
  const places = p.places
    .map((l) => [l.city, l.region, l.countryCode, l.country, l.lat, l.lng].map(String).map(clean).join(PART))
    .join(PLACE);
  return [
    clean(p.department),
    p.jobType,
    p.seniority,
    p.isRemote ? '1' : '0',
    places,
    clean(p.title),
    p.required,
    p.preferred,
  ].join(FIELD);
}

/**
 * Decoded places by their encoded text. A search decodes thousands of payloads and a catalogue has few
 * distinct places, so each is parsed once per process (bounded: cleared when it grows past the limit).
 * The cached objects are shared between payloads and never changed (nor are the payloads below).
 */
const placeCache = new Map<string, DocPlace>();
const DECODE_CACHE_LIMIT = 50_000;

function decodePlace(entry: string): DocPlace {
  let place = placeCache.get(entry);
  if (!place) {
    const [city = '', region = '', countryCode = '', country = '', lat = '0', lng = '0'] = entry.split(PART);
    place = { city, region, countryCode, country, lat: Number(lat), lng: Number(lng) };
    if (placeCache.size >= DECODE_CACHE_LIMIT) placeCache.clear();
    placeCache.set(entry, place);
  }
  return place;
}

/**
 * Decoded payloads by the text of their filter fields (department, type, level, remote, places), for the same
 * reason: a catalogue has few distinct combinations, a lookup costs less than splitting and allocating again
 * (and leaves less garbage). The title and skills, which differ from position to position, are only sliced
 * off the text.
 */
const payloadCache = new Map<string, Omit<DocPayload, 'title' | 'required' | 'preferred'>>();

export function decodePayload(text: string): DocPayload {
  let end = -1;
  for (let i = 0; i < 5; i++) {
    end = text.indexOf(FIELD, end + 1);
    if (end < 0) break;
  }
  const filters = end < 0 ? text : text.slice(0, end);
  let base = payloadCache.get(filters);
  if (!base) {
    const [department = '', jobType = '', seniority = '', remote = '0', places = ''] = filters.split(FIELD);
    base = {
      department,
      jobType,
      seniority,
      isRemote: remote === '1',
      places: places ? places.split(PLACE).map(decodePlace) : [],
    };
    if (payloadCache.size >= DECODE_CACHE_LIMIT) payloadCache.clear();
    payloadCache.set(filters, base);
  }
  // The three text fields by index, not by splitting: this runs for every row a search reads.
  const a = end < 0 ? -1 : text.indexOf(FIELD, end + 1);
  const b = a < 0 ? -1 : text.indexOf(FIELD, a + 1);
  // One literal of one shape for every payload, so the code reading payloads stays monomorphic.
  return {
    department: base.department,
    jobType: base.jobType,
    seniority: base.seniority,
    isRemote: base.isRemote,
    places: base.places,
    title: end < 0 ? '' : text.slice(end + 1, a < 0 ? undefined : a),
    required: a < 0 ? '' : text.slice(a + 1, b < 0 ? undefined : b),
    preferred: b < 0 ? '' : text.slice(b + 1),
  };
}

export interface IndexPlace {
  token: string;
  lat: number;
  lng: number;
}

/** Everything an index implementation writes for one position. */
export interface IndexDoc {
  key: number;
  positionId: number;
  tenantId: string;
  validThrough: string | null;
  /** Filter tokens except the tenant (SQLite adds its tenant token itself; PostgreSQL has a column). */
  filterTokens: string[];
  /**
   * The tenant's language (its default language): each engine indexes the text with its rules
   * (languages.ts `indexTextFor`).
   */
  language: Locale;
  /** Title, skills and description as plain text. */
  title: string;
  skills: string;
  body: string;
  payload: string;
  /** Its distinct places as `search_places` counts them: the city token and the coordinates. */
  places: IndexPlace[];
  /** Titles and skills for suggestions. */
  terms: { kind: 'title' | 'skill'; text: string }[];
}

/** Plain text of sanitised description HTML: tags become spaces, the few entities we emit are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, e: string) =>
      e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'apos' ? "'" : ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

function placeTokens(l: PositionLocation): string[] {
  return [
    tokens.city(l.city, l.countryCode),
    tokens.country(l.countryCode),
    tokens.cell1(l.lat, l.lng),
    tokens.cell10(l.lat, l.lng),
  ];
}

/** Listed positions only (open and public): archived, expired and private ones are never in the index. */
export function isListed(p: Position, at: Date): boolean {
  return p.publishedAt !== null && !p.isPrivate && isPositionOpen(p, at);
}

/** The filter tokens of a position (all but the tenant's). */
export function filterTokensOf(p: Position): string[] {
  const filterTokens = new Set<string>([
    tokens.department(p.department),
    tokens.jobType(p.jobType),
    tokens.seniority(p.seniority),
    tokens.remote(p.isRemote),
  ]);
  for (const l of p.locations) for (const t of placeTokens(l)) filterTokens.add(t);
  return [...filterTokens];
}

/** The payload of a position (see DocPayload). */
export function payloadOf(p: Position): string {
  return encodePayload({
    department: p.department,
    jobType: p.jobType,
    seniority: p.seniority,
    isRemote: p.isRemote,
    places: p.locations,
    title: p.title,
    required: p.requiredSkills.map(clean).join(SKILL_SEPARATOR),
    preferred: p.preferredSkills.map(clean).join(SKILL_SEPARATOR),
  });
}

/** A listed position as the index stores it, in a tenant whose positions are written in `language`. */
export function toIndexDoc(p: Position, language: Locale): IndexDoc {
  const skills = [...p.requiredSkills, ...p.preferredSkills];
  const places = new Map<string, IndexPlace>();
  for (const l of p.locations) {
    const token = tokens.city(l.city, l.countryCode);
    places.set(`${token} ${l.lat} ${l.lng}`, { token, lat: l.lat, lng: l.lng });
  }
  return {
    key: docKey(p.id, p.postedAt),
    positionId: p.id,
    tenantId: p.tenantId,
    validThrough: p.validThrough,
    filterTokens: filterTokensOf(p),
    language,
    title: p.title,
    skills: skills.join(' ; '),
    body: htmlToText(p.description),
    payload: payloadOf(p),
    places: [...places.values()],
    terms: [
      { kind: 'title', text: p.title },
      ...[...new Set(skills)].map((text) => ({ kind: 'skill' as const, text })),
    ],
  };
}
