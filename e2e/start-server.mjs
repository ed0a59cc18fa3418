/**
 * Starts the built server for the browser journeys on a fresh SQLite file, so every run begins from the
 * same seeded demo data. Playwright's webServer runs this and waits for /api/health.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * The client files the SSR bundle names (its client-start lists) that the copy lacks. A copy taken while a
 * build was writing mixes two builds: the pages would name scripts that answer 404, never hydrate, and every
 * journey would run out of time waiting for them.
 */
function missingClientFiles(dist) {
  const bundle = readFileSync(join(dist, 'server/entry-server.js'), 'utf8');
  // Quoted root paths ("/assets/x.js"); the bundle's own imports are relative ("./assets/x.js").
  const named = new Set([...bundle.matchAll(/["'`](\/assets\/[\w.-]+\.js)/g)].map((match) => match[1]));
  return [...named].filter((file) => !existsSync(join(dist, 'client', file)));
}

for (let attempt = 1; ; attempt++) {
  rmSync(webDist, { recursive: true, force: true });
  cpSync(join(root, 'apps/web/dist'), webDist, { recursive: true });
  const missing = missingClientFiles(webDist);
  if (missing.length === 0) break;
  // A build is writing apps/web/dist now: copy again once it has finished (for at most a minute, within
  // the webServer timeout).
  if (attempt === 20)
    throw new Error(`apps/web/dist is not one build: the client lacks ${missing.join(', ')}`);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
}
process.env.WEB_DIST = webDist;
// The server's own SIGTERM handler shuts it down and exits; the copy goes with the process.
process.once('exit', () => rmSync(webDist, { recursive: true, force: true }));

await import(pathToFileURL(join(root, 'apps/server/dist/server.js')).href);
