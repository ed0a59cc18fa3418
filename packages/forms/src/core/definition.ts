import { z } from 'zod';

/**
 * The form definition model of spec 3 §3. A definition is plain data a server can send; `visibleFn` is the
 * only member that cannot be serialised, and `visibleWhen` is its declarative, serialisable counterpart.
 */

export const FIELD_TYPES = [
  'checkbox',
  'checkboxItem',
  'date',
  'dateRange',
  'dropdown',
  'select',
  'dynamicList',
  'email',
  'embedded_form',
  'esignForm',
  'file_upload',
  'fileUpload',
  'info',
  'instruction',
  'number',
  'phone',
  'radio',
  'skillSelector',
  'sin',
  'ssn',
  'text',
  'textarea',
  'star_rating',
  'country',
  'state',
] as const;
export const fieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof fieldTypeSchema>;

/** Types that only display content and never hold a value. */
export const DISPLAY_ONLY_TYPES: readonly FieldType[] = ['info', 'instruction'];
export const FILE_TYPES: readonly FieldType[] = ['file_upload', 'fileUpload'];

// ---- value shapes -------------------------------------------------------------------------------------

export const selectOptionSchema = z.object({
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  iconProps: z.record(z.string(), z.unknown()).optional(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

const dateValueSchema = z.string().nullable();
export const dateRangeValueSchema = z.object({
  startDate: dateValueSchema.optional(),
  endDate: dateValueSchema.optional(),
  isCurrent: z.boolean().optional(),
});
export type DateRangeValue = z.infer<typeof dateRangeValueSchema>;

/** The calling code followed by the national number, e.g. '+14155552671'. */
export const phoneValueSchema = z.string().regex(/^\+\d*[\d\s()+-]*$/);
export type PhoneValue = z.infer<typeof phoneValueSchema>;

export const uploadedFileSchema = z.object({
  uid: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  lastModified: z.number(),
  webkitRelativePath: z.string(),
  /** base64 */
  content: z.string(),
  status: z.literal('done'),
  previewUrl: z.string().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const skillsValueSchema = z.array(z.string());
export type SkillsValue = z.infer<typeof skillsValueSchema>;

export const starRatingValueSchema = z.number().int().min(1).max(5);
export type StarRatingValue = z.infer<typeof starRatingValueSchema>;

/** A dynamic list: one object per entry keyed by item name, each field addressed as `list.index.name`. */
export const dynamicListValueSchema = z.array(z.record(z.string(), z.unknown()));
export type DynamicListValue = z.infer<typeof dynamicListValueSchema>;

export type FormValues = Record<string, unknown>;

// ---- rules --------------------------------------------------------------------------------------------

export const DATE_PATTERNS = [
  'is_today',
  'is_in_the_future',
  'is_in_the_past',
  'is_on',
  'is_before',
  'is_after',
  'is_between',
  'is_not_between',
  'is_relative_to_today',
] as const;
export type DatePattern = (typeof DATE_PATTERNS)[number];
export const DATE_UNITS = ['day', 'week', 'month', 'year'] as const;
export type DateUnit = (typeof DATE_UNITS)[number];

export const datePatternSchema = z.object({
  pattern: z.enum(DATE_PATTERNS),
  date1: z.string().optional(),
  date2: z.string().optional(),
  direction: z.enum(['past', 'next']).optional(),
  duration: z.number().int().nonnegative().optional(),
  unit: z.enum(DATE_UNITS).optional(),
});
export type DatePatternRule = z.infer<typeof datePatternSchema>;

const message = z.string().optional();
const count = z.number().nonnegative();

export const ruleSchema = z.discriminatedUnion('type', [
  /** Email: `strict` or the looser `default` pattern (spec 2 §5). */
  z.object({ type: z.literal('email'), value: z.enum(['strict', 'default']).optional(), message }),
  /** Text phone rule: only digits, dashes, parentheses (spaces allowed as separators). */
  z.object({ type: z.literal('phone'), value: z.unknown().optional(), message }),
  /** Phone field rule: '+<code><number>', a valid number with only digits, plus and dash in the national part. */
  z.object({ type: z.literal('phoneCountryCode'), value: z.unknown().optional(), message }),
  /** Spec 2 §5: parses and is valid for the country; strict or non-strict character rule. */
  z.object({
    type: z.literal('phoneNumber'),
    value: z.object({ country: z.string().length(2).optional(), strict: z.boolean().optional() }).optional(),
    message,
  }),
  z.object({ type: z.literal('ssn'), value: z.unknown().optional(), message }),
  z.object({ type: z.literal('sin'), value: z.unknown().optional(), message }),
  /** A value written like /pattern/flags (a bare pattern is accepted too). */
  z.object({ type: z.literal('regex'), value: z.string(), message }),
  z.object({ type: z.literal('minLength'), value: count, message }),
  z.object({ type: z.literal('maxLength'), value: count, message }),
  z.object({ type: z.literal('minValue'), value: z.number(), message }),
  z.object({ type: z.literal('maxValue'), value: z.number(), message }),
  z.object({ type: z.literal('maxFileSizeMB'), value: z.number().positive(), message }),
  z.object({ type: z.literal('maxCumulativeFileSizeMB'), value: z.number().positive(), message }),
  z.object({ type: z.literal('date'), value: datePatternSchema, message }),
  z.object({
    type: z.literal('date_comparison'),
    value: z.object({ compare_to_field: z.string(), operator: z.enum(['after', 'before']) }),
    message,
  }),
  z.object({ type: z.literal('templateVariable'), value: z.unknown().optional(), message }),
]);
export type Rule = z.infer<typeof ruleSchema>;
export type RuleType = Rule['type'];

// ---- visibility ---------------------------------------------------------------------------------------

/** A declarative visibility rule over dependency values (the serialisable form of `visibleFn`). */
export type VisibleWhen =
  | { readonly op: 'equals' | 'notEquals'; readonly field: string; readonly value: unknown }
  | { readonly op: 'in' | 'notIn'; readonly field: string; readonly values: readonly unknown[] }
  | { readonly op: 'isEmpty' | 'notEmpty'; readonly field: string }
  | { readonly op: 'all' | 'any'; readonly conditions: readonly VisibleWhen[] };

export const visibleWhenSchema: z.ZodType<VisibleWhen> = z.lazy(() =>
  z.union([
    z.object({ op: z.enum(['equals', 'notEquals']), field: z.string(), value: z.unknown() }),
    z.object({ op: z.enum(['in', 'notIn']), field: z.string(), values: z.array(z.unknown()) }),
    z.object({ op: z.enum(['isEmpty', 'notEmpty']), field: z.string() }),
    z.object({ op: z.enum(['all', 'any']), conditions: z.array(visibleWhenSchema) }),
  ]),
);

/** Receives the values of the item's dependencies (by name) and the whole form's values. */
export type VisibleFn = (dependencyValues: Readonly<FormValues>, values: Readonly<FormValues>) => boolean;
const visibleFnSchema = z.custom<VisibleFn>((v) => typeof v === 'function', 'visibleFn must be a function');

// ---- option objects (spec 3 §3) ------------------------------------------------------------------------

const choices = z.array(selectOptionSchema);
const direction = z.enum(['horizontal', 'vertical']);

export const checkboxOptionsSchema = z.object({
  choices: choices.optional(),
  direction: direction.optional(),
  toggle: z.boolean().optional(),
});
export const radioOptionsSchema = z.object({ choices: choices.optional(), direction: direction.optional() });
export const selectOptionsSchema = z.object({
  choices: choices.optional(),
  choicesSortOrder: z.enum(['ascending', 'descending']).optional(),
  placeholder: z.string().optional(),
  /** Relative endpoint; `{{parentValue}}` is replaced with the first dependency's value. */
  apiEndpoint: z.string().optional(),
  /** Name of a registered loader the React layer calls instead of a plain GET. */
  apiCall: z.string().optional(),
  multiple: z.boolean().optional(),
});
/** A day offset from the start of today (0 = today) or a date. */
const dayBound = z.union([z.number().int(), z.string()]);
export const dateOptionsSchema = z.object({
  readonly: z.boolean().optional(),
  dateFormat: z.string().optional(),
  today: z.boolean().optional(),
  placeholder: z.string().optional(),
  enableFrom: dayBound.optional(),
  enableUntil: dayBound.optional(),
  fallbackFormat: z.string().optional(),
  picker: z.enum(['day', 'month', 'year']).optional(),
});
export const DEFAULT_DATE_RANGE_FORMAT = 'MM/YYYY';
export const dateRangeOptionsSchema = z.object({
  /** The month the picker opens on, e.g. '2024-01'. */
  pickerDefaultMonth: z.string().optional(),
  placeholders: z.object({ start: z.string().optional(), end: z.string().optional() }).optional(),
  showCurrentCheck: z.boolean().optional(),
  checkboxText: z.string().optional(),
  dateFormat: z.string().optional(),
  disallowFutureStartDate: z.boolean().optional(),
});
export const dynamicListOptionsSchema = z.object({
  /** The item definitions of one entry; their names are the keys of each entry object. */
  get items() {
    return z.array(itemSchema);
  },
  itemDefaultValue: z.record(z.string(), z.unknown()).optional(),
  addButton: z.object({ text: z.string().optional(), icon: z.string().optional() }).optional(),
  /** Names of registered renderers (read-only summary, entry header). */
  renderers: z.record(z.string(), z.string()).optional(),
  itemLayout: z.enum(['stacked', 'inline']).optional(),
});
export const DEFAULT_ACCEPTED_UPLOAD_TYPES = [
  '.doc',
  '.docx',
  '.pdf',
  '.txt',
  '.png',
  '.jpg',
  '.jpeg',
] as const;
export const fileUploadOptionsSchema = z.object({
  /** Upload size ('small' | 'large'); large by default. */
  uploadSize: z.enum(['small', 'large']).optional(),
  allowedTypes: z.array(z.string()).optional(),
  texts: z.record(z.string(), z.string()).optional(),
});
export const phoneOptionsSchema = z.object({
  defaultCountryCode: z.string().length(2).optional(),
  placeholders: z.object({ countryCode: z.string().optional(), number: z.string().optional() }).optional(),
  autocomplete: z.string().optional(),
});
export const SKILL_SELECTOR_THRESHOLD = 10;
export const skillSelectorOptionsSchema = z.object({
  showMoreThreshold: z.number().int().positive().optional(),
  /** Name of a registered skill search call. */
  searchCall: z.string().optional(),
  suggestedSkills: z.array(z.string()).optional(),
  header: z.string().optional(),
});
export const textOptionsSchema = z.object({
  placeholder: z.string().optional(),
  autocomplete: z.string().optional(),
});
export const textAreaOptionsSchema = z.object({
  placeholder: z.string().optional(),
  enableExpand: z.boolean().optional(),
  size: z.enum(['small', 'medium', 'large']).optional(),
  autocomplete: z.string().optional(),
});
export const emailOptionsSchema = z.object({
  mode: z.enum(['strict', 'default']).optional(),
  placeholder: z.string().optional(),
  autocomplete: z.string().optional(),
});
export const INSTRUCTION_READ_MORE_HEIGHT = 150;
export const instructionOptionsSchema = z.object({
  showReadMoreButton: z.boolean().optional(),
  readMoreMaxHeight: z.number().positive().optional(),
});

/** Grid placement on the 12-column layout. */
export const layoutSchema = z.object({
  span: z.number().int().min(1).max(12).optional(),
  spanSmall: z.number().int().min(1).max(12).optional(),
  newRow: z.boolean().optional(),
});

// ---- items and sections --------------------------------------------------------------------------------

export const itemSchema = z.object({
  name: z.string().min(1),
  label: z.string().optional(),
  ariaLabel: z.string().optional(),
  type: fieldTypeSchema,
  help: z.string().optional(),
  required: z.boolean().optional(),
  hidden: z.boolean().optional(),
  readonly: z.boolean().optional(),
  confidential: z.boolean().optional(),
  dependencies: z.array(z.string()).optional(),
  visibleFn: visibleFnSchema.optional(),
  visibleWhen: visibleWhenSchema.optional(),
  rules: z.array(ruleSchema).optional(),
  newItem: z.boolean().optional(),
  layout: layoutSchema.optional(),
  /** Content of info (sanitised HTML) and instruction items. */
  content: z.string().optional(),
  /** Embedded form / e-sign widget source. */
  embedOptions: z
    .object({ customDomain: z.string(), widgetId: z.string(), hosted: z.boolean().optional() })
    .optional(),
  checkboxOptions: checkboxOptionsSchema.optional(),
  radioOptions: radioOptionsSchema.optional(),
  selectOptions: selectOptionsSchema.optional(),
  dateOptions: dateOptionsSchema.optional(),
  dateRangeOptions: dateRangeOptionsSchema.optional(),
  dynamicListOptions: dynamicListOptionsSchema.optional(),
  fileUploadOptions: fileUploadOptionsSchema.optional(),
  phoneOptions: phoneOptionsSchema.optional(),
  skillSelectorOptions: skillSelectorOptionsSchema.optional(),
  textOptions: textOptionsSchema.optional(),
  textAreaOptions: textAreaOptionsSchema.optional(),
  emailOptions: emailOptionsSchema.optional(),
  instructionOptions: instructionOptionsSchema.optional(),
});
export type FormItem = z.infer<typeof itemSchema>;

export const sectionSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  items: z.array(itemSchema),
});
export type FormSection = z.infer<typeof sectionSchema>;

export const formDefinitionSchema = z.object({ sections: z.array(sectionSchema) });
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

export type CheckboxOptions = z.infer<typeof checkboxOptionsSchema>;
export type RadioOptions = z.infer<typeof radioOptionsSchema>;
export type SelectOptions = z.infer<typeof selectOptionsSchema>;
export type DateOptions = z.infer<typeof dateOptionsSchema>;
export type DateRangeOptions = z.infer<typeof dateRangeOptionsSchema>;
export type DynamicListOptions = z.infer<typeof dynamicListOptionsSchema>;
export type FileUploadOptions = z.infer<typeof fileUploadOptionsSchema>;
export type PhoneOptions = z.infer<typeof phoneOptionsSchema>;
export type SkillSelectorOptions = z.infer<typeof skillSelectorOptionsSchema>;
export type TextOptions = z.infer<typeof textOptionsSchema>;
export type TextAreaOptions = z.infer<typeof textAreaOptionsSchema>;
export type EmailOptions = z.infer<typeof emailOptionsSchema>;
export type InstructionOptions = z.infer<typeof instructionOptionsSchema>;
export type ItemLayout = z.infer<typeof layoutSchema>;
