import { describe, expect, it } from 'vitest';
import { type PageConfigInput, pageConfigSchema } from './config.js';

const minimal: PageConfigInput = { pcsxConfig: { branding: { companyName: 'Acme' } } };

function withTheme(theme: Record<string, unknown>): unknown {
  return { pcsxConfig: { branding: { companyName: 'Acme', theme } } };
}

describe('pageConfigSchema', () => {
  it('fills every default from a config that only names the company', () => {
    const config = pageConfigSchema.parse(minimal);
    expect(config.supportedLanguages).toEqual(['en']);
    expect(config.defaultLanguage).toBe('en');
    expect(config.loginSignupConfig).toEqual({
      candidateLoginEnabled: true,
      loggedOutApplyEnabled: true,
      termsUrl: null,
      privacyPolicyUrl: null,
    });
    expect(config.chatbotxConfig).toEqual({ enabled: false, requireLogin: true });
    const sections = config.pcsxConfig.branding.customPageSections;
    expect(sections.customBanner).toEqual({ enabled: false, message: '', messages: {}, alertType: 'info' });
    expect(sections.footer).toEqual({ html: '', hidePoweredBy: false });
    expect(sections.heroImages).toEqual({});
    expect(sections.customNavbarConfig.enable).toBe(false);
    expect(config.pcsxConfig.branding.theme.core_properties.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(config.pcsxConfig.branding.theme.border_radius.radius).toBe(8);
    expect(config.pcsxConfig.branding.themeVersion).toBe(0);
    expect(config.pcsxConfig.termsConfig.enabled).toBe(false);
    expect(config.pcsxConfig.searchConfig.mapConfig).toEqual({
      enabled: false,
      tileUrl: null,
      attribution: '',
    });
  });

  it('keeps what the tenant set and defaults the rest of the same object', () => {
    const config = pageConfigSchema.parse(
      withTheme({ core_properties: { primary: '#AA0011' }, border_radius: { radius: 0 } }),
    );
    const theme = config.pcsxConfig.branding.theme;
    expect(theme.core_properties.primary).toBe('#AA0011');
    expect(theme.border_radius.radius).toBe(0);
    expect(theme.core_properties.background).toBe('#ffffff');
    expect(theme.primary_buttons.background).toBeUndefined();
  });

  it('reads a theme saved before the editor sections (flat keys) into its sections', () => {
    const theme = pageConfigSchema.parse(
      withTheme({ primary: '#AA0011', accent: '#00695c', navbarBackground: '#000000', radius: 0 }),
    ).pcsxConfig.branding.theme;
    expect(theme.core_properties.primary).toBe('#AA0011');
    expect(theme.navbar.background).toBe('#000000');
    expect(theme.navbar.text).toBe('#1b1f24');
    expect(theme.border_radius.radius).toBe(0);
    expect(JSON.stringify(theme)).not.toContain('00695c');
  });

  it('parses its own output to the same value (the server stores and re-reads it)', () => {
    const once = pageConfigSchema.parse(minimal);
    expect(pageConfigSchema.parse(once)).toEqual(once);
  });

  it.each([['red'], ['#fff'], ['#12345g'], ['1a2b3c'], ['#1a2b3c4d'], ['rgb(0,0,0)'], ['']])(
    'rejects the colour %j',
    (colour) => {
      const result = pageConfigSchema.safeParse(withTheme({ core_properties: { primary: colour } }));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([
        'pcsxConfig',
        'branding',
        'theme',
        'core_properties',
        'primary',
      ]);
    },
  );

  it('rejects a radius outside 0..32 and a missing company name', () => {
    expect(pageConfigSchema.safeParse(withTheme({ radius: 33 })).success).toBe(false);
    expect(pageConfigSchema.safeParse(withTheme({ radius: -1 })).success).toBe(false);
    expect(pageConfigSchema.safeParse({ pcsxConfig: { branding: {} } }).success).toBe(false);
    expect(pageConfigSchema.safeParse({ pcsxConfig: { branding: { companyName: '' } } }).success).toBe(false);
  });

  it('rejects unsupported languages, an empty language list and an unknown banner type', () => {
    expect(pageConfigSchema.safeParse({ ...minimal, supportedLanguages: ['en', 'xx'] }).success).toBe(false);
    expect(pageConfigSchema.safeParse({ ...minimal, supportedLanguages: [] }).success).toBe(false);
    const banner = {
      pcsxConfig: {
        branding: {
          companyName: 'Acme',
          customPageSections: { customBanner: { enabled: true, alertType: 'warn' } },
        },
      },
    };
    expect(pageConfigSchema.safeParse(banner).success).toBe(false);
  });

  it('rejects a hero image without variants and a head-script key with unsafe characters', () => {
    const hero = {
      pcsxConfig: {
        branding: { companyName: 'Acme', customPageSections: { heroImages: { jobs: { variants: [] } } } },
      },
    };
    expect(pageConfigSchema.safeParse(hero).success).toBe(false);
    const script = {
      pcsxConfig: {
        branding: { companyName: 'Acme' },
        scriptConfig: { pageLoadHeadScripts: { 'a b': 'x' } },
      },
    };
    expect(pageConfigSchema.safeParse(script).success).toBe(false);
  });
});

describe('loginSignupConfig terms and privacy links', () => {
  const base = { pcsxConfig: { branding: { companyName: 'X' } } };
  it('takes absolute http(s) addresses, defaults to none, and refuses other schemes', () => {
    expect(pageConfigSchema.parse(base).loginSignupConfig).toMatchObject({
      termsUrl: null,
      privacyPolicyUrl: null,
    });
    const linked = pageConfigSchema.parse({
      ...base,
      loginSignupConfig: { termsUrl: 'https://x.example/terms', privacyPolicyUrl: 'http://x.example/p' },
    });
    expect(linked.loginSignupConfig.termsUrl).toBe('https://x.example/terms');
    for (const bad of ['javascript:alert(1)', '/relative/terms', 'data:text/html,x', 'ftp://x.example/t']) {
      expect(pageConfigSchema.safeParse({ ...base, loginSignupConfig: { termsUrl: bad } }).success, bad).toBe(
        false,
      );
    }
  });
});
