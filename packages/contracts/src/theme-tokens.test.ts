import { describe, expect, it } from 'vitest';
import { themeSchema } from './theme.js';
import {
  AA_LARGE_OR_UI,
  AA_TEXT,
  CONTRAST_PAIRS,
  checkContrast,
  contrastRatio,
  DEFAULT_THEME,
  darken,
  sanitizeTheme,
  THEME_SECTION_IDS,
  THEME_TOKENS,
  themeValue,
} from './theme-tokens.js';

describe('contrast ratio (WCAG 2.x)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#2b59c3', '#ffffff', 6.33],
    ['#ff0000', '#ffffff', 4],
  ])('%s on %s is %d:1', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 2);
    // Symmetric: which colour is in front does not matter.
    expect(contrastRatio(bg, fg)).toBeCloseTo(ratio, 2);
  });

  it('fails #777777 text on white at AA and passes it for large text and UI parts', () => {
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeLessThan(AA_TEXT);
    expect(ratio).toBeGreaterThanOrEqual(AA_LARGE_OR_UI);
  });
});

describe('theme tokens', () => {
  it('has exactly the editor sections of the theme builder', () => {
    expect(THEME_SECTION_IDS).toEqual([
      'core_properties',
      'navbar',
      'banner_header',
      'border_radius',
      'primary_buttons',
      'secondary_buttons',
      'default_buttons',
      'disruptive_buttons',
      'system_ui_buttons',
      'two_state_buttons',
      'apply_button',
      'cards',
      'info_bar',
      'tabs',
      'talent_experience_core',
      'talent_experience_nav_button',
      'talent_experience_go_button',
      'pcsx_core',
      'pcsx_hero_image',
      'pcsx_profile_page',
    ]);
  });

  it('gives each token its own CSS variable, and every followed token exists', () => {
    const names = THEME_TOKENS.map((t) => t.def.css);
    expect(new Set(names).size).toBe(names.length);
    const paths = new Set(THEME_TOKENS.map((t) => t.path));
    for (const t of THEME_TOKENS) if ('from' in t.def) expect(paths.has(t.def.from), t.path).toBe(true);
    for (const p of CONTRAST_PAIRS) {
      expect(paths.has(p.foreground), p.id).toBe(true);
      expect(paths.has(p.background), p.id).toBe(true);
    }
  });

  it('follows the token a section token names until it is set, hover colours 8% darker', () => {
    const theme = themeSchema.parse({ core_properties: { primary: '#aa0000' } });
    expect(themeValue(theme, 'primary_buttons.background')).toBe('#aa0000');
    expect(themeValue(theme, 'apply_button.background')).toBe('#aa0000');
    expect(themeValue(theme, 'primary_buttons.hoverBackground')).toBe(darken('#aa0000'));
    expect(darken('#ffffff')).toBe('#ebebeb');
    const own = themeSchema.parse({
      core_properties: { primary: '#aa0000' },
      apply_button: { background: '#004400' },
    });
    expect(themeValue(own, 'apply_button.background')).toBe('#004400');
    expect(themeValue(own, 'primary_buttons.background')).toBe('#aa0000');
  });

  it('the default theme passes every pair', () => {
    expect(checkContrast(DEFAULT_THEME).filter((r) => !r.passes)).toEqual([]);
    expect(themeSchema.parse({})).toEqual(DEFAULT_THEME);
  });

  it('lists a failing pair with its rounded ratio', () => {
    const theme = themeSchema.parse({ core_properties: { primary: '#777777' } });
    const failing = checkContrast(theme).filter((r) => !r.passes);
    const button = failing.find((r) => r.id === 'primary-button');
    expect(button).toMatchObject({
      ratio: 4.48,
      minimum: 4.5,
      foregroundColor: '#ffffff',
      backgroundColor: '#777777',
    });
    // The selected card's border is a UI part: 3:1 is enough there.
    expect(failing.find((r) => r.id === 'card-selected')).toBeUndefined();
  });

  it('reads untrusted JSON without zod: whole themes only, one bad value refuses it', () => {
    expect(sanitizeTheme({ core_properties: { primary: '#123456' } })?.core_properties.primary).toBe(
      '#123456',
    );
    expect(sanitizeTheme({ core_properties: { primary: '#123456' } })?.navbar).toEqual(DEFAULT_THEME.navbar);
    expect(sanitizeTheme({ core_properties: { primary: 'red' } })).toBeNull();
    expect(sanitizeTheme({ primary: '#123456' })).toBeNull();
    expect(sanitizeTheme('x')).toBeNull();
  });
});
