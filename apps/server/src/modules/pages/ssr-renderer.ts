import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrModule } from '@portico/contracts';
import { assertTemplate } from './html-template.js';

/** The web build's page template and its SSR bundle (the render contract is @portico/contracts' `ssr.ts`). */
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
