/**
 * Starts the built server for the browser journeys on a fresh SQLite file, so every run begins from the
 * same seeded demo data. Playwright's webServer runs this and waits for /api/health.
 */
import { cpSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dbPath = process.env.SQLITE_PATH;
if (!dbPath) throw new Error('SQLITE_PATH must be set for the e2e server');

// The journeys always run on SQLite: a DATABASE_URL left in the shell (e.g. for the PostgreSQL integration
// tests) must not point the browser tests at a shared database.
delete process.env.DATABASE_URL;
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${dbPath}${suffix}`, { force: true });

// The server reads the web build's SSR bundle at start and serves the client assets from disk. A rebuild
// while the journeys run (a developer's `npm run build`) would swap the hashed asset names under it, so the
// server gets its own copy of this build. The copy stays inside the repository so that the SSR bundle's
// imports (react, react-router, ...) still resolve from the root node_modules.
const webDist = join(root, 'node_modules/.cache/portico-e2e', `web-${process.env.PORT ?? 'default'}`);
rmSync(webDist, { recursive: true, force: true });
cpSync(join(root, 'apps/web/dist'), webDist, { recursive: true });
process.env.WEB_DIST = webDist;
// The server's own SIGTERM handler shuts it down and exits; the copy goes with the process.
process.once('exit', () => rmSync(webDist, { recursive: true, force: true }));

await import(pathToFileURL(join(root, 'apps/server/dist/server.js')).href);
