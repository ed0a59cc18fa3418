import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the journeys' server runs. Fixed (overridable) values rather than random ones: the Playwright
 * config is loaded again in every worker, and the config, the workers and the specs must all agree.
 * Playwright refuses to start when the port is taken, so a stray server is never reused by accident.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The fresh SQLite file of this run (deleted before the server starts; see start-server.mjs). */
export const E2E_SQLITE_PATH = join(tmpdir(), `portico-e2e-${E2E_PORT}.db`);
