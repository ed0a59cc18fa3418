/**
 * A press before the app has hydrated (docs/decisions/035). Links and forms with an address work as they are
 * (the browser follows them); a button that only the app can run would do nothing. The page's start script
 * (client-start.ts) holds such a press instead: the button is marked `aria-busy`, the page shows a progress bar
 * (`html[data-pending-press]`), the bundle starts at once, and once the app has hydrated `replayPendingPress`
 * presses it again, now with the app behind it. Only the last press is kept.
 */

/** Where the start script keeps the held press (a global of the page: the script is not a module of the app). */
export const PENDING_PRESS_KEY = '__porticoPendingPress';

/**
 * The held press: a button's click, or the submission of a form without an address (the search form), with
 * what the visitor had typed into the form's text fields then.
 */
export type PendingPress = (
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; element: HTMLFormElement }
) & { values: [HTMLInputElement | HTMLTextAreaElement, string][] };

/**
 * Gives the app a text the visitor typed before it was there: the app's own state of the field started empty,
 * so the text is entered again as typing would (the element's native setter, then an `input` event, which React
 * reads as a change).
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setter || !field.isConnected) return;
  for (const text of ['', value]) {
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Runs the held press now that the app is in; nothing when there is none or its element is gone. The typed
 * texts go in first; the press follows on the next task, once the app has drawn them.
 */
export function replayPendingPress(): void {
  const store = globalThis as unknown as Record<string, PendingPress | undefined>;
  const press = store[PENDING_PRESS_KEY];
  store[PENDING_PRESS_KEY] = undefined;
  delete document.documentElement.dataset.pendingPress;
  if (!press) return;
  press.element.removeAttribute('aria-busy');
  if (!press.element.isConnected) return;
  for (const [field, value] of press.values) retype(field, value);
  setTimeout(() => {
    if (!press.element.isConnected) return;
    if (press.kind === 'click') press.element.click();
    else press.element.requestSubmit();
  });
}
