import type { BootData } from './boot.js';

/**
 * The platform's fetch (Node's and the browser's are the same WHATWG function). The contracts compile
 * without DOM or Node types, so the type is read from the program that uses it: the server's and the web app's.
 */
type PlatformFetch = typeof globalThis extends { fetch: infer F } ? F : never;

/**
 * The server render's contract: what the server's pages module (apps/server/src/modules/pages) passes to the
 * web app's SSR bundle (apps/web/src/entry-server.tsx) and what it gets back. Both sides use these types, so a
 * change to either side that breaks the other fails `tsc -b` rather than a page at run time. Types only: the
 * bundle is loaded by the server's own process, and nothing here crosses the network.
 */
export interface SsrRenderContext {
  /** Absolute URL of the page (the origin is informational; routes match on the path and query). */
  url: string;
  boot: BootData;
  /** The visitor's CSRF token, put into the page's meta tag. */
  csrfToken: string;
  /** CSP nonce of the response for <script> elements (helmet's reply.cspNonce.script). */
  nonce: string;
  /** CSP nonce of the response for <style> elements. */
  styleNonce: string;
  /** Sends API calls to this server in-process with the visitor's cookies. */
  fetch: PlatformFetch;
}

export interface SsrRenderResult {
  status: number;
  /** The app's markup for the page's root element. */
  html: string;
  /** Tags for <head>: title, meta and link tags, the theme's style and the head scripts. */
  head: string;
  /** Nonce'd data scripts (boot data, query state, router data, client start) for the end of <body>. */
  data: string;
  /** A route that answered with a redirect: the server sends it instead of a page. */
  redirect?: { location: string; status: number };
}

/** A page that the app does not draw (no client bundle): a site that does not exist, or a crash. */
export type SsrNoticeKind = 'unknown-site' | 'crash';

export interface SsrNoticeContext {
  kind: SsrNoticeKind;
  /** The page language; anything that is not a locale of the site renders in English. */
  language: string;
  nonce: string;
  styleNonce: string;
  /** Where the notice's main link points (the default careers site, or back). */
  homeHref: string;
  supportHref: string;
  /** Technical detail, passed for admins only. */
  detail?: string;
}

export interface SsrNoticeResult {
  title: string;
  html: string;
  head: string;
}

/** The SSR bundle's exports. */
export interface SsrModule {
  render(ctx: SsrRenderContext): Promise<SsrRenderResult>;
  renderNotice(ctx: SsrNoticeContext): Promise<SsrNoticeResult>;
}
