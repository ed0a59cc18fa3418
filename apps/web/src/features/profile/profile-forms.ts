import {
  type CandidateProfile,
  JOB_TYPES,
  type ProfileEducation,
  type ProfileExperience,
  type ProfileJobPreferences,
  type ProfileLink,
  REMOTE_PREFERENCES,
  SALARY_PERIODS,
} from '@portico/contracts';
import type { DateRangeValue, FormDefinition, FormItem, FormValues } from '@portico/forms';
import type { TFunction } from 'i18next';

/*
 * The profile's sections as form-toolkit definitions (one section each), and the way between a profile
 * entry and the form's values. The toolkit draws them editable or read-only and checks the rules; the
 * server checks everything again (a refusal is a 422).
 */

type T = TFunction<'profile'>;

const one = (items: FormItem[]): FormDefinition => ({ sections: [{ title: '', items }] });
const half = { span: 6, spanSmall: 12 };

/** The currencies offered for a salary expectation (ISO 4217); the tenants' positions use these. */
export const SALARY_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'CHF',
  'JPY',
  'INR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'MXN',
  'SGD',
  'CNY',
  'KRW',
  'ZAR',
] as const;

// ---- contact and headline ------------------------------------------------------------------------------

/** The phone pattern of the profile contract: digits, spaces and + ( ) . / -, 5 to 40 of them. */
const PHONE_PATTERN = '^$|^\\+?[0-9 ()./-]{5,40}$';

export function contactDefinition(t: T): FormDefinition {
  return one([
    {
      name: 'headline',
      type: 'text',
      label: t('contact.headline'),
      help: t('contact.headlineHelp'),
      rules: [{ type: 'maxLength', value: 200 }],
      textOptions: { autocomplete: 'organization-title' },
    },
    {
      name: 'phone',
      type: 'text',
      label: t('contact.phone'),
      rules: [
        { type: 'maxLength', value: 40 },
        { type: 'regex', value: PHONE_PATTERN, message: t('contact.phoneInvalid') },
      ],
      textOptions: { autocomplete: 'tel' },
      layout: half,
    },
  ]);
}

export function contactValues(profile: CandidateProfile): FormValues {
  return { headline: profile.headline, phone: profile.phone };
}

// ---- work experience -----------------------------------------------------------------------------------

export function experienceDefinition(t: T): FormDefinition {
  return one([
    {
      name: 'title',
      type: 'text',
      label: t('experience.jobTitle'),
      required: true,
      rules: [{ type: 'maxLength', value: 200 }],
      layout: half,
    },
    {
      name: 'company',
      type: 'text',
      label: t('experience.company'),
      required: true,
      rules: [{ type: 'maxLength', value: 200 }],
      layout: half,
    },
    {
      name: 'dates',
      type: 'dateRange',
      label: t('experience.dates'),
      required: true,
      dateRangeOptions: {
        dateFormat: 'MM/YYYY',
        showCurrentCheck: true,
        disallowFutureStartDate: true,
      },
    },
    {
      name: 'description',
      type: 'textarea',
      label: t('experience.description'),
      rules: [{ type: 'maxLength', value: 5000 }],
    },
  ]);
}

export function experienceValues(entry: ProfileExperience | null): FormValues {
  if (!entry) return { title: '', company: '', dates: null, description: '' };
  return {
    title: entry.title,
    company: entry.company,
    dates: { startDate: entry.startDate, endDate: entry.endDate, isCurrent: entry.endDate === null },
    description: entry.description,
  };
}

const month = (value: string | null | undefined): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}/.test(value) ? value.slice(0, 7) : null;

export function experienceFromValues(values: FormValues): ProfileExperience {
  const dates = (values.dates ?? {}) as DateRangeValue;
  const current = Boolean(dates.isCurrent);
  return {
    title: String(values.title ?? '').trim(),
    company: String(values.company ?? '').trim(),
    startDate: month(dates.startDate) ?? '',
    endDate: current ? null : month(dates.endDate),
    description: String(values.description ?? '').trim(),
  };
}

// ---- education -----------------------------------------------------------------------------------------

/** A year as four digits, 1900-2100 (a number field would show 2,019). */
const yearRules = (t: T): FormItem['rules'] => [
  { type: 'regex', value: '^$|^(19\\d\\d|20\\d\\d|2100)$', message: t('education.yearInvalid') },
];

export function educationDefinition(t: T): FormDefinition {
  return one([
    {
      name: 'school',
      type: 'text',
      label: t('education.school'),
      required: true,
      rules: [{ type: 'maxLength', value: 200 }],
    },
    {
      name: 'degree',
      type: 'text',
      label: t('education.degree'),
      rules: [{ type: 'maxLength', value: 200 }],
      layout: half,
    },
    {
      name: 'field',
      type: 'text',
      label: t('education.field'),
      rules: [{ type: 'maxLength', value: 200 }],
      layout: half,
    },
    {
      name: 'startYear',
      type: 'text',
      label: t('education.startYear'),
      rules: yearRules(t),
      textOptions: { placeholder: 'YYYY' },
      layout: half,
    },
    {
      name: 'endYear',
      type: 'text',
      label: t('education.endYear'),
      rules: yearRules(t),
      textOptions: { placeholder: 'YYYY' },
      layout: half,
    },
  ]);
}

export function educationValues(entry: ProfileEducation | null): FormValues {
  return {
    school: entry?.school ?? '',
    degree: entry?.degree ?? '',
    field: entry?.field ?? '',
    startYear: entry?.startYear == null ? '' : String(entry.startYear),
    endYear: entry?.endYear == null ? '' : String(entry.endYear),
  };
}

const yearOf = (value: unknown): number | null => {
  const text = String(value ?? '').trim();
  return /^\d{4}$/.test(text) ? Number(text) : null;
};

export function educationFromValues(values: FormValues): ProfileEducation {
  return {
    school: String(values.school ?? '').trim(),
    degree: String(values.degree ?? '').trim(),
    field: String(values.field ?? '').trim(),
    startYear: yearOf(values.startYear),
    endYear: yearOf(values.endYear),
  };
}

// ---- skills --------------------------------------------------------------------------------------------

export function skillDefinition(t: T): FormDefinition {
  return one([
    {
      name: 'skill',
      type: 'text',
      label: t('skills.new'),
      required: true,
      rules: [{ type: 'maxLength', value: 80 }],
    },
  ]);
}

// ---- links ---------------------------------------------------------------------------------------------

export function linkDefinition(t: T): FormDefinition {
  return one([
    {
      name: 'label',
      type: 'text',
      label: t('links.label'),
      help: t('links.labelHelp'),
      rules: [{ type: 'maxLength', value: 80 }],
      layout: { span: 4, spanSmall: 12 },
    },
    {
      name: 'url',
      type: 'text',
      label: t('links.url'),
      required: true,
      rules: [
        { type: 'maxLength', value: 2048 },
        { type: 'regex', value: '^https?://[^\\s/]+\\.[^\\s]+$', message: t('links.urlInvalid') },
      ],
      textOptions: { placeholder: 'https://', autocomplete: 'url' },
      layout: { span: 8, spanSmall: 12 },
    },
  ]);
}

export function linkValues(entry: ProfileLink | null): FormValues {
  return { label: entry?.label ?? '', url: entry?.url ?? '' };
}

export function linkFromValues(values: FormValues): ProfileLink {
  return { label: String(values.label ?? '').trim(), url: String(values.url ?? '').trim() };
}

// ---- job preferences -----------------------------------------------------------------------------------

export function preferencesDefinition(t: T): FormDefinition {
  return one([
    {
      name: 'titles',
      type: 'dynamicList',
      label: t('preferences.titles'),
      dynamicListOptions: {
        items: [
          {
            name: 'title',
            type: 'text',
            label: t('preferences.titleItem'),
            required: true,
            rules: [{ type: 'maxLength', value: 120 }],
          },
        ],
        itemDefaultValue: { title: '' },
        addButton: { text: t('preferences.addTitle') },
        itemLayout: 'inline',
      },
    },
    {
      name: 'remote',
      type: 'radio',
      label: t('preferences.remote'),
      radioOptions: {
        direction: 'horizontal',
        choices: REMOTE_PREFERENCES.map((value) => ({
          value,
          label: t(`preferences.remoteChoice.${value}`),
        })),
      },
    },
    {
      name: 'jobTypes',
      type: 'checkbox',
      label: t('preferences.jobTypes'),
      checkboxOptions: {
        direction: 'horizontal',
        choices: JOB_TYPES.map((value) => ({ value, label: t(`preferences.jobType.${value}`) })),
      },
    },
    {
      name: 'salaryMin',
      type: 'number',
      label: t('preferences.salaryMin'),
      rules: [
        { type: 'minValue', value: 0 },
        { type: 'maxValue', value: 2_000_000_000 },
      ],
      layout: { span: 3, spanSmall: 6 },
    },
    {
      name: 'salaryMax',
      type: 'number',
      label: t('preferences.salaryMax'),
      help: t('preferences.salaryHelp'),
      rules: [
        { type: 'minValue', value: 0 },
        { type: 'maxValue', value: 2_000_000_000 },
      ],
      layout: { span: 3, spanSmall: 6 },
    },
    {
      name: 'currency',
      type: 'select',
      label: t('preferences.currency'),
      selectOptions: { choices: SALARY_CURRENCIES.map((c) => ({ value: c, label: c })) },
      layout: { span: 3, spanSmall: 6 },
    },
    {
      name: 'period',
      type: 'select',
      label: t('preferences.period'),
      selectOptions: {
        choices: SALARY_PERIODS.map((value) => ({ value, label: t(`preferences.periodChoice.${value}`) })),
      },
      layout: { span: 3, spanSmall: 6 },
    },
  ]);
}

/**
 * The form's values of the preferences. Editing without a salary yet starts from US dollars a year; shown
 * read-only, an unset salary shows no currency or period either.
 */
/** "USD 70,000 – 90,000 per year", or one figure when both ends are equal. */
export function salaryText(
  salary: NonNullable<ProfileJobPreferences['salary']>,
  language: string,
  t: T,
): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const figures =
    salary.min === salary.max
      ? number.format(salary.min)
      : `${number.format(salary.min)} – ${number.format(salary.max)}`;
  return t('preferences.salaryText', {
    currency: salary.currency,
    figures,
    period: t(`preferences.periodChoice.${salary.period}`),
  });
}

export function preferencesValues(prefs: ProfileJobPreferences, forEdit = false): FormValues {
  return {
    titles: prefs.titles.map((title) => ({ title })),
    remote: prefs.remote,
    jobTypes: [...prefs.jobTypes],
    salaryMin: prefs.salary?.min ?? null,
    salaryMax: prefs.salary?.max ?? null,
    currency: prefs.salary?.currency ?? (forEdit ? 'USD' : null),
    period: prefs.salary?.period ?? (forEdit ? 'year' : null),
  };
}

const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;

/**
 * The preferences a form's values describe, with the places chosen beside it. A salary needs one figure at
 * least: one alone is both ends (the contract's "one figure is min = max").
 */
export function preferencesFromValues(
  values: FormValues,
  locations: ProfileJobPreferences['locations'],
): ProfileJobPreferences {
  const titles = Array.isArray(values.titles)
    ? (values.titles as Array<{ title?: unknown }>)
        .map((entry) => String(entry?.title ?? '').trim())
        .filter((title) => title !== '')
    : [];
  const min = amount(values.salaryMin);
  const max = amount(values.salaryMax);
  const low = min ?? max;
  const high = max ?? min;
  const remote = REMOTE_PREFERENCES.find((r) => r === values.remote) ?? 'any';
  const jobTypes = Array.isArray(values.jobTypes)
    ? JOB_TYPES.filter((type) => (values.jobTypes as unknown[]).includes(type))
    : [];
  const period = SALARY_PERIODS.find((p) => p === values.period) ?? 'year';
  return {
    titles: [...new Set(titles)],
    locations: [...locations],
    remote,
    jobTypes,
    salary:
      low === null || high === null
        ? null
        : { min: low, max: high, currency: String(values.currency ?? 'USD'), period },
  };
}

// ---- read-only summaries -------------------------------------------------------------------------------

/** "City, Region, Country" of a gazetteer place. */
export function placeText(place: { city: string; region: string; country: string }): string {
  return [place.city, place.region, place.country].filter(Boolean).join(', ');
}

/** The same place (a chosen place is never listed twice). */
export function samePlace(
  a: { city: string; countryCode: string; lat: number; lng: number },
  b: { city: string; countryCode: string; lat: number; lng: number },
): boolean {
  return a.city === b.city && a.countryCode === b.countryCode && a.lat === b.lat && a.lng === b.lng;
}
