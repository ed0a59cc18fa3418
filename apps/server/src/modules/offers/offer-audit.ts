import { AppError } from '../../lib/app-error.js';
import { auditFileName } from './audit-text.js';
import type { OfferActor, OffersContext } from './offer-context.js';
import { toApi } from './offer-view.js';

/*
 * The offer's audit trail as people read it: the tenant admin's view of an offer, and the candidate's data
 * export.
 */

/**
 * An audit row's detail as shown: a file name kept by an older version (before names were cleaned on upload)
 * is cleaned here too, so no reader of the trail gets control, direction-override or markup characters.
 */
function shownDetail(detailJson: string): Record<string, unknown> {
  const detail = JSON.parse(detailJson) as Record<string, unknown>;
  return typeof detail.filename === 'string'
    ? { ...detail, filename: auditFileName(detail.filename) }
    : detail;
}

/** Tenant admins: any offer of the tenant with its candidate's email and the audit trail. */
export async function adminOffer(
  ctx: OffersContext,
  tenant: OfferActor['tenant'],
  encId: string,
  siteOrigin: string,
) {
  const offer = await ctx.repo.findInTenant(tenant.id, encId);
  if (!offer) throw new AppError('NOT_FOUND', 'This offer does not exist.');
  const candidate = await ctx.db
    .selectFrom('candidates')
    .select(['id', 'email', 'full_name'])
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', offer.candidate_id)
    .executeTakeFirstOrThrow();
  const actor: OfferActor = { tenant, candidate, ip: '', siteOrigin };
  const [api] = await toApi(ctx, actor, [offer], false);
  const events = await ctx.repo.events(offer.id);
  return {
    offer: api!,
    candidate_email: candidate.email,
    events: events.map((e) => ({
      action: e.action,
      document_id: e.document_id === null ? null : Number(e.document_id),
      actor: e.actor_candidate_id,
      ip: e.ip,
      at: e.at,
      detail: shownDetail(e.detail_json),
    })),
  };
}

/**
 * "Download my data": the candidate's offers as stored, each with its documents and audit rows, and the
 * offers' files with their bytes.
 */
export async function exportOffers(ctx: OffersContext, tenantId: string, candidateId: string) {
  const { repo } = ctx;
  const offers = await repo.listForCandidate(tenantId, candidateId);
  const ids = offers.map((o) => Number(o.id));
  const documents = await repo.documentsOf(ids);
  const records = [];
  for (const offer of offers) {
    records.push({
      ...offer,
      id: Number(offer.id),
      documents: documents.filter((d) => Number(d.offer_id) === Number(offer.id)),
      audit: (await repo.events(Number(offer.id))).map(({ detail_json, ...e }) => ({
        ...e,
        detail: shownDetail(detail_json) as unknown,
      })),
    });
  }
  const files = (await repo.filesOfOffers(tenantId, ids)).map((f) => ({
    id: Number(f.id),
    offerId: Number(f.offer_id),
    sha256: f.sha256,
    size: f.size,
    createdAt: f.created_at,
    content: f.content,
  }));
  return { offers: records, files };
}
