import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { clientAssets } from './client-assets.js';
import { localeBundles } from './locale-bundles.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Unit and component tests of the web app (jsdom). Workspace packages resolve to their TypeScript by alias,
 * so tests never depend on a built dist/. (Not by the `source` export condition: react-aria-components
 * also publishes a `source` condition whose files are not in the npm package.)
 */
export default defineProject({
  plugins: [react(), localeBundles(), clientAssets()],
  resolve: {
    alias: [
      { find: /^@portico\/contracts$/, replacement: here('../../packages/contracts/src/index.ts') },
      { find: /^@portico\/ui$/, replacement: here('../../packages/ui/src/index.ts') },
      { find: /^@portico\/forms$/, replacement: here('../../packages/forms/src/index.ts') },
      { find: /^@portico\/ui\/tokens\.css$/, replacement: here('../../packages/ui/src/tokens.css') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Beside the app's tests, the build plugins' (apps/web/*.test.ts).
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
