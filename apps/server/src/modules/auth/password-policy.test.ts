import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy.js';

describe('checkPassword', () => {
  it('accepts a long, unusual password', () => {
    expect(checkPassword('violet-harbour-42', 'a@example.com')).toEqual({ ok: true });
    // The demo accounts' passwords must stay valid.
    expect(checkPassword('portico-admin', 'admin@northwind.example').ok).toBe(true);
  });

  it.each([
    ['short', 'x@example.com', 'Use at least 10 characters.'],
    ['y'.repeat(129), 'x@example.com', 'Use no more than 128 characters.'],
    ['jane.doe.smith', 'jane.doe.smith@example.com', 'Do not use your email address as your password.'],
    ['Jane@Example.com', 'jane@example.com', 'Do not use your email address as your password.'],
    ['my-jane@example.com-pw', 'jane@example.com', 'Do not use your email address as your password.'],
    ['Password123', 'x@example.com', 'This password is too common. Choose one that is harder to guess.'],
    ['qwertyuiop', 'x@example.com', 'This password is too common. Choose one that is harder to guess.'],
    ['zzzzzzzzzzzz', 'x@example.com', 'This password is too common. Choose one that is harder to guess.'],
  ])('rejects %j', (password, email, reason) => {
    expect(checkPassword(password, email)).toEqual({ ok: false, reason });
  });
});
