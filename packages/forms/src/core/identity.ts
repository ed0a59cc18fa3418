import { type Message, message } from './messages.js';

/** Social security (3-2-4) and social insurance (3-3-3) numbers: validation and as-you-type formatting. */

export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;
export const SIN_PATTERN = /^\d{3}-\d{3}-\d{3}$/;
export const SSN_PLACEHOLDER = 'XXX-XX-XXXX';
export const SIN_PLACEHOLDER = 'XXX-XXX-XXX';
/** Both inputs are capped at 9 digits, 11 characters with the dashes. */
export const ID_NUMBER_MAX_LENGTH = 11;

function groupDigits(input: string, groups: readonly number[]): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** Keeps digits only, at most 9, as XXX-XX-XXXX (dashes appear as the groups fill). */
export function formatSsn(input: string): string {
  return groupDigits(input, [3, 2, 4]);
}

/** Keeps digits only, at most 9, as XXX-XXX-XXX. */
export function formatSin(input: string): string {
  return groupDigits(input, [3, 3, 3]);
}

export function checkSsn(value: string): Message | null {
  return SSN_PATTERN.test(value.trim()) ? null : message('ssnInvalid');
}

export function checkSin(value: string): Message | null {
  return SIN_PATTERN.test(value.trim()) ? null : message('sinInvalid');
}
