import {
  FONT_STACK,
  HEX_COLOR,
  isThemeTokenValue,
  RADIUS_MAX,
  sanitizeTheme,
  THEME_SECTIONS,
  THEME_TOKENS,
  type Theme,
  type ThemeTokenDef,
} from '@portico/contracts';

/**
 * Tenant theme -> CSS custom properties (docs/decisions/046). The server renders `themeToCss(theme)` in a
 * nonce'd <style> in the head, so the first paint already has the tenant's colours. A token the admin left to
 * follow another one becomes `var(--that-one)` (hover colours: 8% darker), so it keeps following it in the page.
 *
 * A per-domain theme kept in local storage (spec 2 §9 "Theme is kept in local storage per domain") is the theme
 * builder's preview: the admin's draft, stored under a key naming the tenant's domain, applied before first
 * paint by the tiny inline script of `themeBootScript` and again by React code in effects (never during render:
 * SSR has no storage). Only the browser that holds the key sees it; other visitors and other domains never do.
 * The variable names are the ones `packages/ui/src/tokens.css` defines defaults for.
 */
export const THEME_STORAGE_PREFIX = 'portico-theme:';
export const themeStorageKey = (domain: string) => `${THEME_STORAGE_PREFIX}${domain}`;

/** The CSS a token gets when the admin has not set it: its followed token's variable (darkened for hover). */
function followedCss(def: ThemeTokenDef): string | undefined {
  if (!('from' in def)) return undefined;
  const [section, key] = def.from.split('.') as [keyof typeof THEME_SECTIONS, string];
  const followed = (THEME_SECTIONS[section].tokens as Record<string, ThemeTokenDef>)[key]!;
  return def.darken ? `color-mix(in srgb, var(${followed.css}) 92%, #000)` : `var(${followed.css})`;
}

/** One CSS value per token, or undefined when the value is not safe to put in a stylesheet. */
function cssValue(def: ThemeTokenDef, value: unknown): string | undefined {
  if (!isThemeTokenValue(def, value)) return undefined;
  return def.kind === 'radius' ? `${value}px` : String(value);
}

/** Every token's custom property -> CSS value: the theme's own value, else what the token follows. */
export function themeVariables(theme: Theme): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { section, key, def } of THEME_TOKENS) {
    const value =
      cssValue(def, (theme[section] as Record<string, unknown> | undefined)?.[key]) ?? followedCss(def);
    if (value !== undefined) out[def.css] = value;
  }
  return out;
}

/** `:root{--color-primary:#2b59c3;…}` for the server's <style nonce> element. */
export function themeToCss(theme: Theme, selector = ':root'): string {
  const declarations = Object.entries(themeVariables(theme)).map(([name, value]) => `${name}:${value}`);
  return `${selector}{${declarations.join(';')}}`;
}

/** The stored preview theme of a domain, validated; null when absent or unusable. Call only in effects. */
export function readStoredTheme(
  domain: string,
  storage: Storage | undefined = globalThis.localStorage,
): Theme | null {
  try {
    const raw = storage?.getItem(themeStorageKey(domain));
    if (!raw) return null;
    return sanitizeTheme(JSON.parse(raw));
  } catch {
    // Storage can be disabled (private mode) or hold junk: the tenant theme simply stays.
    return null;
  }
}

/** Saves (or with null removes) a domain's preview theme. Returns whether storage accepted it. */
export function storeTheme(
  domain: string,
  theme: Theme | null,
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  try {
    if (!storage) return false;
    if (theme === null) storage.removeItem(themeStorageKey(domain));
    else storage.setItem(themeStorageKey(domain), JSON.stringify(theme));
    return true;
  } catch {
    return false;
  }
}

/** Applies a theme to an element's inline custom properties (they win over the tenant's <style>). */
export function applyTheme(theme: Theme, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) element.style.setProperty(name, value);
}

/** Removes what `applyTheme` set, so the tenant's saved theme shows again. */
export function clearAppliedTheme(element: HTMLElement = document.documentElement): void {
  for (const { def } of THEME_TOKENS) element.style.removeProperty(def.css);
}

/**
 * Keeps a page in step with its domain's preview theme while it is open: the theme builder writes the draft to
 * local storage and every other page of the same site (the preview frames) gets a `storage` event. Returns the
 * listener's remover.
 */
export function followStoredTheme(domain: string): () => void {
  const key = themeStorageKey(domain);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    clearAppliedTheme();
    const theme = readStoredTheme(domain);
    if (theme) applyTheme(theme);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Text of the inline <script nonce> for the SSR head: applies the stored preview theme of `domain` before
 * first paint. Self-contained (runs before any bundle), validates every value like `readStoredTheme` (one bad
 * value and nothing is applied), and never throws. The domain is JSON-encoded with `<` escaped so it cannot close the script element.
 */
export function themeBootScript(domain: string): string {
  const key = JSON.stringify(themeStorageKey(domain)).replace(/</g, '\\u003c');
  // Per token: section, name, variable, kind, and the CSS it gets when the stored theme leaves it out (its
  // default, or what it follows), as `sanitizeTheme` fills a stored theme in.
  const tokens = JSON.stringify(
    THEME_TOKENS.map(({ section, key: name, def }) => [
      section,
      name,
      def.css,
      def.kind,
      'default' in def ? cssValue(def, def.default) : followedCss(def),
    ]),
  );
  return (
    `(function(){try{var t=JSON.parse(localStorage.getItem(${key})||'null');` +
    `if(!t||typeof t!=='object'||!t.core_properties||typeof t.core_properties!=='object')return;` +
    `var d=${tokens},o=[],i,e,x,v;for(i=0;i<d.length;i++){e=d[i];` +
    `x=t[e[0]]&&typeof t[e[0]]==='object'&&Object.prototype.hasOwnProperty.call(t[e[0]],e[1])?t[e[0]][e[1]]:undefined;` +
    `if(x===undefined){o.push([e[2],e[4]]);continue;}v=null;` +
    `if(e[3]==='radius'){if(typeof x==='number'&&x%1===0&&x>=0&&x<=${RADIUS_MAX})v=x+'px';}` +
    `else if(e[3]==='font'){if(typeof x==='string'&&${FONT_STACK}.test(x))v=x;}` +
    `else if(typeof x==='string'&&${HEX_COLOR}.test(x))v=x;` +
    // One bad value: the whole stored theme is ignored (as readStoredTheme does).
    `if(v===null)return;o.push([e[2],v]);}` +
    `for(i=0;i<o.length;i++)document.documentElement.style.setProperty(o[i][0],o[i][1]);}catch(e){}})();`
  );
}
