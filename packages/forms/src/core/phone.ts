import {
  type CountryCode,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/max';
import { type Message, message } from './messages.js';

/**
 * Phone rules. `max` metadata is used so validity checks the number's digits for its country, not only its
 * length (docs/decisions/007-form-toolkit-core.md).
 */

export const DEFAULT_PHONE_COUNTRY = 'US';

/** Spec 3 §5 text rule: only digits, dashes and parentheses; spaces are accepted as separators. */
export function checkPhoneCharacters(value: string): Message | null {
  return /^[\d\s()-]+$/.test(value) && /\d/.test(value) ? null : message('phoneCharacters');
}

/**
 * Spec 3 §5 phone field rule, value '+<code><number>': the country code and the number must both be present,
 * the national part may contain only digits, plus and dash, and the whole must be a valid number.
 */
export function checkPhoneWithCountryCode(value: string): Message | null {
  const fail = message('phoneCountryCode');
  const m = /^\+(\d{1,3})(.*)$/.exec(value.trim());
  if (!m) return fail;
  const national = m[2] ?? '';
  if (!/\d/.test(national) || !/^[\d+-]+$/.test(national)) return fail;
  try {
    return parsePhoneNumberWithError(`+${m[1]}${national.replace(/[^\d]/g, '')}`).isValid() ? null : fail;
  } catch {
    return fail;
  }
}

/** Strict mode allows only digits, spaces and ()+-. characters. */
export function hasStrictPhoneCharacters(value: string): boolean {
  return /^[\d\s()+\-.]+$/.test(value);
}

/** Non-strict mode rejects a value that begins with a letter or one of -#:.\/%@! */
export function hasAllowedPhoneStart(value: string): boolean {
  return !/^[\p{L}\-#:./\\%@!]/u.test(value);
}

/**
 * Spec 2 §5: the number parses and is valid for its country ('+' numbers carry their own country, others
 * use `country`, default US). An unknown calling code gives 'Invalid country calling code'.
 */
export function checkPhoneNumber(
  value: string,
  options: { country?: string | undefined; strict?: boolean | undefined } = {},
): Message | null {
  const trimmed = value.trim();
  const charactersOk = options.strict ? hasStrictPhoneCharacters(trimmed) : hasAllowedPhoneStart(trimmed);
  if (!charactersOk) return message('phoneInvalid');
  const country = (options.country ?? DEFAULT_PHONE_COUNTRY).toUpperCase();
  const defaultCountry = isSupportedCountry(country) ? (country as CountryCode) : undefined;
  try {
    const parsed = parsePhoneNumberWithError(trimmed, defaultCountry ? { defaultCountry } : {});
    return parsed.isValid() ? null : message('phoneInvalid');
  } catch (error) {
    if (error instanceof ParseError && error.message === 'INVALID_COUNTRY') {
      return message('phoneInvalidCountryCode');
    }
    return message('phoneInvalid');
  }
}
