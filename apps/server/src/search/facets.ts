import { DATE_POSTED_OPTIONS, type FilterDef } from '@portico/contracts';
import { type DocPayload, minKeyPostedSince, postedMsOfKey } from './documents.js';
import {
  type ActiveFilter,
  docValue,
  docValues,
  type FilterField,
  placeValueOf,
  postedWithinDays,
} from './filters.js';

/** A scanned document: its key (newest-first order) and decoded payload. */
export interface ScannedDoc {
  key: number;
  doc: DocPayload;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** localeCompare's order, with the collator built once instead of per comparison (hundreds of places). */
const byLabel = new Intl.Collator();
const MAX_LOCATION_OPTIONS = 100;
/** Labels of the date-posted options when the tenant's labelMap does not name them. */
const DATE_LABELS: Readonly<Record<string, string>> = {
  '1': 'Past 24 hours',
  '3': 'Past 3 days',
  '7': 'Past week',
  '14': 'Past 2 weeks',
  '30': 'Past month',
};

/** An active filter compiled once per search into a test on scanned documents. */
export interface CompiledFilter {
  name: string;
  test: (d: ScannedDoc) => boolean;
}

export function compileFilters(active: readonly ActiveFilter[], now: Date): CompiledFilter[] {
  return active.map((filter) => {
    if (filter.field === 'postedAt') {
      const since = new Date(now.getTime() - postedWithinDays(filter) * DAY_MS).toISOString();
      const minKey = minKeyPostedSince(since);
      return { name: filter.config.filterName, test: (d) => d.key >= minKey };
    }
    const wanted = new Set(filter.values.map((v) => v.toLowerCase()));
    // A search tests thousands of documents against a few distinct values: each value is lowercased and
    // looked up once per search, not once per document.
    const known = new Map<string, boolean>();
    const matches = (v: string) => {
      let hit = known.get(v);
      if (hit === undefined) {
        hit = wanted.has(v.toLowerCase());
        known.set(v, hit);
      }
      return hit;
    };
    const field = filter.field;
    return {
      name: filter.config.filterName,
      test:
        field === 'location'
          ? (d) => docValues(field, d.doc).some(matches)
          : (d) => matches(docValue(field, d.doc)),
    };
  });
}

export function passesAll(filters: readonly CompiledFilter[], d: ScannedDoc, except?: string): boolean {
  for (const f of filters) if (f.name !== except && !f.test(d)) return false;
  return true;
}

/**
 * Facet counts of every configured filter over the scanned documents, each counted against the other
 * active filters (so a chosen department still shows its sibling departments' counts). Options are the
 * values seen plus the chosen ones; labels come from the filter's labelMap (places: "City, Country").
 */
export function computeFacets(opts: {
  filters: readonly { config: ActiveFilter['config']; field: FilterField }[];
  active: readonly ActiveFilter[];
  docs: readonly ScannedDoc[];
  now: Date;
  lowerBounds: boolean;
}): FilterDef[] {
  const { active, docs, now } = opts;
  const nowMs = now.getTime();
  const compiled = compileFilters(active, now);
  // A facet counts the documents that pass every active filter but its own, so each document's tests run
  // once: the one filter it fails (its name), none (''), or more than one (null).
  const failed = docs.map((d) => {
    let name: string | null = '';
    for (const f of compiled) {
      if (f.test(d)) continue;
      if (name !== '') return null;
      name = f.name;
    }
    return name;
  });
  const countsFor = (i: number, filterName: string) => {
    const f = failed[i];
    return f === '' || f === filterName;
  };
  return opts.filters.map(({ config, field }) => {
    const mine = active.find((a) => a.config.filterName === config.filterName);
    const counts = new Map<string, number>();
    const labels = new Map<string, string>();
    // Plain index loops and no strings made per document: these run over every scanned document.
    if (field === 'postedAt') {
      const within = DATE_POSTED_OPTIONS.map(() => 0);
      for (let i = 0; i < docs.length; i++) {
        if (!countsFor(i, config.filterName)) continue;
        const age = nowMs - postedMsOfKey((docs[i] as ScannedDoc).key);
        for (let j = 0; j < within.length; j++)
          if (age <= (DATE_POSTED_OPTIONS[j] as number) * DAY_MS) within[j] = (within[j] as number) + 1;
      }
      for (const [j, days] of DATE_POSTED_OPTIONS.entries()) counts.set(String(days), within[j] as number);
    } else if (field === 'location') {
      for (let i = 0; i < docs.length; i++) {
        if (!countsFor(i, config.filterName)) continue;
        const d = docs[i] as ScannedDoc;
        for (const value of docValues(field, d.doc)) counts.set(value, (counts.get(value) ?? 0) + 1);
        for (const p of d.doc.places) {
          const value = placeValueOf(p);
          if (!labels.has(value)) labels.set(value, `${p.city}, ${p.country}`);
        }
      }
    } else {
      for (let i = 0; i < docs.length; i++) {
        if (!countsFor(i, config.filterName)) continue;
        const value = docValue(field, (docs[i] as ScannedDoc).doc);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
    }
    for (const v of mine?.values ?? []) {
      const existing = [...counts.keys()].find((k) => k.toLowerCase() === v.toLowerCase());
      if (!existing) counts.set(v, 0);
    }
    const order = Object.keys(config.labelMap);
    let options = [...counts].map(([value, count]) => ({
      value,
      count,
      label:
        config.labelMap[value] ??
        labels.get(value) ??
        (field === 'postedAt' ? DATE_LABELS[value] : undefined) ??
        value,
    }));
    if (field === 'postedAt') {
      // Already in option order.
    } else if (order.length > 0) {
      const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
      options.sort((a, b) => rank(a.value) - rank(b.value) || byLabel.compare(a.label, b.label));
    } else {
      options.sort((a, b) => b.count - a.count || byLabel.compare(a.label, b.label));
    }
    if (field === 'location') {
      const chosen = new Set((mine?.values ?? []).map((v) => v.toLowerCase()));
      options = options.filter((o, i) => i < MAX_LOCATION_OPTIONS || chosen.has(o.value.toLowerCase()));
    }
    return {
      filterName: config.filterName,
      displayName: config.displayName,
      type: config.type,
      options,
      countsAreLowerBounds: opts.lowerBounds,
    };
  });
}
