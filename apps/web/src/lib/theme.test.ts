import { themeSchema } from '@portico/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
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

describe('theme tokens', () => {
  it('turns the tenant theme into custom properties', () => {
    const css = themeToCss(themeSchema.parse({ primary: '#112233', radius: 4 }));
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain('--color-primary:#112233');
    expect(css).toContain('--radius:4px');
    expect(css).toContain('--font-family:system-ui');
  });

  it('drops values that could break out of the stylesheet', () => {
    const vars = themeVariables({
      primary: 'red;}</style><script>' as never,
      fontFamily: 'Inter;}</style>',
      accent: '#0f766e',
    });
    expect(vars).toEqual({ '--color-accent': '#0f766e' });
  });
});

describe('local-storage override per domain', () => {
  it('stores, reads back and removes an override', () => {
    expect(storeTheme('northwind.example', { primary: '#aa0000' })).toBe(true);
    expect(localStorage.getItem('portico-theme:northwind.example')).toBe('{"primary":"#aa0000"}');
    expect(readStoredTheme('northwind.example')).toEqual({ primary: '#aa0000' });
    expect(readStoredTheme('contoso.example')).toBeNull();
    storeTheme('northwind.example', null);
    expect(readStoredTheme('northwind.example')).toBeNull();
  });

  it('ignores junk in storage', () => {
    localStorage.setItem(themeStorageKey('a'), '{not json');
    expect(readStoredTheme('a')).toBeNull();
    localStorage.setItem(themeStorageKey('a'), '{"primary":"blue"}');
    expect(readStoredTheme('a')).toBeNull();
  });

  it('applies an override to the root element', () => {
    applyTheme({ primary: '#010203', radius: 12 });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#010203');
    expect(document.documentElement.style.getPropertyValue('--radius')).toBe('12px');
  });

  it('boot script applies the stored override before the app runs, validating values', () => {
    localStorage.setItem(
      themeStorageKey('northwind.example'),
      JSON.stringify({ primary: '#123456', accent: 'url(evil)', radius: 6, fontFamily: 'Inter, sans-serif' }),
    );
    new Function(themeBootScript('northwind.example'))();
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(style.getPropertyValue('--color-accent')).toBe('');
    expect(style.getPropertyValue('--radius')).toBe('6px');
    expect(style.getPropertyValue('--font-family')).toBe('Inter, sans-serif');
  });

  it('boot script never throws and cannot be broken out of by the domain', () => {
    const script = themeBootScript('</script><script>alert(1)</script>');
    expect(script).not.toContain('</script>');
    localStorage.setItem(themeStorageKey('x'), 'not json');
    expect(() => new Function(themeBootScript('x'))()).not.toThrow();
  });
});
