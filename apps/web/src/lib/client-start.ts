import { escapeAttribute, scriptJson } from './html-escape.js';
import { PENDING_PRESS_KEY } from './pending-press.js';

/** The client build's files as the server bundle knows them (apps/web/client-assets.ts). */
export interface ClientAssets {
  entry: string;
  preloads: readonly string[];
  lazy: Readonly<Record<string, readonly string[]>>;
}

/**
 * A stalled critical image (a slow third-party host) holds the client bundle back at most this long after
 * the start script ran.
 */
export const MAX_WAIT_MS = 3000;

/**
 * Every file the page needs before it hydrates: the entry, its static imports, and the lazy modules the
 * first render uses (the matched routes' screens, the page's language part), each with the chunks it imports
 * beyond the entry's. entry-client loads the same modules before `hydrateRoot`; listed here, the browser
 * fetches them together with the entry instead of after it has run.
 */
export function clientStartFiles(assets: ClientAssets, lazyModules: readonly string[]) {
  const preloads = new Set(assets.preloads);
  for (const module of lazyModules) for (const file of assets.lazy[module] ?? []) preloads.add(file);
  return { entry: assets.entry, preloads: [...preloads] };
}

/**
 * The inline module script that starts the client bundle (docs/decisions/014, "Client start"). The page is
 * rendered on the server: what the visitor sees first is HTML, the stylesheet and the hero image, and the
 * bundle only makes it interactive. Asked for in the head, the bundle competes with that first paint for the
 * connection and, on a slow phone, for the main thread (compiling it). So the template carries no module
 * script or modulepreload (apps/web/critical-path.ts), and this script asks for the same files once
 * - the first contentful paint has been presented (the paint-timing entry is reported only after the frame
 *   is on screen; the stylesheet, which blocks that frame, is in by then), and
 * - when the page marks images as critical (`fetchpriority="high"`: the hero, usually the largest paint),
 *   they have loaded or failed and one more frame has been produced, so they are painted before it starts.
 * A page opened in a background tab paints nothing and starts at once; `MAX_WAIT_MS` bounds the wait.
 * A press of a button (or the submission of a form without an address) before the app has hydrated is held
 * and shown as busy, and starts the bundle at once; the app presses it again once it is in (pending-press.ts).
 * Scripts inserted by a script are allowed by the CSP's `'self'`; this one carries the response's nonce.
 */
export function clientStartScript(
  files: { entry: string; preloads: readonly string[] },
  nonce: string,
): string {
  return `<script type="module" nonce="${escapeAttribute(nonce)}">
const entry = ${scriptJson(files.entry)};
const preloads = ${scriptJson(files.preloads)};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};
const painted = new Promise((resolve) => {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: 'paint', buffered: true });
});
const critical = [...document.querySelectorAll('img[fetchpriority="high"]')].map((img) =>
  img.complete ? null : new Promise((resolve) => {
    img.addEventListener('load', resolve);
    img.addEventListener('error', resolve);
  }),
);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
Promise.all([painted, ...critical])
  .then(() => (critical.length > 0 ? nextFrame() : undefined))
  .then(start);
setTimeout(start, ${MAX_WAIT_MS});
if (document.visibilityState === 'hidden') start();
document.addEventListener('visibilitychange', start, { once: true });
const typed = (form) => form
  ? [...form.elements]
      .filter((field) => field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement &&
        !['button', 'submit', 'reset', 'image', 'file', 'hidden', 'checkbox', 'radio'].includes(field.type)))
      .map((field) => [field, field.value])
  : [];
const hold = (event, kind, element, form) => {
  event.preventDefault();
  event.stopPropagation();
  const previous = globalThis[${scriptJson(PENDING_PRESS_KEY)}];
  if (previous && previous.element !== element) previous.element.removeAttribute('aria-busy');
  element.setAttribute('aria-busy', 'true');
  globalThis[${scriptJson(PENDING_PRESS_KEY)}] = { kind, element, values: typed(form) };
  document.documentElement.dataset.pendingPress = '';
  start();
};
const hydrated = () => 'hydrated' in document.documentElement.dataset;
document.addEventListener('click', (event) => {
  if (hydrated()) return;
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  // A form with an address submits as it is; any other button needs the app.
  if (button.type === 'submit' && button.form?.hasAttribute('action')) return;
  hold(event, 'click', button, button.form);
}, true);
document.addEventListener('submit', (event) => {
  if (hydrated() || !(event.target instanceof HTMLFormElement) || event.target.hasAttribute('action')) return;
  hold(event, 'submit', event.target, event.target);
}, true);
</script>`;
}
