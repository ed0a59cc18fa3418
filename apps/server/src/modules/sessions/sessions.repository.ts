import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../../db/types.js';

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async insert(row: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },
    findById(id: string) {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async touch(id: string, lastSeenAt: string): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute();
    },
    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    async deleteForCandidate(tenantId: string, candidateId: string, exceptId?: string): Promise<number> {
      let q = db
        .deleteFrom('sessions')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId);
      if (exceptId) q = q.where('id', '!=', exceptId);
      const res = await q.executeTakeFirst();
      return Number(res.numDeletedRows);
    },
    async countActiveForCandidate(
      tenantId: string,
      candidateId: string,
      nowIso: string,
      idleCutoffIso: string,
    ) {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('expires_at', '>', nowIso)
        .where('last_seen_at', '>', idleCutoffIso)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async deleteExpired(nowIso: string, idleCutoffIso: string): Promise<number> {
      const res = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('last_seen_at', '<=', idleCutoffIso)]))
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },
    /** The candidate's sessions without their ids (an id is the token's hash). */
    listForCandidate(tenantId: string, candidateId: string) {
      return db
        .selectFrom('sessions')
        .select(['created_at', 'last_seen_at', 'expires_at', 'user_agent', 'ip'])
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('created_at')
        .execute();
    },
  };
}
