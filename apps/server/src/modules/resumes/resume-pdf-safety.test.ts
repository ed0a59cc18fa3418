import { createHash } from 'node:crypto';
import { API } from '@portico/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { multipart } from '../../test/multipart.js';
import { activeContentOf, pdfWithActiveContent, popplerView } from '../../test/pdf-fixtures.js';

/*
 * A resume is opened later by the candidate and by the company's recruiters: a PDF is stored without its active
 * content (scripts, actions, embedded files), hashed as stored, and still reads as the same resume.
 */
describeEachDb('resume PDFs', (h) => {
  let ctx: TestAppContext;
  let me: TestClient;

  beforeAll(async () => {
    ctx = await createTestApp(h.db);
    me = ctx.client();
    expect((await me.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('are stored without active content, hashed as stored, and still read', async () => {
    const uploaded = await pdfWithActiveContent('Casey Candidate, Senior Data Engineer at Fabrikam');
    expect((await activeContentOf(uploaded)).active).toContain('/OpenAction');
    const body = multipart([
      { name: 'resume_file_name', value: 'resume.pdf' },
      {
        name: 'resume_content',
        value: `data:application/pdf;base64,${Buffer.from(uploaded).toString('base64')}`,
      },
    ]);
    const res = await me.request({
      method: 'POST',
      url: API.uploadResume,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(200);
    const { resume } = (res.json() as { data: { resume: { id: string; size: number } } }).data;
    const stored = new Uint8Array((await me.get(API.resumeFile(resume.id))).rawPayload);
    expect(await activeContentOf(stored)).toEqual({ active: [], uris: ['https://example.com/'] });
    const seen = await popplerView(stored);
    expect(seen.text).toContain('Casey Candidate, Senior Data Engineer at Fabrikam');
    expect(seen.javascript.trim()).toBe('');
    expect(seen.attachments).toBe('0 embedded files');
    expect(resume.size).toBe(stored.length);
    const row = await ctx.app.db
      .selectFrom('resumes')
      .select(['sha256', 'size'])
      .where('id', '=', resume.id)
      .executeTakeFirstOrThrow();
    expect(row.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
  });
});
