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
import type { DateRangeValue, FormValues } from '@portico/forms';
import type { TFunction } from 'i18next';

/*
 * The way between a profile entry and the toolkit form's values, and the read-only texts. The forms' definitions
 * are in profile-definitions.ts, which comes with the editors' code (section-form.tsx), not in the page's first
 * load (docs/decisions/026).
 */

type T = TFunction<'profile'>;

// ---- contact and headline ------------------------------------------------------------------------------

export function contactValues(profile: CandidateProfile): FormValues {
  return {
    headline: profile.headline,
    phone: profile.phone,
    yearsOfExperience: profile.yearsOfExperience === null ? '' : String(profile.yearsOfExperience),
  };
}

// ---- work experience -----------------------------------------------------------------------------------

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

// ---- links ---------------------------------------------------------------------------------------------

export function linkValues(entry: ProfileLink | null): FormValues {
  return { label: entry?.label ?? '', url: entry?.url ?? '' };
}

export function linkFromValues(values: FormValues): ProfileLink {
  return { label: String(values.label ?? '').trim(), url: String(values.url ?? '').trim() };
}

// ---- job preferences -----------------------------------------------------------------------------------

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
