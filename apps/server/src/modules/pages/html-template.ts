/**
 * Filling the Vite-built index.html. Values the server writes itself go through the escapers here;
 * the rendered markup and its JSON data scripts come escaped from the SSR entry (scriptJson of
 * apps/web/src/lib/html-escape.ts).
 */

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

/**
 * The placeholders of apps/web/index.html; a built template missing one is a build error. The root
 * element carries valid defaults (the file is linted as HTML) that each response replaces.
 */
const HTML_ELEMENT = '<html lang="en" dir="ltr">';
const PLACEHOLDERS = [
  HTML_ELEMENT,
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
      .replace(HTML_ELEMENT, () => `<html lang="${escapeHtmlAttribute(parts.lang)}" dir="${parts.dir}">`)
      .replace('__CSRF_TOKEN__', () => escapeHtmlAttribute(parts.csrfToken))
      // Vite's own module/preload tags: same-origin already, the nonce keeps them valid under strict-dynamic too.
      .replace(/<script(?![^>]*\snonce=)/g, () => `<script${nonceAttr}`)
      .replace('<!--app-head-->', () => parts.head)
      .replace('<!--app-html-->', () => parts.html)
      .replace('<!--app-data-->', () => parts.data)
  );
}
