import { API } from '@portico/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestAppContext } from '../../test/app.js';
import {
  CANDIDATE_DATA_CONFIG,
  CANDIDATE_DATA_ENV,
  type SeededCandidate,
  seedCandidateWithData,
} from '../../test/candidate-data.js';
import { describeEachDb } from '../../test/databases.js';

/**
 * Deleting an account leaves nothing of the candidate: every text column of every table is searched for
 * their id and their email address, so a table added later is covered without editing this test.
 */
describeEachDb('deleting an account', (h) => {
  let ctx: TestAppContext;
  let gone: SeededCandidate;
  let kept: SeededCandidate;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { config: CANDIDATE_DATA_CONFIG, env: CANDIDATE_DATA_ENV });
    gone = await seedCandidateWithData(ctx, 'Gone');
    kept = await seedCandidateWithData(ctx, 'Kept');
  });
  afterAll(() => ctx.app.close());

  /** table → how many rows mention `needle` in a text column. */
  async function mentions(needle: string): Promise<Record<string, number>> {
    const found: Record<string, number> = {};
    const tables = await h.db.introspection.getTables();
    for (const table of tables) {
      if (table.name.startsWith('kysely_')) continue;
      const textColumns = table.columns.filter((c) => /text|char|json/i.test(c.dataType));
      if (textColumns.length === 0) continue;
      const res = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table.name)} where ${sql.join(
        textColumns.map((c) => sql`${sql.ref(c.name)} like ${`%${needle}%`}`),
        sql` or `,
      )}`.execute(h.db);
      const n = Number(res.rows[0]?.n ?? 0);
      if (n > 0) found[table.name] = n;
    }
    return found;
  }

  it('finds the candidate in every table that holds candidate data before the deletion', async () => {
    const before = await mentions(gone.id);
    for (const table of [
      'candidates',
      'candidate_profiles',
      'candidate_avatars',
      'sessions',
      'password_resets',
      'page_views',
      'resumes',
      'applications',
      'application_drafts',
      'pending_applications',
      'saved_positions',
      'job_cart_items',
      'offers',
      'candidate_forms',
      'saved_searches',
      'notifications',
      'notification_preferences',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    expect(Object.keys(await mentions(gone.email))).toEqual(
      expect.arrayContaining(['candidates', 'outbox', 'applications', 'referrals']),
    );
  });

  it('leaves no row holding their id or address, and none of their files', async () => {
    const offers = await ctx.app.db
      .selectFrom('offers')
      .select('id')
      .where('candidate_id', '=', gone.id)
      .execute();
    expect(offers.length).toBeGreaterThan(0);
    const stages = await ctx.app.db
      .selectFrom('application_stages as s')
      .innerJoin('applications as a', 'a.id', 's.application_id')
      .select('s.id')
      .where('a.candidate_id', '=', gone.id)
      .execute();
    expect(stages.length).toBeGreaterThan(1);
    // The jobs an alert mailed name the alert, not the candidate: they must go with it.
    const alertIds = (
      await ctx.app.db.selectFrom('saved_searches').select('id').where('candidate_id', '=', gone.id).execute()
    ).map((r) => r.id);
    const alertJobs = await ctx.app.db
      .selectFrom('job_alert_deliveries')
      .select('position_id')
      .where('alert_id', 'in', alertIds)
      .execute();
    expect(alertJobs.length).toBeGreaterThan(0);

    const res = await gone.client.post(API.settingsDeleteAccount, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);

    expect(await mentions(gone.id)).toEqual({});
    expect(await mentions(gone.email)).toEqual({});
    const leftResumes = await ctx.app.db
      .selectFrom('resumes')
      .select('id')
      .where('id', 'in', [gone.resumeId, gone.visitorResumeId])
      .execute();
    expect(leftResumes).toEqual([]);
    const offerIds = offers.map((o) => Number(o.id));
    for (const table of ['offer_files', 'offer_documents', 'offer_events'] as const) {
      const rows = await ctx.app.db
        .selectFrom(table)
        .select('offer_id')
        .where('offer_id', 'in', offerIds)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const stageRows = await ctx.app.db
      .selectFrom('application_stages')
      .select('id')
      .where(
        'id',
        'in',
        stages.map((s) => s.id),
      )
      .execute();
    expect(stageRows).toEqual([]);
    expect(
      await ctx.app.db
        .selectFrom('job_alert_deliveries')
        .select('position_id')
        .where('alert_id', 'in', alertIds)
        .execute(),
    ).toEqual([]);
  });

  it('keeps every record of the other candidate', async () => {
    const still = await mentions(kept.id);
    for (const table of [
      'candidates',
      'resumes',
      'applications',
      'offers',
      'candidate_forms',
      'pending_applications',
    ])
      expect(still[table], table).toBeGreaterThan(0);
    const file = await kept.client.get(API.resumeFile(kept.resumeId));
    expect(file.statusCode).toBe(200);
  });
});
