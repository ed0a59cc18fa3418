import type { BootData } from '@portico/contracts';
import { loginModal, loginOpensOnLoad } from './login-modal-host.js';
import type { RouteHandle } from './route-handle.js';
import { termsGate } from './terms-gate-host.js';

/*
 * The shell's lazily loaded React Aria pieces (docs/decisions/014): the login dialog (login-modal-host), the
 * terms gate and the signed-in account menu (navbar). The account menu is never in the server's HTML (a plain
 * stand-in button is, and brings the menu when pressed: docs/decisions/026), so it is not preloaded here. The
 * toast region is @portico/ui's `DeferredToastRegion` and needs no preload (its server HTML is an empty
 * landmark).
 */

/**
 * What the first client render of this page shows, started before hydration next to the lazy route modules:
 * a dialog the URL opens (`/careers/login`, `show_login_modal`, a protected page) should not wait for
 * hydration to begin its download. Failures are left to the components (they retry when wanted).
 */
export function preloadFirstRenderPieces(
  boot: BootData,
  location: { pathname: string; search: string },
  handle: RouteHandle,
): Promise<unknown> {
  const pieces: Promise<unknown>[] = [];
  if (loginOpensOnLoad(boot, location, handle)) pieces.push(loginModal.preload());
  // The server rendered the terms gate over the page (docs/decisions/022).
  if (boot.user.isLoggedIn && boot.user.termsGate && !handle.bare) pieces.push(termsGate.preload());
  return Promise.allSettled(pieces);
}

/** The server renders every piece as it is (its bundle loads them once, at the first render). */
export function preloadAllPieces(): Promise<unknown> {
  return Promise.all([loginModal.preload(), termsGate.preload()]);
}
