import { DATE_POSTED_OPTIONS, type FilterDef } from '@portico/contracts';
import { type DocPayload, minKeyPostedSince, postedMsOfKey } from './documents.js';
import { type ActiveFilter, docValues, type FilterField, placeValueOf, postedWithinDays } from './filters.js';

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
    const field = filter.field;
    return {
      name: filter.config.filterName,
      test: (d) => docValues(field, d.doc).some((v) => wanted.has(v.toLowerCase())),
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
    if (field === 'postedAt') {
      for (const days of DATE_POSTED_OPTIONS) counts.set(String(days), 0);
      for (const [i, d] of docs.entries()) {
        if (!countsFor(i, config.filterName)) continue;
        const age = now.getTime() - postedMsOfKey(d.key);
        for (const days of DATE_POSTED_OPTIONS)
          if (age <= days * DAY_MS) counts.set(String(days), (counts.get(String(days)) ?? 0) + 1);
      }
    } else {
      for (const [i, d] of docs.entries()) {
        if (!countsFor(i, config.filterName)) continue;
        for (const value of docValues(field, d.doc)) counts.set(value, (counts.get(value) ?? 0) + 1);
        if (field === 'location') {
          for (const p of d.doc.places) labels.set(placeValueOf(p), `${p.city}, ${p.country}`);
        }
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
