import { API, type CandidateProfile } from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { multipart } from '../../test/multipart.js';
import { hashPassword } from '../auth/passwords.js';

/** A real image of the given format and size (a red-to-blue split, so a crop is visible). */
function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();
}

const errorOf = (res: LightMyRequestResponse) =>
  (res.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

describeEachDb('the avatar upload', (h) => {
  let ctx: TestAppContext;
  let me: TestClient;
  let other: TestClient;

  const upload = (client: TestClient, bytes: Uint8Array | string, type = 'image/png') => {
    const content =
      typeof bytes === 'string' ? bytes : `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
    const { payload, headers } = multipart([
      { name: 'avatar_content', value: content },
      { name: 'domain', value: ctx.tenant.domain },
    ]);
    return client.request({ method: 'POST', url: API.uploadAvatar, payload, headers });
  };
  const setAvatar = (client: TestClient, operation: 'update' | 'delete', value?: string) =>
    client.post(API.profileEdit, { op_section: 'avatar', operation, op_data: value ? { value } : {} });
  const stored = () => h.db.selectFrom('candidate_avatars').selectAll().execute();
  /** A fresh signed-in candidate (uploads are rate limited per candidate, 10 a minute). */
  const newCandidate = async (tag: string) => {
    const email = `avatar-${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await ctx.app.services.candidates.create({
      tenantId: ctx.tenant.id,
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: `${tag} Candidate`,
    });
    const client = ctx.client();
    expect((await client.logIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    return client;
  };

  beforeAll(async () => {
    ctx = await createTestApp(h.db);
    me = ctx.client();
    expect((await me.logIn(ctx.candidate.email, TEST_PASSWORD)).statusCode).toBe(200);
    await ctx.app.services.candidates.create({
      tenantId: ctx.tenant.id,
      email: 'avatar-other@example.com',
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: 'Other Candidate',
    });
    other = ctx.client();
    expect((await other.logIn('avatar-other@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx?.app.close();
  });
  beforeEach(async () => {
    await h.db.deleteFrom('candidate_avatars').execute();
    await h.db.deleteFrom('candidate_profiles').execute();
  });

  it('stores a PNG, JPEG or WebP re-encoded as a 512 px WebP square and serves it to its owner', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const res = await upload(me, await image(format, 900, 600), `image/${format}`);
      expect(res.statusCode, res.body).toBe(200);
      const { avatarUrl, width, height } = (
        res.json() as { data: { avatarUrl: string; width: number; height: number } }
      ).data;
      expect(avatarUrl).toMatch(/^\/api\/pcsx\/avatars\/[0-9a-f-]{36}$/);
      expect([width, height]).toEqual([512, 512]);

      const file = await me.get(avatarUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
      expect(meta.exif).toBeUndefined();

      const again = await me.get(avatarUrl, { 'if-none-match': String(file.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('drops the photo’s metadata (a phone photo’s EXIF with its place)', async () => {
    const withExif = await sharp(await image('jpeg', 300, 300))
      .withExif({ IFD0: { Artist: 'Secret Place 52.52N' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(me, withExif, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const file = await me.get((res.json() as { data: { avatarUrl: string } }).data.avatarUrl);
    expect(file.rawPayload.includes(Buffer.from('Secret Place'))).toBe(false);
  });

  it('refuses what is not a photo it can use, with a clear 4xx, and stores nothing', async () => {
    const me = await newCandidate('bad');
    const png = await image('png', 200, 200);
    const cases: Array<[string, Promise<LightMyRequestResponse>, number, string]> = [
      [
        'a text file',
        upload(me, Buffer.from('hello, not an image'), 'image/png'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['a GIF', upload(me, await image('gif', 200, 200), 'image/gif'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [
        'a PDF named as an image',
        upload(me, Buffer.from('%PDF-1.7\n%…'), 'image/jpeg'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['an empty file', upload(me, Buffer.alloc(0)), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['a truncated PNG', upload(me, png.subarray(0, Math.floor(png.length / 2))), 422, 'UNPROCESSABLE'],
      ['a tiny image', upload(me, await image('png', 20, 20)), 422, 'UNPROCESSABLE'],
      ['an over-wide image', upload(me, await image('png', 12_000, 80)), 422, 'UNPROCESSABLE'],
      [
        'a file over 5 MB',
        upload(me, Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)])),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      ['no data URL', upload(me, 'hello'), 400, 'VALIDATION_FAILED'],
    ];
    for (const [what, pending, status, code] of cases) {
      const res = await pending;
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(errorOf(res).code, what).toBe(code);
      expect(errorOf(res).message, what).not.toBe('');
    }
    expect(await stored()).toEqual([]);
    const json = await me.post(API.uploadAvatar, { avatar_content: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it('answers 401 to a visitor, and another candidate can neither read nor replace the photo', async () => {
    const res = await upload(me, await image('png', 200, 200));
    const { avatarUrl } = (res.json() as { data: { avatarUrl: string } }).data;
    expect((await setAvatar(me, 'update', avatarUrl)).statusCode).toBe(200);

    const visitor = await ctx.client().start();
    expect((await visitor.get(avatarUrl)).statusCode).toBe(401);
    expect((await upload(visitor, await image('png', 200, 200))).statusCode).toBe(401);
    // Another candidate: the same 404 as an unknown photo, so an id tells nothing.
    expect((await other.get(avatarUrl)).statusCode).toBe(404);
    expect((await other.get(API.avatarFile('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);

    // Their own upload and edit change their own profile only; my photo and profile stay.
    const theirs = await upload(other, await image('webp', 300, 300), 'image/webp');
    expect(theirs.statusCode).toBe(200);
    expect((await setAvatar(other, 'update', avatarUrl)).statusCode).toBe(200);
    expect((await setAvatar(other, 'delete')).statusCode).toBe(200);
    expect((await me.get(avatarUrl)).statusCode).toBe(200);
    const mine = ((await me.get(API.profileDetails)).json() as { data: { profile: CandidateProfile } }).data
      .profile;
    expect(mine.avatarUrl).toBe(avatarUrl);
    // Their edits deleted their own spare photo, never mine.
    expect((await stored()).map((r) => r.id)).toEqual([avatarUrl.split('/').pop()]);
  });

  it('keeps only the photo the profile names: a new one replaces it, removing it deletes the file', async () => {
    const first = (await upload(me, await image('png', 200, 200))).json() as { data: { avatarUrl: string } };
    expect((await setAvatar(me, 'update', first.data.avatarUrl)).statusCode).toBe(200);
    const second = (await upload(me, await image('jpeg', 400, 300), 'image/jpeg')).json() as {
      data: { avatarUrl: string };
    };
    // Until the profile names the new photo, both exist (the page shows the old one meanwhile).
    expect((await stored()).length).toBe(2);
    const edited = await setAvatar(me, 'update', second.data.avatarUrl);
    expect((edited.json() as { data: CandidateProfile }).data.avatarUrl).toBe(second.data.avatarUrl);
    expect((await stored()).map((r) => r.id)).toEqual([second.data.avatarUrl.split('/').pop()]);
    expect((await me.get(first.data.avatarUrl)).statusCode).toBe(404);

    expect((await setAvatar(me, 'delete')).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await me.get(second.data.avatarUrl)).statusCode).toBe(404);
  });

  it('goes with the account when it is deleted', async () => {
    const gone = await newCandidate('gone');
    const { avatarUrl } = (
      (await upload(gone, await image('png', 200, 200))).json() as {
        data: { avatarUrl: string };
      }
    ).data;
    expect((await setAvatar(gone, 'update', avatarUrl)).statusCode).toBe(200);
    expect((await stored()).length).toBe(1);
    const res = await gone.post(API.settingsDeleteAccount, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual([]);
  });
});
