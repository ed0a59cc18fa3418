import type { Insertable, Kysely } from 'kysely';
import { dbKind } from '../../db/database.js';
import type { Database, TenantTable } from '../../db/types.js';

export function createTenantsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<TenantTable>): Promise<void> {
      await db.insertInto('tenants').values(row).execute();
    },
    findByDomain(domain: string) {
      return db.selectFrom('tenants').selectAll().where('domain', '=', domain).executeTakeFirst();
    },
    findById(id: string) {
      return db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /**
     * The tenant's row, locked until the transaction ends on PostgreSQL (SQLite runs one write at a time): every
     * writer of the configuration reads it so, and none writes over another's change to a part it did not touch.
     */
    findForUpdate(id: string) {
      const query = db.selectFrom('tenants').selectAll().where('id', '=', id);
      return (dbKind(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    },
    /** The flagged default, else the oldest tenant, so a site with tenants always has a default. */
    findDefault() {
      return db
        .selectFrom('tenants')
        .selectAll()
        .orderBy('is_default', 'desc')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst();
    },
    list() {
      return db.selectFrom('tenants').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('tenants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async clearDefault(): Promise<void> {
      await db.updateTable('tenants').set({ is_default: 0 }).where('is_default', '=', 1).execute();
    },
    async updateConfig(id: string, configJson: string, updatedAt: string): Promise<boolean> {
      const res = await db
        .updateTable('tenants')
        .set({ config_json: configJson, updated_at: updatedAt })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    /** Writes the configuration only over the version it was read at; false when it has changed since. */
    async updateConfigIfVersion(id: string, configJson: string, version: string, updatedAt: string) {
      const res = await db
        .updateTable('tenants')
        .set({ config_json: configJson, updated_at: updatedAt })
        .where('id', '=', id)
        .where('updated_at', '=', version)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}
export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
