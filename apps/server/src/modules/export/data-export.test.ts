import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, NOTIFICATION_KINDS } from '@portico/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestAppContext } from '../../test/app.js';
import {
  CANDIDATE_DATA_CONFIG,
  CANDIDATE_DATA_ENV,
  type SeededCandidate,
  seedCandidateWithData,
} from '../../test/candidate-data.js';
import { describeEachDb } from '../../test/databases.js';

const dir = mkdtempSync(join(tmpdir(), 'portico-data-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The archive as Info-ZIP's unzip reads it: entry names, and an entry's bytes. */
function unzip(bytes: Buffer) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, bytes);
  const test = spawnSync('unzip', ['-tq', file], { encoding: 'utf8' });
  expect(test.status, test.stdout + test.stderr).toBe(0);
  const names = spawnSync('unzip', ['-Z1', file], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  const read = (name: string) =>
    spawnSync('unzip', ['-p', file, name], { maxBuffer: 64 * 1024 * 1024 }).stdout;
  return { names, read, text: (name: string) => read(name).toString('utf8') };
}

describeEachDb('downloading my data', (h) => {
  let ctx: TestAppContext;
  let me: SeededCandidate;
  let other: SeededCandidate;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { config: CANDIDATE_DATA_CONFIG, env: CANDIDATE_DATA_ENV });
    me = await seedCandidateWithData(ctx, 'Mine');
    other = await seedCandidateWithData(ctx, 'Theirs');
  });
  afterAll(() => ctx.app.close());

  it('gives one ZIP with every kind of record as JSON, and the files', async () => {
    const res = await me.client.get(API.settingsExportData);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-.+\.zip"/);
    const zip = unzip(res.rawPayload);
    for (const name of [
      'README.txt',
      'account.json',
      'profile.json',
      'avatars.json',
      'resumes.json',
      'applications.json',
      'drafts.json',
      'pending-applications.json',
      'interviews.json',
      'saved-jobs.json',
      'job-cart.json',
      'job-alerts.json',
      'offers.json',
      'candidate-forms.json',
      'sessions.json',
      'page-views.json',
      'notifications.json',
      'notification-preferences.json',
      'referrals.json',
      'mails.json',
    ])
      expect(zip.names).toContain(name);

    const account = JSON.parse(zip.text('account.json'));
    expect(account).toMatchObject({ id: me.id, email: me.email, full_name: me.fullName });
    expect(account).not.toHaveProperty('password_hash');
    expect(JSON.parse(zip.text('profile.json')).skills).toEqual([me.marks.skill]);

    const applications = JSON.parse(zip.text('applications.json'));
    expect(applications[0].title).toBe(me.marks.jobTitle);
    expect(applications[0].history.map((s: { stage: string }) => s.stage)).toEqual(['New', 'Interview']);
    expect(JSON.parse(zip.text('drafts.json')).openDraftApplications).toHaveLength(1);
    const pending = JSON.parse(zip.text('pending-applications.json'));
    expect(pending).toHaveLength(1);
    expect(pending[0]).not.toHaveProperty('token_hash');
    expect(pending[0].resumeFile).toContain(me.marks.visitorResumeName);
    expect(zip.names).toContain(pending[0].resumeFile);
    expect(JSON.parse(zip.text('saved-jobs.json'))).toHaveLength(1);
    expect(zip.text('job-cart.json')).toContain('Cart Job');
    const alerts = JSON.parse(zip.text('job-alerts.json'));
    expect(alerts).toEqual([
      expect.objectContaining({ query: me.marks.jobTitle, location: 'Berlin, Germany', alertsEnabled: true }),
    ]);
    // The job the alert matched and mailed.
    expect(alerts[0].jobs).toEqual([
      expect.objectContaining({ title: me.marks.alertJobTitle, sentAt: expect.any(String) }),
    ]);
    expect(alerts[0].lastSentAt).toEqual(expect.any(String));

    // The digest's notification, in words as the center shows them, and the channel chosen for its kind.
    const notifications = JSON.parse(zip.text('notifications.json'));
    const digest = notifications.find((n: { kind: string }) => n.kind === 'job_alert_matches');
    expect(digest).toMatchObject({ listedInCenter: true, params: { count: 1 } });
    expect(digest.message).toEqual(expect.any(String));
    expect(digest.message.length).toBeGreaterThan(0);
    expect(notifications.map((n: { kind: string }) => n.kind)).toContain('application_submitted');
    const preferences = JSON.parse(zip.text('notification-preferences.json'));
    expect(preferences).toHaveLength(NOTIFICATION_KINDS.length);
    expect(preferences).toContainEqual({ kind: 'job_alert_matches', channel: 'both', chosen: true });
    expect(preferences).toContainEqual({ kind: 'application_submitted', channel: 'in_app', chosen: false });

    // The referral addressed to them: who, the note, for which job.
    expect(JSON.parse(zip.text('referrals.json'))).toEqual([
      expect.objectContaining({
        referrer_name: me.marks.referrerName,
        note: me.marks.referralNote,
        title: `Mine Saved Job`,
        open: true,
        applied: false,
      }),
    ]);
    expect(zip.text('candidate-forms.json')).toContain(me.marks.formAnswer);
    expect(JSON.parse(zip.text('page-views.json'))).toHaveLength(1);
    expect(JSON.parse(zip.text('mails.json')).length).toBeGreaterThan(0);

    const sessions = JSON.parse(zip.text('sessions.json'));
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const s of sessions) expect(s).not.toHaveProperty('id');

    const offers = JSON.parse(zip.text('offers.json'));
    expect(offers).toHaveLength(1);
    expect(offers[0].documents).toHaveLength(1);
    expect(offers[0].audit.length).toBeGreaterThan(0);
    for (const f of offers[0].files) {
      expect(zip.names).toContain(f.file);
      expect(zip.read(f.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    const avatars = JSON.parse(zip.text('avatars.json'));
    expect(avatars).toHaveLength(1);
    expect(JSON.parse(zip.text('profile.json')).avatarUrl).toBe(`/api/pcsx/avatars/${avatars[0].id}`);
    expect(zip.read(avatars[0].file).subarray(8, 12).toString('latin1')).toBe('WEBP');

    const resumes = JSON.parse(zip.text('resumes.json'));
    expect(resumes.map((r: { fileName: string }) => r.fileName)).toContain(me.marks.resumeName);
    for (const r of resumes) {
      expect(zip.names).toContain(r.file);
      expect(zip.read(r.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('holds nothing of another candidate', async () => {
    const zip = unzip((await me.client.get(API.settingsExportData)).rawPayload);
    const everything = zip.names
      .filter((n) => n.endsWith('.json') || n.endsWith('.txt'))
      .map((n) => zip.text(n))
      .join('\n');
    expect(everything).toContain(me.id);
    for (const word of [
      other.id,
      other.email,
      other.fullName,
      other.marks.jobTitle,
      other.marks.skill,
      other.marks.formAnswer,
      other.marks.alertJobTitle,
      other.marks.referrerName,
      other.marks.referralNote,
    ])
      expect(everything).not.toContain(word);
    expect(zip.names.join('\n')).not.toContain(other.marks.resumeName);
  });

  it('needs a sign-in', async () => {
    expect((await ctx.client().get(API.settingsExportData)).statusCode).toBe(401);
  });
});
