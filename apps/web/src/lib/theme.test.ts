import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_THEME, THEME_TOKENS, type Theme, themeSchema } from '@portico/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  clearAppliedTheme,
  readStoredTheme,
  storeTheme,
  themeBootScript,
  themeStorageKey,
  themeToCss,
  themeVariables,
} from './theme.js';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});

const withPrimary = (primary: string): Theme =>
  themeSchema.parse({ core_properties: { primary }, border_radius: { radius: 4 } });

describe('theme tokens', () => {
  it('turns the tenant theme into custom properties, following tokens as variables', () => {
    const css = themeToCss(withPrimary('#112233'));
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain('--color-primary:#112233');
    expect(css).toContain('--radius:4px');
    expect(css).toContain('--font-family:system-ui');
    expect(css).toContain('--button-primary-bg:var(--color-primary)');
    expect(css).toContain('--button-primary-hover-bg:color-mix(in srgb, var(--button-primary-bg) 92%, #000)');
  });

  it('writes a token the admin set instead of what it follows', () => {
    const theme = themeSchema.parse({ primary_buttons: { background: '#aa0000' } });
    expect(themeVariables(theme)['--button-primary-bg']).toBe('#aa0000');
  });

  it('drops values that could break out of the stylesheet', () => {
    const theme = structuredClone(DEFAULT_THEME) as unknown as Record<string, Record<string, unknown>>;
    theme.core_properties!.primary = 'red;}</style><script>';
    theme.core_properties!.fontFamily = 'Inter;}</style>';
    const vars = themeVariables(theme as unknown as Theme);
    expect(vars['--color-primary']).toBeUndefined();
    expect(vars['--font-family']).toBeUndefined();
    expect(vars['--color-bg']).toBe('#ffffff');
  });
});

/** Every CSS file of the candidate pages and shared UI, to check the tokens are really used. */
function stylesheets(): string {
  const root = join(import.meta.dirname, '../../../..');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css')) out.push(readFileSync(path, 'utf8'));
    }
  };
  for (const dir of ['apps/web/src', 'packages/ui/src', 'packages/forms/src']) walk(join(root, dir));
  return out.join('\n');
}

describe('every theme token changes the pages', () => {
  const css = stylesheets();
  const tokensCss = readFileSync(join(import.meta.dirname, '../../../../packages/ui/src/tokens.css'), 'utf8');
  it.each(THEME_TOKENS.map((t) => [t.path, t.def.css] as const))(
    '%s (%s) is read by a stylesheet',
    (_p, name) => {
      // With or without a fallback value after a comma.
      expect(new RegExp(`var\\(${name}[,)]`).test(css)).toBe(true);
    },
  );
  it.each(THEME_TOKENS.map((t) => [t.path, t.def.css] as const))(
    '%s has the same default in tokens.css',
    (_p, name) => {
      const declared = new RegExp(`${name}:\\s*([^;]+);`).exec(tokensCss)?.[1]?.trim();
      expect(declared).toBe(themeVariables(DEFAULT_THEME)[name]);
    },
  );
});

describe('local-storage preview per domain', () => {
  it('stores, reads back and removes a preview theme', () => {
    const theme = withPrimary('#aa0000');
    expect(storeTheme('northwind.example', theme)).toBe(true);
    expect(JSON.parse(localStorage.getItem('portico-theme:northwind.example')!)).toEqual(theme);
    expect(readStoredTheme('northwind.example')).toEqual(theme);
    expect(readStoredTheme('contoso.example')).toBeNull();
    storeTheme('northwind.example', null);
    expect(readStoredTheme('northwind.example')).toBeNull();
  });

  it('ignores junk in storage', () => {
    localStorage.setItem(themeStorageKey('a'), '{not json');
    expect(readStoredTheme('a')).toBeNull();
    localStorage.setItem(themeStorageKey('a'), '{"core_properties":{"primary":"blue"}}');
    expect(readStoredTheme('a')).toBeNull();
  });

  it('applies a theme to the root element and clears it again', () => {
    applyTheme(withPrimary('#010203'));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#010203');
    expect(style.getPropertyValue('--radius')).toBe('4px');
    clearAppliedTheme();
    expect(style.getPropertyValue('--color-primary')).toBe('');
  });

  it('boot script applies the stored preview before the app runs, refusing it whole for a bad value', () => {
    localStorage.setItem(
      themeStorageKey('northwind.example'),
      JSON.stringify({
        core_properties: { primary: '#123456', text: 'url(evil)', fontFamily: 'Inter, sans-serif' },
        border_radius: { radius: 6 },
        primary_buttons: { text: '#fefefe' },
      }),
    );
    new Function(themeBootScript('northwind.example'))();
    const style = document.documentElement.style;
    // One bad value (the text colour): nothing of it is applied, as readStoredTheme refuses it.
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(readStoredTheme('northwind.example')).toBeNull();

    localStorage.setItem(
      themeStorageKey('northwind.example'),
      JSON.stringify({
        core_properties: { primary: '#123456', fontFamily: 'Inter, sans-serif' },
        border_radius: { radius: 6 },
        primary_buttons: { text: '#fefefe' },
      }),
    );
    new Function(themeBootScript('northwind.example'))();
    expect(style.getPropertyValue('--color-primary')).toBe('#123456');
    // Left out: the default, as readStoredTheme fills it in (the editor always stores whole themes).
    expect(style.getPropertyValue('--color-text')).toBe('#1b1f24');
    expect(style.getPropertyValue('--color-navbar-bg')).toBe('#ffffff');
    expect(style.getPropertyValue('--radius')).toBe('6px');
    expect(style.getPropertyValue('--font-family')).toBe('Inter, sans-serif');
    expect(style.getPropertyValue('--button-primary-text')).toBe('#fefefe');
    expect(style.getPropertyValue('--button-primary-bg')).toBe('var(--color-primary)');
  });

  it('boot script sets exactly what applyTheme sets for the stored theme', () => {
    const theme = themeSchema.parse({ core_properties: { primary: '#123456' }, cards: { title: '#222222' } });
    storeTheme('northwind.example', theme);
    new Function(themeBootScript('northwind.example'))();
    const booted = document.documentElement.getAttribute('style');
    document.documentElement.removeAttribute('style');
    applyTheme(readStoredTheme('northwind.example')!);
    expect(document.documentElement.getAttribute('style')).toBe(booted);
  });

  it('boot script leaves other domains and old flat overrides alone', () => {
    localStorage.setItem(themeStorageKey('contoso.example'), JSON.stringify(withPrimary('#123456')));
    localStorage.setItem(themeStorageKey('old.example'), JSON.stringify({ primary: '#123456' }));
    new Function(themeBootScript('northwind.example'))();
    new Function(themeBootScript('old.example'))();
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('boot script never throws and cannot be broken out of by the domain', () => {
    const script = themeBootScript('</script><script>alert(1)</script>');
    expect(script).not.toContain('</script>');
    localStorage.setItem(themeStorageKey('x'), 'not json');
    expect(() => new Function(themeBootScript('x'))()).not.toThrow();
  });
});
