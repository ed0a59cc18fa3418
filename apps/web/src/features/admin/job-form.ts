import {
  type AdminPositionInput,
  JOB_TYPES,
  type Position,
  placeTextOf,
  SALARY_PERIODS,
  SENIORITY_LEVELS,
} from '@portico/contracts';
import type { FormDefinition, FormValues } from '@portico/forms';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.editor;

/**
 * The job editor as a form-toolkit definition over the position the staff's calls take
 * (`adminPositionInputSchema`): places are written as text, one per line, and the server looks them up.
 */
export const JOB_FORM: FormDefinition = {
  sections: [
    {
      title: T.sections.basics,
      items: [
        {
          name: 'title',
          label: T.title,
          type: 'text',
          required: true,
          rules: [{ type: 'maxLength', value: 200 }],
        },
        {
          name: 'department',
          label: T.department,
          type: 'text',
          required: true,
          rules: [{ type: 'maxLength', value: 120 }],
        },
        {
          name: 'jobType',
          label: T.jobType,
          type: 'select',
          required: true,
          selectOptions: {
            choices: JOB_TYPES.map((value) => ({ value, label: ADMIN_TEXTS.jobTypes[value] })),
          },
        },
        {
          name: 'seniority',
          label: T.seniority,
          type: 'select',
          required: true,
          selectOptions: {
            choices: SENIORITY_LEVELS.map((value) => ({ value, label: ADMIN_TEXTS.seniorities[value] })),
          },
        },
      ],
    },
    {
      title: T.sections.where,
      items: [
        { name: 'isRemote', label: T.remote, type: 'checkboxItem' },
        {
          name: 'places',
          label: T.places,
          help: T.placesHelp,
          type: 'textarea',
          rules: [{ type: 'maxLength', value: 5000 }],
          textAreaOptions: { size: 'small' },
        },
      ],
    },
    {
      title: T.sections.pay,
      items: [
        { name: 'salaryMin', label: T.salaryMin, type: 'number', rules: [{ type: 'minValue', value: 0 }] },
        { name: 'salaryMax', label: T.salaryMax, type: 'number', rules: [{ type: 'minValue', value: 0 }] },
        {
          name: 'currency',
          label: T.currency,
          help: T.currencyHelp,
          type: 'text',
          rules: [{ type: 'regex', value: '^[A-Za-z]{3}$', message: T.currencyRule }],
        },
        {
          name: 'period',
          label: T.period,
          type: 'select',
          selectOptions: { choices: SALARY_PERIODS.map((value) => ({ value, label: T.periods[value] })) },
        },
      ],
    },
    {
      title: T.sections.details,
      items: [
        {
          name: 'description',
          label: T.description,
          help: T.descriptionHelp,
          type: 'textarea',
          required: true,
          rules: [{ type: 'maxLength', value: 100_000 }],
        },
        { name: 'requiredSkills', label: T.requiredSkills, help: T.skillsHelp, type: 'text' },
        { name: 'preferredSkills', label: T.preferredSkills, help: T.skillsHelp, type: 'text' },
      ],
    },
    {
      title: T.sections.visibility,
      items: [
        { name: 'validThrough', label: T.validThrough, help: T.validThroughHelp, type: 'date' },
        { name: 'isPrivate', label: T.private, type: 'checkboxItem' },
      ],
    },
  ],
};

const list = (text: unknown, separator: string | RegExp): string[] =>
  String(text ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/** The form's values for a job (a new job starts full-time, mid level, paid per year). */
export function formValuesOf(position: Position | null): FormValues {
  if (!position)
    return { jobType: 'full-time', seniority: 'mid', period: 'year', isRemote: false, isPrivate: false };
  return {
    title: position.title,
    department: position.department,
    jobType: position.jobType,
    seniority: position.seniority,
    isRemote: position.isRemote,
    places: position.locations.map(placeTextOf).join('\n'),
    salaryMin: position.salary?.min ?? null,
    salaryMax: position.salary?.max ?? null,
    currency: position.salary?.currency ?? '',
    period: position.salary?.period ?? 'year',
    description: position.description,
    requiredSkills: position.requiredSkills.join(', '),
    preferredSkills: position.preferredSkills.join(', '),
    // The day the job closes, as the date field holds it.
    validThrough: position.validThrough ? position.validThrough.slice(0, 10) : null,
    isPrivate: position.isPrivate,
  };
}

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** A salary is all three figures or none; anything between is the form's error, not a request. */
export type FormResult = { input: AdminPositionInput } | { errors: Record<string, string> };

/**
 * The position to send for the form's values. `existing` keeps what the form does not edit (the posted date,
 * the archive); a new job is posted `now`. A "close after" day closes at the end of that day, UTC.
 */
export function positionInputOf(values: FormValues, existing: Position | null, now: Date): FormResult {
  const min = numberOf(values.salaryMin);
  const max = numberOf(values.salaryMax);
  const currency = String(values.currency ?? '')
    .trim()
    .toUpperCase();
  const salaryGiven = [min, max].some((n) => n !== null) || currency !== '';
  if (salaryGiven && (min === null || max === null || currency === '')) {
    const field = min === null ? 'salaryMin' : max === null ? 'salaryMax' : 'currency';
    return { errors: { [field]: T.salaryIncomplete } };
  }
  const period = SALARY_PERIODS.find((p) => p === values.period) ?? 'year';
  const day = typeof values.validThrough === 'string' ? values.validThrough.slice(0, 10) : '';
  return {
    input: {
      title: String(values.title ?? '').trim(),
      department: String(values.department ?? '').trim(),
      jobType: JOB_TYPES.find((t) => t === values.jobType) ?? 'full-time',
      seniority: SENIORITY_LEVELS.find((s) => s === values.seniority) ?? 'mid',
      isRemote: values.isRemote === true,
      locations: list(values.places, /\r?\n/),
      salary: min !== null && max !== null && currency ? { min, max, currency, period } : null,
      description: String(values.description ?? ''),
      requiredSkills: list(values.requiredSkills, ','),
      preferredSkills: list(values.preferredSkills, ','),
      postedAt: existing?.postedAt ?? now.toISOString(),
      validThrough: /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T23:59:59.000Z` : null,
      isPrivate: values.isPrivate === true,
      archivedAt: existing?.archivedAt ?? null,
    },
  };
}

/** The server's field errors (`position.salary.max`, `position.locations.2`) on the form's fields. */
export function formErrorsOf(fields: Readonly<Record<string, string>>): {
  errors: Record<string, string>;
  other: string[];
} {
  const errors: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const [, field, sub] = path.split('.');
    const name =
      field === 'locations'
        ? 'places'
        : field === 'salary'
          ? sub === 'currency'
            ? 'currency'
            : sub === 'min'
              ? 'salaryMin'
              : 'salaryMax'
          : field && JOB_FORM.sections.some((s) => s.items.some((i) => i.name === field))
            ? field
            : null;
    if (name) errors[name] ??= message;
    else other.push(message);
  }
  return { errors, other };
}
