import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type PageConfigInput } from '@portico/contracts';
import { afterAll, afterEach, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';

/**
 * Privacy rights do not wait behind the terms gate: a candidate who has not accepted the current terms (Contoso's
 * version 2 in the demo) can still read their account, download their data and delete their account, while
 * every other protected call refuses them with TERMS_NOT_ATTESTED.
 */
const GATED: Partial<PageConfigInput> = {
  pcsxConfig: {
    branding: { companyName: 'Gated Co' },
    termsConfig: {
      enabled: true,
      version: 2,
      headingText: 'New terms',
      helperText: '',
      infoText: '',
      disclaimerText: '',
      submitButtonText: 'Accept',
    },
  },
};

describeEachDb('privacy rights behind the terms gate', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  it('lets a held candidate see their account and download their data, and nothing else', async () => {
    ctx = await createTestApp(h.db, { config: GATED });
    const c = ctx.client();
    expect((await c.logIn(ctx.candidate.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The gate holds: an ordinary protected call is refused.
    expect((await c.get(API.profileDetails)).json().error.code).toBe('TERMS_NOT_ATTESTED');
    expect((await c.get(API.exportResume)).json().error.code).toBe('TERMS_NOT_ATTESTED');
    expect((await c.put(API.settingsLanguage, { language: 'fr' })).json().error.code).toBe(
      'TERMS_NOT_ATTESTED',
    );

    const account = await c.get(API.settings);
    expect(account.statusCode).toBe(200);
    expect(account.json().data.email).toBe(ctx.candidate.email);

    const zip = await c.get(API.settingsExportData);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = zipNames(zip.rawPayload);
    expect(names).toContain('profile.json');
    // Nothing was attested on the way.
    const rows = await h.db
      .selectFrom('terms_attestations')
      .select('version')
      .where('candidate_id', '=', ctx.candidate.row.id)
      .execute();
    expect(rows.map((r) => r.version)).not.toContain(2);
  });

  it('lets a held candidate delete their account (with their password), and the account is gone', async () => {
    ctx = await createTestApp(h.db, { config: GATED });
    const c = ctx.client();
    expect((await c.logIn(ctx.candidate.email, TEST_PASSWORD)).statusCode).toBe(200);
    const wrong = await c.post(API.settingsDeleteAccount, { password: 'not-the-password' });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect(
      await h.db
        .selectFrom('candidates')
        .select('id')
        .where('id', '=', ctx.candidate.row.id)
        .executeTakeFirst(),
    ).toBeDefined();

    const deleted = await c.post(API.settingsDeleteAccount, { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(
      await h.db
        .selectFrom('candidates')
        .select('id')
        .where('id', '=', ctx.candidate.row.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(false);
  });

  it('still needs a sign-in', async () => {
    ctx = await createTestApp(h.db, { config: GATED });
    const visitor = await ctx.client().start();
    expect((await visitor.get(API.settings)).statusCode).toBe(401);
    expect((await visitor.get(API.settingsExportData)).statusCode).toBe(401);
    expect((await visitor.post(API.settingsDeleteAccount, { password: TEST_PASSWORD })).statusCode).toBe(401);
  });
});

const dir = mkdtempSync(join(tmpdir(), 'portico-privacy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The archive's entry names as Info-ZIP's unzip reads them (it also checks the archive). */
function zipNames(bytes: Buffer): string[] {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, bytes);
  expect(spawnSync('unzip', ['-tq', file]).status).toBe(0);
  return spawnSync('unzip', ['-Z1', file], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
}
