import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientAssets } from './client-assets.js';
import { criticalPath } from './critical-path.js';
import { localeBundles } from './locale-bundles.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Client build (dist/client, with manifest and SSR manifest) and SSR build (dist/server, from
 * `vite build --ssr src/entry-server.tsx`). Component tests use vitest.config.ts.
 *
 * Workspace packages compile from their TypeScript sources. They also export a `source` condition, but
 * enabling that condition globally would reach third-party packages too (react-aria-components lists
 * `source` files it does not publish), so the workspace packages are aliased instead.
 */
const WORKSPACE_PACKAGES = ['@portico/contracts', '@portico/ui', '@portico/forms'];

/**
 * React Router's package exports name only its development build (warnings on); its production build,
 * the same code with the warnings compiled out, sits beside it. The browser gets the production build
 * (docs/decisions/014). The server keeps Node's resolution: the two differ only in console warnings and in
 * React Router's default error and loading elements, which this app replaces on its root route.
 */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${reactRouterDir}/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDir}/dist/production/dom-export.mjs` },
];

/** React's own hook for react-i18next's shim in the browser (src/lib/use-sync-external-store-shim.ts). */
const SYNC_EXTERNAL_STORE = {
  find: /^use-sync-external-store\/shim$/,
  replacement: here('./src/lib/use-sync-external-store-shim.ts'),
};

/**
 * Modules every screen uses and the first load does not (the shell has none of them): the API paths and
 * query keys, TanStack Query's observers and hooks, lucide-react's runtime and its two most shared icons, the
 * page heading. Rolldown would give each its own small chunk, shared by a different set of screens, and the
 * search page would fetch ten of them before it hydrates; on HTTP/1.1 (six connections per host) every six
 * requests cost another round trip. As one chunk, the search page's lazy modules are three files
 * (docs/decisions/014, "Client start"). Their dependencies (React, the query core) stay in the first load's
 * chunks. A module listed here that the shell starts to import would pull the whole group into the first
 * load: `bench/run.mjs bundle-size` shows it.
 */
const SCREEN_COMMON = new RegExp(
  [
    String.raw`packages/contracts/src/(api-paths|search-constants)\.ts$`,
    String.raw`src/lib/api/endpoints/(keys|mutation)\.ts$`,
    String.raw`@tanstack/query-core/build/modern/(mutationObserver|queryObserver)\.js$`,
    String.raw`@tanstack/react-query/build/modern/(useMutation|useBaseQuery|useQuery|queryOptions|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider)\.js$`,
    String.raw`lucide-react/dist/esm/(Icon|createLucideIcon|context|defaultAttributes|shared/.*|icons/(x|arrow-left))\.mjs$`,
    String.raw`src/app/shell/page-heading\.tsx$`,
    String.raw`packages/ui/src/visually-hidden\.tsx$`,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), localeBundles(), criticalPath(), clientAssets()],
  resolve: {
    alias: [
      { find: /^@portico\/contracts$/, replacement: here('../../packages/contracts/src/index.ts') },
      { find: /^@portico\/ui$/, replacement: here('../../packages/ui/src/index.ts') },
      { find: /^@portico\/forms$/, replacement: here('../../packages/forms/src/index.ts') },
      { find: /^@portico\/ui\/tokens\.css$/, replacement: here('../../packages/ui/src/tokens.css') },
      ...(isSsrBuild ? [] : [...REACT_ROUTER_PRODUCTION, SYNC_EXTERNAL_STORE]),
    ],
  },
  ssr: {
    // Bundled into the SSR output so Node never has to resolve their TypeScript sources at run time.
    noExternal: WORKSPACE_PACKAGES,
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        ssrManifest: true,
        sourcemap: true,
        // One stylesheet, linked from the template: the server renders lazy route screens into the
        // first HTML, and their styles must be present before paint (no flash of unstyled content).
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'screen-common',
                  test: (id: string) => SCREEN_COMMON.test(id.replaceAll('\\', '/')),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
