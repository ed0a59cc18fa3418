import { API } from '@portico/contracts';
import type { FormTemplateInput } from '../modules/candidate-forms/candidate-forms.service.js';

/*
 * DEMO.md "Forms": the form templates of the demo tenants, as data. A tenant authors its forms in its own
 * language, so their texts are content, not interface strings. Northwind's questionnaire uses every field
 * type of the toolkit (demo.test.ts checks it against FIELD_TYPES); e-signature items leave the domain empty,
 * which the forms center fills with the site's own origin (its widget at /public/esignWidget).
 */

export const DEMO_FORM_KEYS = {
  questionnaire: 'work-preferences-questionnaire',
  emergencyContact: 'emergency-contact',
  privacy: 'privacy-acknowledgement',
  preboarding: 'new-hire-details',
} as const;

const COUNTRIES_NOTE =
  '<p>Your answers go to the Northwind recruiting team only. Questions marked with an asterisk are required; everything else is up to you.</p>';

export const NORTHWIND_QUESTIONNAIRE: FormTemplateInput = {
  key: DEMO_FORM_KEYS.questionnaire,
  kind: 'form',
  title: 'Work preferences questionnaire',
  description: 'Tell us how and where you like to work, so we can match you with the right team.',
  layout: 'stepper',
  definition: {
    sections: [
      {
        title: 'About you',
        description: 'How we can reach you.',
        items: [
          { name: 'intro', type: 'info', content: COUNTRIES_NOTE },
          {
            name: 'preferredName',
            label: 'Preferred name',
            type: 'text',
            required: true,
            rules: [{ type: 'maxLength', value: 60 }],
            textOptions: { autocomplete: 'nickname' },
            layout: { span: 6 },
          },
          {
            name: 'contactEmail',
            label: 'Email',
            type: 'email',
            required: true,
            emailOptions: { autocomplete: 'email' },
            layout: { span: 6 },
          },
          { name: 'mobile', label: 'Mobile phone', type: 'phone', required: true, layout: { span: 6 } },
          {
            name: 'homeCountry',
            label: 'Country of residence',
            type: 'country',
            required: true,
            layout: { span: 6 },
          },
          { name: 'homeState', label: 'State or province', type: 'state', layout: { span: 6 } },
        ],
      },
      {
        title: 'Identity and dates',
        description: 'Identity numbers are confidential: they show as [ CONFIDENTIAL ] once sent.',
        items: [
          {
            name: 'ssn',
            label: 'Social security number (US)',
            type: 'ssn',
            confidential: true,
            layout: { span: 6 },
          },
          {
            name: 'sin',
            label: 'Social insurance number (Canada)',
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
            name: 'answeredOn',
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
            label: 'Current or most recent role',
            type: 'dateRange',
            required: true,
            dateRangeOptions: { showCurrentCheck: true, disallowFutureStartDate: true },
          },
          {
            name: 'yearsOfExperience',
            label: 'Years of professional experience',
            type: 'number',
            required: true,
            rules: [
              { type: 'minValue', value: 0 },
              { type: 'maxValue', value: 60 },
            ],
            layout: { span: 6 },
          },
          {
            name: 'teams',
            label: 'Teams you have worked in',
            type: 'dynamicList',
            rules: [{ type: 'maxLength', value: 5 }],
            dynamicListOptions: {
              addButton: { text: 'Add a team' },
              items: [
                { name: 'teamName', label: 'Team', type: 'text', required: true, layout: { span: 6 } },
                { name: 'teamSize', label: 'Team size', type: 'number', layout: { span: 6 } },
              ],
            },
          },
          {
            name: 'skills',
            label: 'Skills',
            type: 'skillSelector',
            required: true,
            skillSelectorOptions: {
              header: 'The skills you want to use in your next role.',
              searchCall: 'skills',
              suggestedSkills: ['Communication', 'Teamwork', 'Problem solving', 'Planning'],
            },
          },
          {
            name: 'proudestWork',
            label: 'The work you are proudest of',
            type: 'textarea',
            rules: [{ type: 'maxLength', value: 1000 }],
            textAreaOptions: { enableExpand: true, placeholder: 'A few sentences' },
          },
        ],
      },
      {
        title: 'Preferences',
        items: [
          {
            name: 'department',
            label: 'Preferred department',
            type: 'select',
            required: true,
            selectOptions: { apiEndpoint: API.formOptionsDepartments },
            layout: { span: 6 },
          },
          {
            name: 'workModel',
            label: 'Work model',
            type: 'dropdown',
            required: true,
            selectOptions: {
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
            label: 'Languages you work in',
            type: 'select',
            selectOptions: {
              multiple: true,
              choices: [
                { label: 'English', value: 'en' },
                { label: 'French', value: 'fr' },
                { label: 'German', value: 'de' },
                { label: 'Japanese', value: 'ja' },
                { label: 'Spanish', value: 'es' },
              ],
            },
          },
          {
            name: 'travel',
            label: 'How much travel suits you?',
            type: 'radio',
            required: true,
            radioOptions: {
              direction: 'horizontal',
              choices: [
                { label: 'None', value: 'none' },
                { label: 'Occasional', value: 'occasional' },
                { label: 'Frequent', value: 'frequent' },
              ],
            },
          },
          {
            name: 'schedule',
            label: 'Schedules you can work',
            type: 'checkbox',
            rules: [{ type: 'minLength', value: 1 }],
            checkboxOptions: {
              choices: [
                { label: 'Weekday mornings', value: 'mornings' },
                { label: 'Weekday afternoons', value: 'afternoons' },
                { label: 'Weekends', value: 'weekends' },
              ],
            },
          },
          {
            name: 'startFrom',
            label: 'Earliest start date',
            type: 'date',
            help: 'Between tomorrow and a year from today.',
            dateOptions: { enableFrom: 1, enableUntil: 365 },
            layout: { span: 6 },
          },
        ],
      },
      {
        title: 'Documents and signature',
        items: [
          {
            name: 'documentsNote',
            type: 'instruction',
            instructionOptions: { showReadMoreButton: true },
            content:
              '<h3>Before you upload</h3><p>Upload an up-to-date resume and, if you like, a portfolio or writing sample. PDF, Word, text and image files are accepted, up to 2 MB each.</p><p>Leave out identity numbers, health details and anything else you would rather not share: you can give those to us in person.</p>',
          },
          {
            name: 'resume',
            label: 'Resume',
            type: 'file_upload',
            rules: [
              { type: 'maxLength', value: 1 },
              { type: 'maxFileSizeMB', value: 2 },
            ],
          },
          {
            name: 'portfolio',
            label: 'Portfolio or writing sample',
            type: 'fileUpload',
            fileUploadOptions: { uploadSize: 'small', allowedTypes: ['.pdf', '.docx'] },
            rules: [{ type: 'maxFileSizeMB', value: 2 }],
          },
          { name: 'formRating', label: 'How easy was this questionnaire?', type: 'star_rating' },
          {
            name: 'codeOfConduct',
            label: 'Read and sign the code of conduct',
            type: 'embedded_form',
            help: 'Type your name in the frame and sign.',
            embedOptions: { customDomain: '', widgetId: 'northwind-code-of-conduct', hosted: true },
          },
          {
            name: 'signature',
            label: 'Sign this questionnaire',
            type: 'esignForm',
            embedOptions: { customDomain: '', widgetId: 'northwind-questionnaire', hosted: true },
          },
          {
            name: 'accurate',
            label: 'I confirm that my answers are accurate.',
            type: 'checkboxItem',
            required: true,
          },
        ],
      },
    ],
  },
};

/** The short form of the demo (and of the forms center journey). */
export const NORTHWIND_EMERGENCY_CONTACT: FormTemplateInput = {
  key: DEMO_FORM_KEYS.emergencyContact,
  kind: 'form',
  title: 'Emergency contact',
  description: 'Who we should call if something happens to you at work.',
  layout: 'simple',
  definition: {
    sections: [
      {
        title: 'Your emergency contact',
        items: [
          {
            name: 'contactName',
            label: 'Full name',
            type: 'text',
            required: true,
            rules: [{ type: 'maxLength', value: 80 }],
            layout: { span: 6 },
          },
          {
            name: 'relationship',
            label: 'Relationship',
            type: 'dropdown',
            required: true,
            selectOptions: {
              choices: [
                { label: 'Partner', value: 'partner' },
                { label: 'Parent', value: 'parent' },
                { label: 'Sibling', value: 'sibling' },
                { label: 'Friend', value: 'friend' },
                { label: 'Other', value: 'other' },
              ],
            },
            layout: { span: 6 },
          },
          { name: 'contactPhone', label: 'Phone', type: 'phone', required: true, layout: { span: 6 } },
          { name: 'contactEmail', label: 'Email', type: 'email', layout: { span: 6 } },
        ],
      },
    ],
  },
};

/** The form the demo candidate has already sent. */
export const NORTHWIND_PRIVACY: FormTemplateInput = {
  key: DEMO_FORM_KEYS.privacy,
  kind: 'form',
  title: 'Candidate privacy acknowledgement',
  description: 'How Northwind keeps and uses your application data.',
  layout: 'simple',
  definition: {
    sections: [
      {
        title: 'Your data',
        items: [
          {
            name: 'privacyText',
            type: 'info',
            content:
              '<p>We keep your application data for two years after your last application, use it only to consider you for roles at Northwind, and delete it sooner when you ask.</p>',
          },
          {
            name: 'keepOnFile',
            label: 'May we keep your profile for future openings?',
            type: 'radio',
            required: true,
            radioOptions: {
              choices: [
                { label: 'Yes, for two years', value: 'yes' },
                { label: 'No, only for my current applications', value: 'no' },
              ],
            },
          },
          {
            name: 'acknowledged',
            label: 'I have read how my data is used.',
            type: 'checkboxItem',
            required: true,
          },
        ],
      },
    ],
  },
};

/** The demo candidate's answers to the privacy acknowledgement (sent through the service). */
export const NORTHWIND_PRIVACY_ANSWERS = { keepOnFile: 'yes', acknowledged: true } as const;

/** Assigned with every accepted offer (preboarding). */
export const NORTHWIND_PREBOARDING: FormTemplateInput = {
  key: DEMO_FORM_KEYS.preboarding,
  kind: 'preboarding',
  title: 'New hire details',
  description: 'What we need before your first day: your legal name, address and equipment.',
  layout: 'simple',
  definition: {
    sections: [
      {
        title: 'Before your first day',
        items: [
          {
            name: 'legalName',
            label: 'Legal full name',
            type: 'text',
            required: true,
            help: 'As it appears on your identity documents.',
            textOptions: { autocomplete: 'name' },
          },
          {
            name: 'address',
            label: 'Home address',
            type: 'textarea',
            required: true,
            textAreaOptions: { autocomplete: 'street-address' },
          },
          {
            name: 'laptop',
            label: 'Laptop',
            type: 'radio',
            required: true,
            radioOptions: {
              direction: 'horizontal',
              choices: [
                { label: 'macOS', value: 'mac' },
                { label: 'Windows', value: 'windows' },
                { label: 'Linux', value: 'linux' },
              ],
            },
          },
          {
            name: 'dietary',
            label: 'Dietary needs for the welcome lunch',
            type: 'text',
            rules: [{ type: 'maxLength', value: 200 }],
          },
        ],
      },
    ],
  },
};

export const CONTOSO_PREBOARDING: FormTemplateInput = {
  key: DEMO_FORM_KEYS.preboarding,
  kind: 'preboarding',
  title: 'Welcome to Contoso',
  description: 'A few details before you start.',
  layout: 'simple',
  definition: {
    sections: [
      {
        title: 'Your first day',
        items: [
          { name: 'legalName', label: 'Legal full name', type: 'text', required: true },
          { name: 'startPhone', label: 'Phone on your first day', type: 'phone', required: true },
        ],
      },
    ],
  },
};
