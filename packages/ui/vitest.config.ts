import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Component tests of the UI primitives (jsdom). Workspace packages resolve to their TypeScript by alias,
 * not by the `source` export condition: react-aria-components also publishes a `source` condition whose
 * files are not in the npm package, so enabling that condition globally breaks its resolution.
 */
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@portico\/contracts$/,
        replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
