import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/databases.js';
import { createMigrator, migrateToLatest } from '../migrator.js';

const AT = '2026-11-20T12:00:00.000Z';

/** A position row as it was before 0021 (no private_token). */
function positionRow(title: string, isPrivate: boolean) {
  return {
    tenant_id: 'mig-21',
    title,
    department: 'Engineering',
    job_type: 'full-time',
    seniority: 'mid',
    locations_json: '[]',
    is_remote: 1,
    skills_required_json: '[]',
    skills_preferred_json: '[]',
    description: '<p>x</p>',
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    posted_at: AT,
    valid_through: null,
    is_private: isPrivate ? 1 : 0,
    archived_at: null,
    created_at: AT,
    updated_at: AT,
  };
}

describeEachDb('migrations 0020 to 0023', (h) => {
  it('count earlier accounts as confirmed, give earlier private positions a link token each, keep admins admins and count earlier positions as published', async () => {
    const down = await createMigrator(h.db).migrateTo('0017-years-of-experience');
    expect(down.error).toBeUndefined();
    await h.db
      .insertInto('tenants')
      .values({
        id: 'mig-21',
        domain: 'mig21.example',
        name: 'M',
        config_json: '{}',
        is_default: 0,
        created_at: AT,
        updated_at: AT,
      })
      .execute();
    await h.db
      .insertInto('candidates')
      .values({
        id: 'mig-21-c',
        tenant_id: 'mig-21',
        email: 'before@example.com',
        password_hash: 'x',
        full_name: 'Before',
        preferred_language: null,
        is_admin: 0,
        is_onboarded: 0,
        is_bootstrapped: 0,
        tos_attested_at: null,
        created_at: AT,
        updated_at: AT,
      } as never)
      .execute();
    await h.db
      .insertInto('candidates')
      .values({
        id: 'mig-21-admin',
        tenant_id: 'mig-21',
        email: 'boss@example.com',
        password_hash: 'x',
        full_name: 'Boss',
        preferred_language: null,
        is_admin: 1,
        is_onboarded: 1,
        is_bootstrapped: 1,
        tos_attested_at: null,
        created_at: AT,
        updated_at: AT,
      } as never)
      .execute();
    const inserted = await h.db
      .insertInto('positions')
      .values([
        positionRow('Public', false),
        positionRow('Private A', true),
        positionRow('Private B', true),
      ] as never)
      .returning('id')
      .execute();
    const [pub, a, b] = inserted.map((r) => Number(r.id)) as [number, number, number];

    await migrateToLatest(h.db);

    const candidate = await h.db
      .selectFrom('candidates')
      .select('email_verified_at')
      .where('id', '=', 'mig-21-c')
      .executeTakeFirstOrThrow();
    expect(candidate.email_verified_at).toBe(AT);
    const tokens = new Map(
      (
        await h.db
          .selectFrom('positions')
          .select(['id', 'private_token'])
          .where('tenant_id', '=', 'mig-21')
          .execute()
      ).map((r) => [Number(r.id), r.private_token]),
    );
    expect(tokens.get(pub)).toBeNull();
    expect(tokens.get(a)).toMatch(/^[\w-]{22}$/);
    expect(tokens.get(b)).toMatch(/^[\w-]{22}$/);
    expect(tokens.get(a)).not.toBe(tokens.get(b));

    const roles = await h.db
      .selectFrom('candidates')
      .select(['id', 'staff_role'])
      .where('tenant_id', '=', 'mig-21')
      .orderBy('id')
      .execute();
    expect(roles).toEqual([
      { id: 'mig-21-admin', staff_role: 'admin' },
      { id: 'mig-21-c', staff_role: null },
    ]);
    const published = await h.db
      .selectFrom('positions')
      .select('published_at')
      .where('tenant_id', '=', 'mig-21')
      .execute();
    expect(published).toEqual([{ published_at: AT }, { published_at: AT }, { published_at: AT }]);
  });
});
