import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';

export type DbKind = 'sqlite' | 'postgres';

export interface DbConfig {
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl?: string | undefined;
  /** A file path, or ':memory:'. */
  sqlitePath?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

/** Opens a SQLite file with the settings every connection needs (WAL for concurrent readers, FK enforcement). */
export function openSqlite(path: string): SQLite.Database {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(path);
  if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Durable enough with WAL and much faster than FULL; an OS crash may lose the last transactions only.
  sqlite.pragma('synchronous = NORMAL');
  // Reads straight from the OS page cache instead of copying pages into SQLite's own 2 MB cache: a search
  // reads index pages all over a file of hundreds of MB (bench/RESULTS.md: p95 15.8 → 13.3 ms at 100,000
  // positions), and mapped pages are shared by every server process (WORKERS). SQLite caps it at its
  // compiled maximum (2 GB); the rest of a larger file is read as before.
  if (path !== ':memory:') sqlite.pragma('mmap_size = 2147418112');
  return sqlite;
}

export function createDb(config: DbConfig): Kysely<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.maxConnections ?? 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = openSqlite(config.sqlitePath ?? 'data/portico.db');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function dbKind(db: Kysely<Database>): DbKind {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter' ? 'postgres' : 'sqlite';
}
