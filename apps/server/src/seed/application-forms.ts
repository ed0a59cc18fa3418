import { APPLY_FIELDS } from '@portico/contracts';
import type { FormItem, FormSection } from '@portico/forms/core';
import type { ApplicationFormConfigInput } from '../modules/applications/application-form.js';

/*
 * DEMO.md "Application forms": what each demo tenant asks, as toolkit definitions stored through the
 * applications service like a recruiter's edit would be.
 */

const contact: FormSection = {
  title: 'Contact details',
  items: [
    { name: APPLY_FIELDS.firstName, label: 'First name', type: 'text', required: true, layout: { span: 6 } },
    { name: APPLY_FIELDS.lastName, label: 'Last name', type: 'text', required: true, layout: { span: 6 } },
    {
      name: APPLY_FIELDS.email,
      label: 'Email',
      type: 'email',
      required: true,
      layout: { span: 6 },
      emailOptions: { autocomplete: 'email' },
    },
    {
      name: APPLY_FIELDS.phone,
      label: 'Phone',
      type: 'phone',
      layout: { span: 6 },
      phoneOptions: { autocomplete: 'tel' },
    },
  ],
} as const;

/** A voluntary self-identification question: optional, confidential, with "I prefer not to say". */
const selfId = (name: string, label: string, choices: readonly [string, string][]): FormItem => ({
  name,
  label,
  type: 'radio',
  confidential: true,
  radioOptions: {
    choices: [...choices, ['I prefer not to say', 'undisclosed'] as const].map(([l, value]) => ({
      label: l,
      value,
    })),
  },
});

const dates = (label: string): FormItem => ({
  name: 'dates',
  label,
  type: 'dateRange',
  dateRangeOptions: { showCurrentCheck: true, disallowFutureStartDate: true },
});

export const NORTHWIND_APPLICATION_FORM: ApplicationFormConfigInput = {
  resumeRequired: true,
  definition: {
    sections: [
      {
        ...contact,
        items: [
          ...contact.items,
          { name: APPLY_FIELDS.location, label: 'Where do you live?', type: 'text', layout: { span: 6 } },
          {
            name: APPLY_FIELDS.links,
            label: 'LinkedIn or website',
            type: 'text',
            layout: { span: 6 },
            rules: [
              {
                type: 'regex',
                value: '/^https?:\\/\\/\\S+$/i',
                message: 'Enter a link starting with https://',
              },
            ],
          },
        ],
      },
      {
        title: 'Work experience',
        items: [
          {
            name: APPLY_FIELDS.experience,
            label: 'Jobs',
            type: 'dynamicList',
            dynamicListOptions: {
              addButton: { text: 'Add a job' },
              items: [
                { name: 'title', label: 'Job title', type: 'text', required: true, layout: { span: 6 } },
                { name: 'company', label: 'Company', type: 'text', required: true, layout: { span: 6 } },
                dates('Dates'),
              ],
            },
          },
        ],
      },
      {
        title: 'Education',
        items: [
          {
            name: APPLY_FIELDS.education,
            label: 'Schools',
            type: 'dynamicList',
            dynamicListOptions: {
              addButton: { text: 'Add a school' },
              items: [
                { name: 'school', label: 'School', type: 'text', required: true, layout: { span: 6 } },
                { name: 'degree', label: 'Degree', type: 'text', layout: { span: 6 } },
                { name: 'field', label: 'Field of study', type: 'text', layout: { span: 6 } },
                { ...dates('Dates'), dateRangeOptions: { dateFormat: 'YYYY' } },
              ],
            },
          },
        ],
      },
      {
        title: 'Questions',
        items: [
          {
            name: 'work_authorization',
            label: 'Are you authorised to work in the country of this job?',
            type: 'radio',
            required: true,
            radioOptions: {
              choices: [
                { label: 'Yes', value: 'yes' },
                { label: 'No, I will need sponsorship', value: 'sponsorship' },
              ],
            },
          },
          {
            name: 'notice_period',
            label: 'Notice period',
            type: 'select',
            required: true,
            selectOptions: {
              choices: [
                { label: 'Available now', value: 'now' },
                { label: '2 weeks', value: '2w' },
                { label: '1 month', value: '1m' },
                { label: '2 months', value: '2m' },
                { label: '3 months or more', value: '3m' },
              ],
            },
          },
          {
            name: 'salary_expectation',
            label: 'Salary expectation (yearly, in the job’s currency)',
            type: 'number',
            rules: [{ type: 'minValue', value: 0 }],
          },
        ],
      },
      {
        title: 'Voluntary self-identification',
        description:
          'Optional. Your answers are kept apart from your application and are never shown to the people who assess it.',
        items: [
          {
            name: 'self_id_gender',
            label: 'Gender',
            type: 'select',
            confidential: true,
            selectOptions: {
              choices: [
                { label: 'Woman', value: 'woman' },
                { label: 'Man', value: 'man' },
                { label: 'Non-binary', value: 'non_binary' },
                { label: 'I prefer not to say', value: 'undisclosed' },
              ],
            },
          },
          selfId('self_id_disability', 'Do you have a disability?', [
            ['Yes', 'yes'],
            ['No', 'no'],
          ]),
          selfId('self_id_veteran', 'Are you a protected veteran?', [
            ['Yes', 'yes'],
            ['No', 'no'],
          ]),
        ],
      },
    ],
  },
  rules: [
    {
      match: { departments: ['Engineering'] },
      sections: [
        {
          title: 'Engineering',
          items: [
            {
              name: 'code_sample_url',
              label: 'A link to public code you wrote (GitHub, GitLab or similar)',
              type: 'text',
              required: true,
              rules: [
                {
                  type: 'regex',
                  value: '/^https?:\\/\\/\\S+$/i',
                  message: 'Enter a link starting with https://',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const CONTOSO_APPLICATION_FORM: ApplicationFormConfigInput = {
  resumeRequired: true,
  definition: {
    sections: [
      contact,
      {
        title: 'Cover letter',
        items: [
          {
            name: 'cover_letter',
            label: 'Why this job, and why Contoso?',
            type: 'textarea',
            required: true,
            textAreaOptions: { size: 'large' },
            rules: [
              { type: 'minLength', value: 50 },
              { type: 'maxLength', value: 5000 },
            ],
          },
        ],
      },
      {
        title: 'Questions',
        items: [
          {
            name: 'relocation',
            label: 'Would you relocate for this job?',
            type: 'radio',
            required: true,
            radioOptions: {
              choices: [
                { label: 'Yes', value: 'yes' },
                { label: 'No', value: 'no' },
                { label: 'It depends', value: 'depends' },
              ],
            },
          },
          {
            name: 'earliest_start',
            label: 'Earliest start date',
            type: 'date',
            required: true,
            rules: [{ type: 'date', value: { pattern: 'is_in_the_future' } }],
          },
        ],
      },
    ],
  },
  rules: [],
};
