import { type Kysely, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './types.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider });
}

/** Brings the schema to the latest version; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: result.error });
  }
  return result;
}
