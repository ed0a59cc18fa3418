import { JOB_TYPES, REMOTE_PREFERENCES, SALARY_PERIODS } from '@portico/contracts';
import type { FormDefinition, FormItem } from '@portico/forms';
import type { TFunction } from 'i18next';

/*
 * The profile's sections as form-toolkit definitions (one section each). The toolkit draws them and checks the
 * rules; the server checks everything again (a refusal is a 422). Only the editors' code (section-form.tsx)
 * imports this module, so the definitions download with the toolkit, after the page has hydrated; the sections
 * name the form they open (`ProfileFormName`). Converting between entries and values is profile-forms.ts.
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

/** The phone pattern of the profile contract: digits, spaces and + ( ) . / -, 5 to 40 of them. */
const PHONE_PATTERN = '^$|^\\+?[0-9 ()./-]{5,40}$';

/** Stated years of experience as the profile contract takes them: a whole number from 0 to 60, or nothing. */
const YEARS_PATTERN = '^$|^([0-9]|[1-5][0-9]|60)$';

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
    {
      name: 'yearsOfExperience',
      type: 'text',
      label: t('contact.years'),
      // Whole years from 0 to 60, or empty (the match then counts the work history).
      rules: [{ type: 'regex', value: YEARS_PATTERN, message: t('contact.yearsInvalid') }],
      layout: half,
    },
  ]);
}

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

/** Every section form by name: what a section's Editor asks SectionForm to draw. */
export const PROFILE_FORMS = {
  contact: contactDefinition,
  experience: experienceDefinition,
  education: educationDefinition,
  skill: skillDefinition,
  link: linkDefinition,
  preferences: preferencesDefinition,
} satisfies Record<string, (t: T) => FormDefinition>;

export type ProfileFormName = keyof typeof PROFILE_FORMS;
