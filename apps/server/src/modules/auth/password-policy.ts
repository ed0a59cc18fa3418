import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portico/contracts';

/**
 * Passwords that appear at the top of every leaked-password list (and their obvious variants that pass
 * the length rule). Compared case-insensitively. A short list on purpose: it stops the guesses attackers
 * try first without shipping a dictionary.
 */
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '0123456789',
  '12345678910',
  '123456789012',
  '1234567890a',
  '0987654321',
  '1111111111',
  '0000000000',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  'qwertyuiop',
  'qwertyuiop1',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl1',
  'zxcvbnm123',
  '1qaz2wsx3edc',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'p@ssw0rd123',
  'password!1',
  'iloveyou12',
  'iloveyou123',
  'abcdefghij',
  'abc1234567',
  'abcd123456',
  'letmein123',
  'welcome123',
  'welcome1234',
  'sunshine123',
  'princess123',
  'football123',
  'baseball123',
  'dragon1234',
  'monkey1234',
  'master1234',
  'superman123',
  'starwars123',
  'trustno1234',
  'changeme123',
  'administrator',
  'admin12345',
  'admin123456',
  'qazwsxedcrfv',
  'aaaaaaaaaa',
  'careers123',
  'portico123',
]);

export interface PasswordVerdict {
  ok: boolean;
  /** A sentence the candidate can act on. */
  reason?: string;
}

/** Checks a new password: length, not the email, not a well-known password, not one repeated character. */
export function checkPassword(password: string, email: string): PasswordVerdict {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ok: false, reason: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { ok: false, reason: `Use no more than ${PASSWORD_MAX_LENGTH} characters.` };
  const lower = password.toLowerCase();
  const mail = email.trim().toLowerCase();
  const local = mail.split('@')[0] ?? '';
  if (lower === mail || lower === local || (mail.length > 0 && lower.includes(mail))) {
    return { ok: false, reason: 'Do not use your email address as your password.' };
  }
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password)) {
    return { ok: false, reason: 'This password is too common. Choose one that is harder to guess.' };
  }
  return { ok: true };
}
