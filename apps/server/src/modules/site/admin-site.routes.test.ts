import { type AdminSite, API, type SearchResult } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';

const BANNER = { enabled: true, message: 'Offices closed Friday', alertType: 'alert', messages: {} };

describeEachDb('site settings', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  const site = async (client: TestClient): Promise<AdminSite> =>
    (await client.get(API.adminSite)).json().data;
  const auditRows = (tenantId: string) =>
    h.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .execute();
  const storedConfig = async (tenantId: string) =>
    JSON.parse(
      (
        await h.db
          .selectFrom('tenants')
          .select('config_json')
          .where('id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).config_json,
    );

  it('saves the banner: the next candidate page has it, and the trail keeps it before and after', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const before = await site(admin.client);
    expect(before.banner).toMatchObject({ enabled: false, message: '' });

    // A candidate page's request resolves the tenant first, so its configuration is in the cache when the admin saves.
    const pageConfig = async () =>
      (await ctx.app.services.tenants.resolve(ctx.tenant.domain, undefined)).tenant?.config.pcsxConfig
        .branding.customPageSections.customBanner;
    expect((await pageConfig())?.enabled).toBe(false);

    const res = await admin.client.put(API.adminSiteSection('banner'), {
      version: before.version,
      value: BANNER,
    });
    expect(res.statusCode).toBe(200);
    const after: AdminSite = res.json().data;
    expect(after.banner).toEqual(BANNER);
    expect(after.version).not.toBe(before.version);
    // The rest of the configuration is as it was.
    expect(after.languages).toEqual(before.languages);

    expect(await pageConfig()).toEqual(BANNER);

    const rows = await auditRows(ctx.tenant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'site.banner',
      target_type: 'site_config',
      actor_email: 'boss@example.com',
    });
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ enabled: false, message: '' });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual(BANNER);
  });

  it('refuses what the configuration schema refuses, with the fields, and saves nothing', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const { version } = await site(admin.client);
    const stored = await storedConfig(ctx.tenant.id);
    const put = (section: string, value: unknown) =>
      admin.client.put(API.adminSiteSection(section), { version, value });

    const banner = await put('banner', { ...BANNER, alertType: 'loud', message: 'x'.repeat(1001) });
    expect(banner.statusCode).toBe(400);
    expect(errorOf(banner)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(errorOf(banner).fields ?? {}).sort()).toEqual(['alertType', 'message']);

    const hero = await put('hero', {
      jobs: {
        enabled: true,
        variants: [
          { minWidth: 0, maxWidth: 700, url: '/hero/phone.svg', alt: '' },
          { minWidth: 600, maxWidth: null, url: 'javascript:alert(1)', alt: '' },
        ],
      },
    });
    expect(hero.statusCode).toBe(400);
    expect(errorOf(hero).fields).toMatchObject({
      'jobs.variants.1.url': expect.stringContaining('https'),
      'jobs.variants.1.minWidth': expect.stringContaining('overlaps'),
    });

    const languages = await put('languages', { supportedLanguages: ['en', 'fr'], defaultLanguage: 'de' });
    expect(errorOf(languages).fields).toEqual({
      defaultLanguage: 'The default language must be one of the supported languages.',
    });

    const links = Array.from({ length: 13 }, (_, i) => ({ label: `L${i}`, href: `/careers?l=${i}` }));
    const navbar = await put('navbar', { enable: true, showInLoggedinView: true, links });
    expect(errorOf(navbar).fields).toHaveProperty('links');

    const features = await put('features', { map: 'yes' });
    expect(errorOf(features).fields).toMatchObject({ jobCart: 'Required.', terms: 'Required.' });
    const current = await site(admin.client);
    const wrongType = await put('features', { ...current.features, map: 'yes', chat: { enabled: 1 } });
    expect(Object.keys(errorOf(wrongType).fields ?? {}).sort()).toEqual(['chat.enabled', 'map']);

    const form = await put('application_form', {
      definition: {
        sections: [{ title: 'Contact', items: [{ name: 'email', label: 'Email', type: 'nope' }] }],
      },
    });
    expect(form.statusCode).toBe(400);
    expect(Object.keys(errorOf(form).fields ?? {})).toContain('definition.sections.0.items.0.type');

    expect(await storedConfig(ctx.tenant.id)).toEqual(stored);
    expect((await site(admin.client)).version).toBe(version);
    expect(await auditRows(ctx.tenant.id)).toEqual([]);
  });

  it('refuses a save over a version someone else saved since (409) and keeps theirs', async () => {
    ctx = await createTestApp(h.db);
    const first = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const second = await ctx.signedInStaff(ctx.tenant, 'other@example.com', 'admin');
    const { version, landing } = await site(first.client);

    const ok = await first.client.put(API.adminSiteSection('landing'), {
      version,
      value: { ...landing, headline: 'Build with us' },
    });
    expect(ok.statusCode).toBe(200);
    const stale = await second.client.put(API.adminSiteSection('footer'), {
      version,
      value: { html: '<p>Ours</p>', hidePoweredBy: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('CONFLICT');
    const now = await site(second.client);
    expect(now.landing.headline).toBe('Build with us');
    expect(now.footer.html).toBe('');
    expect(await auditRows(ctx.tenant.id)).toHaveLength(1);
  });

  it('saves the application form with its own version, and a stale form save is a 409', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const { application_form } = await site(admin.client);
    expect(application_form.version).toBeNull();
    const form = structuredClone(application_form.form) as { resumeRequired: boolean };
    form.resumeRequired = false;

    const saved = await admin.client.put(API.adminSiteSection('application_form'), {
      version: null,
      value: form,
    });
    expect(saved.statusCode).toBe(200);
    const next: AdminSite = saved.json().data;
    expect(next.application_form.version).not.toBeNull();
    expect(next.application_form.form.resumeRequired).toBe(false);
    expect((await ctx.app.services.applications.formConfig(ctx.tenant.id)).resumeRequired).toBe(false);

    const again = await admin.client.put(API.adminSiteSection('application_form'), {
      version: null,
      value: form,
    });
    expect(again.statusCode).toBe(409);
    const rows = await auditRows(ctx.tenant.id);
    expect(rows.map((r) => r.action)).toEqual(['site.application_form']);
    expect(rows[0]!.before_json).toBeNull();
  });

  it('raising the terms version asks a candidate who accepted the older one again', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const s = await site(admin.client);
    const terms = { ...s.features.terms, enabled: true, version: 1, headingText: 'Our terms' };
    const first = await admin.client.put(API.adminSiteSection('features'), {
      version: s.version,
      value: { ...s.features, terms },
    });
    expect(first.statusCode).toBe(200);

    const candidate = await ctx.signedInStaff(ctx.tenant, 'seeker@example.com', null);
    expect((await candidate.client.post(API.termsOfService, { version: 1 })).statusCode).toBe(200);
    expect((await candidate.client.get(API.profileDetails)).statusCode).toBe(200);

    const bumped = await admin.client.put(API.adminSiteSection('features'), {
      version: first.json().data.version,
      value: { ...s.features, terms: { ...terms, version: 2 } },
    });
    expect(bumped.statusCode).toBe(200);
    expect((await candidate.client.get(API.profileDetails)).json().error.code).toBe('TERMS_NOT_ATTESTED');
  });

  it('saves the search synonyms: the next search for the typed words finds the jobs, and the trail keeps them', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const postedAt = new Date(ctx.clock.now().getTime() - 3_600_000).toISOString();
    await ctx.app.services.positions.createMany(ctx.tenant.id, [
      positionInput('Accountant', { description: '<p>Close the books every month.</p>', postedAt }),
      positionInput('Warehouse Supervisor', { description: '<p>Run the loading dock.</p>', postedAt }),
    ]);
    const titles = async (query: string) => {
      const res = await ctx.client().get(`${API.search}?${new URLSearchParams({ query })}`);
      expect(res.statusCode, query).toBe(200);
      return (res.json() as { data: SearchResult }).data.positions.map((p) => p.title);
    };
    // Asked once before the save, so a cached answer would be served again if the save did not reach it.
    expect(await titles('bean counter')).toEqual([]);

    const before = await site(admin.client);
    expect(before.search).toEqual({ synonyms: [] });
    // The built-in tables come along, read only, so the page can show them.
    expect(before.builtInSynonyms.en).toContainEqual({ from: 'cpa', to: ['accountant'] });
    expect(Object.keys(before.builtInSynonyms)).toContain('ja');

    const synonyms = [
      { from: 'Bean counter', to: ['accountant'] },
      { from: 'forklift driver', to: ['warehouse', 'logistics coordinator'] },
    ];
    const res = await admin.client.put(API.adminSiteSection('search'), {
      version: before.version,
      value: { synonyms: [{ from: '  Bean counter ', to: [' accountant'] }, synonyms[1]] },
    });
    expect(res.statusCode).toBe(200);
    const after: AdminSite = res.json().data;
    // Saved as the schema makes it: the spaces around the words are gone.
    expect(after.search).toEqual({ synonyms });
    expect(after.version).not.toBe(before.version);

    expect(await titles('bean counter')).toEqual(['Accountant']);
    expect(await titles('forklift driver')).toEqual(['Warehouse Supervisor']);
    // The typed words match the same whatever their case.
    expect(await titles('BEAN COUNTER')).toEqual(['Accountant']);

    const rows = await auditRows(ctx.tenant.id);
    expect(rows.map((r) => r.action)).toEqual(['site.search']);
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ synonyms: [] });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ synonyms });

    // Removing the entry takes it out of the next search.
    const removed = await admin.client.put(API.adminSiteSection('search'), {
      version: after.version,
      value: { synonyms: [synonyms[1]] },
    });
    expect(removed.statusCode).toBe(200);
    expect(await titles('bean counter')).toEqual([]);
  });

  it('refuses synonyms that are empty, too long, listed twice or too many, with the fields, and saves nothing', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const { version } = await site(admin.client);
    const stored = await storedConfig(ctx.tenant.id);
    const put = (synonyms: unknown) =>
      admin.client.put(API.adminSiteSection('search'), { version, value: { synonyms } });

    const bad = await put([
      { from: 'rn', to: ['registered nurse'] },
      { from: '   ', to: ['nurse'] },
      { from: 'x'.repeat(61), to: ['nurse'] },
      { from: ' RN', to: ['nurse'] },
      { from: '!!', to: ['nurse', '', 'Nurse', 'nurse', 'y'.repeat(61)] },
      { from: 'chef', to: [] },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(errorOf(bad).fields).toEqual({
      'synonyms.1.from': 'Type a word or phrase.',
      'synonyms.2.from': 'Use at most 60 characters.',
      'synonyms.3.from': '“RN” is already entry 1: add the phrases there.',
      'synonyms.4.from': 'Use at least one letter or digit.',
      'synonyms.4.to.1': 'Type a word or phrase.',
      'synonyms.4.to.2': 'This phrase is listed twice.',
      'synonyms.4.to.3': 'This phrase is listed twice.',
      'synonyms.4.to.4': 'Use at most 60 characters.',
      'synonyms.5.to': 'Give at least one phrase to find as well.',
    });

    const phrases = Array.from({ length: 11 }, (_, i) => `cook ${i}`);
    const tooManyPhrases = await put([
      { from: 'chef', to: ['cook'] },
      { from: 'kitchen', to: phrases },
    ]);
    expect(errorOf(tooManyPhrases).fields).toEqual({ 'synonyms.1.to': 'Give at most 10 phrases.' });

    const many = await put(Array.from({ length: 501 }, (_, i) => ({ from: `word ${i}`, to: ['nurse'] })));
    expect(errorOf(many).fields).toEqual({ synonyms: 'Keep at most 500 entries.' });
    const notAList = await put('rn=registered nurse');
    expect(Object.keys(errorOf(notAList).fields ?? {})).toEqual(['synonyms']);

    expect(await storedConfig(ctx.tenant.id)).toEqual(stored);
    expect((await site(admin.client)).version).toBe(version);
    expect(await auditRows(ctx.tenant.id)).toEqual([]);
  });

  it('previews the footer with the pages’ sanitiser: scripts and event attributes are gone', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const html =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)" onmouseover="x()">there</a></p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const res = await admin.client.post(API.adminSiteFooterPreview, { html });
    expect(res.statusCode).toBe(200);
    const clean: string = res.json().data.html;
    expect(clean).toContain('Hi');
    expect(clean).not.toMatch(/script|onclick|onmouseover|onerror|javascript:/i);

    // Saved as written; the pages embed it through the same sanitiser.
    const { version } = await site(admin.client);
    const saved = await admin.client.put(API.adminSiteSection('footer'), {
      version,
      value: { html, hidePoweredBy: false },
    });
    expect((saved.json().data as AdminSite).footer.html).toBe(html);
  });

  it('is for admins: a recruiter is refused, and an admin of another tenant changes only their own', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'hiring@example.com', 'recruiter');
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const mine = await site(admin.client);

    const refused = await recruiter.client.put(API.adminSiteSection('banner'), {
      version: mine.version,
      value: BANNER,
    });
    expect(refused.statusCode).toBe(403);
    expect((await recruiter.client.get(API.adminSite)).statusCode).toBe(403);

    // The other site's configuration is saved later than this one's, so their versions differ.
    ctx.clock.advance(1000);
    const other = await ctx.createTenant();
    const outsider = await ctx.signedInStaff(other, 'rival@example.com', 'admin');
    // Even with this tenant's version in hand, the outsider's save is their own site's (and stale there).
    const theirs = await outsider.client.put(API.adminSiteSection('banner'), {
      version: mine.version,
      value: BANNER,
    });
    expect(theirs.statusCode).toBe(409);
    const saved = await outsider.client.put(API.adminSiteSection('banner'), {
      version: (await site(outsider.client)).version,
      value: BANNER,
    });
    expect(saved.statusCode).toBe(200);

    expect((await site(admin.client)).banner.enabled).toBe(false);
    expect(await auditRows(ctx.tenant.id)).toEqual([]);
    expect((await auditRows(other.id)).map((r) => r.action)).toEqual(['site.banner']);
  });
});
