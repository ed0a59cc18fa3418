import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    // Tests run the TypeScript sources of the contracts package, not its compiled dist/.
    alias: {
      '@portico/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files share one module graph per worker instead of importing the whole app again for each: the server
    // keeps no state in modules (every app is built by createTestApp with its own database and env; the
    // module-level maps are caches of fixed data, such as fonts and the gazetteer).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
