import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repository. Each workspace keeps its own config (environment, setup files,
 * resolve conditions); this file only lists them so `vitest run` at the root runs every project once.
 */
export default defineConfig({
  test: {
    // One worker per core, not Vitest's default of one fewer: the server's files spend much of their time
    // waiting on PostgreSQL and SQLite, so on a two-core machine a second worker nearly halves the run.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contracts/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'packages/forms/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
