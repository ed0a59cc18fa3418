/**
 * Every validation and count message of the form toolkit (spec 3 §2 and §5, spec 2 §5), keyed so the React
 * layer can translate through i18n. Texts the spec quotes are kept verbatim; the date, file-size, list and
 * selection texts the spec does not show are ours (docs/decisions/007-form-toolkit-core.md).
 *
 * An entry with `one` has plural forms chosen by the numeric parameter named in `plural`; `%(name)s`
 * placeholders are filled from the message params.
 */
export interface CatalogueEntry {
  readonly other: string;
  readonly one?: string;
  readonly plural?: string;
}

export const EMAIL_SAMPLE = 'name@example.com';

export const MESSAGES = {
  required: { other: 'This field is required' },
  requiredNamed: { other: '%(name)s is required' },
  emailInvalid: { other: `Email is invalid. Use the format "${EMAIL_SAMPLE}".` },
  dateRangeIncomplete: { other: 'Please enter both a start and end date.' },
  dateRangeFutureStart: { other: 'Start date cannot be in the future' },
  phoneCharacters: { other: 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().' },
  phoneCountryCode: { other: 'Enter a valid phone number and country code.' },
  phoneInvalid: { other: 'Enter a valid phone number' },
  phoneInvalidCountryCode: { other: 'Invalid country calling code' },
  ssnInvalid: { other: 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.' },
  sinInvalid: { other: 'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.' },
  filesMin: {
    one: 'Upload at least %(count)s file.',
    other: 'Upload at least %(count)s files.',
    plural: 'count',
  },
  filesMax: {
    one: 'Upload no more than %(count)s file.',
    other: 'Upload no more than %(count)s files.',
    plural: 'count',
  },
  fileTooLarge: {
    one: 'This file is larger than %(size)s MB: %(files)s.',
    other: 'These files are larger than %(size)s MB: %(files)s.',
    plural: 'count',
  },
  filesTooLargeTotal: { other: 'The files together are larger than %(size)s MB.' },
  regexInvalid: { other: 'Enter a valid value.' },
  lengthMin: {
    one: 'Enter at least %(count)s character.',
    other: 'Enter at least %(count)s characters.',
    plural: 'count',
  },
  lengthMax: {
    one: 'Enter no more than %(count)s character.',
    other: 'Enter no more than %(count)s characters.',
    plural: 'count',
  },
  valueMin: { other: 'Enter a value greater than or equal to %(count)s.' },
  valueMax: { other: 'Enter a value less than or equal to %(count)s.' },
  numberInvalid: { other: 'Enter a valid number.' },
  listMin: { one: 'Add at least %(count)s item.', other: 'Add at least %(count)s items.', plural: 'count' },
  listMax: {
    one: 'Add no more than %(count)s item.',
    other: 'Add no more than %(count)s items.',
    plural: 'count',
  },
  selectionMin: {
    one: 'Select at least %(count)s option.',
    other: 'Select at least %(count)s options.',
    plural: 'count',
  },
  selectionMax: {
    one: 'Select no more than %(count)s option.',
    other: 'Select no more than %(count)s options.',
    plural: 'count',
  },
  dateInvalid: { other: 'Enter a valid date.' },
  dateToday: { other: "Enter today's date." },
  dateFuture: { other: 'Enter a date in the future.' },
  datePast: { other: 'Enter a date in the past.' },
  dateOn: { other: 'Enter the date %(date)s.' },
  dateBefore: { other: 'Enter a date before %(date)s.' },
  dateAfter: { other: 'Enter a date after %(date)s.' },
  dateBetween: { other: 'Enter a date from %(start)s to %(end)s.' },
  dateNotBetween: { other: 'Enter a date before %(start)s or after %(end)s.' },
  dateBeforeField: { other: 'Enter a date before %(field)s.' },
  dateAfterField: { other: 'Enter a date after %(field)s.' },
  dateEnableFrom: { other: 'Enter a date on or after %(date)s.' },
  dateEnableUntil: { other: 'Enter a date on or before %(date)s.' },
  templateVariable: { other: 'Enter a single template variable, for example {{first_name}}.' },
  errorsFound: { one: '1 error found', other: '%(errorCount)s errors found', plural: 'errorCount' },
  newQuestions: { one: '1 new question', other: '%(count)s new questions', plural: 'count' },
} as const satisfies Record<string, CatalogueEntry>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A validation result: a catalogue key with its params, or a rule's own text (which wins over the key). */
export interface Message {
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly text?: string;
}

export function message(key: MessageKey, params: MessageParams = {}, text?: string): Message {
  return text === undefined ? { key, params } : { key, params, text };
}

/** Fills `%(name)s` placeholders; an unknown placeholder is left as written. */
export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/%\((\w+)\)s/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

const englishPlurals = new Intl.PluralRules('en');

/** Renders a message in English (tests, server-side use); the web app translates through i18n instead. */
export function formatMessage(msg: Message): string {
  if (msg.text !== undefined) return interpolate(msg.text, msg.params);
  const entry: CatalogueEntry = MESSAGES[msg.key];
  let template = entry.other;
  if (entry.one !== undefined && entry.plural !== undefined) {
    const n = Number(msg.params[entry.plural]);
    if (Number.isFinite(n) && englishPlurals.select(n) === 'one') template = entry.one;
  }
  return interpolate(template, msg.params);
}
