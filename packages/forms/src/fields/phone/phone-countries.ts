import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
// The same metadata 'libphonenumber-js/max' loads; read here for each calling code's main country.
import metadata from 'libphonenumber-js/metadata.max.json';
import { DEFAULT_PHONE_COUNTRY } from '../../core/phone.js';

export interface CountryOption {
  readonly country: CountryCode;
  readonly callingCode: string;
  /** e.g. "United States (+1)" in the given language. */
  readonly label: string;
}

/** Every country libphonenumber knows, named in `language` and sorted by that name. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator([language, 'en']);
  return getCountries()
    .map((country) => {
      const callingCode = getCountryCallingCode(country);
      return { country, callingCode, label: `${names?.of(country) ?? country} (+${callingCode})` };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}

function supported(code: string | undefined | null): CountryCode | null {
  const upper = code?.trim().toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : null;
}

/** The field's default country, else the host page's window setting, else US. */
export function defaultPhoneCountry(fromOptions: string | undefined): CountryCode {
  const fromWindow = typeof window === 'undefined' ? undefined : window.PORTICO_PHONE_COUNTRY;
  return supported(fromOptions) ?? supported(fromWindow) ?? (DEFAULT_PHONE_COUNTRY as CountryCode);
}

/** The country a calling code is usually written for (+1 -> US, +44 -> GB), `preferred` when it shares it. */
function countryForCallingCode(callingCode: string, preferred: CountryCode): CountryCode | null {
  if (getCountryCallingCode(preferred) === callingCode) return preferred;
  return supported(metadata.country_calling_codes[callingCode]?.[0]);
}

export interface SplitPhone {
  readonly country: CountryCode;
  /** The national part exactly as it was written (separators after the calling code dropped). */
  readonly national: string;
}

/**
 * Splits a stored '+<code><number>' value into a country and the national part: the parsed number's own
 * country when libphonenumber reads it (so '+1 416…' is Canada), else the longest known calling code.
 * Values without '+' are national numbers of `preferred`.
 */
export function splitPhone(value: unknown, preferred: CountryCode): SplitPhone {
  const raw = typeof value === 'string' ? value.trim() : '';
  if (!raw.startsWith('+')) return { country: preferred, national: raw };
  const parsed = parsePhoneNumberFromString(raw);
  const leading = /^\+\s*(\d{1,3})/.exec(raw)?.[1] ?? '';
  const callingCode =
    parsed?.countryCallingCode ??
    [3, 2, 1]
      .map((n) => leading.slice(0, n))
      .find((code) => code.length > 0 && countryForCallingCode(code, preferred));
  if (!callingCode) return { country: preferred, national: raw.slice(1).trim() };
  const country =
    (parsed?.country && getCountryCallingCode(parsed.country) === callingCode ? parsed.country : null) ??
    countryForCallingCode(callingCode, preferred) ??
    preferred;
  const rest = new RegExp(`^\\+\\s*${callingCode}`).test(raw)
    ? raw.replace(new RegExp(`^\\+\\s*${callingCode}[\\s.-]*`), '')
    : (parsed?.nationalNumber ?? '');
  return { country, national: rest };
}

/** '+<calling code><national part>', or null while no number is typed (so "required" sees it as empty). */
export function joinPhone(country: CountryCode, national: string): string | null {
  return national.trim() === '' ? null : `+${getCountryCallingCode(country)}${national}`;
}

/** The international format ('+44 20 7946 0958') when the value parses, else the value as stored. */
export function formatPhone(value: unknown): string {
  const raw = String(value);
  const parsed = parsePhoneNumberFromString(raw);
  return parsed ? parsed.formatInternational() : raw;
}
