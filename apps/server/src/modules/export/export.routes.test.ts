import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@portico/contracts';
import mammoth from 'mammoth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { hashPassword } from '../auth/passwords.js';

const dir = mkdtempSync(join(tmpdir(), 'portico-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text as poppler reads it (what a person or an ATS copying from the PDF gets). */
function pdfText(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const out = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(out.status).toBe(0);
  return out.stdout;
}

async function docxText(bytes: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

const LONG = 'Led the regional pipeline reviews and coached new account executives. '.repeat(12);

describeEachDb('resume export', (h) => {
  let ctx: TestAppContext;
  let client: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    ctx = await createTestApp(h.db);
    await ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, {
      headline: 'Sales leader who grows territories',
      phone: '+49 30 1234567',
      skills: ['Negotiation', 'Salesforce', 'Gestión de cuentas'],
      experience: Array.from({ length: 14 }, (_, i) => ({
        title: i === 0 ? 'Regional Sales Director' : `Account Executive ${i}`,
        company: 'Contoso Trading',
        startDate: `20${String(10 + i).padStart(2, '0')}-01`,
        endDate: i === 0 ? null : `20${String(10 + i).padStart(2, '0')}-12`,
        description: LONG,
      })),
      education: [
        { school: 'Université de Lyon', degree: 'MBA', field: 'Management', startYear: 2006, endYear: 2008 },
      ],
    });
    client = ctx.client();
    expect((await client.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);

    const email = `other-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const row = await ctx.app.services.candidates.create({
      tenantId: ctx.tenant.id,
      email,
      passwordHash: await hashPassword(ctx.candidate.password),
      fullName: 'Zed Stranger',
    });
    await ctx.app.services.profiles.save(ctx.tenant.id, row.id, {
      skills: ['Underwater Basketry'],
      experience: [{ title: 'Lighthouse Keeper', company: 'Nowhere', startDate: '2019-01' }],
    });
    other = ctx.client();
    expect((await other.logIn(email, ctx.candidate.password)).statusCode).toBe(200);
  });
  afterAll(() => ctx.app.close());

  for (const template of ['classic', 'modern'] as const) {
    it(`gives the ${template} PDF with the name, the jobs and the skills, over several pages`, async () => {
      const res = await client.get(`${API.exportResume}?format=pdf&template=${template}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="Casey-Candidate-resume\.pdf"/,
      );
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Casey Candidate');
      expect(text).toContain('Regional Sales Director');
      expect(text).toContain('Salesforce');
      // Accented Latin is drawn as written (WinAnsi), the long descriptions wrap onto more pages.
      expect(text).toContain('Gestión de cuentas');
      expect(text).toContain('Université de Lyon');
      expect(text.split('\f').filter((p) => p.trim()).length).toBeGreaterThan(1);
      expect(text).not.toContain('Lighthouse Keeper');
      expect(text).not.toContain('Underwater Basketry');
    });

    it(`gives the ${template} DOCX with the same content`, async () => {
      const res = await client.get(`${API.exportResume}?format=docx&template=${template}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('wordprocessingml');
      expect(res.headers['content-disposition']).toContain('Casey-Candidate-resume.docx');
      const text = await docxText(res.rawPayload);
      expect(text).toContain('Casey Candidate');
      expect(text).toContain('Regional Sales Director');
      expect(text).toContain('Salesforce');
      expect(text).not.toContain('Lighthouse Keeper');
    });
  }

  it('heads the sections in the requested language, English for the rest', async () => {
    const de = pdfText((await client.get(`${API.exportResume}?hl=de`)).rawPayload);
    expect(de).toContain('BERUFSERFAHRUNG');
    expect(de).toContain('KENNTNISSE');
    const fr = await docxText(
      (await client.get(`${API.exportResume}?format=docx&template=modern&hl=fr`)).rawPayload,
    );
    expect(fr).toContain('Compétences');
    const ja = await docxText((await client.get(`${API.exportResume}?format=docx&hl=ja`)).rawPayload);
    expect(ja).toContain('職歴');
    const ar = await docxText((await client.get(`${API.exportResume}?format=docx&hl=ar`)).rawPayload);
    expect(ar).toContain('المهارات');
    // The PDF embeds the fonts its language needs: Japanese headings print in Japanese.
    const jaPdf = pdfText((await client.get(`${API.exportResume}?hl=ja`)).rawPayload);
    expect(jaPdf).toContain('職歴');
    expect(jaPdf).toContain('Salesforce');
    const ruPdf = pdfText((await client.get(`${API.exportResume}?hl=ru&template=modern`)).rawPayload);
    expect(ruPdf).toContain('Опыт работы');
    expect(ruPdf).toContain('по настоящее время');
    const unknown = pdfText((await client.get(`${API.exportResume}?hl=xx`)).rawPayload);
    expect(unknown).toContain('EXPERIENCE');
  });

  it('prints each candidate only their own resume', async () => {
    const text = pdfText((await other.get(`${API.exportResume}?template=modern`)).rawPayload);
    expect(text).toContain('Zed Stranger');
    expect(text).toContain('Underwater Basketry');
    expect(text).not.toContain('Casey Candidate');
    expect(text).not.toContain('Salesforce');
  });

  it('draws names and skills in every script with embedded fonts, and reads them back', async () => {
    const names = {
      cyrillic: 'Алексей',
      greek: 'Γιώργος',
      hebrew: 'דוד',
      arabic: 'محمد',
      han: '山田',
      hangul: '김민준',
      latinExt: 'Łukasz',
    };
    await ctx.app.services.candidates.update(ctx.tenant.id, ctx.candidate.row.id, {
      fullName: Object.values(names).join(' '),
    });
    const profile = await ctx.app.services.profiles.get(ctx.tenant.id, ctx.candidate.row.id);
    await ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, {
      ...profile,
      skills: [...profile.skills, 'Русский язык', 'Ελληνικά', '日本語', 'עברית', 'हिन्दी'],
    });
    try {
      for (const template of ['classic', 'modern'] as const) {
        for (const hl of ['en', 'ar']) {
          const pdf = await client.get(`${API.exportResume}?template=${template}&hl=${hl}`);
          expect(pdf.statusCode).toBe(200);
          expect(pdf.headers['content-language']).toBe(hl);
          // A long name wraps: compare words, not lines.
          const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
          for (const name of Object.values(names)) expect(text).toContain(name);
          for (const skill of ['Русский язык', 'Ελληνικά', '日本語', 'עברית', 'Salesforce']) {
            expect(text).toContain(skill);
          }
          expect(text).not.toContain('?');
          // Each script's font is embedded as a subset of the glyphs drawn, never whole.
          expect(pdf.rawPayload.length).toBeLessThan(200_000);
        }
      }
      const arabic = pdfText((await client.get(`${API.exportResume}?hl=ar`)).rawPayload);
      expect(arabic).toContain('المهارات');
      const docx = await client.get(`${API.exportResume}?format=docx`);
      expect(await docxText(docx.rawPayload)).toContain(Object.values(names).join(' '));
    } finally {
      await ctx.app.services.candidates.update(ctx.tenant.id, ctx.candidate.row.id, {
        fullName: 'Casey Candidate',
      });
      await ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, profile);
    }
  });

  it('prints a character no font has as "?" rather than failing', async () => {
    await ctx.app.services.candidates.update(ctx.tenant.id, ctx.candidate.row.id, {
      fullName: 'Casey \u{1F600} Candidate',
    });
    try {
      const pdf = await client.get(API.exportResume);
      expect(pdf.statusCode).toBe(200);
      expect(pdfText(pdf.rawPayload)).toContain('Casey ? Candidate');
    } finally {
      await ctx.app.services.candidates.update(ctx.tenant.id, ctx.candidate.row.id, {
        fullName: 'Casey Candidate',
      });
    }
  });

  it('needs a sign-in and refuses unknown formats', async () => {
    expect((await ctx.client().get(API.exportResume)).statusCode).toBe(401);
    expect((await client.get(`${API.exportResume}?format=odt`)).statusCode).toBe(400);
    expect((await client.get(`${API.exportResume}?template=fancy`)).statusCode).toBe(400);
  });
});
