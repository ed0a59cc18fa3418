import {
  APPLY_FIELDS,
  type ParsedEducation,
  type ParsedExperience,
  type ParsedField,
  type ParsedResume,
  type PositionLocation,
  RESUME_CONFIDENCE_THRESHOLD,
} from '@portico/contracts';
import {
  DEFAULT_DATE_RANGE_FORMAT,
  type FormDefinition,
  type FormItem,
  type FormValues,
  isEmptyValue,
} from '@portico/forms';
import type { ResumeCheck, ResumeChecks } from './draft-store.js';

/*
 * Filling the application form from a parsed resume (docs/decisions/020). Only empty answers are filled:
 * what the candidate typed, what a draft holds and what the signed-in account already knew (`prefill`, which
 * fills first) always win. Values below RESUME_CONFIDENCE_THRESHOLD are filled too, and reported as checks
 * the form marks "Please check".
 */

export interface ResumeFill {
  readonly values: FormValues;
  /** Top-level names that were filled. */
  readonly filled: readonly string[];
  readonly checks: ResumeChecks;
}

function topLevelItems(definition: FormDefinition): Map<string, FormItem> {
  const items = new Map<string, FormItem>();
  for (const section of definition.sections) for (const item of section.items) items.set(item.name, item);
  return items;
}

const unsure = (field: { confidence: number } | null | undefined) =>
  field !== null && field !== undefined && field.confidence < RESUME_CONFIDENCE_THRESHOLD;

/** "Jean-Luc Picard" → Jean-Luc / Picard: the first word is the given name, the rest the family name. */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first: words[0] ?? '', last: '' };
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

/** "Manchester, United Kingdom", "Austin, Texas, United States": a region given as a code ("ENG") is left out. */
export function locationText(location: PositionLocation): string {
  const parts = [location.city];
  const region = location.region.trim();
  if (region && region !== location.city && !/^[A-Z0-9]{1,3}$/.test(region)) parts.push(region);
  parts.push(location.country);
  return parts.filter(Boolean).join(', ');
}

type Granularity = 'day' | 'month' | 'year';

/** A date-range item stores its ends at its format's granularity: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'. */
function granularityOf(item: FormItem | undefined): Granularity {
  const format = item?.dateRangeOptions?.dateFormat ?? DEFAULT_DATE_RANGE_FORMAT;
  if (/D/.test(format)) return 'day';
  if (/M/.test(format)) return 'month';
  return 'year';
}

/** A parsed 'YYYY-MM' (or a year) at the item's granularity; a month of its own year's January when only the year is known. */
export function storedDate(value: string | number | null, granularity: Granularity): string | null {
  if (value === null) return null;
  const text = String(value);
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(text);
  if (!match) return null;
  const year = match[1] ?? '';
  const month = match[2] ?? '01';
  if (granularity === 'year') return year;
  if (granularity === 'month') return `${year}-${month}`;
  return `${year}-${month}-01`;
}

function todayAt(now: Date, granularity: Granularity): string {
  const year = String(now.getFullYear());
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  if (granularity === 'year') return year;
  if (granularity === 'month') return `${year}-${month}`;
  return `${year}-${month}-${day}`;
}

/** A list entry's items (the definition schema types them loosely: a recursive getter). */
function listItems(item: FormItem): FormItem[] {
  return (item.dynamicListOptions?.items ?? []) as FormItem[];
}

function entryItems(item: FormItem): Map<string, FormItem> {
  return new Map(listItems(item).map((sub) => [sub.name, sub]));
}

/** A list counts as empty when it has no entries or only blank ones (the starting entry of a required list). */
function isBlankList(value: unknown, item: FormItem): boolean {
  if (!Array.isArray(value) || value.length === 0) return true;
  const subs = entryItems(item);
  return value.every(
    (entry) =>
      typeof entry !== 'object' ||
      entry === null ||
      Object.entries(entry as Record<string, unknown>).every(([key, v]) =>
        isEmptyValue(v, subs.get(key)?.type),
      ),
  );
}

function textFor(item: FormItem, values: readonly string[]): unknown {
  switch (item.type) {
    case 'skillSelector':
      return [...values];
    case 'textarea':
      return values.join('\n');
    case 'select':
    case 'dropdown':
    case 'checkbox': {
      const choices = item.selectOptions?.choices ?? item.checkboxOptions?.choices ?? [];
      const wanted = new Set(values.map((v) => v.toLowerCase()));
      const picked = choices.filter((c) => wanted.has(c.label.toLowerCase())).map((c) => c.value);
      const multiple = item.type === 'checkbox' || item.selectOptions?.multiple;
      if (picked.length === 0) return undefined;
      return multiple ? picked : picked[0];
    }
    default:
      // One line (often checked as one link or word): the first value, not a list squeezed into it.
      return values[0];
  }
}

interface Builder {
  values: FormValues;
  filled: string[];
  checks: Record<string, ResumeCheck>;
}

function put(builder: Builder, item: FormItem | undefined, value: unknown, check?: ResumeCheck) {
  if (!item || value === undefined || isEmptyValue(value, item.type)) return;
  if (
    item.type === 'dynamicList'
      ? !isBlankList(builder.values[item.name], item)
      : !isEmptyValue(builder.values[item.name], item.type)
  )
    return;
  builder.values = { ...builder.values, [item.name]: value };
  builder.filled.push(item.name);
  if (check) builder.checks[item.name] = check;
}

function plain(
  item: FormItem | undefined,
  field: ParsedField<string> | null,
  builder: Builder,
  value = field?.value,
) {
  if (!item || !field || value === undefined) return;
  const stored =
    item.type === 'phone' ? (value.startsWith('+') ? value.replace(/[^\d+]/g, '') : undefined) : value;
  put(builder, item, stored, unsure(field) ? { source: field.source } : undefined);
}

const MANY_VALUE_TYPES = new Set([
  'skillSelector',
  'textarea',
  'select',
  'dropdown',
  'checkbox',
  'dynamicList',
]);

function listOf(item: FormItem | undefined, fields: readonly ParsedField<string>[], builder: Builder) {
  if (!item || fields.length === 0) return;
  // A one-line field takes the first value only, and only its confidence counts.
  const used = MANY_VALUE_TYPES.has(item.type) ? fields : fields.slice(0, 1);
  const values = used.map((f) => f.value);
  const low = used.flatMap((f, i) => (unsure(f) ? [i + 1] : []));
  if (item.type === 'dynamicList') {
    const sub = listItems(item).find((s) => s.type !== 'info' && s.type !== 'instruction');
    if (!sub) return;
    const base = item.dynamicListOptions?.itemDefaultValue ?? {};
    put(
      builder,
      item,
      values.map((v) => ({ ...base, [sub.name]: v })),
      low.length > 0 ? { entries: low } : undefined,
    );
    return;
  }
  const sources = used.filter(unsure).map((f) => f.source);
  put(builder, item, textFor(item, values), sources.length > 0 ? { source: sources.join('; ') } : undefined);
}

function experienceEntry(item: FormItem, parsed: ParsedExperience, now: Date): Record<string, unknown> {
  const subs = entryItems(item);
  const entry: Record<string, unknown> = { ...(item.dynamicListOptions?.itemDefaultValue ?? {}) };
  if (subs.has('title')) entry.title = parsed.title.value;
  if (subs.has('company')) entry.company = parsed.company.value;
  const dates = subs.get('dates');
  if (dates?.type === 'dateRange') {
    const granularity = granularityOf(dates);
    const start = storedDate(parsed.startDate.value, granularity);
    const end = parsed.current ? todayAt(now, granularity) : storedDate(parsed.endDate.value, granularity);
    if (start || end) entry.dates = { startDate: start, endDate: end, isCurrent: parsed.current };
  }
  return entry;
}

function educationEntry(item: FormItem, parsed: ParsedEducation): Record<string, unknown> {
  const subs = entryItems(item);
  const entry: Record<string, unknown> = { ...(item.dynamicListOptions?.itemDefaultValue ?? {}) };
  if (subs.has('school')) entry.school = parsed.school.value;
  if (subs.has('degree')) entry.degree = parsed.degree.value;
  if (subs.has('field')) entry.field = parsed.field.value;
  const dates = subs.get('dates');
  if (dates?.type === 'dateRange') {
    const granularity = granularityOf(dates);
    const start = storedDate(parsed.startYear.value, granularity);
    const end = storedDate(parsed.endYear.value, granularity);
    if (start || end) entry.dates = { startDate: start, endDate: end, isCurrent: false };
  }
  return entry;
}

function entriesToCheck<T>(list: readonly T[], fields: (entry: T) => { confidence: number }[]): number[] {
  return list.flatMap((entry, index) => (fields(entry).some(unsure) ? [index + 1] : []));
}

/**
 * The form's values with the empty answers the resume can give filled in (names of APPLY_FIELDS, shaped
 * by each item's type in this tenant's definition), which were filled, and which of those to check.
 */
export function fillFromResume(
  definition: FormDefinition,
  values: FormValues,
  parsed: ParsedResume,
  now: Date = new Date(),
): ResumeFill {
  const items = topLevelItems(definition);
  const builder: Builder = { values, filled: [], checks: {} };
  const item = (name: string) => items.get(name);

  if (parsed.name) {
    const { first, last } = splitName(parsed.name.value);
    plain(item(APPLY_FIELDS.firstName), parsed.name, builder, first);
    plain(item(APPLY_FIELDS.lastName), parsed.name, builder, last);
  }
  plain(item(APPLY_FIELDS.email), parsed.email, builder);
  plain(item(APPLY_FIELDS.phone), parsed.phone, builder);
  if (parsed.location) {
    const location = parsed.location;
    plain(item(APPLY_FIELDS.location), { ...location, value: locationText(location.value) }, builder);
  }
  listOf(item(APPLY_FIELDS.links), parsed.links, builder);
  listOf(item(APPLY_FIELDS.skills), parsed.skills, builder);

  const experience = item(APPLY_FIELDS.experience);
  if (experience?.type === 'dynamicList' && parsed.experience.length > 0) {
    const low = entriesToCheck(parsed.experience, (e) => [e.title, e.company, e.startDate, e.endDate]);
    put(
      builder,
      experience,
      parsed.experience.map((e) => experienceEntry(experience, e, now)),
      low.length > 0 ? { entries: low } : undefined,
    );
  }
  const education = item(APPLY_FIELDS.education);
  if (education?.type === 'dynamicList' && parsed.education.length > 0) {
    const low = entriesToCheck(parsed.education, (e) => [
      e.school,
      e.degree,
      e.field,
      e.startYear,
      e.endYear,
    ]);
    put(
      builder,
      education,
      parsed.education.map((e) => educationEntry(education, e)),
      low.length > 0 ? { entries: low } : undefined,
    );
  }
  return { values: builder.values, filled: builder.filled, checks: builder.checks };
}
