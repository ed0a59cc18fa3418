import type { Insertable, Kysely, Selectable } from 'kysely';
import { dbKind } from '../../db/database.js';
import type {
  ApplicationDraftTable,
  ApplicationStageTable,
  ApplicationTable,
  Database,
  PendingApplicationTable,
} from '../../db/types.js';

export type ApplicationRow = Selectable<ApplicationTable>;
export type DraftRow = Selectable<ApplicationDraftTable>;
export type PendingRow = Selectable<PendingApplicationTable>;

/** Application forms, applications with their stages, drafts and pending applications of one tenant. */
export function createApplicationsRepository(db: Kysely<Database>) {
  return {
    async formConfig(tenantId: string): Promise<string | null> {
      const row = await db
        .selectFrom('application_forms')
        .select('config_json')
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return row?.config_json ?? null;
    },

    formRow(tenantId: string) {
      return db
        .selectFrom('application_forms')
        .select(['config_json', 'updated_at'])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
    },

    /** Writes the form only over the version it was read at; false when it has changed since. */
    async updateFormConfigIfVersion(tenantId: string, configJson: string, version: string, at: string) {
      const result = await db
        .updateTable('application_forms')
        .set({ config_json: configJson, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('updated_at', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The tenant's first own form; false when another save made one first. */
    async insertFormConfig(tenantId: string, configJson: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('application_forms')
        .values({ tenant_id: tenantId, config_json: configJson, updated_at: at })
        .onConflict((oc) => oc.column('tenant_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async upsertFormConfig(tenantId: string, configJson: string, at: string): Promise<void> {
      await db
        .insertInto('application_forms')
        .values({ tenant_id: tenantId, config_json: configJson, updated_at: at })
        .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ config_json: configJson, updated_at: at }))
        .execute();
    },

    async insertApplication(row: Insertable<ApplicationTable>): Promise<void> {
      await db.insertInto('applications').values(row).execute();
    },

    /** Moves an application to a stage it is not in; false when it is there already (or unknown). */
    async setStage(
      tenantId: string,
      id: string,
      patch: { stage: string; status: string; updated_at: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('applications')
        .set(patch)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('stage', '<>', patch.stage)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async insertStage(row: Insertable<ApplicationStageTable>): Promise<void> {
      await db.insertInto('application_stages').values(row).execute();
    },

    /** Ids of the positions (among `positionIds`) the candidate has applied to. */
    async appliedPositionIds(
      tenantId: string,
      candidateId: string,
      positionIds: readonly number[],
    ): Promise<Set<number>> {
      if (positionIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('applications')
        .select('position_id')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('position_id', 'in', [...positionIds])
        .execute();
      return new Set(rows.map((r) => r.position_id));
    },

    /** One of the candidate's own applications, locked on PostgreSQL when read in a transaction to write it. */
    findOwn(tenantId: string, candidateId: string, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = db
        .selectFrom('applications')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('id', '=', id);
      return (opts.forUpdate && dbKind(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    },

    listForCandidate(tenantId: string, candidateId: string): Promise<ApplicationRow[]> {
      return db
        .selectFrom('applications')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('created_at', 'desc')
        .execute();
    },

    stagesOf(tenantId: string, applicationIds: readonly string[]) {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('application_stages')
        .select(['application_id', 'stage', 'status', 'at'])
        .where('tenant_id', '=', tenantId)
        .where('application_id', 'in', [...applicationIds])
        .orderBy('at')
        .orderBy('id')
        .execute();
    },

    // ---- drafts ------------------------------------------------------------------------------------------

    findDraft(tenantId: string, candidateId: string, positionId: number): Promise<DraftRow | undefined> {
      return db
        .selectFrom('application_drafts')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('position_id', '=', positionId)
        .executeTakeFirst();
    },

    listDrafts(tenantId: string, candidateId: string) {
      return db
        .selectFrom('application_drafts')
        .innerJoin('positions', 'positions.id', 'application_drafts.position_id')
        .selectAll('application_drafts')
        .select(['positions.title', 'positions.archived_at', 'positions.valid_through'])
        .where('application_drafts.tenant_id', '=', tenantId)
        .where('application_drafts.candidate_id', '=', candidateId)
        .where('positions.tenant_id', '=', tenantId)
        .orderBy('application_drafts.updated_at', 'desc')
        .execute();
    },

    /** Creates the draft; false when one exists already (another tab created it first). */
    async insertDraft(row: Insertable<ApplicationDraftTable>): Promise<boolean> {
      const result = await db
        .insertInto('application_drafts')
        .values(row)
        .onConflict((oc) => oc.columns(['candidate_id', 'position_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Saves over `baseVersion` only; false when the stored draft has moved on (or is gone). */
    async updateDraft(
      tenantId: string,
      candidateId: string,
      positionId: number,
      baseVersion: number,
      patch: { step: number; values_json: string; resume_id: string | null; updated_at: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('application_drafts')
        .set({ ...patch, version: baseVersion + 1 })
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('position_id', '=', positionId)
        .where('version', '=', baseVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteDrafts(
      tenantId: string,
      candidateId: string,
      positionIds: readonly number[],
    ): Promise<number> {
      if (positionIds.length === 0) return 0;
      const result = await db
        .deleteFrom('application_drafts')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('position_id', 'in', [...positionIds])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    // ---- pending (a visitor's applications for an address that has an account) --------------------------

    async insertPending(row: Insertable<PendingApplicationTable>): Promise<void> {
      await db.insertInto('pending_applications').values(row).execute();
    },

    /** Marks one unconfirmed, unexpired pending application confirmed; returns it, or null. */
    async confirmPending(tenantId: string, tokenHash: string, at: string): Promise<PendingRow | null> {
      const row = await db
        .selectFrom('pending_applications')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('token_hash', '=', tokenHash)
        .where('confirmed_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (!row) return null;
      const result = await db
        .updateTable('pending_applications')
        .set({ confirmed_at: at })
        .where('token_hash', '=', tokenHash)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? row : null;
    },

    unconfirmedFor(tenantId: string, candidateId: string, at: string): Promise<PendingRow[]> {
      return db
        .selectFrom('pending_applications')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('confirmed_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('created_at')
        .execute();
    },

    /** Every pending application of the candidate, confirmed or not (the data export). */
    pendingFor(tenantId: string, candidateId: string): Promise<PendingRow[]> {
      return db
        .selectFrom('pending_applications')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('created_at')
        .execute();
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
