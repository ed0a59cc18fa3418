import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '@portico/contracts';
import { assertTemplate } from './html-template.js';

/**
 * The contract of apps/web/src/entry-server.tsx as the server sees it. The web workspace is built by
 * Vite, not by this project's tsc, so the shape is restated here and checked by the pages tests.
 */
export interface SsrRenderContext {
  /** Absolute URL of the page (origin is informational; matching uses path and query). */
  url: string;
  boot: BootData;
  csrfToken: string;
  /** CSP nonces of the response (helmet's reply.cspNonce). */
  nonce: string;
  styleNonce: string;
  /** Sends API calls to this server in-process with the visitor's cookies. */
  fetch: typeof fetch;
}
export interface SsrRenderResult {
  status: number;
  html: string;
  head: string;
  /** Nonce'd data scripts (boot data, query state, router data) for the end of <body>. */
  data: string;
  redirect?: { location: string; status: number };
}
export interface SsrNoticeContext {
  kind: 'unknown-site' | 'crash';
  language: string;
  nonce: string;
  styleNonce: string;
  /** Where the notice's main link points (the default careers site, or back). */
  homeHref: string;
  supportHref: string;
  /** Technical detail, only passed for admins. */
  detail?: string;
}
export interface SsrNoticeResult {
  title: string;
  html: string;
  head: string;
}
export interface SsrModule {
  render(ctx: SsrRenderContext): Promise<SsrRenderResult>;
  renderNotice(ctx: SsrNoticeContext): Promise<SsrNoticeResult>;
}

export interface SsrRenderer {
  template: string;
  module: SsrModule;
}

/** Loads the built template and SSR bundle once per process (they only change with a new build). */
export function createSsrLoader(webDist: string): () => Promise<SsrRenderer> {
  let loading: Promise<SsrRenderer> | null = null;
  return () => {
    loading ??= (async () => {
      const template = await readFile(path.join(webDist, 'client', 'index.html'), 'utf8');
      assertTemplate(template);
      const entry = pathToFileURL(path.join(webDist, 'server', 'entry-server.js')).href;
      const module = (await import(entry)) as SsrModule;
      if (typeof module.render !== 'function' || typeof module.renderNotice !== 'function') {
        throw new Error(`${entry} does not export render() and renderNotice()`);
      }
      return { template, module };
    })().catch((error: unknown) => {
      // A failed load (web app not built yet) is retried on the next request instead of sticking.
      loading = null;
      throw error;
    });
    return loading;
  };
}
