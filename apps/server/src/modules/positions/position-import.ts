import {
  type AdminPositionData,
  type AdminPositionInput,
  adminPositionInputSchema,
  IMPORT_CSV_COLUMNS,
  IMPORT_CSV_REQUIRED,
  IMPORT_MAX_ROWS,
  type ImportFormat,
  JOB_TYPES,
  type JobType,
  type PositionLocation,
  SALARY_PERIODS,
  SENIORITY_LEVELS,
  type Seniority,
} from '@portico/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.js';
import { findPlace, resolveCountry } from '../../search/gazetteer.js';

/**
 * Reading an import file (docs/decisions/042) into one entry per job: the row's place in the file, its
 * identifier, its title and either the position to write or what is wrong with it, field by field. Nothing here
 * touches the database; a file that cannot be read at all is a 400 on `content`.
 */

export interface ImportEntry {
  row: number;
  externalId: string | null;
  title: string;
  /** The position to write; null when the row has errors. */
  input: AdminPositionData | null;
  errors: Record<string, string>;
}

type Raw = Record<string, unknown>;

const fileError = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { content: message } });

const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
};
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const list = (value: unknown, separator = /[;\n]/): string[] =>
  (Array.isArray(value) ? value.map(text) : text(value).split(separator))
    .map((s) => s.trim())
    .filter(Boolean);

/** A schema.org `identifier`: a string, a number or a PropertyValue's `value`. */
function identifierOf(value: unknown): string {
  const id = first(value);
  if (id && typeof id === 'object') return text((id as Raw).value);
  return text(id);
}

const EMPLOYMENT_TYPES: Record<string, JobType> = {
  full_time: 'full-time',
  'full-time': 'full-time',
  part_time: 'part-time',
  'part-time': 'part-time',
  contractor: 'contract',
  contract: 'contract',
  temporary: 'temporary',
  intern: 'internship',
  internship: 'internship',
};

/** schema.org employmentType (FULL_TIME, CONTRACTOR…) or our own names; undefined when given but unknown. */
function jobTypeOf(value: unknown): JobType | undefined {
  const given = list(value, /[;,]/);
  if (given.length === 0) return 'full-time';
  for (const type of given) {
    const known = EMPLOYMENT_TYPES[type.toLowerCase().replace(/\s+/g, '_')];
    if (known) return known;
  }
  return undefined;
}

/** A seniority named outright, else read from the title's words; mid level when nothing says otherwise. */
function seniorityOf(given: string, title: string): Seniority | undefined {
  if (given) return SENIORITY_LEVELS.find((s) => s === given.toLowerCase());
  const words = title.toLowerCase();
  if (/\b(intern|internship|junior|graduate|trainee|entry)\b/.test(words)) return 'entry';
  if (/\b(director|head of|vp|vice president)\b/.test(words)) return 'director';
  if (/\b(principal|staff)\b/.test(words)) return 'principal';
  if (/\b(lead|manager)\b/.test(words)) return 'lead';
  if (/\b(senior|sr\.?)\b/.test(words)) return 'senior';
  return 'mid';
}

/** "2026-03-01" or a full ISO time, as the ISO time the position stores; undefined when it is not a date. */
function dateOf(value: string): string | undefined {
  if (!value) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value;
  const time = Date.parse(day);
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  return new Date(time).toISOString();
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

interface Fields {
  externalId: string;
  title: string;
  department: string;
  jobType: unknown;
  seniority: string;
  locations: (PositionLocation | string)[];
  remote: string | boolean;
  description: string;
  requiredSkills: string[];
  preferredSkills: string[];
  salaryMin: string;
  salaryMax: string;
  currency: string;
  period: string;
  postedAt: string;
  validThrough: string;
  isPrivate: string | boolean;
}

/** The position of one row's fields, or its errors (named by the file's own words: CSV columns or JSON keys). */
function entryOf(row: number, f: Fields, names: Record<keyof Fields, string>, now: Date): ImportEntry {
  const errors: Record<string, string> = {};
  const fail = (field: keyof Fields, message: string) => {
    errors[names[field]] ??= message;
  };
  if (!f.externalId)
    fail('externalId', 'Give the job its identifier, so that importing the file again updates it.');
  if (!f.title) fail('title', 'Give the job a title.');
  if (!f.department) fail('department', 'Give the job a department.');
  if (!f.description) fail('description', 'Give the job a description.');
  const jobType = jobTypeOf(f.jobType);
  if (!jobType)
    fail('jobType', `Use one of: ${JOB_TYPES.join(', ')} (or schema.org's FULL_TIME, CONTRACTOR…).`);
  const seniority = seniorityOf(f.seniority, f.title);
  if (!seniority) fail('seniority', `Use one of: ${SENIORITY_LEVELS.join(', ')}.`);
  const flag = (value: string | boolean, field: keyof Fields): boolean => {
    if (typeof value === 'boolean') return value;
    const v = value.toLowerCase();
    if (YES.has(v)) return true;
    if (!NO.has(v)) fail(field, 'Write yes or no.');
    return false;
  };
  const isRemote = flag(f.remote, 'remote');
  const isPrivate = flag(f.isPrivate, 'isPrivate');
  const locations: PositionLocation[] = [];
  for (const location of f.locations) {
    if (typeof location !== 'string') {
      locations.push(location);
      continue;
    }
    const place = findPlace(location);
    if (place) locations.push(place);
    else
      fail(
        'locations',
        `We do not know the place “${location}”. Write it as City, Country or City, Region, Country.`,
      );
  }
  if (!isRemote && f.locations.length === 0)
    fail('locations', 'Give at least one place, or mark the job remote.');
  let salary: AdminPositionInput['salary'] = null;
  if (f.salaryMin || f.salaryMax || f.currency) {
    const min = Number(f.salaryMin || f.salaryMax);
    const max = Number(f.salaryMax || f.salaryMin);
    const period = SALARY_PERIODS.find((p) => p === (f.period || 'year').toLowerCase());
    if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < 0)
      fail('salaryMin', 'Write the salary as a number.');
    else if (!/^[A-Za-z]{3}$/.test(f.currency))
      fail('currency', 'Give the salary’s three-letter currency, like USD.');
    else if (!period) fail('period', `Use one of: ${SALARY_PERIODS.join(', ')}.`);
    else salary = { min: Math.round(min), max: Math.round(max), currency: f.currency.toUpperCase(), period };
  }
  const postedAt = f.postedAt ? dateOf(f.postedAt) : now.toISOString();
  if (!postedAt) fail('postedAt', 'Write the date as YYYY-MM-DD.');
  const validThrough = f.validThrough ? dateOf(f.validThrough) : null;
  if (validThrough === undefined) fail('validThrough', 'Write the date as YYYY-MM-DD.');
  const base = { row, externalId: f.externalId || null, title: f.title };
  if (Object.keys(errors).length > 0) return { ...base, input: null, errors };

  const parsed = adminPositionInputSchema.safeParse({
    title: f.title,
    department: f.department,
    jobType,
    seniority,
    locations,
    isRemote,
    requiredSkills: f.requiredSkills,
    preferredSkills: f.preferredSkills,
    description: f.description,
    salary,
    postedAt,
    validThrough,
    isPrivate,
  });
  if (!parsed.success) {
    const byKey: Record<string, keyof Fields> = {
      title: 'title',
      department: 'department',
      locations: 'locations',
      requiredSkills: 'requiredSkills',
      preferredSkills: 'preferredSkills',
      description: 'description',
      salary: 'salaryMax',
      validThrough: 'validThrough',
    };
    for (const issue of parsed.error.issues) fail(byKey[String(issue.path[0])] ?? 'title', issue.message);
    return { ...base, input: null, errors };
  }
  return { ...base, input: parsed.data, errors: {} };
}

const CSV_NAMES: Record<keyof Fields, string> = {
  externalId: 'external_id',
  title: 'title',
  department: 'department',
  jobType: 'job_type',
  seniority: 'seniority',
  locations: 'locations',
  remote: 'remote',
  description: 'description',
  requiredSkills: 'required_skills',
  preferredSkills: 'preferred_skills',
  salaryMin: 'salary_min',
  salaryMax: 'salary_max',
  currency: 'salary_currency',
  period: 'salary_period',
  postedAt: 'posted_at',
  validThrough: 'valid_through',
  isPrivate: 'private',
};

function readCsv(content: string, now: Date): ImportEntry[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw fileError(`This CSV file cannot be read${line ? ` (line ${line})` : ''}: check its quotes.`);
  }
  const [header, ...rows] = records;
  if (!header) throw fileError('The file is empty.');
  const columns = header.record.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const unknown = columns.filter((c) => !(IMPORT_CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown.length > 0)
    throw fileError(
      `The first row must name the columns. Unknown: ${unknown.map((c) => `“${c}”`).join(', ')}. The columns are: ${IMPORT_CSV_COLUMNS.join(', ')}.`,
    );
  const missing = IMPORT_CSV_REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) throw fileError(`The file has no ${missing.join(', ')} column.`);
  if (rows.length > IMPORT_MAX_ROWS)
    throw fileError(`The file has ${rows.length} rows; import at most ${IMPORT_MAX_ROWS} at a time.`);
  return rows.map(({ record, info }) => {
    const cell = (name: string) => {
      const i = columns.indexOf(name);
      return i < 0 ? '' : (record[i] ?? '').trim();
    };
    return entryOf(
      info.lines,
      {
        externalId: cell('external_id'),
        title: cell('title'),
        department: cell('department'),
        jobType: cell('job_type'),
        seniority: cell('seniority'),
        locations: list(cell('locations')),
        remote: cell('remote'),
        description: cell('description'),
        requiredSkills: list(cell('required_skills'), /[;,]/),
        preferredSkills: list(cell('preferred_skills'), /[;,]/),
        salaryMin: cell('salary_min'),
        salaryMax: cell('salary_max'),
        currency: cell('salary_currency'),
        period: cell('salary_period'),
        postedAt: cell('posted_at'),
        validThrough: cell('valid_through'),
        isPrivate: cell('private'),
      },
      CSV_NAMES,
      now,
    );
  });
}

const JSON_NAMES: Record<keyof Fields, string> = {
  externalId: 'identifier',
  title: 'title',
  department: 'department',
  jobType: 'employmentType',
  seniority: 'seniority',
  locations: 'jobLocation',
  remote: 'jobLocationType',
  description: 'description',
  requiredSkills: 'skills',
  preferredSkills: 'preferredSkills',
  salaryMin: 'baseSalary',
  salaryMax: 'baseSalary',
  currency: 'baseSalary',
  period: 'baseSalary',
  postedAt: 'datePosted',
  validThrough: 'validThrough',
  isPrivate: 'isPrivate',
};

const UNITS: Record<string, string> = { YEAR: 'year', MONTH: 'month', HOUR: 'hour' };

/**
 * A schema.org Place as a location: its address looked up in the gazetteer ("Austin, TX, US"); where the
 * gazetteer does not know it but the place has coordinates and a known country, as given.
 */
function placeOf(value: unknown): PositionLocation | string {
  const place = (value && typeof value === 'object' ? value : {}) as Raw;
  const address = place.address;
  if (typeof address === 'string') return address.trim();
  const a = (address && typeof address === 'object' ? address : {}) as Raw;
  const country = text(a.addressCountry) || text((a.addressCountry as Raw | undefined)?.name);
  const parts = [text(a.addressLocality), text(a.addressRegion), country].filter(Boolean);
  const written = parts.join(', ') || text(place.name);
  const geo = (place.geo && typeof place.geo === 'object' ? place.geo : {}) as Raw;
  const lat = Number(geo.latitude);
  const lng = Number(geo.longitude);
  const code = country ? resolveCountry(country) : null;
  if (
    !findPlace(written) &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    code &&
    text(a.addressLocality)
  ) {
    return {
      city: text(a.addressLocality),
      region: text(a.addressRegion),
      country,
      countryCode: code,
      lat,
      lng,
    };
  }
  return written;
}

function jsonFields(item: Raw): Fields {
  const salary = (first(item.baseSalary) ?? {}) as Raw;
  const value = (salary.value && typeof salary.value === 'object' ? salary.value : {}) as Raw;
  const single = typeof salary.value === 'number' ? salary.value : value.value;
  const places =
    item.jobLocation === undefined
      ? []
      : Array.isArray(item.jobLocation)
        ? item.jobLocation
        : [item.jobLocation];
  return {
    externalId: identifierOf(item.identifier) || text(item.url),
    title: text(item.title),
    department: text(item.department) || text(first(item.occupationalCategory)) || text(first(item.industry)),
    jobType: item.employmentType,
    seniority: text(item.seniority),
    locations: places.map(placeOf).filter((p) => p !== ''),
    remote: list(item.jobLocationType).some((t) => t.toUpperCase() === 'TELECOMMUTE'),
    description: text(item.description),
    requiredSkills: list(item.skills, /[;,]/),
    preferredSkills: list(item.preferredSkills, /[;,]/),
    salaryMin: text(value.minValue ?? single),
    salaryMax: text(value.maxValue ?? single),
    currency: text(salary.currency),
    period: UNITS[text(value.unitText).toUpperCase()] ?? text(value.unitText).toLowerCase(),
    postedAt: text(item.datePosted),
    validThrough: text(item.validThrough),
    isPrivate: item.isPrivate === true,
  };
}

function readJson(content: string, now: Date): ImportEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw fileError('This is not a JSON file: it cannot be read.');
  }
  const root = (data && typeof data === 'object' ? data : {}) as Raw;
  const items: unknown[] = Array.isArray(data)
    ? data
    : Array.isArray(root['@graph'])
      ? (root['@graph'] as unknown[])
      : Array.isArray(root.itemListElement)
        ? (root.itemListElement as unknown[]).map((e) => (e as Raw)?.item ?? e)
        : root['@type'] === 'JobPosting'
          ? [root]
          : [];
  if (items.length === 0)
    throw fileError('The file holds no JobPosting: give a list of schema.org JobPosting objects.');
  if (items.length > IMPORT_MAX_ROWS)
    throw fileError(`The file has ${items.length} jobs; import at most ${IMPORT_MAX_ROWS} at a time.`);
  return items.map((item, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      return {
        row: index + 1,
        externalId: null,
        title: '',
        input: null,
        errors: { item: 'Not a JobPosting object.' },
      };
    return entryOf(index + 1, jsonFields(item as Raw), JSON_NAMES, now);
  });
}

/** Every row of the file, with a duplicate identifier marked on its later rows. */
export function readImportFile(format: ImportFormat, content: string, now: Date): ImportEntry[] {
  const entries = format === 'csv' ? readCsv(content, now) : readJson(content, now);
  const seen = new Map<string, number>();
  const idName = format === 'csv' ? CSV_NAMES.externalId : JSON_NAMES.externalId;
  for (const entry of entries) {
    if (!entry.externalId) continue;
    const earlier = seen.get(entry.externalId);
    if (earlier === undefined) seen.set(entry.externalId, entry.row);
    else {
      entry.errors[idName] = `Row ${earlier} has this identifier too: each job needs its own.`;
      entry.input = null;
    }
  }
  return entries;
}
