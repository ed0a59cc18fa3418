import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Unit tests of the React-free core and component tests of the fields and layouts (jsdom). Workspace
 * packages resolve to their TypeScript by alias (see packages/ui/vitest.config.ts for why not `source`).
 */
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@portico\/contracts$/, replacement: here('../contracts/src/index.ts') },
      { find: /^@portico\/ui$/, replacement: here('../ui/src/index.ts') },
    ],
  },
  test: {
    name: 'forms',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
