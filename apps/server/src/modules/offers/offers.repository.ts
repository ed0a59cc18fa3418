import type { Kysely } from 'kysely';
import type { Database, OfferDocumentTable, OfferTable } from '../../db/types.js';

export type OfferRow = Omit<OfferTable, 'id'> & { id: number };
export type OfferDocumentRow = Omit<OfferDocumentTable, 'id'> & { id: number };

/**
 * Offer queries. Every read is scoped by tenant and, for a candidate, by candidate: another candidate's
 * or tenant's offer is simply not found. Conditional updates answer how many rows they changed, so the
 * service can refuse a change that lost a race.
 */
export function createOffersRepository(db: Kysely<Database>) {
  return {
    findForCandidate(tenantId: string, candidateId: string, encId: string) {
      return db
        .selectFrom('offers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('enc_id', '=', encId)
        .executeTakeFirst() as Promise<OfferRow | undefined>;
    },
    findInTenant(tenantId: string, encId: string) {
      return db
        .selectFrom('offers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('enc_id', '=', encId)
        .executeTakeFirst() as Promise<OfferRow | undefined>;
    },
    listForCandidate(tenantId: string, candidateId: string) {
      return db
        .selectFrom('offers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute() as Promise<OfferRow[]>;
    },
    documentsOf(offerIds: readonly number[]) {
      if (offerIds.length === 0) return Promise.resolve([] as OfferDocumentRow[]);
      return db
        .selectFrom('offer_documents')
        .selectAll()
        .where('offer_id', 'in', offerIds)
        .orderBy('offer_id')
        .orderBy('idx')
        .execute() as Promise<OfferDocumentRow[]>;
    },
    findDocumentByWidget(tenantId: string, widgetId: string) {
      return db
        .selectFrom('offer_documents')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('esign_widget_id', '=', widgetId)
        .executeTakeFirst() as Promise<OfferDocumentRow | undefined>;
    },
    findOfferById(tenantId: string, id: number) {
      return db
        .selectFrom('offers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst() as Promise<OfferRow | undefined>;
    },
    fileContents(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('offer_files')
        .select(['id', 'content', 'sha256'])
        .where('id', 'in', ids)
        .execute();
    },
    file(tenantId: string, id: number) {
      return db
        .selectFrom('offer_files')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    events(offerId: number) {
      return db
        .selectFrom('offer_events')
        .selectAll()
        .where('offer_id', '=', offerId)
        .orderBy('id')
        .execute();
    },
    /** Every file of the given offers, with its bytes (the data export). */
    filesOfOffers(tenantId: string, offerIds: readonly number[]) {
      if (offerIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('offer_files')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('offer_id', 'in', offerIds)
        .orderBy('id')
        .execute();
    },
  };
}
