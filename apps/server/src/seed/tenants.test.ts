import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkContrast, type PageConfig, pageConfigSchema } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { CONTOSO_CONFIG, NORTHWIND_CONFIG } from './tenants.js';

const northwind: PageConfig = pageConfigSchema.parse(NORTHWIND_CONFIG);
const contoso: PageConfig = pageConfigSchema.parse(CONTOSO_CONFIG);

describe.each([
  ['Northwind', northwind],
  ['Contoso', contoso],
])('%s theme', (_name, config) => {
  // Every colour pair a candidate page shows, with the theme's own and followed colours (the builder's check).
  it.each(checkContrast(config.pcsxConfig.branding.theme).map((r) => [r.label, r] as const))(
    '%s meets WCAG AA',
    (_label, result) => {
      expect(result.ratio).toBeGreaterThanOrEqual(result.minimum);
    },
  );
});

describe('demo tenant configuration (DEMO.md tenant table)', () => {
  it('has its own colours and radius per tenant', () => {
    const a = northwind.pcsxConfig.branding.theme;
    const b = contoso.pcsxConfig.branding.theme;
    expect(a.core_properties.primary).not.toBe(b.core_properties.primary);
    expect(a.border_radius.radius).not.toBe(b.border_radius.radius);
  });

  it('switches login, logged-out apply, terms, notifications, map, chat and job cart as the table says', () => {
    expect(northwind.loginSignupConfig).toMatchObject({
      candidateLoginEnabled: true,
      loggedOutApplyEnabled: true,
    });
    expect(contoso.loginSignupConfig).toMatchObject({
      candidateLoginEnabled: true,
      loggedOutApplyEnabled: false,
    });
    // Both show terms and privacy links on "Create account".
    for (const config of [northwind, contoso]) {
      expect(config.loginSignupConfig.termsUrl).toMatch(/^https:\/\//);
      expect(config.loginSignupConfig.privacyPolicyUrl).toMatch(/^https:\/\//);
    }

    expect(northwind.pcsxConfig.termsConfig.enabled).toBe(false);
    const terms = contoso.pcsxConfig.termsConfig;
    expect(terms.enabled).toBe(true);
    for (const text of [
      terms.headingText,
      terms.helperText,
      terms.infoText,
      terms.disclaimerText,
      terms.submitButtonText,
    ]) {
      expect(text.length).toBeGreaterThan(0);
    }

    expect(northwind.notificationsConfig.enableCandidateInappNotifications).toBe(true);
    expect(northwind.notificationsConfig.hasActionRequiredNotificationsConfigured).toBe(true);
    expect(contoso.notificationsConfig.enableCandidateInappNotifications).toBe(true);
    expect(contoso.notificationsConfig.hasActionRequiredNotificationsConfigured).toBe(false);

    expect(northwind.pcsxConfig.searchConfig.mapConfig.enabled).toBe(true);
    expect(contoso.pcsxConfig.searchConfig.mapConfig.enabled).toBe(false);

    expect(northwind.chatbotxConfig).toEqual({ enabled: true, requireLogin: false });
    expect(contoso.chatbotxConfig).toEqual({ enabled: true, requireLogin: true });

    expect(northwind.pcsxConfig.jobCartConfig.enabled).toBe(true);
    expect(contoso.pcsxConfig.jobCartConfig.enabled).toBe(false);
  });

  it('has the banners, footers, navbar and languages of the table', () => {
    const nw = northwind.pcsxConfig.branding.customPageSections;
    const co = contoso.pcsxConfig.branding.customPageSections;
    expect(nw.customBanner).toMatchObject({
      enabled: true,
      alertType: 'info',
      message: "We're hiring in 60 cities",
    });
    // Translations for the tenant's languages, so an Arabic page reads its banner and links in Arabic.
    expect(Object.keys(nw.customBanner.messages).sort()).toEqual(['ar', 'de', 'es', 'fr', 'ja']);
    for (const link of nw.customNavbarConfig.links) expect(link.labels.ar).toBeTruthy();
    // Contoso's banner says what the site does: applying needs an account (logged-out apply is off).
    expect(co.customBanner.enabled).toBe(true);
    expect(co.customBanner.message).toMatch(/account/i);
    expect(contoso.loginSignupConfig.loggedOutApplyEnabled).toBe(false);
    expect(nw.landing.headline).not.toBe('');
    expect(co.landing.headline).not.toBe('');

    expect(nw.footer.html).not.toBe('');
    expect(nw.footer.hidePoweredBy).toBe(false);
    expect(co.footer.html).not.toBe('');
    expect(co.footer.hidePoweredBy).toBe(true);

    expect(nw.customNavbarConfig.enable).toBe(true);
    expect(nw.customNavbarConfig.showInLoggedinView).toBe(true);
    expect(nw.customNavbarConfig.links.length).toBeGreaterThanOrEqual(2);
    expect(co.customNavbarConfig.enable).toBe(false);
    expect(co.customNavbarConfig.links).toEqual([]);

    expect(northwind.supportedLanguages).toEqual(['en', 'es', 'fr', 'de', 'ja', 'ar']);
    expect(contoso.supportedLanguages).toEqual(['en', 'fr', 'nl']);
    expect(northwind.pcsxConfig.seoConfig.description).not.toBe('');
    expect(contoso.pcsxConfig.seoConfig.description).not.toBe('');
  });

  it('shows a hero on the search page for Northwind only, with phone and desktop ranges that cover every width', () => {
    expect(contoso.pcsxConfig.branding.customPageSections.heroImages).toEqual({});
    const hero = northwind.pcsxConfig.branding.customPageSections.heroImages.jobs!;
    expect(hero.enabled).toBe(true);
    const sorted = [...hero.variants].sort((a, b) => a.minWidth - b.minWidth);
    expect(sorted[0]!.minWidth).toBe(0);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.minWidth).toBe(sorted[i - 1]!.maxWidth);
    expect(sorted.at(-1)!.maxWidth).toBeNull();
    const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));
    for (const v of hero.variants) {
      const file = `${webPublic}${v.url}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox=/);
      // Decorative only: no text, nothing executable.
      expect(svg).not.toMatch(/<text|<script|on\w+=/i);
    }
  });

  it('offers filters for every field positions have, with display names', () => {
    for (const config of [northwind, contoso]) {
      const names = config.pcsxConfig.searchConfig.allFilters.map((f) => f.filterName);
      expect(names).toEqual(['department', 'job_type', 'seniority', 'location', 'is_remote', 'posted_at']);
      for (const f of config.pcsxConfig.searchConfig.smartFilters) expect(names).toContain(f.filterName);
      for (const f of config.pcsxConfig.searchConfig.allFilters) expect(f.displayName).not.toBe('');
    }
  });
});
