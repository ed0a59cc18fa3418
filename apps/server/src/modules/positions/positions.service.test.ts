import type { PositionInput } from '@portico/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { tenantConfig, uniqueDomain } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { createTenantsService, type Tenant } from '../tenants/tenants.service.js';
import { INSERT_BATCH_SIZE } from './positions.repository.js';
import { createPositionsService, type PositionsService, sanitizeDescription } from './positions.service.js';

const NOW = new Date('2026-11-22T03:00:00.000Z');

function input(overrides: Partial<PositionInput> = {}): PositionInput {
  return {
    title: 'Logistics Coordinator',
    department: 'Supply Chain & Logistics',
    jobType: 'full-time',
    seniority: 'mid',
    locations: [
      {
        city: 'Rotterdam',
        region: 'South Holland',
        country: 'Netherlands',
        countryCode: 'NL',
        lat: 51.9225,
        lng: 4.47917,
      },
    ],
    isRemote: false,
    requiredSkills: ['Carrier management', 'Incoterms'],
    preferredSkills: ['Dutch'],
    description: '<p>Move goods.</p><ul><li>Plan shipments</li></ul>',
    salary: { min: 42000, max: 50000, currency: 'EUR', period: 'year' },
    postedAt: '2026-11-01T10:00:00.000Z',
    validThrough: '2027-01-31T10:00:00.000Z',
    isPrivate: false,
    archivedAt: null,
    ...overrides,
  };
}

describe('sanitizeDescription', () => {
  it('keeps structure and removes anything executable', () => {
    const html =
      '<h3 style="color:red">Role</h3><p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p>' +
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a>';
    const clean = sanitizeDescription(html);
    expect(clean).toContain('<h3>Role</h3>');
    expect(clean).toContain('<p>Hi <strong>there</strong></p>');
    expect(clean).not.toMatch(/script|onclick|onerror|<img|javascript:|style=/);
    expect(clean).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a>');
  });
});

describeEachDb('positions service', (h) => {
  let positions: PositionsService;
  let tenant: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    const tenants = createTenantsService(h.db);
    tenant = await tenants.create({
      domain: uniqueDomain('pos'),
      name: 'Positions Co',
      config: tenantConfig(),
    });
    other = await tenants.create({ domain: uniqueDomain('other'), name: 'Other Co', config: tenantConfig() });
    positions = createPositionsService(h.db, { now: () => NOW });
  });

  it('creates a position and reads it back, sanitised and typed', async () => {
    const created = await positions.create(
      tenant.id,
      input({ description: '<p>Move goods.<script>alert(1)</script></p><ul><li>Plan shipments</li></ul>' }),
    );
    expect(created.id).toBeGreaterThan(0);
    expect(created).toMatchObject({
      tenantId: tenant.id,
      title: 'Logistics Coordinator',
      jobType: 'full-time',
      isRemote: false,
      isPrivate: false,
      salary: { min: 42000, max: 50000, currency: 'EUR', period: 'year' },
      requiredSkills: ['Carrier management', 'Incoterms'],
      postedAt: '2026-11-01T10:00:00.000Z',
      archivedAt: null,
      createdAt: NOW.toISOString(),
    });
    expect(created.locations[0]).toMatchObject({ city: 'Rotterdam', countryCode: 'NL', lat: 51.9225 });
    expect(created.description).toBe('<p>Move goods.</p><ul><li>Plan shipments</li></ul>');
    expect(await positions.findById(tenant.id, created.id)).toEqual(created);
  });

  it('is tenant-scoped: another tenant cannot read or archive the position', async () => {
    const created = await positions.create(tenant.id, input({ salary: null, isPrivate: true }));
    expect(created.salary).toBeNull();
    expect(await positions.findById(other.id, created.id)).toBeNull();
    expect(await positions.archive(other.id, created.id)).toBeNull();
    expect((await positions.findById(tenant.id, created.id))?.archivedAt).toBeNull();
    expect(await positions.findById(tenant.id, 987654321)).toBeNull();
    expect(await positions.findById(tenant.id, Number.NaN)).toBeNull();
  });

  it('rejects invalid input with the field and stores nothing', async () => {
    const before = await positions.count(tenant.id);
    const bad = input({ jobType: 'gig' as PositionInput['jobType'] });
    const error = await positions.create(tenant.id, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
    expect((error as AppError).fields).toHaveProperty('jobType');
    await expect(positions.create(tenant.id, input({ locations: [], isRemote: false }))).rejects.toThrow(
      'is invalid',
    );
    await expect(
      positions.create(tenant.id, input({ salary: { min: 9, max: 1, currency: 'EUR', period: 'year' } })),
    ).rejects.toBeInstanceOf(AppError);
    // Larger than the 32-bit salary columns can hold.
    await expect(
      positions.create(
        tenant.id,
        input({ salary: { min: 1, max: 2 ** 31, currency: 'VND', period: 'year' } }),
      ),
    ).rejects.toBeInstanceOf(AppError);
    expect(await positions.count(tenant.id)).toBe(before);
  });

  it('creates many in batches and counts open and archived positions', async () => {
    const fresh = await createTenantsService(h.db).create({
      domain: uniqueDomain('many'),
      name: 'Many Co',
      config: tenantConfig(),
    });
    const n = INSERT_BATCH_SIZE * 2 + 37;
    const inputs = Array.from({ length: n }, (_, i) =>
      input({
        title: `Planner ${i}`,
        archivedAt: i % 10 === 0 ? '2026-11-20T00:00:00.000Z' : null,
        isRemote: i % 2 === 0,
        locations: i % 4 === 0 ? [] : input().locations,
      }),
    );
    const ids = await positions.createMany(fresh.id, inputs);
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    expect(await positions.count(fresh.id)).toBe(n);
    expect(await positions.count(fresh.id, { archived: true })).toBe(Math.ceil(n / 10));
    expect(await positions.count(fresh.id, { archived: false })).toBe(n - Math.ceil(n / 10));
    const last = await positions.findById(fresh.id, ids[n - 1]!);
    expect(last?.title).toBe(`Planner ${n - 1}`);
    expect(await positions.createMany(fresh.id, [])).toEqual([]);
  });

  it('rolls back the whole createMany when one row is invalid, even after earlier batches were written', async () => {
    const fresh = await createTenantsService(h.db).create({
      domain: uniqueDomain('rollback'),
      name: 'Rollback Co',
      config: tenantConfig(),
    });
    const badIndex = INSERT_BATCH_SIZE * 2 + 5;
    const inputs = Array.from({ length: badIndex + 10 }, (_, i) =>
      i === badIndex ? input({ title: '' }) : input({ title: `Planner ${i}` }),
    );
    const error = await positions.createMany(fresh.id, inputs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(`Position ${badIndex + 1} is invalid.`);
    expect((error as AppError).fields).toHaveProperty('title');
    expect(await positions.count(fresh.id)).toBe(0);
  });

  it('archives once and keeps the first archive time', async () => {
    const created = await positions.create(tenant.id, input());
    const before = await positions.count(tenant.id, { archived: true });
    const archived = await positions.archive(tenant.id, created.id);
    expect(archived?.archivedAt).toBe(NOW.toISOString());
    expect(await positions.count(tenant.id, { archived: true })).toBe(before + 1);
    const later = createPositionsService(h.db, { now: () => new Date(NOW.getTime() + 60_000) });
    expect((await later.archive(tenant.id, created.id))?.archivedAt).toBe(NOW.toISOString());
    expect(await positions.archive(tenant.id, 987654321)).toBeNull();
  });

  it('keeps places ("open positions nearby") only for listed positions, the ones the index holds', async () => {
    const ids = await positions.createMany(tenant.id, [
      input({ title: 'Open' }),
      input({ title: 'No end date', validThrough: null }),
      input({
        title: 'Expired',
        postedAt: '2026-10-01T00:00:00.000Z',
        validThrough: '2026-11-01T00:00:00.000Z',
      }),
      input({ title: 'Archived', archivedAt: '2026-11-20T00:00:00.000Z' }),
      input({ title: 'Private', isPrivate: true }),
    ]);
    const rows = await h.db
      .selectFrom('position_places')
      .select('position_id')
      .where('position_id', 'in', ids)
      .execute();
    expect(rows.map((r) => Number(r.position_id)).sort((a, b) => a - b)).toEqual(ids.slice(0, 2));
  });
});
