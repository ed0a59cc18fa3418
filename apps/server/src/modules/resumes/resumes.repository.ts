import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ResumeTable } from '../../db/types.js';

export type ResumeRow = Selectable<ResumeTable>;
type ResumeListRow = Omit<ResumeRow, 'content' | 'parsed_json'>;

const LIST_COLUMNS = [
  'id',
  'tenant_id',
  'candidate_id',
  'file_name',
  'kind',
  'size',
  'sha256',
  'created_at',
] as const;

/** Resumes of one tenant: a candidate's list, and a visitor's uploads until an application claims them. */
export function createResumesRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<ResumeTable>): Promise<void> {
      await db.insertInto('resumes').values(row).execute();
    },

    listForCandidate(tenantId: string, candidateId: string): Promise<ResumeListRow[]> {
      return db
        .selectFrom('resumes')
        .select(LIST_COLUMNS)
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** The candidate's own resume, or (candidateId null) a visitor's unclaimed upload. */
    findOwned(tenantId: string, candidateId: string | null, id: string): Promise<ResumeRow | undefined> {
      let q = db.selectFrom('resumes').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
      q =
        candidateId === null
          ? q.where('candidate_id', 'is', null)
          : q.where('candidate_id', '=', candidateId);
      return q.executeTakeFirst();
    },

    /** Gives a visitor's unclaimed upload to the account an application was made for; false if taken. */
    async claim(tenantId: string, id: string, candidateId: string): Promise<boolean> {
      const result = await db
        .updateTable('resumes')
        .set({ candidate_id: candidateId })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('candidate_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async delete(tenantId: string, candidateId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('resumes')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Visitors' uploads no application claimed in time. */
    async deleteUnclaimedBefore(tenantId: string, before: string): Promise<number> {
      const result = await db
        .deleteFrom('resumes')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', 'is', null)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The named visitors' uploads, if still unclaimed. */
    async deleteUnclaimed(tenantId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .deleteFrom('resumes')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', 'is', null)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
