import { describe, expect, it } from 'vitest';
import type { FormItem } from './definition.js';
import {
  checkPhoneCharacters,
  checkPhoneNumber,
  checkPhoneWithCountryCode,
  hasAllowedPhoneStart,
  hasStrictPhoneCharacters,
} from './phone.js';
import { validateValue } from './rules.js';

const VALID: Record<string, string> = {
  US: '+14155552671',
  GB: '+442079460958',
  DE: '+4930123456',
  IN: '+919876543210',
  FR: '+33612345678',
  JP: '+81312345678',
  CA: '+16135550123',
};

describe('phone with country code (phone field)', () => {
  it.each(Object.entries(VALID))('accepts a valid %s number', (_country, number) => {
    expect(checkPhoneWithCountryCode(number)).toBeNull();
  });
  it.each([
    ['+1415555267', 'US one digit short'],
    ['+4420794609', 'GB too short'],
    ['+91123', 'IN too short'],
    ['+3361234567890', 'FR too long'],
    ['4155552671', 'no country code'],
    ['+999123456789', 'unknown calling code'],
    ['+1415-555-2671', 'dashes in the national part are fine'],
    ['+1(415)5552671', 'parentheses are not allowed'],
    ['+1 415 555 2671', 'spaces are not allowed'],
    ['+1abc', 'letters'],
  ])('%s (%s)', (value, why) => {
    const ok = why.includes('fine');
    expect(checkPhoneWithCountryCode(value) === null).toBe(ok);
    if (!ok) expect(checkPhoneWithCountryCode(value)?.key).toBe('phoneCountryCode');
  });
  it('is implied by the phone type; a lone calling code is empty', () => {
    const phone: FormItem = { name: 'p', label: 'Phone', type: 'phone' };
    expect(validateValue(phone, '+44')).toBeNull();
    expect(validateValue({ ...phone, required: true }, '+44')?.key).toBe('requiredNamed');
    expect(validateValue(phone, '+44123')?.key).toBe('phoneCountryCode');
    expect(validateValue(phone, VALID.GB)).toBeNull();
  });
});

describe('phone character rule (text rule)', () => {
  it.each(['(415) 555-2671', '415-555-2671', '4155552671'])('accepts %s', (value) => {
    expect(checkPhoneCharacters(value)).toBeNull();
  });
  it.each(['+1 415 555 2671', '415.555.2671', 'call me', '()-', '415#555'])('rejects %s', (value) => {
    expect(checkPhoneCharacters(value)?.key).toBe('phoneCharacters');
  });
  it('is the phone rule of a text item', () => {
    const i: FormItem = { name: 'p', type: 'text', rules: [{ type: 'phone' }] };
    expect(validateValue(i, '555 x')?.key).toBe('phoneCharacters');
  });
});

describe('phone number validity per country (spec 2)', () => {
  it.each([
    ['US', '(415) 555-2671'],
    ['GB', '020 7946 0958'],
    ['DE', '030 123456'],
    ['IN', '98765 43210'],
    ['FR', '06 12 34 56 78'],
    ['JP', '03-1234-5678'],
    ['CA', '613-555-0123'],
  ])('accepts a national %s number', (country, number) => {
    expect(checkPhoneNumber(number, { country })).toBeNull();
    expect(checkPhoneNumber(number, { country, strict: true })).toBeNull();
  });
  it('rejects a number that is not valid for the country', () => {
    expect(checkPhoneNumber('020 7946 0958', { country: 'US' })?.key).toBe('phoneInvalid');
    expect(checkPhoneNumber('12345', { country: 'DE' })?.key).toBe('phoneInvalid');
    expect(checkPhoneNumber('+1 415 555 267')?.key).toBe('phoneInvalid');
  });
  it('uses the number’s own calling code and defaults to US', () => {
    expect(checkPhoneNumber('+44 20 7946 0958', { country: 'US' })).toBeNull();
    expect(checkPhoneNumber('415 555 2671')).toBeNull();
  });
  it('reports an unknown calling code', () => {
    expect(checkPhoneNumber('+999 1234 5678')?.key).toBe('phoneInvalidCountryCode');
  });
  it('strict mode allows only digits, spaces and ()+-.', () => {
    expect(hasStrictPhoneCharacters('+1 (415) 555-2671')).toBe(true);
    expect(hasStrictPhoneCharacters('415.555.2671')).toBe(true);
    expect(hasStrictPhoneCharacters('415 555 2671 ext 2')).toBe(false);
    expect(hasStrictPhoneCharacters('415/555/2671')).toBe(false);
    expect(checkPhoneNumber('415/555/2671', { strict: true })?.key).toBe('phoneInvalid');
  });
  it.each(['a415', 'T: 415', '-4155552671', '#415', ':415', '.415', '/415', '\\415', '%415', '@415', '!415'])(
    'non-strict mode rejects a value starting with %s',
    (value) => {
      expect(hasAllowedPhoneStart(value)).toBe(false);
      expect(checkPhoneNumber(value)?.key).toBe('phoneInvalid');
    },
  );
  it('non-strict mode accepts other characters after the start', () => {
    expect(hasAllowedPhoneStart('(415) 555/2671')).toBe(true);
    expect(hasAllowedPhoneStart('+1 415')).toBe(true);
  });
  it('is the phoneNumber rule, with the item default country', () => {
    const i: FormItem = {
      name: 'p',
      type: 'text',
      phoneOptions: { defaultCountryCode: 'GB' },
      rules: [{ type: 'phoneNumber', value: { strict: true } }],
    };
    expect(validateValue(i, '020 7946 0958')).toBeNull();
    expect(validateValue(i, '(415) 555-2671')?.key).toBe('phoneInvalid');
  });
});
