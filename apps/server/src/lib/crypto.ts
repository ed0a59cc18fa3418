import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token of `bytes` random bytes (cookies, reset links). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The SHA-256 of a text (as UTF-8) or of bytes, in hex. Tokens are stored only as their SHA-256, so a
 * database leak does not hand out live sessions; files are recorded with theirs.
 */
export function sha256(value: string | Uint8Array): string {
  return typeof value === 'string'
    ? createHash('sha256').update(value, 'utf8').digest('hex')
    : createHash('sha256').update(value).digest('hex');
}

/** Constant-time string comparison; different lengths compare unequal without an early exit on content. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  if (ab.length !== bb.length) {
    // Compare against itself so the time spent does not depend on where the strings differ.
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}
