import { type AdminPosition, API, placeTextOf } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';
import type { Tenant } from '../tenants/tenants.service.js';

const POSTED = '2026-02-20T09:00:00.000Z';
const job = (
  title: string,
  o: Parameters<typeof positionInput>[1] extends infer T ? Partial<T> : never = {},
) =>
  positionInput(title, {
    description: `<p>${title}: build and run the platform.</p>`,
    postedAt: POSTED,
    ...o,
  });

describeEachDb('the recruiter workspace: jobs', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  /** A signed-in member of `tenant`'s staff: their client. */
  const staffMember = async (tenant: Tenant, email: string, role: 'admin' | 'recruiter') =>
    (await ctx.signedInStaff(tenant, email, role)).client;

  const titlesFound = async (client: TestClient, query: string) =>
    (
      (await client.get(`${API.search}?${new URLSearchParams({ query })}`)).json().data.positions as {
        title: string;
      }[]
    ).map((p) => p.title);
  const details = (client: TestClient, id: number, token?: string) =>
    client.get(
      `${API.positionDetails}?${new URLSearchParams({ position_id: String(id), ...(token ? { private: token } : {}) })}`,
    );
  const put = (client: TestClient, id: number, payload: object) =>
    client.request({ method: 'PUT', url: API.adminPosition(id), payload });
  const auditActions = async (tenantId: string) =>
    (
      await h.db
        .selectFrom('admin_audit')
        .select(['action', 'actor_email'])
        .where('tenant_id', '=', tenantId)
        .where('target_type', '=', 'position')
        .orderBy('created_at')
        .execute()
    ).map((row) => row.action);

  it('places written as text are looked up: the job is found near them, and reads back as the same text', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await staffMember(ctx.tenant, 'riley@example.com', 'recruiter');
    const visitor = await ctx.client().start();
    const created = await recruiter.post(API.adminPositions, {
      position: job('Riverboat Engineer', { locations: ['Austin, TX, US', 'Berlin, Germany'] as never }),
      publish: true,
    });
    expect(created.statusCode).toBe(201);
    const view = created.json().data as AdminPosition;
    expect(view.position.locations).toEqual([
      expect.objectContaining({ city: 'Austin', region: 'TX', countryCode: 'US' }),
      expect.objectContaining({ city: 'Berlin', countryCode: 'DE' }),
    ]);
    // The form shows each place as text; saved back unchanged, it is the same place.
    const texts = view.position.locations.map(placeTextOf);
    const saved = await put(recruiter, view.position.id, {
      position: job('Riverboat Engineer', { locations: texts as never }),
      version: view.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json().data as AdminPosition).position.locations).toEqual(view.position.locations);
    const near = await visitor.get(
      `${API.search}?${new URLSearchParams({ query: 'riverboat', location: 'Austin, TX', radius: '25' })}`,
    );
    expect(near.json().data.positions.map((p: { title: string }) => p.title)).toEqual(['Riverboat Engineer']);
  });

  it('imports a file: previewed row by row, valid rows written at once, the same file again updates', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await staffMember(ctx.tenant, 'riley@example.com', 'recruiter');
    const visitor = await ctx.client().start();
    const csv = (title: string) =>
      [
        'external_id,title,department,locations,description',
        `HX-1,${title},Marine,"Austin, TX, US",<p>Bring ships in.</p>`,
        'HX-2,Lock Keeper,Marine,"Berlin, DE",<p>Keep the locks.</p>',
        'HX-3,,Marine,"Austin, TX, US",<p>No title.</p>',
      ].join('\n');
    const count = async () =>
      Number(
        (
          await h.db
            .selectFrom('positions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('tenant_id', '=', ctx.tenant.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    const preview = await recruiter.post(API.adminPositionsImportPreview, {
      format: 'csv',
      content: csv('Tug Master'),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      total: 3,
      creates: 2,
      updates: 0,
      invalid: 1,
      rows: [
        { row: 4, externalId: 'HX-3', errors: { title: 'Give the job a title.' } },
        { row: 2, title: 'Tug Master', action: 'create', errors: {} },
        { row: 3, title: 'Lock Keeper', action: 'create', errors: {} },
      ],
    });
    expect(await count()).toBe(before);

    const imported = await recruiter.post(API.adminPositionsImport, {
      format: 'csv',
      content: csv('Tug Master'),
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toEqual({ created: 2, updated: 0, skipped: 1 });
    expect(await count()).toBe(before + 2);
    expect(await titlesFound(visitor, 'tug master')).toEqual(['Tug Master']);

    // The same feed again, one title changed: the preview says update, the import rewrites, nothing is added.
    const again = await recruiter.post(API.adminPositionsImportPreview, {
      format: 'csv',
      content: csv('Harbour Tug Master'),
    });
    expect(again.json().data).toMatchObject({ creates: 0, updates: 2, invalid: 1 });
    const reimported = await recruiter.post(API.adminPositionsImport, {
      format: 'csv',
      content: csv('Harbour Tug Master'),
    });
    expect(reimported.json().data).toEqual({ created: 0, updated: 2, skipped: 1 });
    expect(await count()).toBe(before + 2);
    expect(await titlesFound(visitor, 'harbour tug')).toEqual(['Harbour Tug Master']);
    expect(await titlesFound(visitor, '"tug master"')).toEqual(['Harbour Tug Master']);
    expect(
      await h.db
        .selectFrom('admin_audit')
        .select(['action', 'after_json'])
        .where('tenant_id', '=', ctx.tenant.id)
        .where('action', '=', 'position.import')
        .execute(),
    ).toHaveLength(2);

    // Another tenant's feed with the same identifiers makes its own jobs and never touches these.
    const other = await ctx.createTenant();
    const rival = await staffMember(other, 'rival@example.com', 'admin');
    const theirs = await rival.post(API.adminPositionsImport, { format: 'csv', content: csv('Rival Tug') });
    expect(theirs.json().data).toEqual({ created: 2, updated: 0, skipped: 1 });
    expect(await count()).toBe(before + 2);
    expect(await titlesFound(visitor, 'harbour tug')).toEqual(['Harbour Tug Master']);

    // A file with no valid row, or one that cannot be read, writes nothing.
    const none = await recruiter.post(API.adminPositionsImport, {
      format: 'csv',
      content: 'external_id,title,department,description\nHX-9,,Marine,<p>x</p>',
    });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe(
      'No row of this file can be imported. Fix the rows the preview lists.',
    );
    const unreadable = await recruiter.post(API.adminPositionsImportPreview, {
      format: 'json',
      content: '[{',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(errorOf(unreadable).fields).toEqual({ content: 'This is not a JSON file: it cannot be read.' });
    expect(await count()).toBe(before + 2);
  });

  it('a draft is seen by nobody but the staff; published, it is in search and on its page at once', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await staffMember(ctx.tenant, 'riley@example.com', 'recruiter');
    const visitor = await ctx.client().start();

    const created = await recruiter.post(API.adminPositions, {
      position: job('Quantum Platform Engineer'),
      publish: false,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json().data as AdminPosition;
    expect(draft).toMatchObject({
      status: 'draft',
      position: { title: 'Quantum Platform Engineer', publishedAt: null },
    });
    expect(await titlesFound(visitor, 'quantum')).toEqual([]);
    expect((await details(visitor, draft.position.id)).statusCode).toBe(404);
    expect((await visitor.get('/sitemap.xml')).body).not.toContain(`/careers/job/${draft.position.id}`);

    ctx.clock.advance(60_000);
    const published = (await recruiter.post(API.adminPositionPublish(draft.position.id))).json()
      .data as AdminPosition;
    expect(published.status).toBe('published');
    // Posted when it went live, not when the draft was started.
    expect(published.position.postedAt).toBe(ctx.clock.now().toISOString());
    expect(published.link).toMatch(
      new RegExp(`/careers/job/${draft.position.id}-quantum-platform-engineer$`),
    );
    expect(await titlesFound(visitor, 'quantum')).toEqual(['Quantum Platform Engineer']);
    expect((await details(visitor, draft.position.id)).statusCode).toBe(200);

    // An edit names the version it started from; the search follows the new title.
    ctx.clock.advance(60_000);
    const edited = await put(recruiter, draft.position.id, {
      position: job('Quantum Systems Engineer'),
      version: published.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      status: 'published',
      position: { title: 'Quantum Systems Engineer' },
    });
    expect(await titlesFound(visitor, 'quantum')).toEqual(['Quantum Systems Engineer']);

    // A second editor still holding the old version is told, and changes nothing.
    const stale = await put(recruiter, draft.position.id, {
      position: job('Quantum Stale Engineer'),
      version: published.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(
      'Someone else saved this job after you opened it. Reload it to see their changes.',
    );
    expect(await titlesFound(visitor, 'quantum')).toEqual(['Quantum Systems Engineer']);

    expect(await auditActions(ctx.tenant.id)).toEqual([
      'position.create',
      'position.publish',
      'position.update',
    ]);
  });

  it('copies a job as a draft, makes a job private with a link that opens it, and archives it', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await staffMember(ctx.tenant, 'riley@example.com', 'recruiter');
    const visitor = await ctx.client().start();
    const live = (
      await recruiter.post(API.adminPositions, { position: job('Orbital Data Analyst'), publish: true })
    ).json().data as AdminPosition;
    expect(live.status).toBe('published');

    const copy = (await recruiter.post(API.adminPositionDuplicate(live.position.id))).json()
      .data as AdminPosition;
    expect(copy).toMatchObject({ status: 'draft', position: { title: 'Orbital Data Analyst' } });
    expect(copy.position.id).not.toBe(live.position.id);
    expect(await titlesFound(visitor, 'orbital')).toEqual(['Orbital Data Analyst']);

    ctx.clock.advance(60_000);
    const hidden = await put(recruiter, live.position.id, {
      position: job('Orbital Data Analyst', { isPrivate: true }),
      version: live.version,
    });
    const privateJob = hidden.json().data as AdminPosition;
    expect(privateJob.status).toBe('private');
    const token = new URL(privateJob.link).searchParams.get('private');
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await titlesFound(visitor, 'orbital')).toEqual([]);
    expect((await details(visitor, live.position.id)).statusCode).toBe(404);
    expect((await details(visitor, live.position.id, token!)).statusCode).toBe(200);

    const archived = (await recruiter.post(API.adminPositionArchive(live.position.id))).json()
      .data as AdminPosition;
    expect(archived.status).toBe('archived');
    // Archiving twice changes nothing and is not audited twice.
    expect((await recruiter.post(API.adminPositionArchive(live.position.id))).json().data.status).toBe(
      'archived',
    );
    expect(await auditActions(ctx.tenant.id)).toEqual([
      'position.create',
      'position.duplicate',
      'position.update',
      'position.archive',
    ]);
  });

  it('lists the jobs by status, words of the title and department, with their applications, a page at a time', async () => {
    ctx = await createTestApp(h.db);
    const admin = await staffMember(ctx.tenant, 'ada@example.com', 'admin');
    const ids: Record<string, number> = {};
    for (const [title, publish, department] of [
      ['Alpha Welder', true, 'Operations'],
      ['Beta Welder', false, 'Operations'],
      ['Gamma Nurse', true, 'Care'],
    ] as const) {
      ctx.clock.advance(1_000);
      const res = await admin.post(API.adminPositions, { position: job(title, { department }), publish });
      ids[title] = res.json().data.position.id;
    }
    await ctx.app.services.positions.create(
      ctx.tenant.id,
      job('Old Welder', { validThrough: '2026-02-25T00:00:00.000Z' }),
    );

    const list = async (query: string) => {
      const res = await admin.get(`${API.adminPositions}?${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json().data as { positions: { title: string; status: string }[]; total: number };
    };
    // Newest change first: the expired job was written last.
    expect((await list('')).positions.map((p) => [p.title, p.status])).toEqual([
      ['Old Welder', 'expired'],
      ['Gamma Nurse', 'published'],
      ['Beta Welder', 'draft'],
      ['Alpha Welder', 'published'],
    ]);
    expect((await list('status=draft')).positions.map((p) => p.title)).toEqual(['Beta Welder']);
    expect((await list('status=expired')).positions.map((p) => p.title)).toEqual(['Old Welder']);
    expect((await list('q=WELD&sort=title')).positions.map((p) => p.title)).toEqual([
      'Alpha Welder',
      'Beta Welder',
      'Old Welder',
    ]);
    // A LIKE wildcard typed by the recruiter is a character, not "anything".
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('department=Care')).positions.map((p) => p.title)).toEqual(['Gamma Nurse']);
    expect((await list('page=2')).positions).toEqual([]);
    expect((await admin.get(`${API.adminPositions}?status=secret`)).statusCode).toBe(400);

    // Applications are counted per job.
    for (const [n, title] of [
      [1, 'Gamma Nurse'],
      [2, 'Gamma Nurse'],
      [3, 'Alpha Welder'],
    ] as const) {
      const candidate = await ctx.signedInCandidate(`applicant${n}@example.com`);
      await h.db
        .insertInto('applications')
        .values({
          id: `app-${n}-${ctx.tenant.id}`,
          tenant_id: ctx.tenant.id,
          candidate_id: candidate.id,
          position_id: ids[title]!,
          position_title: title,
          status: 'active',
          stage: 'New',
          answers_json: '{}',
          self_id_json: null,
          resume_id: null,
          source_json: '{}',
          language: 'en',
          created_at: POSTED,
          updated_at: POSTED,
        })
        .execute();
    }
    const counts = (await list('sort=title')).positions.map((p) => [
      p.title,
      (p as { applications?: number }).applications,
    ]);
    expect(counts).toEqual([
      ['Alpha Welder', 1],
      ['Beta Welder', 0],
      ['Gamma Nurse', 2],
      ['Old Welder', 0],
    ]);
  });

  it("another tenant's staff cannot read or change this tenant's jobs, and bad input writes nothing", async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await staffMember(ctx.tenant, 'riley@example.com', 'recruiter');
    const mine = (
      await recruiter.post(API.adminPositions, { position: job('Harbour Pilot'), publish: true })
    ).json().data as AdminPosition;

    const other = await ctx.createTenant();
    const rival = await staffMember(other, 'rival@example.com', 'admin');
    expect((await rival.get(API.adminPositions)).json().data.positions).toEqual([]);
    const id = mine.position.id;
    for (const res of [
      await rival.get(API.adminPosition(id)),
      await put(rival, id, { position: job('Taken'), version: mine.version }),
      await rival.post(API.adminPositionDuplicate(id)),
      await rival.post(API.adminPositionPublish(id)),
      await rival.post(API.adminPositionArchive(id)),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await recruiter.get(API.adminPosition(id))).json().data).toMatchObject({
      status: 'published',
      version: mine.version,
      position: { title: 'Harbour Pilot' },
    });

    const before = await h.db
      .selectFrom('positions')
      .select('id')
      .where('tenant_id', '=', ctx.tenant.id)
      .execute();
    const bad = await recruiter.post(API.adminPositions, {
      position: job('', { locations: [] }),
      publish: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(
      expect.arrayContaining(['position.title', 'position.locations']),
    );
    // A place written as text that the gazetteer does not know: an error on that location, nothing written.
    const unknownPlace = await recruiter.post(API.adminPositions, {
      position: job('Lighthouse Keeper', { locations: ['Austin, TX, US', 'Atlantis, Nowhere'] as never }),
      publish: true,
    });
    expect(unknownPlace.statusCode).toBe(400);
    expect(errorOf(unknownPlace).fields).toEqual({
      'position.locations.1':
        'We do not know the place “Atlantis, Nowhere”. Write it as City, Country or City, Region, Country.',
    });
    expect((await recruiter.post(API.adminPositions, { position: job('No choice') })).statusCode).toBe(400);
    expect((await recruiter.get(API.adminPosition('abc'))).statusCode).toBe(400);
    // Beyond the database's integer, an id is refused as input, not a failed query.
    expect((await recruiter.get(API.adminPosition('99999999999'))).statusCode).toBe(400);
    const after = await h.db
      .selectFrom('positions')
      .select('id')
      .where('tenant_id', '=', ctx.tenant.id)
      .execute();
    expect(after).toEqual(before);
    expect(await auditActions(other.id)).toEqual([]);
  });
});
