import { API } from '@portico/contracts';
import type { FormDefinition, FormItem } from '@portico/forms';

/**
 * The showcase's stepped form: every field type of spec 3 §3 and every rule of §5, so a person can try
 * the toolkit. Like a real definition it is content (a tenant would author it in its own language), so its
 * labels are not in the interface catalogues. Option lists come from the tenant's real open positions.
 */
export const SHOWCASE_DEFINITION: FormDefinition = {
  sections: [
    {
      title: 'About you',
      description: 'How we can reach you.',
      items: [
        {
          name: 'welcome',
          type: 'info',
          content:
            '<p>This form shows every field type and validation rule of the form toolkit. <strong>Nothing you enter is saved.</strong></p>',
        },
        {
          name: 'firstName',
          label: 'First name',
          type: 'text',
          required: true,
          rules: [
            { type: 'minLength', value: 2 },
            { type: 'maxLength', value: 40 },
          ],
          textOptions: { autocomplete: 'given-name' },
          layout: { span: 6 },
        },
        {
          name: 'lastName',
          label: 'Last name',
          type: 'text',
          required: true,
          rules: [{ type: 'maxLength', value: 40 }],
          textOptions: { autocomplete: 'family-name' },
          layout: { span: 6 },
        },
        { name: 'email', label: 'Email', type: 'email', required: true, layout: { span: 6 } },
        {
          name: 'phone',
          label: 'Phone',
          type: 'phone',
          required: true,
          help: 'Choose the country code, then enter your number.',
          layout: { span: 6 },
        },
        { name: 'country', label: 'Country', type: 'country', layout: { span: 6 } },
        { name: 'state', label: 'State or province', type: 'state', layout: { span: 6 } },
        {
          name: 'website',
          label: 'Portfolio website',
          type: 'text',
          help: 'Starts with https://',
          rules: [{ type: 'regex', value: '/^https:\\/\\/\\S+\\.\\S+$/i' }],
        },
        {
          name: 'altPhone',
          label: 'Other phone (digits, dashes or parentheses)',
          type: 'text',
          rules: [{ type: 'phone' }],
          layout: { span: 6 },
        },
        {
          name: 'greeting',
          label: 'Greeting placeholder',
          type: 'text',
          help: 'A single template variable, for example {{first_name}}.',
          rules: [{ type: 'templateVariable' }],
          layout: { span: 6 },
        },
      ],
    },
    {
      title: 'Identity',
      description: 'Confidential numbers show as [ CONFIDENTIAL ] in the read-only view.',
      items: [
        {
          name: 'ssn',
          label: 'Social security number',
          type: 'ssn',
          confidential: true,
          newItem: true,
          layout: { span: 6 },
        },
        {
          name: 'sin',
          label: 'Social insurance number',
          type: 'sin',
          confidential: true,
          newItem: true,
          layout: { span: 6 },
        },
        {
          name: 'birthDate',
          label: 'Date of birth',
          type: 'date',
          required: true,
          rules: [{ type: 'date', value: { pattern: 'is_in_the_past' } }],
          layout: { span: 6 },
        },
        {
          name: 'signedOn',
          label: "Today's date",
          type: 'date',
          dateOptions: { today: true },
          layout: { span: 6 },
        },
      ],
    },
    {
      title: 'Experience',
      items: [
        {
          name: 'currentRole',
          label: 'Current or last role',
          type: 'dateRange',
          required: true,
          dateRangeOptions: { showCurrentCheck: true, disallowFutureStartDate: true },
        },
        {
          name: 'yearsOfExperience',
          label: 'Years of experience',
          type: 'number',
          rules: [
            { type: 'minValue', value: 0 },
            { type: 'maxValue', value: 60 },
          ],
          layout: { span: 6 },
        },
        {
          name: 'previousJobs',
          label: 'Previous jobs',
          type: 'dynamicList',
          rules: [
            { type: 'minLength', value: 1 },
            { type: 'maxLength', value: 3 },
          ],
          dynamicListOptions: {
            addButton: { text: 'Add a job' },
            items: [
              { name: 'employer', label: 'Employer', type: 'text', required: true, layout: { span: 6 } },
              { name: 'jobTitle', label: 'Job title', type: 'text', required: true, layout: { span: 6 } },
              { name: 'period', label: 'Period', type: 'dateRange' },
            ],
          },
        },
        {
          name: 'skills',
          label: 'Skills',
          type: 'skillSelector',
          required: true,
          skillSelectorOptions: {
            header: 'Add the skills you want employers to see.',
            searchCall: 'skills',
            suggestedSkills: ['Communication', 'Teamwork', 'Problem solving', 'Time management'],
          },
        },
        {
          name: 'summary',
          label: 'Summary',
          type: 'textarea',
          rules: [{ type: 'maxLength', value: 500 }],
          textAreaOptions: { enableExpand: true, placeholder: 'A few sentences about you' },
        },
      ],
    },
    {
      title: 'Preferences',
      items: [
        {
          name: 'department',
          label: 'Department',
          type: 'select',
          required: true,
          selectOptions: { apiEndpoint: API.formOptionsDepartments },
          layout: { span: 6 },
        },
        {
          name: 'position',
          label: 'Position',
          type: 'select',
          dependencies: ['department'],
          visibleWhen: { op: 'notEmpty', field: 'department' },
          selectOptions: { apiEndpoint: `${API.formOptionsPositions}?department={{parentValue}}` },
          layout: { span: 6 },
        },
        {
          name: 'workModel',
          label: 'Work model',
          type: 'dropdown',
          selectOptions: {
            choicesSortOrder: 'ascending',
            choices: [
              { label: 'On site', value: 'onsite' },
              { label: 'Hybrid', value: 'hybrid' },
              { label: 'Remote', value: 'remote' },
            ],
          },
          layout: { span: 6 },
        },
        {
          name: 'languages',
          label: 'Languages',
          type: 'select',
          rules: [{ type: 'minLength', value: 1 }],
          selectOptions: {
            multiple: true,
            choices: [
              { label: 'English', value: 'en' },
              { label: 'French', value: 'fr' },
              { label: 'German', value: 'de' },
              { label: 'Spanish', value: 'es' },
            ],
          },
          layout: { span: 6 },
        },
        {
          name: 'noticePeriod',
          label: 'Notice period',
          type: 'radio',
          required: true,
          radioOptions: {
            direction: 'horizontal',
            choices: [
              { label: 'None', value: 'none' },
              { label: '1 month', value: '1m' },
              { label: '3 months', value: '3m' },
            ],
          },
        },
        {
          name: 'shifts',
          label: 'Shifts you can work',
          type: 'checkbox',
          help: 'Choose up to two.',
          rules: [{ type: 'maxLength', value: 2 }],
          checkboxOptions: {
            choices: [
              { label: 'Mornings', value: 'morning' },
              { label: 'Afternoons', value: 'afternoon' },
              { label: 'Nights', value: 'night' },
            ],
          },
        },
        {
          name: 'alerts',
          label: 'Job alerts',
          type: 'checkbox',
          checkboxOptions: {
            toggle: true,
            choices: [
              { label: 'Email me new jobs', value: 'email' },
              { label: 'Text me interview reminders', value: 'sms' },
            ],
          },
        },
        {
          name: 'availableFrom',
          label: 'Available from',
          type: 'date',
          help: 'Between tomorrow and a year from today.',
          dateOptions: { enableFrom: 1, enableUntil: 365 },
          layout: { span: 6 },
        },
        {
          name: 'availableUntil',
          label: 'Available until',
          type: 'date',
          dependencies: ['availableFrom'],
          rules: [
            { type: 'date_comparison', value: { compare_to_field: 'availableFrom', operator: 'after' } },
          ],
          layout: { span: 6 },
        },
        {
          name: 'interviewDay',
          label: 'Preferred interview day',
          type: 'date',
          rules: [
            {
              type: 'date',
              value: { pattern: 'is_relative_to_today', direction: 'next', duration: 2, unit: 'week' },
            },
          ],
          help: 'Within the next two weeks.',
        },
      ],
    },
    {
      title: 'Documents and consent',
      items: [
        {
          name: 'instructions',
          type: 'instruction',
          instructionOptions: { showReadMoreButton: true },
          content:
            '<h3>Before you upload</h3><p>Upload your resume as a PDF, Word document, text file or image. Each file may be up to 2 MB, and all files together up to 5 MB.</p><p>Make sure your documents are up to date and that they do not contain information you do not want to share, such as identity numbers or health details.</p><p>Files are read in your browser only: this showcase never sends them anywhere.</p><ul><li>PDF (.pdf)</li><li>Word (.doc, .docx)</li><li>Text (.txt)</li><li>Images (.png, .jpg, .jpeg)</li></ul>',
        },
        {
          name: 'resume',
          label: 'Resume',
          type: 'file_upload',
          required: true,
          rules: [
            { type: 'maxLength', value: 3 },
            { type: 'maxFileSizeMB', value: 2 },
            { type: 'maxCumulativeFileSizeMB', value: 5 },
          ],
        },
        {
          name: 'coverLetter',
          label: 'Cover letter',
          type: 'fileUpload',
          fileUploadOptions: { uploadSize: 'small', allowedTypes: ['.pdf', '.docx'] },
        },
        { name: 'experienceRating', label: 'How easy was this form?', type: 'star_rating' },
        {
          name: 'consent',
          label: 'I confirm that the information I gave is correct.',
          type: 'checkboxItem',
          required: true,
        },
      ],
    },
  ],
};

/**
 * The e-signature item, framing this site's own widget (`/public/esignWidget`). Its URL needs the page's
 * origin, which only the browser knows for certain, so the screen adds it after hydration.
 */
export function esignItem(origin: string): FormItem {
  return {
    name: 'signature',
    label: 'Sign the showcase',
    type: 'esignForm',
    help: 'Type your name in the frame and sign, or decline.',
    embedOptions: { customDomain: origin, widgetId: 'forms-showcase', hosted: true },
  };
}

export function withEsign(definition: FormDefinition, origin: string | null): FormDefinition {
  if (!origin) return definition;
  const sections = definition.sections.map((section, index) =>
    index === definition.sections.length - 1
      ? { ...section, items: [...section.items.slice(0, -1), esignItem(origin), ...section.items.slice(-1)] }
      : section,
  );
  return { sections };
}
