import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDb, type DbKind } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import type { Database } from '../db/types.js';

/**
 * Which databases integration tests run on: SQLite always; PostgreSQL when 127.0.0.1:5432 answers.
 * PORTICO_TEST_PG=0 skips PostgreSQL; PORTICO_TEST_PG=1 makes an unreachable server a failure (CI).
 * PORTICO_TEST_PG_URL points at another server (its database is used to create the test databases).
 */
const PG_ADMIN_URLS = process.env.PORTICO_TEST_PG_URL
  ? [process.env.PORTICO_TEST_PG_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/postgres'];

function portOpen(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host);
  });
}

async function findPgAdminUrl(): Promise<string | null> {
  if (process.env.PORTICO_TEST_PG === '0') return null;
  const first = new URL(PG_ADMIN_URLS[0]!);
  if (!(await portOpen(first.hostname, Number(first.port || 5432)))) return null;
  for (const url of PG_ADMIN_URLS) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      // try the next admin database
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

const pgAdminUrl = await findPgAdminUrl();
if (!pgAdminUrl) {
  if (process.env.PORTICO_TEST_PG === '1')
    throw new Error('PostgreSQL is required (PORTICO_TEST_PG=1) but 127.0.0.1:5432 is not reachable');
  console.warn(
    process.env.PORTICO_TEST_PG === '0'
      ? '[server tests] PostgreSQL skipped (PORTICO_TEST_PG=0): running on SQLite only'
      : '[server tests] PostgreSQL not reachable on 127.0.0.1:5432: running on SQLite only',
  );
}

/**
 * Drops a test database. Without FORCE first: a pool that just ended may still be closing sockets, and
 * FORCE would kill them mid-goodbye (an unhandled client error). FORCE only as the last resort.
 */
async function dropDatabase(admin: Kysely<unknown>, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await sql`drop database if exists ${sql.id(name)}`.execute(admin);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // object_in_use
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
}

export interface TestDatabase {
  kind: DbKind;
  db: Kysely<Database>;
  destroy(): Promise<void>;
}

/** The database kinds this run covers. */
export function testDatabases(): DbKind[] {
  return pgAdminUrl ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fresh, migrated database of the given kind; destroy() removes it completely. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    // A real file (not :memory:) so WAL and foreign keys behave exactly as in production.
    const dir = mkdtempSync(join(tmpdir(), 'portico-test-'));
    const db = createDb({ sqlitePath: join(dir, 'test.db') });
    await migrateToLatest(db);
    return {
      kind,
      db,
      async destroy() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!pgAdminUrl) throw new Error('PostgreSQL is not available');
  const name = `portico_t_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: pgAdminUrl, max: 1 }) }),
  });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), maxConnections: 5 });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await dropDatabase(admin, name);
    await admin.destroy();
    throw error;
  }
  return {
    kind,
    db,
    async destroy() {
      await db.destroy();
      await dropDatabase(admin, name);
      await admin.destroy();
    },
  };
}

export interface DbHandle {
  readonly kind: DbKind;
  /** Available from beforeAll on. */
  readonly db: Kysely<Database>;
}

/** Runs a suite once per database of this run, each on its own fresh database. */
export function describeEachDb(name: string, fn: (handle: DbHandle) => void): void {
  for (const kind of testDatabases()) {
    describe(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      const handle: DbHandle = {
        kind,
        get db() {
          if (!current) throw new Error('the test database is not ready yet (use it inside tests or hooks)');
          return current.db;
        },
      };
      beforeAll(async () => {
        current = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.destroy();
      });
      fn(handle);
    });
  }
}
