import { effectiveOfferStatus } from '@portico/contracts';
import { FIELD_TYPES } from '@portico/forms/core';
import { beforeAll, expect, it } from 'vitest';
import type { Services } from '../services.js';
import { createServices } from '../services.js';
import { testEnv } from '../test/app.js';
import { describeEachDb } from '../test/databases.js';
import {
  DEMO_ACCOUNTS,
  DEMO_INTERVIEW_ZONE,
  DEMO_JOB_CART,
  DEMO_PAGE_VIEW_DAYS,
  DEMO_REGISTERED_EVENT,
  DEMO_SAVED_JOBS,
  seedDemo,
} from './demo.js';
import { CONTOSO_DOMAIN, NORTHWIND_DOMAIN } from './tenants.js';

const NOW = new Date('2026-11-22T03:00:00.000Z');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describeEachDb('seedDemo', (h) => {
  let services: Services;
  const logged: string[] = [];
  let elapsedMs = 0;

  beforeAll(async () => {
    services = createServices({ db: h.db, env: testEnv(), now: () => NOW, log: quiet });
    const started = performance.now();
    await seedDemo(services, { log: (m) => logged.push(m), now: () => NOW });
    elapsedMs = performance.now() - started;
    console.info(`[seedDemo ${h.kind}] ${logged.join(' | ')} (measured ${Math.round(elapsedMs)} ms)`);
  }, 120_000);

  it('logs one summary line with the timing', () => {
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^Seeded demo data in \d+\.\d s: .*2500 Northwind positions .*600 Contoso positions, \d+ page views and searches over 90 days$/,
    );
    // DEMO.md: well under 20 s on SQLite.
    if (h.kind === 'sqlite') expect(elapsedMs).toBeLessThan(20_000);
  });

  it('gives Northwind 90 days of visits, searches and apply starts, logged as the site logs them', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    const from = new Date(NOW.getTime() - (DEMO_PAGE_VIEW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const to = NOW.toISOString().slice(0, 10);
    const figures = await services.adminAnalytics.figures(nw.id, { from, to });
    // Every day has visits; a visit is a search page and its search, some go on to a job and apply.
    expect(figures.daily.every((d) => d.views > 0 && d.searches > 0)).toBe(true);
    expect(figures.totals.views).toBeGreaterThan(1000);
    expect(figures.totals.searches).toBeGreaterThan(500);
    expect(figures.totals.job_views).toBeGreaterThan(100);
    expect(figures.totals.apply_starts).toBeGreaterThan(20);
    expect(figures.totals.zero_result_searches).toBeGreaterThan(0);
    expect(figures.zero_result_queries.map((q) => q.query).sort()).toEqual([
      'astronaut',
      'underwater welder',
    ]);
    expect(figures.by_source.map((s) => s.source)).toEqual(
      expect.arrayContaining(['linkedin', 'newsletter', '']),
    );
    // Sent: the pipeline's 12 applicants and the demo candidate's 8 applications, each as far as it went (the
    // pipeline's 2 interviews and 1 offer, the demo candidate's interview and offer).
    expect(figures.totals).toMatchObject({ submits: 20, interviews: 5, offers: 2, hires: 0 });
    // Nothing before the 90 days, and nothing at Contoso.
    const before = await services.adminAnalytics.figures(nw.id, { from: '2026-01-01', to: '2026-08-01' });
    expect(before.totals.views).toBe(0);
    expect((await services.adminAnalytics.figures(co.id, { from, to })).totals.views).toBe(0);
    // The same seed gives the same visits.
    const rows = await h.db
      .selectFrom('page_views')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', nw.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(Number(logged[0]?.match(/(\d+) page views and searches/)?.[1]));
  });

  it('creates both tenants, Northwind as the default', async () => {
    const nw = await services.tenants.findByDomain(NORTHWIND_DOMAIN);
    const co = await services.tenants.findByDomain(CONTOSO_DOMAIN);
    expect(nw?.name).toBe('Northwind Traders');
    expect(co?.name).toBe('Contoso');
    expect((await services.tenants.getDefault())?.domain).toBe(NORTHWIND_DOMAIN);
    expect(co?.config.pcsxConfig.branding.customPageSections.footer.hidePoweredBy).toBe(true);
  });

  it('creates the positions of DEMO.md', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    expect(await services.positions.count(nw.id, { archived: false })).toBe(2400);
    expect(await services.positions.count(nw.id, { archived: true })).toBe(100);
    expect(await services.positions.count(co.id)).toBe(600);

    const rows = await h.db
      .selectFrom('positions')
      .select(['id', 'locations_json', 'is_remote', 'department', 'salary_min', 'is_private'])
      .where('tenant_id', '=', nw.id)
      .execute();
    const cities = new Set(
      rows.flatMap((r) =>
        (JSON.parse(r.locations_json) as { city: string; countryCode: string }[]).map((l) => l.city),
      ),
    );
    expect(cities.size).toBeGreaterThanOrEqual(60);
    const remote = rows.filter((r) => r.is_remote === 1).length / rows.length;
    expect(Math.abs(remote - 0.15)).toBeLessThanOrEqual(0.03);
    expect(new Set(rows.map((r) => r.department)).size).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.salary_min !== null).length / rows.length).toBeGreaterThan(0.5);
    expect(rows.some((r) => r.is_private === 1)).toBe(true);

    // Positions stay with their tenant.
    const one = await services.positions.findById(nw.id, rows[0]!.id);
    expect(one?.tenantId).toBe(nw.id);
    expect(await services.positions.findById(co.id, rows[0]!.id)).toBeNull();
  });

  it('fills one Northwind job’s pipeline: visitors who applied, moved on by the recruiter', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const all = await services.adminApplications.list(nw.id, {
      q: 'applicants.example',
      sort: 'newest',
      page: 1,
    });
    expect(all.total).toBe(12);
    expect(new Set(all.applications.map((a) => a.position_id)).size).toBe(1);
    expect(Object.fromEntries(all.stages.map((s) => [s.stage, s.count]))).toMatchObject({
      New: 4,
      Screening: 3,
      Interview: 2,
      Offer: 1,
      Rejected: 2,
    });
    const offered = all.applications.find((a) => a.stage === 'Offer')!;
    const one = await services.adminApplications.get(nw.id, offered.id);
    expect(one.history.map((s) => [s.stage, s.by])).toEqual([
      ['New', offered.candidate_email],
      ['Screening', 'recruiter@northwind.example'],
      ['Interview', 'recruiter@northwind.example'],
      ['Offer', 'recruiter@northwind.example'],
    ]);
    expect(one.notes).toHaveLength(1);
    expect(one.resume?.kind).toBe('txt');
  });

  it('creates the accounts with the flags of DEMO.md', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    const find = (tenantId: string, email: string) =>
      h.db
        .selectFrom('candidates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .executeTakeFirst();

    const demoNw = await find(nw.id, 'demo@example.com');
    expect(demoNw).toMatchObject({
      full_name: 'Alex Morgan',
      is_onboarded: 1,
      is_bootstrapped: 1,
      staff_role: null,
    });
    expect(demoNw?.tos_attested_at).not.toBeNull();

    const demoCo = await find(co.id, 'demo@example.com');
    expect(demoCo).toMatchObject({ full_name: 'Alex Morgan', is_onboarded: 0, staff_role: null });
    // DEMO.md: Contoso's terms are version 2; the demo candidate attested version 1 long ago, so the gate shows.
    expect(demoCo?.tos_attested_at).not.toBeNull();
    const attestations = await h.db
      .selectFrom('terms_attestations')
      .select(['version'])
      .where('tenant_id', '=', co.id)
      .where('candidate_id', '=', demoCo!.id)
      .execute();
    expect(attestations).toEqual([{ version: 1 }]);
    expect(co.config.pcsxConfig.termsConfig).toMatchObject({ enabled: true, version: 2 });
    expect(await services.terms.mustAttest(co, demoCo!.id)).toBe(true);
    expect(nw.config.pcsxConfig.termsConfig.enabled).toBe(false);
    expect(await services.terms.mustAttest(nw, demoNw!.id)).toBe(false);

    expect(await find(nw.id, 'new@example.com')).toMatchObject({
      is_onboarded: 0,
      is_bootstrapped: 0,
      staff_role: null,
    });
    expect(await find(nw.id, 'admin@northwind.example')).toMatchObject({
      staff_role: 'admin',
      is_onboarded: 1,
    });
    expect(await find(nw.id, 'recruiter@northwind.example')).toMatchObject({ staff_role: 'recruiter' });
    expect(await find(co.id, 'admin@contoso.example')).toMatchObject({ staff_role: 'admin' });
    expect(await find(co.id, 'recruiter@northwind.example')).toBeUndefined();
    expect(await find(co.id, 'new@example.com')).toBeUndefined();
    expect(await find(co.id, 'admin@northwind.example')).toBeUndefined();
  });

  it('lets the demo accounts log in through the auth service, and only with their passwords', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    const { candidate, admin, newCandidate } = DEMO_ACCOUNTS;
    expect((await services.auth.logIn(nw, candidate)).full_name).toBe('Alex Morgan');
    expect((await services.auth.logIn(co, candidate)).tenant_id).toBe(co.id);
    expect((await services.auth.logIn(nw, admin)).staff_role).toBe('admin');
    expect((await services.auth.logIn(nw, DEMO_ACCOUNTS.recruiter)).staff_role).toBe('recruiter');
    expect((await services.auth.logIn(co, DEMO_ACCOUNTS.contosoAdmin)).staff_role).toBe('admin');
    expect((await services.auth.logIn(nw, newCandidate)).email).toBe('new@example.com');
    await expect(
      services.auth.logIn(nw, { email: candidate.email, password: 'portico-admin' }),
    ).rejects.toThrow('Incorrect email or password.');
    await expect(services.auth.logIn(co, admin)).rejects.toThrow('Incorrect email or password.');
  });

  it('gives the Northwind demo candidate 6 saved jobs (one archived) and 2 open positions in the job cart', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    const demo = await services.auth.logIn(nw, DEMO_ACCOUNTS.candidate);
    const savedIds = await services.savedPositions.positionIds(nw.id, demo.id);
    expect(savedIds).toHaveLength(DEMO_SAVED_JOBS);
    expect(DEMO_SAVED_JOBS).toBe(6);
    const saved = await services.positions.findManyByIds(nw.id, savedIds);
    expect(saved.filter((p) => p.archivedAt !== null)).toHaveLength(1);
    expect(saved.every((p) => !p.isPrivate)).toBe(true);
    expect(new Set(saved.filter((p) => p.archivedAt === null).map((p) => p.department)).size).toBe(5);

    const cart = await services.jobCart.get(nw, demo.id);
    expect(cart.positions).toHaveLength(DEMO_JOB_CART);
    expect(DEMO_JOB_CART).toBe(2);
    expect(cart.invalidPositionIds).toEqual([]);
    expect(cart.positions.some((p) => savedIds.includes(p.id))).toBe(false);

    // DEMO.md: one job alert, "data" in Berlin, weekly, alert on.
    expect(await services.savedSearches.list(nw.id, demo.id)).toEqual([
      expect.objectContaining({
        query: 'data',
        location: 'Berlin, Germany',
        alertsEnabled: true,
        frequency: 'weekly',
      }),
    ]);

    // Contoso's demo account has nothing saved.
    const demoCo = await services.auth.logIn(co, DEMO_ACCOUNTS.candidate);
    expect(await services.savedPositions.positionIds(co.id, demoCo.id)).toEqual([]);
    expect(await services.savedSearches.list(co.id, demoCo.id)).toEqual([]);
  });

  it('gives the Northwind demo candidate the profile of DEMO.md, and the new candidate none', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    const demo = await services.auth.logIn(nw, DEMO_ACCOUNTS.candidate);
    const profile = await services.profiles.get(nw.id, demo.id);
    expect(profile.location).toMatchObject({ city: 'Seattle', countryCode: 'US' });
    expect(profile.location!.lat).toBeCloseTo(47.6, 1);
    expect(profile.headline).not.toBe('');
    expect(profile.phone).not.toBe('');
    expect(profile.skills.length).toBeGreaterThanOrEqual(12);
    expect(profile.experience).toHaveLength(3);
    expect(profile.education).toHaveLength(2);
    expect(profile.links.length).toBeGreaterThanOrEqual(1);
    expect(profile.jobPreferences.titles.length).toBeGreaterThanOrEqual(1);
    expect(profile.jobPreferences.locations[0]).toMatchObject({ city: 'Seattle' });
    // DEMO.md: below 100 % with clear next steps (a photo, a salary expectation).
    const resumes = await services.resumes.list(nw.id, demo.id);
    const completion = await services.profiles.completion(nw.id, demo.id, resumes.length);
    expect(completion.score).toBe(95);
    expect(completion.missing.map((m) => m.nextStep)).toEqual(['add_avatar', 'set_salary_expectation']);

    const fresh = await services.auth.logIn(nw, DEMO_ACCOUNTS.newCandidate);
    const freshProfile = await services.profiles.get(nw.id, fresh.id);
    expect(freshProfile).toMatchObject({ skills: [], links: [], avatarUrl: null });
    expect(freshProfile.jobPreferences.titles).toEqual([]);
    expect((await services.profiles.completion(nw.id, fresh.id, 0)).score).toBe(0);
    const demoCo = await services.auth.logIn(co, DEMO_ACCOUNTS.candidate);
    expect((await services.profiles.get(co.id, demoCo.id)).experience).toEqual([]);
  });

  it('gives the Northwind demo candidate 2 upcoming interviews and 1 past one, scheduled by the recruiter', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    const demo = await services.auth.logIn(nw, DEMO_ACCOUNTS.candidate);
    const { upcoming, past } = await services.interviews.forCandidate(nw.id, demo.id);
    expect(upcoming).toHaveLength(2);
    expect(past).toHaveLength(1);
    expect(upcoming.map((i) => [i.kind, i.status, i.timeZone])).toEqual([
      ['video', 'scheduled', DEMO_INTERVIEW_ZONE],
      ['in-person', 'scheduled', DEMO_INTERVIEW_ZONE],
    ]);
    expect(upcoming.every((i) => i.startsAt > NOW.toISOString())).toBe(true);
    expect(past[0]?.endsAt.localeCompare(NOW.toISOString())).toBeLessThan(0);
    // The upcoming ones are for the application in the Interview stage, the past one for the one at Offer.
    const apps = await services.applications.listForCandidate(nw.id, demo.id);
    const titleOf = (stage: string) => apps.find((a) => a.stage === stage)?.title;
    expect(upcoming.map((i) => i.title)).toEqual([titleOf('Interview'), titleOf('Interview')]);
    expect(past[0]?.title).toBe(titleOf('Offer'));
    expect(upcoming[1]?.interviewers).toHaveLength(2);
    // In the recruiter's list of interviews to come, with the candidate told by mail.
    const list = await services.interviews.upcoming(nw.id, { page: 1 });
    expect(list.interviews.filter((i) => i.candidate_email === DEMO_ACCOUNTS.candidate.email)).toHaveLength(
      2,
    );
    const mails = await services.mail.outboxFor(nw.id, DEMO_ACCOUNTS.candidate.email);
    expect(mails.filter((m) => m.subject.startsWith('Interview scheduled:'))).toHaveLength(2);
    // Contoso's demo candidate has none.
    const coDemo = await services.auth.logIn(co, DEMO_ACCOUNTS.candidate);
    expect(await services.interviews.forCandidate(co.id, coDemo.id)).toEqual({ upcoming: [], past: [] });
  });

  it('gives the Northwind demo candidate 3 upcoming events, registered for 1; Contoso has one event', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    const demo = await services.auth.logIn(nw, DEMO_ACCOUNTS.candidate);
    const events = await services.events.forCandidate(nw, demo.id);
    expect(events.upcoming).toHaveLength(3);
    expect(events.past).toEqual([]);
    expect(
      events.upcoming.every((e) => e.status === 'published' && Date.parse(e.startsAt) > NOW.getTime()),
    ).toBe(true);
    expect(events.upcoming.filter((e) => e.registered).map((e) => e.title)).toEqual([DEMO_REGISTERED_EVENT]);
    expect(new Set(events.upcoming.map((e) => e.kind))).toEqual(
      new Set(['webinar', 'career_fair', 'info_session']),
    );
    const fair = events.upcoming.find((e) => e.registered)!;
    expect(fair.seatsLeft).toBe(299);
    // 10:00 on the fair's day in Seattle, whatever the season.
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: fair.timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(fair.startsAt)),
    ).toBe('10:00');
    const recruiter = await services.auth.logIn(nw, DEMO_ACCOUNTS.recruiter);
    expect((await services.events.registrations(nw.id, fair.id)).map((r) => r.email)).toEqual([
      DEMO_ACCOUNTS.candidate.email,
    ]);
    expect(recruiter.staff_role).toBe('recruiter');

    const coDemo = await services.auth.logIn(co, DEMO_ACCOUNTS.candidate);
    const coEvents = await services.events.forCandidate(co, coDemo.id);
    expect(coEvents.upcoming.map((e) => e.title)).toEqual(['Contoso open day']);
    expect(coEvents.upcoming[0]?.registered).toBe(false);
  });

  it('gives the Northwind demo candidate a resume, 5 active and 3 inactive applications and 2 drafts', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    const demo = await services.auth.logIn(nw, DEMO_ACCOUNTS.candidate);
    const resumes = await services.resumes.list(nw.id, demo.id);
    expect(resumes).toEqual([expect.objectContaining({ kind: 'pdf', fileName: 'Alex-Morgan-Resume.pdf' })]);

    const apps = await services.applications.listForCandidate(nw.id, demo.id);
    expect(apps.filter((a) => a.active)).toHaveLength(5);
    expect(apps.filter((a) => !a.active)).toHaveLength(3);
    expect(new Set(apps.filter((a) => a.active).map((a) => a.stage))).toEqual(
      new Set(['New', 'Screening', 'Interview', 'Offer']),
    );
    const interview = apps.find((a) => a.stage === 'Interview')!;
    expect(interview.history.map((h) => h.stage)).toEqual(['New', 'Screening', 'Interview']);
    expect(apps.every((a) => a.resumeId === resumes[0]?.id)).toBe(true);

    const drafts = await services.applications.drafts(nw, demo.id);
    expect(drafts.openDraftApplications).toHaveLength(1);
    expect(drafts.closedDraftApplications).toHaveLength(1);
    expect(drafts.closedDraftApplications[0]?.position.archived_at).not.toBeNull();

    // The new candidate has none; both tenants have their own application form.
    const fresh = await services.auth.logIn(nw, DEMO_ACCOUNTS.newCandidate);
    expect(await services.applications.listForCandidate(nw.id, fresh.id)).toEqual([]);
    const nwForm = JSON.stringify((await services.applications.formConfig(nw.id)).definition);
    const coForm = JSON.stringify((await services.applications.formConfig(co.id)).definition);
    expect(nwForm).toContain('work_authorization');
    expect(coForm).toContain('cover_letter');
  });

  it('gives the Northwind demo candidate an offer in every state of DEMO.md, with real PDFs', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const demo = await services.auth.logIn(nw, DEMO_ACCOUNTS.candidate);
    const actor = { tenant: nw, candidate: demo, ip: '127.0.0.1', siteOrigin: 'http://localhost:3000' };
    const offers = await services.offers.list(actor);
    const now = NOW;
    const shown = offers.map((o) => effectiveOfferStatus(o, now)).sort();
    expect(shown).toEqual([
      'Accepted',
      'Canceled',
      'Contract Extended',
      'Declined',
      'Expired',
      'Extended',
      'Extended',
    ]);
    const open = offers.filter((o) => o.status === 'Extended' && effectiveOfferStatus(o, now) === 'Extended');
    const first = open.find((o) => o.offer_documents.length === 3)!;
    expect(first.offer_documents.map((d) => [d.name, d.status])).toEqual([
      ['Offer Letter', 'Unsigned'],
      ['Benefits Summary', 'Read Only'],
      ['Background Check Consent', 'Pending'],
    ]);
    const days = (o: { expires_at: string | null }) =>
      Math.round((Date.parse(o.expires_at!) - now.getTime()) / 86_400_000);
    expect(days(first)).toBe(14);
    expect(open.map(days).sort((a, b) => a - b)).toEqual([14, 30]);
    const second = open.find((o) => days(o) === 30)!;
    expect(second.offer_documents.map((d) => [d.name, d.status, d.url])).toEqual([
      ['Offer Letter', 'Unsigned', null],
      ['Confidentiality Agreement', 'Unsigned', null],
    ]);
    const contract = offers.find((o) => o.status === 'Contract Extended')!;
    expect(days(contract)).toBe(10);
    expect(contract.offer_documents[0]).toMatchObject({ signed: false, status: 'Unsigned' });
    expect(contract.offer_documents[0]!.url).toContain('/public/esignWidget?widgetId=');
    expect(offers.some((o) => o.offer_documents.some((d) => d.under_revision))).toBe(true);
    const accepted = offers.find((o) => o.status === 'Accepted')!;
    expect(accepted.offer_documents[0]).toMatchObject({ status: 'Signed', signed: true });
    const letter = await services.offers.get(actor, first.enc_id);
    expect(Buffer.from(letter.offer_documents[0]!.b64_string!, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
  });

  it('gives the Northwind demo candidate two forms to fill, one sent, and the accepted offer’s preboarding form', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const co = (await services.tenants.findByDomain(CONTOSO_DOMAIN))!;
    const demo = await services.auth.logIn(nw, DEMO_ACCOUNTS.candidate);
    const actor = { tenantId: nw.id, candidateId: demo.id, siteOrigin: 'http://localhost:3000' };
    const forms = services.candidateForms;
    const todo = await forms.list(actor, { tab: 'pending', includeTabList: true });
    expect(todo.tabsList).toEqual([
      { id: 'pending', count: 3 },
      { id: 'completed', count: 1 },
    ]);
    const pending = todo.tabsData.pending!;
    expect(pending.map((f) => [f.title, f.source])).toEqual([
      ['Emergency contact', 'assigned'],
      ['Work preferences questionnaire', 'assigned'],
      ['New hire details', 'offer'],
    ]);
    expect(pending.every((f) => f.due_at !== null && Date.parse(f.due_at) > NOW.getTime())).toBe(true);

    // The long questionnaire is stepped and uses every field type of the toolkit.
    const questionnaire = await forms.get(actor, pending[1]!.id);
    expect(questionnaire.layout).toBe('stepper');
    const types = new Set<string>();
    const visit = (
      items: readonly { type: string; dynamicListOptions?: { items: readonly unknown[] } }[],
    ) => {
      for (const item of items) {
        types.add(item.type);
        if (item.dynamicListOptions) visit(item.dynamicListOptions.items as typeof items);
      }
    };
    for (const section of questionnaire.definition.sections)
      visit(section.items as Parameters<typeof visit>[0]);
    expect([...FIELD_TYPES].filter((type) => !types.has(type))).toEqual([]);

    const done = (await forms.list(actor, { tab: 'completed', includeTabList: false })).tabsData.completed!;
    expect(done.map((f) => [f.title, f.status])).toEqual([
      ['Candidate privacy acknowledgement', 'submitted'],
    ]);
    expect((await forms.get(actor, done[0]!.id)).answers).toEqual({ keepOnFile: 'yes', acknowledged: true });

    // Contoso's demo account has no forms.
    const demoCo = await services.auth.logIn(co, DEMO_ACCOUNTS.candidate);
    const contoso = await forms.list(
      { tenantId: co.id, candidateId: demoCo.id, siteOrigin: actor.siteOrigin },
      { tab: 'pending', includeTabList: true },
    );
    expect(contoso.tabsList).toEqual([
      { id: 'pending', count: 0 },
      { id: 'completed', count: 0 },
    ]);
  });

  it('gives the Northwind demo candidate 12 notifications, 5 unread and 4 action required, all from real events', async () => {
    const nw = (await services.tenants.findByDomain(NORTHWIND_DOMAIN))!;
    const demo = (await services.candidates.findByEmail(nw.id, DEMO_ACCOUNTS.candidate.email))!;
    const all = await services.notifications.list(nw, demo, {});
    expect(all).toHaveLength(12);
    expect(await services.notifications.badge(nw, demo.id)).toBe(5);
    const action = await services.notifications.list(nw, demo, { type_filter: 'action_required' });
    expect(action).toHaveLength(4);
    expect(action.map((n) => n.kind).sort()).toEqual([
      'form_assigned',
      'offer_extended',
      'offer_extended',
      'offer_extended',
    ]);
    const kinds: Record<string, number> = {};
    for (const n of all) kinds[n.kind] = (kinds[n.kind] ?? 0) + 1;
    expect(kinds).toEqual({
      offer_extended: 7,
      form_assigned: 1,
      interview_scheduled: 2,
      interview_rescheduled: 2,
    });
    expect(all.filter((n) => n.isClicked)).toHaveLength(1);
    expect(all.every((n) => n.redirectUrl.startsWith('/careers/'))).toBe(true);
    // In the reader's language: the same rows in Spanish (a language Northwind offers).
    const spanish = await services.notifications.list(nw, demo, { hl: 'es' });
    expect(spanish.find((n) => n.kind === 'form_assigned')?.categoryTitle).toBe('Completa tu formulario');
  });
});
