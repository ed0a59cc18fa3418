import { API, DEFAULT_THEME, type Theme } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { createAdminThemeService, STALE_THEME } from './admin-theme.service.js';

const withPrimary = (primary: string): Theme => ({
  ...DEFAULT_THEME,
  core_properties: { ...DEFAULT_THEME.core_properties, primary },
});

describeEachDb('the theme builder API', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  const auditRows = (tenantId: string) =>
    h.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('action', '=', 'theme.save')
      .execute();
  const servedTheme = async (domain: string) =>
    (await ctx.app.services.tenants.findByDomain(domain))!.config.pcsxConfig.branding.theme;

  it('reads the theme with its version, saves it for every visitor at once and audits before and after', async () => {
    ctx = await createTestApp(h.db);
    const { client } = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const read = await client.get(API.adminTheme);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ theme: DEFAULT_THEME, version: 0 });
    // The served configuration is cached: the save must reach the next request all the same.
    expect((await servedTheme(ctx.tenant.domain)).core_properties.primary).toBe('#2b59c3');

    const theme = { ...withPrimary('#0b5d6b'), cards: { ...DEFAULT_THEME.cards, title: '#14262e' } };
    const saved = await client.put(API.adminTheme, { theme, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.version).toBe(1);
    expect(saved.json().data.theme.core_properties.primary).toBe('#0b5d6b');
    expect(saved.json().data.theme.cards.title).toBe('#14262e');

    const served = await servedTheme(ctx.tenant.domain);
    expect(served.core_properties.primary).toBe('#0b5d6b');
    expect(served.primary_buttons.background).toBeUndefined();
    expect((await client.get(API.adminTheme)).json().data.version).toBe(1);

    const [row, ...more] = await auditRows(ctx.tenant.id);
    expect(more).toEqual([]);
    expect(JSON.parse(row!.before_json!).theme.core_properties.primary).toBe('#2b59c3');
    expect(JSON.parse(row!.after_json!)).toMatchObject({
      version: 1,
      theme: { cards: { title: '#14262e' } },
    });
    expect(row!.actor_email).toBe('boss@example.com');
  });

  it('refuses a save made from an older version (409) and keeps the newer theme', async () => {
    ctx = await createTestApp(h.db);
    const { client } = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    expect((await client.put(API.adminTheme, { theme: withPrimary('#0b5d6b'), version: 0 })).statusCode).toBe(
      200,
    );
    const stale = await client.put(API.adminTheme, { theme: withPrimary('#5b2a86'), version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(STALE_THEME);
    expect((await servedTheme(ctx.tenant.domain)).core_properties.primary).toBe('#0b5d6b');
    expect(await auditRows(ctx.tenant.id)).toHaveLength(1);
  });

  it('lists the colour pairs that fail WCAG AA and saves them only when the admin accepts them', async () => {
    ctx = await createTestApp(h.db);
    const { client } = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const pale = withPrimary('#777777');
    const refused = await client.put(API.adminTheme, { theme: pale, version: 0 });
    expect(refused.statusCode).toBe(400);
    const fields = errorOf(refused).fields as Record<string, string>;
    expect(fields['contrast.primary-button']).toBe('Primary button: 4.48:1, needs 4.5:1.');
    expect(fields['contrast.links']).toBe('Links (primary colour) on the page: 4.48:1, needs 4.5:1.');
    expect(fields['contrast.text']).toBeUndefined();
    expect(await auditRows(ctx.tenant.id)).toEqual([]);

    const accepted = await client.put(API.adminTheme, {
      theme: pale,
      version: 0,
      acceptContrastFailures: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await servedTheme(ctx.tenant.domain)).core_properties.primary).toBe('#777777');
  });

  it('answers bad input with field errors and changes nothing', async () => {
    ctx = await createTestApp(h.db);
    const { client } = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const badColour = await client.put(API.adminTheme, {
      theme: { core_properties: { primary: 'red;}</style>' } },
      version: 0,
    });
    expect(badColour.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(badColour).fields)).toContain('core_properties.primary');
    const unknown = await client.put(API.adminTheme, { theme: { cards: { glow: '#ffffff' } }, version: 0 });
    expect(unknown.statusCode).toBe(400);
    const radius = await client.put(API.adminTheme, { theme: { border_radius: { radius: 99 } }, version: 0 });
    expect(radius.statusCode).toBe(400);
    expect((await client.get(API.adminTheme)).json().data).toEqual({ theme: DEFAULT_THEME, version: 0 });
    expect(await auditRows(ctx.tenant.id)).toEqual([]);
  });

  it('reads a theme saved before the sections and keeps the rest of the configuration on save', async () => {
    ctx = await createTestApp(h.db);
    const legacy = await ctx.createTenant({
      pcsxConfig: {
        branding: {
          companyName: 'Old Co',
          theme: { primary: '#0b5d6b', navbarBackground: '#0a3a45', navbarText: '#ffffff', radius: 3 },
        },
      },
    } as never);
    const { client } = await ctx.signedInStaff(legacy, 'boss@example.com', 'admin');
    const { theme, version } = (await client.get(API.adminTheme)).json().data;
    expect(theme.core_properties.primary).toBe('#0b5d6b');
    expect(theme.navbar).toEqual({ background: '#0a3a45', text: '#ffffff' });
    expect(theme.border_radius.radius).toBe(3);
    expect(version).toBe(0);

    expect((await client.put(API.adminTheme, { theme, version })).statusCode).toBe(200);
    const config = (await ctx.app.services.tenants.findById(legacy.id))!.config;
    expect(config.pcsxConfig.branding.companyName).toBe('Old Co');
    expect(config.pcsxConfig.branding.theme.navbar.background).toBe('#0a3a45');
    expect(config.pcsxConfig.branding.themeVersion).toBe(1);
  });

  it("an admin of another tenant reads and saves only their own tenant's theme", async () => {
    ctx = await createTestApp(h.db);
    const other = await ctx.createTenant();
    const outsider = await ctx.signedInStaff(other, 'rival@example.com', 'admin');
    expect(
      (await outsider.client.put(API.adminTheme, { theme: withPrimary('#5b2a86'), version: 0 })).statusCode,
    ).toBe(200);
    expect((await servedTheme(other.domain)).core_properties.primary).toBe('#5b2a86');
    expect((await servedTheme(ctx.tenant.domain)).core_properties.primary).toBe('#2b59c3');
    expect(await auditRows(ctx.tenant.id)).toEqual([]);
  });

  it('leaves nothing half-written when the audit row cannot be written', async () => {
    ctx = await createTestApp(h.db);
    const failing = createAdminThemeService(h.db, {
      audit: {
        record: async () => {
          throw new Error('audit store unavailable');
        },
      } as never,
      tenants: ctx.app.services.tenants,
      now: () => new Date(),
    });
    await expect(
      failing.save(
        ctx.tenant.id,
        { id: 'x', email: 'boss@example.com' },
        {
          theme: withPrimary('#0b5d6b'),
          version: 0,
          acceptContrastFailures: false,
        },
      ),
    ).rejects.toThrow('audit store unavailable');
    expect(await failing.get(ctx.tenant.id)).toEqual({ theme: DEFAULT_THEME, version: 0 });
  });
});
