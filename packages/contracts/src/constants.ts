/** Business constants shared by server and web (spec 1 §9, spec 2 §9, spec 3 §9). */
export const SEARCH_PAGE_SIZE = 10;
export const FILTER_DEBOUNCE_MS = 1000;
export const SEARCH_BOX_DEBOUNCE_MS = 500;
export const SEARCH_BOX_CACHE_MS = 2 * 60 * 1000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SHOW_TOAST_MS = 15000;
export const WINDOW_RESIZE_DEBOUNCE_MS = 250;
export const DEFAULT_NAVBAR_HEIGHT_PX = 60;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The job search map (spec 2 §9). Clusters are styled by the number of jobs they hold: one job is the single
 * pin, fewer than `small` the small icon, fewer than `medium` the medium one, otherwise the large one.
 */
export const MAP_MIN_ZOOM = 1;
export const MAP_MAX_ZOOM = 13;
export const MAP_CLUSTER_THRESHOLDS = { small: 10, medium: 60 } as const;
/** Cluster icon diameters in CSS pixels. */
export const MAP_CLUSTER_ICON_PX = { small: 76, medium: 88, large: 112 } as const;
/** Pin icon sizes (width x height, CSS pixels). */
export const MAP_PIN_SIZE_PX = {
  unselected: { width: 32, height: 38 },
  selected: { width: 44, height: 53 },
} as const;
export const MAP_PIN_OPACITY = { selected: 1, unselected: 0.6 } as const;
/** Padding around the markers when the map fits them, in CSS pixels. */
export const MAP_BOUNDS_PADDING_PX = 100;
export const MAP_CONTAINER_MIN_HEIGHT_PX = 200;
export const MAP_CURRENT_LOCATION_MARKER_ID = 'current-location';

/** Breakpoints of spec 3 §2, in CSS pixels (lower bounds). */
export const BREAKPOINTS = { tablet: 600, desktop: 1024, largeDesktop: 1180, extraLarge: 1600 } as const;
export type BreakpointClass = 'phone' | 'tablet' | 'desktop' | 'largeDesktop' | 'extraLarge';
export function breakpointFor(width: number): BreakpointClass {
  if (width >= BREAKPOINTS.extraLarge) return 'extraLarge';
  if (width >= BREAKPOINTS.largeDesktop) return 'largeDesktop';
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  return 'phone';
}

/** Session lifetimes. Idle: no request for this long ends the session; absolute: hard cap from sign-in. */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** How long a sign-up's "confirm your email" link works (docs/decisions/033). */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Cookie and header names of the request layer (spec 2 §7, spec 3 §9). */
export const SESSION_COOKIE = 'portico_session';
export const CSRF_COOKIE = 'portico_csrf';
export const CSRF_META_NAME = 'csrf-token';
export const HEADERS = {
  csrfToken: 'x-csrf-token',
  csrfInvalid: 'x-csrf-invalid',
  login: 'x-login',
  user: 'x-portico-user',
  group: 'x-portico-group',
  timezone: 'x-portico-timezone',
  requestId: 'x-request-id',
} as const;

/** Element id of the JSON boot script that carries page config and user boot data. */
export const BOOT_SCRIPT_ID = 'portico-boot';
export const DEHYDRATED_STATE_ID = 'portico-state';
