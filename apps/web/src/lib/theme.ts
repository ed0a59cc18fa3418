import type { Theme } from '@portico/contracts';

/**
 * Tenant theme -> CSS custom properties. The server renders `themeToCss(theme)` in a nonce'd <style> in the
 * head, so the first paint already has the tenant's colours. A per-domain override kept in local storage
 * (spec 2 §9 "Theme is kept in local storage per domain") is applied before first paint by the tiny inline
 * script of `themeBootScript`, and by React code only in effects (never during render: SSR has no storage).
 * The variable names are the ones `packages/ui/src/tokens.css` defines defaults for.
 */
export const THEME_VARIABLES: Record<keyof Theme, string> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  accent: '--color-accent',
  background: '--color-bg',
  surface: '--color-surface',
  text: '--color-text',
  mutedText: '--color-text-muted',
  navbarBackground: '--color-navbar-bg',
  navbarText: '--color-navbar-text',
  radius: '--radius',
  fontFamily: '--font-family',
};

export const THEME_STORAGE_PREFIX = 'portico-theme:';
export const themeStorageKey = (domain: string) => `${THEME_STORAGE_PREFIX}${domain}`;

const HEX = /^#[0-9a-fA-F]{6}$/;
/** Font stacks: names, quotes, commas, spaces, hyphens. Nothing that could end a declaration or a tag. */
const FONT = /^[\w\s,"'.-]{1,200}$/;

export type ThemeOverride = Partial<Theme>;

/** One CSS value per token, or undefined when the value is not safe to put in a stylesheet. */
function cssValue(key: keyof Theme, value: unknown): string | undefined {
  if (key === 'radius')
    return typeof value === 'number' && value >= 0 && value <= 32 ? `${value}px` : undefined;
  if (key === 'fontFamily') return typeof value === 'string' && FONT.test(value) ? value : undefined;
  return typeof value === 'string' && HEX.test(value) ? value : undefined;
}

/** Only the known keys with safe values (the same rules as the stylesheet and the boot script). */
export function sanitizeOverride(value: unknown): ThemeOverride {
  const out: Record<string, unknown> = {};
  if (!value || typeof value !== 'object') return {};
  for (const key of Object.keys(THEME_VARIABLES) as (keyof Theme)[]) {
    const entry = (value as Record<string, unknown>)[key];
    if (cssValue(key, entry) !== undefined) out[key] = entry;
  }
  return out as ThemeOverride;
}

/** Token name -> CSS value for the keys present (and safe) in `theme`. */
export function themeVariables(theme: ThemeOverride): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(THEME_VARIABLES) as (keyof Theme)[]) {
    const value = cssValue(key, theme[key]);
    if (value !== undefined) out[THEME_VARIABLES[key]] = value;
  }
  return out;
}

/** `:root{--color-primary:#2b59c3;…}` for the server's <style nonce> element. */
export function themeToCss(theme: ThemeOverride, selector = ':root'): string {
  const declarations = Object.entries(themeVariables(theme)).map(([name, value]) => `${name}:${value}`);
  return `${selector}{${declarations.join(';')}}`;
}

/** The stored override of a domain, validated; null when absent or unusable. Call only in effects. */
export function readStoredTheme(
  domain: string,
  storage: Storage | undefined = globalThis.localStorage,
): ThemeOverride | null {
  try {
    const raw = storage?.getItem(themeStorageKey(domain));
    if (!raw) return null;
    const override = sanitizeOverride(JSON.parse(raw));
    return Object.keys(override).length ? override : null;
  } catch {
    // Storage can be disabled (private mode) or hold junk: the tenant theme simply stays.
    return null;
  }
}

/** Saves (or with null removes) a domain's override. Returns whether storage accepted it. */
export function storeTheme(
  domain: string,
  theme: ThemeOverride | null,
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  try {
    if (!storage) return false;
    if (theme === null) storage.removeItem(themeStorageKey(domain));
    else storage.setItem(themeStorageKey(domain), JSON.stringify(sanitizeOverride(theme)));
    return true;
  } catch {
    return false;
  }
}

/** Applies an override to an element's inline custom properties (after the tenant's <style>). */
export function applyTheme(theme: ThemeOverride, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) element.style.setProperty(name, value);
}

/**
 * Text of the inline <script nonce> for the SSR head: applies the stored override of `domain` before
 * first paint. Self-contained (runs before any bundle), validates every value like `cssValue`, and never
 * throws. The domain is JSON-encoded with `<` escaped so it cannot close the script element.
 */
export function themeBootScript(domain: string): string {
  const key = JSON.stringify(themeStorageKey(domain)).replace(/</g, '\\u003c');
  const vars = JSON.stringify(THEME_VARIABLES);
  return (
    `(function(){try{var t=JSON.parse(localStorage.getItem(${key})||'null');if(!t||typeof t!=='object')return;` +
    `var v=${vars},s=document.documentElement.style,k,x;for(k in v){if(!Object.prototype.hasOwnProperty.call(t,k))continue;x=t[k];` +
    `if(k==='radius'){if(typeof x==='number'&&isFinite(x)&&x>=0&&x<=32)s.setProperty(v[k],x+'px');}` +
    `else if(k==='fontFamily'){if(typeof x==='string'&&${FONT}.test(x))s.setProperty(v[k],x);}` +
    `else if(typeof x==='string'&&${HEX}.test(x))s.setProperty(v[k],x);}}catch(e){}})();`
  );
}
