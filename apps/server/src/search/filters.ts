import { DATE_POSTED_OPTIONS, type FilterConfig, type FilterParams } from '@portico/contracts';
import type { DocPayload, DocPlace } from './documents.js';
import { tokens } from './documents.js';

/**
 * The tenant's configured filters (spec 2 §3-§4) as the search applies them: which position field each
 * name filters, how a value becomes index tokens, how a document is tested, and which values a document
 * counts toward in the facets.
 */

export type FilterField = 'department' | 'jobType' | 'seniority' | 'isRemote' | 'location' | 'postedAt';

/** Filter names of the configuration and the position field each one filters. */
const FIELD_BY_NAME: Readonly<Record<string, FilterField>> = {
  department: 'department',
  job_type: 'jobType',
  seniority: 'seniority',
  is_remote: 'isRemote',
  location: 'location',
  posted_at: 'postedAt',
};

export interface ActiveFilter {
  config: FilterConfig;
  field: FilterField;
  /** Canonical values as the facets name them (e.g. "full-time", "Seattle (US)", "7"). */
  values: string[];
}

/** "Seattle (US)": a place as a location filter value (no comma, so it survives comma-separated lists). */
export function placeValue(city: string, countryCode: string): string {
  return `${city} (${countryCode})`;
}

/**
 * placeValue of a decoded place, remembered per place object: decoded places are shared between payloads
 * (documents.ts), and facets ask for the value of every place of thousands of documents per search.
 */
const placeValues = new WeakMap<DocPlace, string>();
export function placeValueOf(place: DocPlace): string {
  let value = placeValues.get(place);
  if (value === undefined) {
    value = placeValue(place.city, place.countryCode);
    placeValues.set(place, value);
  }
  return value;
}

function parsePlaceValue(value: string): { city: string; countryCode: string } | null {
  const m = /^(.+) \(([A-Za-z]{2})\)$/.exec(value.trim());
  return m ? { city: (m[1] as string).trim(), countryCode: (m[2] as string).toUpperCase() } : null;
}

const normalizeName = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** Every filter the tenant configured (smart filters first), once each, with the field it filters. */
export function configuredFilters(
  smart: readonly FilterConfig[],
  all: readonly FilterConfig[],
): { config: FilterConfig; field: FilterField }[] {
  const seen = new Set<string>();
  const out: { config: FilterConfig; field: FilterField }[] = [];
  for (const config of [...smart, ...all]) {
    const field = FIELD_BY_NAME[config.filterName];
    if (!field || seen.has(config.filterName)) continue;
    seen.add(config.filterName);
    out.push({ config, field });
  }
  return out;
}

/**
 * The tenant's filters a request's `filter_{name}` parameters choose (read by the contracts' filter grammar,
 * `readFilterParams`): a filter may be named by its filterName or its display name (any case, spaces,
 * hyphens or underscores), and values may be given by their label. Unknown filters go to `extra`
 * (the distance and marker filters are read from there); unknown values are dropped (the answer's
 * appliedFilters says what was used).
 */
export function resolveFilterParams(
  params: Readonly<FilterParams>,
  filters: readonly { config: FilterConfig; field: FilterField }[],
): { active: ActiveFilter[]; extra: Map<string, string[]> } {
  const byName = new Map<string, { config: FilterConfig; field: FilterField }>();
  for (const f of filters) {
    byName.set(normalizeName(f.config.filterName), f);
    byName.set(normalizeName(f.config.displayName), f);
  }
  const collected = new Map<
    string,
    { filter: { config: FilterConfig; field: FilterField }; values: string[] }
  >();
  const extra = new Map<string, string[]>();
  for (const [name, values] of Object.entries(params)) {
    const filter = byName.get(normalizeName(name));
    if (!filter) {
      extra.set(name, values);
      continue;
    }
    const entry = collected.get(filter.config.filterName) ?? { filter, values: [] };
    entry.values.push(...values);
    collected.set(filter.config.filterName, entry);
  }
  const active: ActiveFilter[] = [];
  for (const { filter, values } of collected.values()) {
    const canonical = canonicalValues(filter.config, filter.field, values);
    if (canonical.length > 0) active.push({ ...filter, values: canonical });
  }
  return { active, extra };
}

function canonicalValues(config: FilterConfig, field: FilterField, values: string[]): string[] {
  const byLabel = new Map(
    Object.entries(config.labelMap).map(([value, label]) => [label.toLowerCase(), value]),
  );
  const out = new Set<string>();
  for (const v of values) {
    const value = byLabel.get(v.toLowerCase()) ?? v;
    switch (field) {
      case 'isRemote':
        if (value === 'true' || value === 'false') out.add(value);
        break;
      case 'postedAt':
        if ((DATE_POSTED_OPTIONS as readonly number[]).includes(Number(value)))
          out.add(String(Number(value)));
        break;
      case 'location': {
        const place = parsePlaceValue(value);
        if (place) out.add(placeValue(place.city, place.countryCode));
        break;
      }
      case 'jobType':
      case 'seniority':
        out.add(value.toLowerCase());
        break;
      default:
        out.add(value);
    }
  }
  return [...out];
}

/** Index tokens of a multiselect value (one of them must match); null for the date filter. */
export function valueTokens(field: FilterField, value: string): string | null {
  switch (field) {
    case 'department':
      return tokens.department(value);
    case 'jobType':
      return tokens.jobType(value);
    case 'seniority':
      return tokens.seniority(value);
    case 'isRemote':
      return tokens.remote(value === 'true');
    case 'location': {
      const place = parsePlaceValue(value);
      return place ? tokens.city(place.city, place.countryCode) : null;
    }
    case 'postedAt':
      return null;
  }
}

/** The widest date range chosen, in days (several date options mean "any of them"). */
export function postedWithinDays(filter: ActiveFilter): number {
  return Math.max(...filter.values.map(Number));
}

/** The fields a document has exactly one value of. */
export type SingleValueField = 'department' | 'jobType' | 'seniority' | 'isRemote';

/** A document's value of a single-valued field: no array per call, since searches ask it per document. */
export function docValue(field: SingleValueField, doc: DocPayload): string {
  switch (field) {
    case 'department':
      return doc.department;
    case 'jobType':
      return doc.jobType;
    case 'seniority':
      return doc.seniority;
    case 'isRemote':
      return doc.isRemote ? 'true' : 'false';
  }
}

/** The values a document counts toward in a facet (the date facet is counted separately). */
export function docValues(field: FilterField, doc: DocPayload): string[] {
  switch (field) {
    case 'location':
      if (doc.places.length === 1) return [placeValueOf(doc.places[0] as DocPlace)];
      return [...new Set(doc.places.map(placeValueOf))];
    case 'postedAt':
      return [];
    default:
      return [docValue(field, doc)];
  }
}
