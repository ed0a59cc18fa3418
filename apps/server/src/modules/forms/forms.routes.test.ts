import { API, type PositionInput } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';

function position(overrides: Partial<PositionInput>): PositionInput {
  return {
    title: 'Nurse',
    department: 'Care',
    jobType: 'full-time',
    seniority: 'mid',
    locations: [
      {
        city: 'Leeds',
        region: 'England',
        country: 'United Kingdom',
        countryCode: 'GB',
        lat: 53.8,
        lng: -1.55,
      },
    ],
    isRemote: false,
    requiredSkills: [],
    preferredSkills: [],
    description: '<p>Care.</p>',
    salary: null,
    postedAt: '2026-02-01T10:00:00.000Z',
    validThrough: null,
    isPrivate: false,
    archivedAt: null,
    ...overrides,
  };
}

describeEachDb('form option endpoints', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  async function seed() {
    ctx = await createTestApp(h.db);
    const other = await ctx.createTenant();
    const positions = ctx.app.services.positions;
    const [nurse, midwife] = await positions.createMany(ctx.tenant.id, [
      position({ title: 'Nurse', department: 'Care', requiredSkills: ['Patient care', 'Wound care'] }),
      position({ title: 'Midwife', department: 'Care' }),
      position({ title: 'Accountant', department: 'Finance', preferredSkills: ['Excel', 'Care_100%'] }),
      position({
        title: 'Secret role',
        department: 'Legal',
        isPrivate: true,
        requiredSkills: ['Careful secrecy'],
      }),
      position({ title: 'Old role', department: 'Archive', archivedAt: '2026-02-10T00:00:00.000Z' }),
      position({ title: 'Expired', department: 'Expired', validThrough: '2026-03-01T00:00:00.000Z' }),
    ]);
    await positions.create(other.id, position({ title: 'Pilot', department: 'Aviation' }));
    return { nurse: nurse!, midwife: midwife!, other };
  }

  it("lists the departments of the tenant's open public positions as data.options", async () => {
    await seed();
    const res = await ctx.client().get(API.formOptionsDepartments);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        options: [
          { label: 'Care', value: 'Care' },
          { label: 'Finance', value: 'Finance' },
        ],
      },
    });
  });

  it('lists the open positions of one department, ids as values, and nothing of another tenant', async () => {
    const { nurse, midwife } = await seed();
    const res = await ctx.client().get(`${API.formOptionsPositions}?department=Care`);
    expect(res.json().data.options).toEqual([
      { label: 'Midwife', value: String(midwife) },
      { label: 'Nurse', value: String(nurse) },
    ]);
    const foreign = await ctx.client().get(`${API.formOptionsPositions}?department=Aviation`);
    expect(foreign.json().data.options).toEqual([]);
  });

  it('answers 400 with a clear message when the department is missing', async () => {
    await seed();
    const res = await ctx.client().get(API.formOptionsPositions);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/department/);
  });

  it('searches the skills of open positions, prefix matches first, case-insensitively', async () => {
    await seed();
    const search = async (q: string) =>
      (await ctx.client().get(`${API.formOptionsSkills}?q=${encodeURIComponent(q)}`)).json().data.options;
    expect(await search('CARE')).toEqual([
      { label: 'Care_100%', value: 'Care_100%' },
      { label: 'Patient care', value: 'Patient care' },
      { label: 'Wound care', value: 'Wound care' },
    ]);
    // LIKE wildcards in the query are literal characters.
    expect(await search('_100%')).toEqual([{ label: 'Care_100%', value: 'Care_100%' }]);
    expect(await search('secrecy')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });
});
