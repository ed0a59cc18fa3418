import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's `Algorithm.Argon2id`; a const enum cannot be imported under isolatedModules). */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must fail closed, not crash the login.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Verifies against a throwaway hash, so a login for an unknown email costs as much as one for a known
 * email and response time does not reveal which addresses have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('portico-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
