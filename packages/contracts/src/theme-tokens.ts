/**
 * The tenant theme (docs/decisions/046), without zod (the first page load reads it; theme.ts has the schemas): the theme builder's editor sections, each a few tokens that the
 * candidate pages' stylesheets read as CSS custom properties. A token either has its own default or follows
 * another token (`from`, optionally a little darker for hover states) until the admin sets it, so changing the
 * primary colour also changes every button that follows it. The web turns the effective theme into CSS; the
 * server validates it; the contrast rules below are checked by both.
 */

/** Theme products: the sections of the career site itself (`pcsx`) and the shared pieces (`default`). */
export const THEME_PRODUCTS = ['default', 'pcsx'] as const;
export type ThemeProduct = (typeof THEME_PRODUCTS)[number];

export type ThemeTokenKind = 'color' | 'radius' | 'font';
interface TokenBase {
  kind: ThemeTokenKind;
  /** The CSS custom property the stylesheets read. */
  css: `--${string}`;
}
/** A token with a value of its own until the admin changes it. */
interface OwnToken extends TokenBase {
  default: string | number;
}
/** A token that follows another (`section.token`) until the admin sets it; `darken` mixes in 8% black. */
interface FollowingToken extends TokenBase {
  from: string;
  darken?: true;
}
export type ThemeTokenDef = OwnToken | FollowingToken;

const own = <K extends ThemeTokenKind>(kind: K, css: `--${string}`, value: string | number) => ({
  kind,
  css,
  default: value,
});
const color = (css: `--${string}`, value: string) => own('color', css, value);
const follows = (css: `--${string}`, from: string, darken?: true): FollowingToken =>
  darken ? { kind: 'color', css, from, darken } : { kind: 'color', css, from };

export const THEME_SECTIONS = {
  core_properties: {
    product: 'default',
    tokens: {
      primary: color('--color-primary', '#2b59c3'),
      primaryContrast: color('--color-primary-contrast', '#ffffff'),
      background: color('--color-bg', '#ffffff'),
      surface: color('--color-surface', '#f6f7f9'),
      text: color('--color-text', '#1b1f24'),
      mutedText: color('--color-text-muted', '#4b5563'),
      fontFamily: own('font', '--font-family', 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
    },
  },
  navbar: {
    product: 'default',
    tokens: {
      background: color('--color-navbar-bg', '#ffffff'),
      text: color('--color-navbar-text', '#1b1f24'),
    },
  },
  banner_header: {
    product: 'default',
    tokens: {
      infoBackground: color('--banner-info-bg', '#eff4ff'),
      infoText: color('--banner-info-text', '#1d2b53'),
      alertBackground: color('--banner-alert-bg', '#fffaeb'),
      alertText: color('--banner-alert-text', '#7a2e0e'),
    },
  },
  border_radius: {
    product: 'default',
    tokens: {
      radius: own('radius', '--radius', 8),
    },
  },
  primary_buttons: {
    product: 'default',
    tokens: {
      background: follows('--button-primary-bg', 'core_properties.primary'),
      text: follows('--button-primary-text', 'core_properties.primaryContrast'),
      hoverBackground: follows('--button-primary-hover-bg', 'primary_buttons.background', true),
    },
  },
  secondary_buttons: {
    product: 'default',
    tokens: {
      background: follows('--button-secondary-bg', 'core_properties.background'),
      text: follows('--button-secondary-text', 'core_properties.primary'),
      border: follows('--button-secondary-border', 'core_properties.primary'),
      hoverBackground: follows('--button-secondary-hover-bg', 'core_properties.surface'),
    },
  },
  default_buttons: {
    product: 'default',
    tokens: {
      background: follows('--button-default-bg', 'core_properties.background'),
      text: follows('--button-default-text', 'core_properties.text'),
      border: color('--button-default-border', '#6b7280'),
    },
  },
  disruptive_buttons: {
    product: 'default',
    tokens: {
      background: color('--button-danger-bg', '#b42318'),
      text: color('--button-danger-text', '#ffffff'),
      hoverBackground: follows('--button-danger-hover-bg', 'disruptive_buttons.background', true),
    },
  },
  system_ui_buttons: {
    product: 'default',
    tokens: {
      background: follows('--button-system-bg', 'core_properties.background'),
      text: follows('--button-system-text', 'core_properties.text'),
      border: color('--button-system-border', '#6b7280'),
    },
  },
  two_state_buttons: {
    product: 'default',
    tokens: {
      activeBackground: follows('--button-toggle-active-bg', 'core_properties.background'),
      activeText: follows('--button-toggle-active-text', 'core_properties.primary'),
      activeBorder: follows('--button-toggle-active-border', 'core_properties.primary'),
    },
  },
  apply_button: {
    product: 'default',
    tokens: {
      background: follows('--apply-button-bg', 'primary_buttons.background'),
      text: follows('--apply-button-text', 'primary_buttons.text'),
    },
  },
  cards: {
    product: 'default',
    tokens: {
      background: follows('--card-bg', 'core_properties.background'),
      title: follows('--card-title', 'core_properties.primary'),
      border: color('--card-border', '#c4c9d1'),
      selectedBorder: follows('--card-selected-border', 'core_properties.primary'),
    },
  },
  info_bar: {
    product: 'default',
    tokens: {
      background: color('--info-bar-bg', '#eff8ff'),
      text: color('--info-bar-text', '#175cd3'),
    },
  },
  tabs: {
    product: 'default',
    tokens: {
      text: follows('--tab-text', 'core_properties.mutedText'),
      activeText: follows('--tab-active-text', 'core_properties.text'),
      indicator: follows('--tab-indicator', 'core_properties.primary'),
    },
  },
  talent_experience_core: {
    product: 'default',
    tokens: {
      detailsBackground: follows('--details-bg', 'core_properties.background'),
      detailsTitle: follows('--details-title', 'core_properties.text'),
    },
  },
  talent_experience_nav_button: {
    product: 'default',
    tokens: {
      text: follows('--nav-button-text', 'core_properties.primary'),
      currentBackground: follows('--nav-button-current-bg', 'core_properties.primary'),
      currentText: follows('--nav-button-current-text', 'core_properties.primaryContrast'),
    },
  },
  talent_experience_go_button: {
    product: 'default',
    tokens: {
      background: follows('--go-button-bg', 'primary_buttons.background'),
      text: follows('--go-button-text', 'primary_buttons.text'),
    },
  },
  pcsx_core: {
    product: 'pcsx',
    tokens: {
      landingBackground: follows('--landing-bg', 'core_properties.surface'),
      landingText: follows('--landing-text', 'core_properties.text'),
      filtersBackground: follows('--filters-bg', 'core_properties.surface'),
    },
  },
  pcsx_hero_image: {
    product: 'pcsx',
    tokens: {
      scrim: color('--hero-scrim', '#000000'),
      text: color('--hero-text', '#ffffff'),
    },
  },
  pcsx_profile_page: {
    product: 'pcsx',
    tokens: {
      avatarBackground: follows('--profile-avatar-bg', 'core_properties.primary'),
      avatarText: follows('--profile-avatar-text', 'core_properties.primaryContrast'),
      progress: follows('--profile-progress', 'core_properties.primary'),
    },
  },
} as const satisfies Record<string, { product: ThemeProduct; tokens: Record<string, ThemeTokenDef> }>;

export type ThemeSectionId = keyof typeof THEME_SECTIONS;
export const THEME_SECTION_IDS = Object.keys(THEME_SECTIONS) as ThemeSectionId[];

type Sections = typeof THEME_SECTIONS;
type ValueOf<D> = D extends { kind: 'radius' } ? number : string;
/** Tokens with a default of their own are always there; following tokens only once the admin sets them. */
type SectionTheme<T> = { [K in keyof T as T[K] extends { default: unknown } ? K : never]: ValueOf<T[K]> } & {
  [K in keyof T as T[K] extends { from: string } ? K : never]?: ValueOf<T[K]>;
};
export type Theme = { [S in ThemeSectionId]: SectionTheme<Sections[S]['tokens']> };
/** What a stored or submitted theme may leave out: every token (defaults fill it in). */
export type ThemeInput = { [S in ThemeSectionId]?: Partial<SectionTheme<Sections[S]['tokens']>> };

/** One token, `section.token`, with its definition. */
export interface ThemeTokenEntry {
  section: ThemeSectionId;
  key: string;
  path: string;
  def: ThemeTokenDef;
}
export const THEME_TOKENS: ThemeTokenEntry[] = THEME_SECTION_IDS.flatMap((section) =>
  Object.entries(THEME_SECTIONS[section].tokens as Record<string, ThemeTokenDef>).map(([key, def]) => ({
    section,
    key,
    path: `${section}.${key}`,
    def,
  })),
);

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Font stacks: names, quotes, commas, spaces, hyphens; nothing that could end a declaration or a tag. */
export const FONT_STACK = /^[\w\s,"'.-]{1,200}$/;
export const RADIUS_MAX = 32;

/**
 * Themes saved before the editor sections were a flat list of colours, a radius and a font: their keys move
 * to the sections that now hold them (an `accent` colour went unused by every page and is dropped).
 */
const LEGACY_KEYS: Record<string, string> = {
  primary: 'core_properties.primary',
  primaryContrast: 'core_properties.primaryContrast',
  background: 'core_properties.background',
  surface: 'core_properties.surface',
  text: 'core_properties.text',
  mutedText: 'core_properties.mutedText',
  fontFamily: 'core_properties.fontFamily',
  navbarBackground: 'navbar.background',
  navbarText: 'navbar.text',
  radius: 'border_radius.radius',
};
export function migrateLegacyTheme(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  if (!Object.keys(input).some((key) => key in LEGACY_KEYS || key === 'accent')) return value;
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, entry] of Object.entries(input)) {
    if (key === 'accent') continue;
    const target = LEGACY_KEYS[key];
    if (!target) {
      if (entry && typeof entry === 'object') out[key] = { ...(entry as object), ...out[key] };
      continue;
    }
    const [section, token] = target.split('.') as [string, string];
    out[section] = { ...out[section], [token]: entry };
  }
  return out;
}

/** The theme with every token at its default (following tokens unset). */
export const DEFAULT_THEME: Theme = Object.fromEntries(
  THEME_SECTION_IDS.map((section) => [
    section,
    Object.fromEntries(
      Object.entries(THEME_SECTIONS[section].tokens as Record<string, ThemeTokenDef>).flatMap(([key, def]) =>
        'default' in def ? [[key, def.default]] : [],
      ),
    ),
  ]),
) as Theme;

/** Whether `value` is a valid value of a token (the same rules as the zod schema of theme.ts). */
export function isThemeTokenValue(def: ThemeTokenDef, value: unknown): boolean {
  if (def.kind === 'radius')
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= RADIUS_MAX;
  if (def.kind === 'font') return typeof value === 'string' && FONT_STACK.test(value);
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/**
 * A theme from untrusted JSON (a preview kept in local storage) without zod, which the first page load does
 * not carry: null unless it is an object of sections whose tokens are all valid; unknown tokens are dropped and
 * missing ones take their defaults.
 */
export function sanitizeTheme(value: unknown): Theme | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const input = value as Record<string, unknown>;
  if (!input.core_properties || typeof input.core_properties !== 'object') return null;
  const out = JSON.parse(JSON.stringify(DEFAULT_THEME)) as Record<string, Record<string, unknown>>;
  for (const { section, key, def } of THEME_TOKENS) {
    const entry = (input[section] as Record<string, unknown> | undefined)?.[key];
    if (entry === undefined) continue;
    // One bad value makes the whole theme unusable: half of it over the saved theme would mislead.
    if (!isThemeTokenValue(def, entry)) return null;
    out[section]![key] = entry;
  }
  return out as unknown as Theme;
}

/** A token's value in a theme: its own, else what it follows (darkened for hover), else its default. */
export function themeValue(theme: Theme, path: string): string | number {
  const [section, key] = path.split('.') as [ThemeSectionId, string];
  const set = (theme[section] as Record<string, string | number | undefined> | undefined)?.[key];
  if (set !== undefined) return set;
  const def = (THEME_SECTIONS[section]?.tokens as Record<string, ThemeTokenDef> | undefined)?.[key];
  if (!def) throw new Error(`unknown theme token ${path}`);
  if ('default' in def) return def.default;
  const followed = themeValue(theme, def.from);
  return def.darken ? darken(String(followed)) : followed;
}

/** 8% black mixed in, as `color-mix(in srgb, X 92%, #000)` does in the stylesheets. */
export function darken(hex: string): string {
  const channel = (i: number) =>
    Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * 0.92)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA: 4.5:1 for text, 3:1 for large text and for the parts of controls one must see (borders, marks). */
export const AA_TEXT = 4.5;
export const AA_LARGE_OR_UI = 3;

export interface ContrastPair {
  id: string;
  label: string;
  foreground: string;
  background: string;
  minimum: number;
}
const pair = (id: string, label: string, foreground: string, background: string, minimum = AA_TEXT) => ({
  id,
  label,
  foreground,
  background,
  minimum,
});

/** Every foreground/background pair that a candidate page puts together, with the ratio AA asks of it. */
export const CONTRAST_PAIRS: ContrastPair[] = [
  pair('text', 'Text on the page', 'core_properties.text', 'core_properties.background'),
  pair('text-surface', 'Text on surfaces', 'core_properties.text', 'core_properties.surface'),
  pair('muted', 'Muted text on the page', 'core_properties.mutedText', 'core_properties.background'),
  pair('muted-surface', 'Muted text on surfaces', 'core_properties.mutedText', 'core_properties.surface'),
  pair(
    'links',
    'Links (primary colour) on the page',
    'core_properties.primary',
    'core_properties.background',
  ),
  pair(
    'on-primary',
    'Text on the primary colour',
    'core_properties.primaryContrast',
    'core_properties.primary',
  ),
  pair('navbar', 'Navbar text', 'navbar.text', 'navbar.background'),
  pair('banner-info', 'Information banner', 'banner_header.infoText', 'banner_header.infoBackground'),
  pair('banner-alert', 'Alert banner', 'banner_header.alertText', 'banner_header.alertBackground'),
  pair('primary-button', 'Primary button', 'primary_buttons.text', 'primary_buttons.background'),
  pair(
    'primary-button-hover',
    'Primary button, hovered',
    'primary_buttons.text',
    'primary_buttons.hoverBackground',
  ),
  pair('secondary-button', 'Secondary button', 'secondary_buttons.text', 'secondary_buttons.background'),
  pair(
    'secondary-button-hover',
    'Secondary button, hovered',
    'secondary_buttons.text',
    'secondary_buttons.hoverBackground',
  ),
  pair(
    'secondary-button-border',
    'Secondary button border',
    'secondary_buttons.border',
    'core_properties.background',
    AA_LARGE_OR_UI,
  ),
  pair('default-button', 'Default button', 'default_buttons.text', 'default_buttons.background'),
  pair(
    'default-button-border',
    'Default button border',
    'default_buttons.border',
    'core_properties.background',
    AA_LARGE_OR_UI,
  ),
  pair('disruptive-button', 'Disruptive button', 'disruptive_buttons.text', 'disruptive_buttons.background'),
  pair(
    'disruptive-button-hover',
    'Disruptive button, hovered',
    'disruptive_buttons.text',
    'disruptive_buttons.hoverBackground',
  ),
  pair(
    'system-button',
    'System button icon',
    'system_ui_buttons.text',
    'system_ui_buttons.background',
    AA_LARGE_OR_UI,
  ),
  pair(
    'system-button-border',
    'System button border',
    'system_ui_buttons.border',
    'core_properties.background',
    AA_LARGE_OR_UI,
  ),
  pair(
    'two-state-on',
    'Two-state button, on',
    'two_state_buttons.activeText',
    'two_state_buttons.activeBackground',
  ),
  pair('apply-button', 'Apply button', 'apply_button.text', 'apply_button.background'),
  pair('card-title', 'Card title', 'cards.title', 'cards.background'),
  pair('card-selected', 'Selected card border', 'cards.selectedBorder', 'cards.background', AA_LARGE_OR_UI),
  pair('info-bar', 'Info bar', 'info_bar.text', 'info_bar.background'),
  pair('tab', 'Tab', 'tabs.text', 'core_properties.background'),
  pair('tab-active', 'Selected tab', 'tabs.activeText', 'core_properties.background'),
  pair(
    'tab-indicator',
    'Selected tab marker',
    'tabs.indicator',
    'core_properties.background',
    AA_LARGE_OR_UI,
  ),
  pair(
    'details-title',
    'Job details title (large)',
    'talent_experience_core.detailsTitle',
    'talent_experience_core.detailsBackground',
    AA_LARGE_OR_UI,
  ),
  pair(
    'details-text',
    'Job details text',
    'core_properties.text',
    'talent_experience_core.detailsBackground',
  ),
  pair('nav-button', 'Page links', 'talent_experience_nav_button.text', 'core_properties.background'),
  pair(
    'nav-button-current',
    'Current page link',
    'talent_experience_nav_button.currentText',
    'talent_experience_nav_button.currentBackground',
  ),
  pair(
    'go-button',
    'Search button',
    'talent_experience_go_button.text',
    'talent_experience_go_button.background',
  ),
  pair('landing', 'Landing headline and message', 'pcsx_core.landingText', 'pcsx_core.landingBackground'),
  pair('filters', 'Filters text', 'core_properties.text', 'pcsx_core.filtersBackground'),
  pair('hero', 'Text on the hero picture', 'pcsx_hero_image.text', 'pcsx_hero_image.scrim'),
  pair(
    'profile-avatar',
    'Profile initials',
    'pcsx_profile_page.avatarText',
    'pcsx_profile_page.avatarBackground',
  ),
  pair(
    'profile-progress',
    'Profile progress ring',
    'pcsx_profile_page.progress',
    'core_properties.background',
    AA_LARGE_OR_UI,
  ),
];

export interface ContrastResult extends ContrastPair {
  foregroundColor: string;
  backgroundColor: string;
  /** Rounded to two decimals, as shown. */
  ratio: number;
  passes: boolean;
}

/** Every pair's ratio in a theme; `passes` compares the unrounded ratio with the minimum. */
export function checkContrast(theme: Theme): ContrastResult[] {
  return CONTRAST_PAIRS.map((p) => {
    const fg = String(themeValue(theme, p.foreground));
    const bg = String(themeValue(theme, p.background));
    const ratio = contrastRatio(fg, bg);
    return {
      ...p,
      foregroundColor: fg,
      backgroundColor: bg,
      ratio: Math.round(ratio * 100) / 100,
      passes: ratio >= p.minimum,
    };
  });
}
