/**
 * Filling the Vite-built index.html. Every value written into the page goes through one of the
 * escapers here: attribute text, or JSON safe to embed inside a <script> element.
 */

const JSON_SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that cannot end its <script> element early (`</script>`, `<!--`) and that stays valid
 * JavaScript (U+2028/2029 are line terminators in older engines).
 */
export function serializeJsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (ch) => JSON_SCRIPT_ESCAPES[ch] ?? ch,
  );
}

export function escapeHtmlAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function escapeHtmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface TemplateParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  csrfToken: string;
  nonce: string;
  head: string;
  html: string;
  /** Nonce'd scripts placed after the app markup (boot data, query state, router data). */
  data: string;
}

/** The placeholders of apps/web/index.html; a built template missing one is a build error. */
const PLACEHOLDERS = [
  '__HTML_LANG__',
  '__HTML_DIR__',
  '__CSRF_TOKEN__',
  '<!--app-head-->',
  '<!--app-html-->',
  '<!--app-data-->',
];

export function assertTemplate(template: string): void {
  const missing = PLACEHOLDERS.filter((p) => !template.includes(p));
  if (missing.length > 0) throw new Error(`The web app template lacks ${missing.join(', ')}`);
}

export function fillTemplate(template: string, parts: TemplateParts): string {
  const nonceAttr = ` nonce="${escapeHtmlAttribute(parts.nonce)}"`;
  // Function replacers: '$' sequences in rendered markup must not be read as replacement patterns.
  return (
    template
      .replace('__HTML_LANG__', () => escapeHtmlAttribute(parts.lang))
      .replace('__HTML_DIR__', () => parts.dir)
      .replace('__CSRF_TOKEN__', () => escapeHtmlAttribute(parts.csrfToken))
      // Vite's own module/preload tags: same-origin already, the nonce keeps them valid under strict-dynamic too.
      .replace(/<script(?![^>]*\snonce=)/g, () => `<script${nonceAttr}`)
      .replace('<!--app-head-->', () => parts.head)
      .replace('<!--app-html-->', () => parts.html)
      .replace('<!--app-data-->', () => parts.data)
  );
}

export function jsonScript(id: string, value: unknown, nonce: string): string {
  return `<script type="application/json" id="${escapeHtmlAttribute(id)}" nonce="${escapeHtmlAttribute(nonce)}">${serializeJsonForScript(value)}</script>`;
}
