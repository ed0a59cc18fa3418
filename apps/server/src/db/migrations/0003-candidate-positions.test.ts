import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/databases.js';
import { createMigrator, migrateToLatest } from '../migrator.js';
import type { NewPosition } from '../types.js';

const AT = '2026-11-20T12:00:00.000Z';

function positionRow(
  tenantId: string,
  title: string,
  locations: { lat: number; lng: number }[],
): NewPosition {
  return {
    tenant_id: tenantId,
    title,
    department: 'Engineering',
    job_type: 'full-time',
    seniority: 'mid',
    locations_json: JSON.stringify(
      locations.map((l) => ({ city: 'C', region: '', country: 'X', countryCode: 'XX', ...l })),
    ),
    is_remote: locations.length === 0 ? 1 : 0,
    skills_required_json: '[]',
    skills_preferred_json: '[]',
    description: '<p>x</p>',
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    posted_at: AT,
    valid_through: null,
    is_private: 0,
    archived_at: null,
    created_at: AT,
    updated_at: AT,
  };
}

describeEachDb('migration 0003-candidate-positions', (h) => {
  it('goes down and up again, giving positions that existed before it their places', async () => {
    const down = await createMigrator(h.db).migrateTo('0002-search');
    expect(down.error).toBeUndefined();
    await h.db
      .insertInto('tenants')
      .values({
        id: 'mig-t',
        domain: 'mig.example',
        name: 'M',
        config_json: '{}',
        is_default: 0,
        created_at: AT,
        updated_at: AT,
      })
      .execute();
    const rows = [
      positionRow('mig-t', 'Two places', [
        { lat: 52.52, lng: 13.405 },
        { lat: -33.8688, lng: 151.2093 },
      ]),
      positionRow('mig-t', 'Remote', []),
      // Neither listed nor ever listed again without an update: no places.
      { ...positionRow('mig-t', 'Archived', [{ lat: 1, lng: 1 }]), archived_at: AT },
      { ...positionRow('mig-t', 'Private', [{ lat: 1, lng: 1 }]), is_private: 1 },
      {
        ...positionRow('mig-t', 'Expiring', [{ lat: 2, lng: 2 }]),
        valid_through: '2027-01-01T00:00:00.000Z',
      },
      ...Array.from({ length: 1203 }, (_, i) =>
        positionRow('mig-t', `Bulk ${i}`, [{ lat: i / 100, lng: -i / 100 }]),
      ),
    ];
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 400) {
      const inserted = await h.db
        .insertInto('positions')
        .values(rows.slice(i, i + 400))
        .returning('id')
        .execute();
      ids.push(...inserted.map((r) => Number(r.id)));
    }

    await migrateToLatest(h.db);

    const places = await h.db
      .selectFrom('position_places')
      .selectAll()
      .where('position_id', '=', ids[0]!)
      .orderBy('idx')
      .execute();
    expect(places).toEqual([
      { position_id: ids[0], idx: 0, tenant_id: 'mig-t', lat: 52.52, lng: 13.405, valid_through: null },
      { position_id: ids[0], idx: 1, tenant_id: 'mig-t', lat: -33.8688, lng: 151.2093, valid_through: null },
    ]);
    const total = await h.db
      .selectFrom('position_places')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', 'mig-t')
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(2 + 1 + 1203);
    const expiring = await h.db
      .selectFrom('position_places')
      .select('valid_through')
      .where('position_id', '=', ids[4]!)
      .executeTakeFirstOrThrow();
    expect(expiring.valid_through).toBe('2027-01-01T00:00:00.000Z');
    const last = await h.db
      .selectFrom('position_places')
      .select(['lat', 'lng'])
      .where('position_id', '=', ids[ids.length - 1]!)
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ lat: 12.02, lng: -12.02 });
  });
});
