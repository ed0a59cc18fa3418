import { describe, expect, it } from 'vitest';
import { checkSin, checkSsn, formatSin, formatSsn, ID_NUMBER_MAX_LENGTH } from './identity.js';

describe('SSN and SIN formatting', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['1234567890', '123-45-6789'],
    ['12a3-4 5/6789999', '123-45-6789'],
  ])('formatSsn(%j) = %j', (input, out) => {
    expect(formatSsn(input)).toBe(out);
  });

  it.each([
    ['123', '123'],
    ['1234', '123-4'],
    ['123456', '123-456'],
    ['1234567', '123-456-7'],
    ['123456789', '123-456-789'],
    ['123-456-7890', '123-456-789'],
  ])('formatSin(%j) = %j', (input, out) => {
    expect(formatSin(input)).toBe(out);
  });

  it('never exceeds 9 digits and 11 characters', () => {
    const long = '9'.repeat(40);
    expect(formatSsn(long)).toHaveLength(ID_NUMBER_MAX_LENGTH);
    expect(formatSin(long)).toHaveLength(ID_NUMBER_MAX_LENGTH);
    expect(formatSsn(long).replace(/-/g, '')).toHaveLength(9);
  });
});

describe('SSN and SIN validation', () => {
  it('accepts 3-2-4 for SSN only', () => {
    expect(checkSsn('123-45-6789')).toBeNull();
    expect(checkSsn('123456789')?.key).toBe('ssnInvalid');
    expect(checkSsn('123-45-678')?.key).toBe('ssnInvalid');
    expect(checkSsn('123-456-789')?.key).toBe('ssnInvalid');
  });

  it('accepts 3-3-3 for SIN only', () => {
    expect(checkSin('123-456-789')).toBeNull();
    expect(checkSin('123-45-6789')?.key).toBe('sinInvalid');
    expect(checkSin('123-456-78')?.key).toBe('sinInvalid');
  });
});
