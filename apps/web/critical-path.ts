import type { Plugin } from 'vite';

/**
 * The page is rendered on the server, so what paints first is HTML, the stylesheet and the hero image; the
 * scripts only make it interactive. In the built template the stylesheet goes first and the module script
 * and its preloads ask for low priority, so on a slow connection they no longer take the bandwidth the
 * stylesheet and the largest image need (bench/lcp.mjs measured the difference; docs/decisions/014).
 */
export function criticalPath(): Plugin {
  return {
    name: 'portico-critical-path',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        let out = html;
        for (const link of stylesheets) out = out.replace(link, '');
        const firstScript = out.search(/<script type="module"/);
        if (firstScript >= 0 && stylesheets.length > 0) {
          out = `${out.slice(0, firstScript)}${stylesheets.map((l) => `${l.trim()}\n    `).join('')}${out.slice(firstScript)}`;
        }
        return out
          .replace(
            /<script type="module"(?![^>]*fetchpriority)/g,
            '<script type="module" fetchpriority="low"',
          )
          .replace(
            /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
            '<link rel="modulepreload" fetchpriority="low"',
          );
      },
    },
  };
}
