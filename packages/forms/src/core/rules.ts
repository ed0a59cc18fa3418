import { checkDatePattern, compareDays, formatIsoDate, parseDate, resolveDayBound } from './dates.js';
import {
  type DateRangeValue,
  DISPLAY_ONLY_TYPES,
  FILE_TYPES,
  type FieldType,
  type FormItem,
  type FormValues,
  type Rule,
} from './definition.js';
import { checkCumulativeFileSize, checkMaxFileSize, isSizedFile } from './files.js';
import { checkSin, checkSsn } from './identity.js';
import { type Message, type MessageKey, message } from './messages.js';
import { checkPhoneCharacters, checkPhoneNumber, checkPhoneWithCountryCode } from './phone.js';

export interface ValidationContext {
  /** The current time; injectable for tests and for the server's clock. */
  readonly now?: Date;
  /** Values the item's rules may read (date_comparison): the form's values, or a list entry over them. */
  readonly values?: Readonly<FormValues>;
  /** Label of another field by name, for messages that name it; the name is used when absent. */
  readonly labelOf?: (name: string) => string | undefined;
  /** Email mode when neither the rule nor the item's emailOptions set one (default: 'default'). */
  readonly emailMode?: 'strict' | 'default';
}

/** Reads `a.b.0.c` paths (dynamic list entries are addressed as list.index.name). */
export function getPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

// ---- emptiness and required ------------------------------------------------------------------------------

function isDateRangeValue(value: unknown): value is DateRangeValue {
  return typeof value === 'object' && value !== null && ('startDate' in value || 'endDate' in value);
}

/**
 * Whether a value counts as "nothing entered" for its type: null, blank text, an empty list, an unticked
 * checkbox, a star rating of 0, a phone holding only its calling code, a date range with neither end.
 */
export function isEmptyValue(value: unknown, type?: FieldType): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    const s = value.trim();
    return s === '' || (type === 'phone' && /^\+\d{0,3}$/.test(s));
  }
  if (typeof value === 'number') return Number.isNaN(value) || (type === 'star_rating' && value === 0);
  if (typeof value === 'boolean') return !value && (type === 'checkbox' || type === 'checkboxItem');
  if (Array.isArray(value)) return value.length === 0;
  if (isDateRangeValue(value)) return isEmptyValue(value.startDate) && isEmptyValue(value.endDate);
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Required applies to every type that holds a value (spec 3 §5); info and instruction only display. */
export function isRequiredApplicable(type: FieldType): boolean {
  return !DISPLAY_ONLY_TYPES.includes(type);
}

export const REQUIRED_LABEL_MAX = 30;

/**
 * '%(name)s is required' with the label's trailing punctuation stripped, or 'This field is required' when
 * the (stripped) label is missing or longer than 30 characters.
 */
export function requiredMessage(label: string | undefined): Message {
  const name = (label ?? '').trim().replace(/[\s.,:;!?*…]+$/u, '');
  if (name === '' || name.length > REQUIRED_LABEL_MAX) return message('required');
  return message('requiredNamed', { name });
}

// ---- single checks ---------------------------------------------------------------------------------------

const STRICT_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const DEFAULT_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Spec 2 §5. Strict: letters, digits and ._%+- before the @, a dotted domain, a TLD of 2+ letters. */
export function isValidEmail(value: string, mode: 'strict' | 'default' = 'default'): boolean {
  return (mode === 'strict' ? STRICT_EMAIL : DEFAULT_EMAIL).test(value.trim());
}

/** The entire value is one `{{placeholder}}` with no braces inside. */
export function isTemplateVariable(value: string): boolean {
  return /^\{\{[^{}]*[^{}\s][^{}]*\}\}$/.test(value);
}

/**
 * Reads a regex rule value written like /pattern/flags (a bare pattern is used as is). An invalid pattern
 * returns null with a console warning so a bad definition never breaks the form. g and y are dropped: they
 * would make `test` stateful.
 */
export function parseRegexRule(value: string): RegExp | null {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(value);
  const source = m ? (m[1] ?? '') : value;
  const flags = m ? (m[2] ?? '').replace(/[gy]/g, '') : '';
  try {
    return new RegExp(source, flags);
  } catch (error) {
    console.warn(`Ignoring invalid regex rule ${value}: ${(error as Error).message}`);
    return null;
  }
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function countKeys(type: FieldType): { min: MessageKey; max: MessageKey } {
  if (FILE_TYPES.includes(type)) return { min: 'filesMin', max: 'filesMax' };
  if (type === 'dynamicList') return { min: 'listMin', max: 'listMax' };
  return { min: 'selectionMin', max: 'selectionMax' };
}

function emailModeOf(item: FormItem, rule: Rule | undefined, ctx: ValidationContext): 'strict' | 'default' {
  const fromRule = rule?.type === 'email' ? rule.value : undefined;
  return fromRule ?? item.emailOptions?.mode ?? ctx.emailMode ?? 'default';
}

/** One rule against a non-empty value; null when it passes or does not apply to the value. */
function checkRule(item: FormItem, rule: Rule, value: unknown, ctx: ValidationContext): Message | null {
  const text = asText(value);
  switch (rule.type) {
    case 'email':
      return text !== null && !isValidEmail(text, emailModeOf(item, rule, ctx))
        ? message('emailInvalid')
        : null;
    case 'phone':
      return text !== null ? checkPhoneCharacters(text) : null;
    case 'phoneCountryCode':
      return text !== null ? checkPhoneWithCountryCode(text) : null;
    case 'phoneNumber':
      return text !== null
        ? checkPhoneNumber(text, {
            country: rule.value?.country ?? item.phoneOptions?.defaultCountryCode,
            strict: rule.value?.strict,
          })
        : null;
    case 'ssn':
      return text !== null ? checkSsn(text) : null;
    case 'sin':
      return text !== null ? checkSin(text) : null;
    case 'templateVariable':
      return text !== null && !isTemplateVariable(text) ? message('templateVariable') : null;
    case 'regex': {
      const re = parseRegexRule(rule.value);
      return re && text !== null && !re.test(text) ? message('regexInvalid') : null;
    }
    case 'minLength':
    case 'maxLength': {
      const isMin = rule.type === 'minLength';
      if (Array.isArray(value)) {
        const keys = countKeys(item.type);
        const fails = isMin ? value.length < rule.value : value.length > rule.value;
        return fails ? message(isMin ? keys.min : keys.max, { count: rule.value }) : null;
      }
      if (text === null) return null;
      const length = [...text].length;
      const fails = isMin ? length < rule.value : length > rule.value;
      return fails ? message(isMin ? 'lengthMin' : 'lengthMax', { count: rule.value }) : null;
    }
    case 'minValue':
    case 'maxValue': {
      const n = asNumber(value);
      if (n === null) return message('numberInvalid');
      if (rule.type === 'minValue') return n < rule.value ? message('valueMin', { count: rule.value }) : null;
      return n > rule.value ? message('valueMax', { count: rule.value }) : null;
    }
    case 'maxFileSizeMB':
    case 'maxCumulativeFileSizeMB': {
      if (!Array.isArray(value)) return null;
      const files = value.filter(isSizedFile);
      return rule.type === 'maxFileSizeMB'
        ? checkMaxFileSize(files, rule.value)
        : checkCumulativeFileSize(files, rule.value);
    }
    case 'date': {
      const day = parseDate(value);
      return day ? checkDatePattern(day, rule.value, ctx.now ?? new Date()) : message('dateInvalid');
    }
    case 'date_comparison': {
      const day = parseDate(value);
      if (!day) return message('dateInvalid');
      const other = parseDate(getPath(ctx.values, rule.value.compare_to_field));
      if (!other) return null;
      const field = ctx.labelOf?.(rule.value.compare_to_field) ?? rule.value.compare_to_field;
      if (rule.value.operator === 'after') {
        return compareDays(day, other) > 0 ? null : message('dateAfterField', { field });
      }
      return compareDays(day, other) < 0 ? null : message('dateBeforeField', { field });
    }
  }
}

/** Rules a type carries without being told: email, phone, SSN and SIN fields check their format. */
function implicitRules(item: FormItem): Rule[] {
  const has = (...types: Rule['type'][]) => (item.rules ?? []).some((r) => types.includes(r.type));
  switch (item.type) {
    case 'email':
      return has('email') ? [] : [{ type: 'email' }];
    case 'phone':
      return has('phone', 'phoneCountryCode', 'phoneNumber') ? [] : [{ type: 'phoneCountryCode' }];
    case 'ssn':
      return has('ssn') ? [] : [{ type: 'ssn' }];
    case 'sin':
      return has('sin') ? [] : [{ type: 'sin' }];
    default:
      return [];
  }
}

/** The checks a date or date range field makes before its rules: real dates, enabled days, both ends. */
function checkDateField(item: FormItem, value: unknown, now: Date): Message | null {
  if (item.type === 'date') {
    const day = parseDate(value);
    if (!day) return message('dateInvalid');
    const { enableFrom, enableUntil } = item.dateOptions ?? {};
    const from = enableFrom === undefined ? null : resolveDayBound(enableFrom, now);
    if (from && compareDays(day, from) < 0) return message('dateEnableFrom', { date: formatIsoDate(from) });
    const until = enableUntil === undefined ? null : resolveDayBound(enableUntil, now);
    if (until && compareDays(day, until) > 0)
      return message('dateEnableUntil', { date: formatIsoDate(until) });
    return null;
  }
  if (item.type === 'dateRange' && isDateRangeValue(value)) {
    const hasStart = !isEmptyValue(value.startDate);
    const hasEnd = !isEmptyValue(value.endDate);
    const start = hasStart ? parseDate(value.startDate) : null;
    if ((hasStart && !start) || (hasEnd && !parseDate(value.endDate))) return message('dateInvalid');
    if (hasStart !== hasEnd && !(hasStart && value.isCurrent)) return message('dateRangeIncomplete');
    if (start && item.dateRangeOptions?.disallowFutureStartDate && compareDays(start, now) > 0) {
      return message('dateRangeFutureStart');
    }
  }
  return null;
}

/** A number field's typed text that is not a number is kept as text so it can be reported. */
function checkNumberField(item: FormItem, value: unknown): Message | null {
  return item.type === 'number' && asNumber(value) === null ? message('numberInvalid') : null;
}

/**
 * Validates one item's value: required first, then the type's own checks, then each rule in order. The
 * first failure is returned; a rule's own `message` replaces the default text. Empty values pass every
 * rule except required.
 */
export function validateValue(item: FormItem, value: unknown, ctx: ValidationContext = {}): Message | null {
  if (!isRequiredApplicable(item.type)) return null;
  if (isEmptyValue(value, item.type)) return item.required ? requiredMessage(item.label) : null;
  const now = ctx.now ?? new Date();
  const own = checkDateField(item, value, now) ?? checkNumberField(item, value);
  if (own) return own;
  for (const rule of [...(item.rules ?? []), ...implicitRules(item)]) {
    const failure = checkRule(item, rule, value, { ...ctx, now });
    if (failure) return rule.message === undefined ? failure : { ...failure, text: rule.message };
  }
  return null;
}

// ---- dynamic lists ---------------------------------------------------------------------------------------

type CountRule = Extract<Rule, { type: 'minLength' | 'maxLength' }>;

/** A dynamic list's count limits: its own minLength / maxLength rules, as checkRule reads them. */
export function listBounds(item: FormItem): { min: number; max: number } {
  const count = (type: CountRule['type']) => item.rules?.find((r): r is CountRule => r.type === type)?.value;
  return { min: count('minLength') ?? 0, max: count('maxLength') ?? Number.POSITIVE_INFINITY };
}

/**
 * What a dynamic list starts with (spec 3 §4): its initial entries, else one default entry when its minimum
 * is above 0, else none.
 */
export function listStartValue(item: FormItem, initial: unknown): Record<string, unknown>[] {
  if (Array.isArray(initial) && initial.length > 0) return initial as Record<string, unknown>[];
  const entry = item.dynamicListOptions?.itemDefaultValue ?? {};
  return listBounds(item).min > 0 ? [structuredClone(entry)] : [];
}
