import { ADMIN_APPLICATIONS_PAGE_SIZE, type AdminApplicationsQuery } from '@portico/contracts';
import { type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import { dbKind } from '../../db/database.js';
import type { ApplicationNoteTable, Database } from '../../db/types.js';
import { escapeLike } from '../../lib/sql-like.js';

/** The staff's reads and writes of a tenant's applications (docs/decisions/043). */
export function createAdminApplicationsRepository(db: Kysely<Database>) {
  /** The tenant's applications with their candidates, narrowed by job and words (any stage). */
  function matching(tenantId: string, query: AdminApplicationsQuery) {
    let base = db
      .selectFrom('applications as a')
      .innerJoin('candidates as c', 'c.id', 'a.candidate_id')
      .where('a.tenant_id', '=', tenantId);
    if (query.position_id !== undefined) base = base.where('a.position_id', '=', query.position_id);
    if (query.q) {
      const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
      base = base.where(
        sql<SqlBool>`(lower(c.full_name) like ${pattern} escape '\\' or lower(c.email) like ${pattern} escape '\\' or lower(a.position_title) like ${pattern} escape '\\')`,
      );
    }
    return base;
  }

  return {
    async page(tenantId: string, query: AdminApplicationsQuery) {
      const base = matching(tenantId, query);
      const counting = base
        .select(['a.stage', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('a.stage')
        .execute();
      const inStage = query.stage ? base.where('a.stage', '=', query.stage) : base;
      let rows = inStage.select([
        'a.id',
        'a.position_id',
        'a.position_title',
        'a.stage',
        'a.created_at',
        'a.updated_at',
        'c.full_name',
        'c.email',
      ]);
      rows =
        query.sort === 'name'
          ? rows.orderBy('c.full_name').orderBy('a.id')
          : rows.orderBy('a.created_at', query.sort === 'oldest' ? 'asc' : 'desc').orderBy('a.id');
      // Both reads at once: on PostgreSQL they run on two pooled connections side by side.
      const [counts, page] = await Promise.all([
        counting,
        rows
          .limit(ADMIN_APPLICATIONS_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_APPLICATIONS_PAGE_SIZE)
          .execute(),
      ]);
      return { rows: page, counts: counts.map((c) => ({ stage: c.stage, count: Number(c.n) })) };
    },

    /** One application with its candidate; `forUpdate` locks the row on PostgreSQL until the transaction ends. */
    find(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = db
        .selectFrom('applications as a')
        .innerJoin('candidates as c', 'c.id', 'a.candidate_id')
        .select([
          'a.id',
          'a.candidate_id',
          'a.position_id',
          'a.position_title',
          'a.stage',
          'a.answers_json',
          'a.resume_id',
          'a.source_json',
          'a.language',
          'a.created_at',
          'a.updated_at',
          'c.full_name',
          'c.email',
        ])
        .where('a.tenant_id', '=', tenantId)
        .where('a.id', '=', id);
      return (opts.forUpdate && dbKind(db) === 'postgres' ? query.forUpdate('a') : query).executeTakeFirst();
    },

    /** Applications among `ids` of this tenant (others' ids are simply not there), locked like `find`. */
    findMany(tenantId: string, ids: readonly string[]) {
      const query = db
        .selectFrom('applications as a')
        .innerJoin('candidates as c', 'c.id', 'a.candidate_id')
        .select(['a.id', 'a.stage', 'a.position_title', 'a.candidate_id', 'c.full_name', 'c.email'])
        .where('a.tenant_id', '=', tenantId)
        .where('a.id', 'in', ids);
      return (dbKind(db) === 'postgres' ? query.forUpdate('a') : query).execute();
    },

    history(tenantId: string, id: string) {
      return db
        .selectFrom('application_stages as s')
        .leftJoin('candidates as c', 'c.id', 's.actor_id')
        .select(['s.stage', 's.at', 'c.email'])
        .where('s.tenant_id', '=', tenantId)
        .where('s.application_id', '=', id)
        .orderBy('s.at')
        .orderBy('s.id')
        .execute();
    },

    notes(tenantId: string, id: string) {
      return db
        .selectFrom('application_notes')
        .select(['id', 'body', 'author_email', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('application_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The offers of one candidate for one job, newest first, with their documents in order. */
    async offers(tenantId: string, candidateId: string, positionId: number) {
      const offers = await db
        .selectFrom('offers')
        .select(['id', 'enc_id', 'status', 'expires_at', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('position_id', '=', positionId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const documents =
        offers.length === 0
          ? []
          : await db
              .selectFrom('offer_documents')
              .select(['id', 'offer_id', 'name', 'status', 'under_revision'])
              .where('tenant_id', '=', tenantId)
              .where(
                'offer_id',
                'in',
                offers.map((o) => o.id),
              )
              .orderBy('idx')
              .execute();
      return offers.map((o) => ({
        ...o,
        documents: documents
          .filter((d) => Number(d.offer_id) === Number(o.id))
          .map((d) => ({
            id: Number(d.id),
            name: d.name,
            status: d.status,
            under_revision: d.under_revision === 1,
          })),
      }));
    },

    async insertNote(row: Insertable<ApplicationNoteTable>): Promise<void> {
      await db.insertInto('application_notes').values(row).execute();
    },

    resume(tenantId: string, candidateId: string, id: string) {
      return db
        .selectFrom('resumes')
        .select(['id', 'file_name', 'kind', 'content'])
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
