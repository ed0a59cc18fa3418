import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@portico/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { hashPassword } from '../auth/passwords.js';
import type { Tenant } from '../tenants/tenants.service.js';

/**
 * A candidate's resumes, profile and exports are theirs alone: another candidate of the same site, a candidate of
 * another site, and the candidate's own cookies carried to another site never read, download or delete them.
 * The session decides whose data a call touches; an id in the path only ever addresses the caller's own.
 */
const RESUME = (name: string) =>
  new TextEncoder().encode(
    `${name}\nSenior Data Engineer at Fabrikam, 2019 - present\nSkills: Python, SQL\n`,
  );

const dir = mkdtempSync(join(tmpdir(), 'portico-isolation-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function zipText(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, bytes);
  const out = spawnSync('unzip', ['-p', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(out.status).toBe(0);
  return out.stdout;
}

/** The client has no DELETE helper: the same request with the method named. */
const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });

describeEachDb('candidate data isolation', (h) => {
  let ctx: TestAppContext;
  let elsewhere: Tenant;
  let me: TestClient;
  let neighbour: TestClient;
  let stranger: TestClient;
  let myResumeId: string;
  let strangerResumeId: string;

  async function candidateOn(tenant: Tenant, fullName: string): Promise<{ client: TestClient; id: string }> {
    const email = `${fullName.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const row = await ctx.app.services.candidates.create({
      tenantId: tenant.id,
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName,
    });
    const client = ctx.client(tenant.domain);
    expect((await client.logIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    return { client, id: row.id };
  }

  beforeAll(async () => {
    ctx = await createTestApp(h.db);
    elsewhere = await ctx.createTenant();
    me = ctx.client();
    expect((await me.logIn(ctx.candidate.email, TEST_PASSWORD)).statusCode).toBe(200);
    await ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, {
      headline: 'Mine alone',
      skills: ['Private Skill'],
    });
    const mine = await ctx.app.services.resumes.upload(ctx.tenant.id, ctx.candidate.row.id, {
      fileName: 'mine.txt',
      bytes: RESUME('Casey Candidate'),
    });
    myResumeId = mine.resume.id;

    neighbour = (await candidateOn(ctx.tenant, 'Nina Neighbour')).client;
    const far = await candidateOn(elsewhere, 'Sam Stranger');
    stranger = far.client;
    const theirs = await ctx.app.services.resumes.upload(elsewhere.id, far.id, {
      fileName: 'theirs.txt',
      bytes: RESUME('Sam Stranger'),
    });
    strangerResumeId = theirs.resume.id;
  });
  afterAll(() => ctx.app.close());

  it('serves a resume file to its owner only', async () => {
    expect((await me.get(API.resumeFile(myResumeId))).statusCode).toBe(200);
    // Same site, another candidate: as if it did not exist.
    expect((await neighbour.get(API.resumeFile(myResumeId))).statusCode).toBe(404);
    // Another site's candidate, on their site and with a domain naming ours.
    expect((await stranger.get(API.resumeFile(myResumeId))).statusCode).toBe(404);
    // A visitor cannot take a candidate's resume by its id.
    expect((await ctx.client().get(API.resumeFile(myResumeId))).statusCode).toBe(404);
    // Nor can the owner reach another site's resume through their own site.
    expect((await me.get(API.resumeFile(strangerResumeId))).statusCode).toBe(404);
  });

  it('lets only the owner delete a resume, and a refused delete changes nothing', async () => {
    const path = API.resumeFile(myResumeId).replace(/\/file$/, '');
    expect((await del(neighbour, path)).statusCode).toBe(404);
    expect((await del(stranger, path)).statusCode).toBe(404);
    const visitor = await ctx.client().start();
    expect((await del(visitor, path)).statusCode).toBe(401);
    expect((await me.get(API.resumeFile(myResumeId))).statusCode).toBe(200);
    const listed = (await me.get(API.profileDetails)).json().data.resumes as Array<{ id: string }>;
    expect(listed.map((r) => r.id)).toContain(myResumeId);
    // The stranger's resume is untouched by my delete through my site.
    expect((await del(me, API.resumeFile(strangerResumeId).replace(/\/file$/, ''))).statusCode).toBe(404);
    expect((await stranger.get(API.resumeFile(strangerResumeId))).statusCode).toBe(200);
  });

  it("lists and exports each candidate's own data only", async () => {
    const neighbourDetails = (await neighbour.get(API.profileDetails)).json().data;
    expect(neighbourDetails.resumes).toEqual([]);
    expect(neighbourDetails.profile.skills).toEqual([]);
    const neighbourData = await neighbour.get(API.settingsExportData);
    expect(neighbourData.statusCode).toBe(200);
    // The archive is deflated: read it back as unzip does, every entry's text together.
    const theirText = zipText(neighbourData.rawPayload);
    expect(theirText).toContain('Nina Neighbour');
    expect(theirText).not.toContain('Private Skill');
    expect(theirText).not.toContain('mine.txt');
    expect(zipText((await me.get(API.settingsExportData)).rawPayload)).toContain('Private Skill');
    const strangerAnalysis = (await stranger.get(`${API.profileAnalysis}?hl=en`)).json().data;
    expect(strangerAnalysis.completed).not.toContain('skills');
  });

  it("treats a session carried to another site as a visitor's", async () => {
    const across = ctx.client(elsewhere.domain);
    for (const [name, value] of me.cookies) across.cookies.set(name, value);
    across.csrfToken = me.csrfToken;
    for (const path of [
      API.profileDetails,
      `${API.profileAnalysis}?hl=en`,
      API.exportResume,
      API.settingsExportData,
    ]) {
      expect((await across.get(path)).statusCode, path).toBe(401);
    }
    expect((await across.get(API.resumeFile(myResumeId))).statusCode).toBe(404);
    expect((await del(across, API.resumeFile(myResumeId).replace(/\/file$/, ''))).statusCode).toBe(401);
    expect((await me.get(API.resumeFile(myResumeId))).statusCode).toBe(200);
  });
});
