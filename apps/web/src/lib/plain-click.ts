/**
 * Whether a click on a link is a plain one: the main button with no modifier key. A page takes over only such
 * a click (selects, opens a dialog, navigates in the app); a middle click or one with Ctrl, Cmd, Shift or Alt
 * is left to the browser, which opens the link's address in a new tab or window.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
