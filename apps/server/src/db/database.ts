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
