import type { Plugin } from 'vite';

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The built template without Vite's module script and modulepreload links: the browser would fetch them as
 * soon as it parses the head, in competition with the first paint of a page that is already rendered. The
 * server render adds a script that starts the same files after the first paint, together with the lazy
 * modules the page needs before it hydrates (src/lib/client-start.ts, docs/decisions/014).
 */
export function withoutClientScripts(html: string): string {
  const scripts = html.match(MODULE_SCRIPT)?.length ?? 0;
  if (scripts !== 1) throw new Error(`expected one module script in the built index.html, found ${scripts}`);
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

export function criticalPath(): Plugin {
  return {
    name: 'portico-critical-path',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withoutClientScripts },
  };
}
