/**
 * Escaping for HTML the server render writes as strings (the <head> and the data scripts): the one place
 * these rules live, used by entry-server.tsx and lib/seo/head-tags.ts.
 */

/** JSON that can sit inside a <script> element: cannot close it early, and no raw U+2028/2029. */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A value for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text content of an element such as <title>. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
