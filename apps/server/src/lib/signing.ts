import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { safeEqual } from './crypto.js';

const SECRET_NAME = 'link-signing';

/**
 * Signs and checks small payloads carried in links that work without a session (a mailed one-click unsubscribe):
 * `base64url(JSON) + "." + base64url(HMAC-SHA256(key, purpose + "." + body))`. The purpose is part of what is
 * signed, so a token made for one use is refused by another. The key is APP_SECRET, else a random one made once
 * and kept in `app_secrets`: the first process to need it stores it, every other reads the same row.
 */
export function createSigner(db: Kysely<Database>, opts: { secret?: string | undefined; now: () => Date }) {
  let key: Promise<string> | null = opts.secret ? Promise.resolve(opts.secret) : null;

  async function loadKey(): Promise<string> {
    await db
      .insertInto('app_secrets')
      .values({
        name: SECRET_NAME,
        value: randomBytes(32).toString('base64url'),
        created_at: opts.now().toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', SECRET_NAME)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  function theKey(): Promise<string> {
    key ??= loadKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  }

  const mac = (k: string, purpose: string, body: string) =>
    createHmac('sha256', k).update(`${purpose}.${body}`).digest('base64url');

  return {
    async sign(purpose: string, payload: object): Promise<string> {
      const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
      return `${body}.${mac(await theKey(), purpose, body)}`;
    },

    /** The payload of a token signed for `purpose`, or null (malformed, forged, or made for something else). */
    async verify(purpose: string, token: string): Promise<unknown> {
      const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, body = '', sig = ''] = match;
      if (!safeEqual(sig, mac(await theKey(), purpose, body))) return null;
      try {
        return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
      } catch {
        return null;
      }
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;
