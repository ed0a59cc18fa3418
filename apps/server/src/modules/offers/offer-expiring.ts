import { OPEN_OFFER_STATUSES } from '@portico/contracts';
import { type OffersContext, offerActionKey, offerPath } from './offer-context.js';

/** An open offer is announced as expiring this long before its expiry. */
export const EXPIRING_AHEAD_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * "Offer expiring soon" (a recurring job, docs/decisions/051): every open offer that expires within the next 3
 * days and still waits for the candidate's signature. It asks for the same action as the offer's "Sign your
 * offer" (signing, declining or a cancellation resolves both) until the expiry. Once per offer and expiry: the
 * dedupe key names both, so a repeated run adds nothing and an extended expiry is announced again.
 */
export async function notifyExpiringOffers(ctx: OffersContext): Promise<number> {
  const t = ctx.now();
  const rows = await ctx.db
    .selectFrom('offers as o')
    .select(['o.tenant_id', 'o.candidate_id', 'o.enc_id', 'o.position_name', 'o.expires_at'])
    .where('o.status', 'in', [...OPEN_OFFER_STATUSES])
    .where('o.expires_at', '>', t.toISOString())
    .where('o.expires_at', '<=', new Date(t.getTime() + EXPIRING_AHEAD_MS).toISOString())
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('offer_documents as d')
          .select('d.id')
          .whereRef('d.offer_id', '=', 'o.id')
          .where('d.requires_signature', '=', 1)
          .where('d.signed', '=', 0),
      ),
    )
    .execute();
  let made = 0;
  for (const row of rows) {
    const expiresAt = row.expires_at as string;
    const id = await ctx.notifications.transaction((trx) =>
      ctx.notifications.notify(trx, {
        tenantId: row.tenant_id,
        candidateId: row.candidate_id,
        kind: 'offer_expiring',
        params: { jobTitle: row.position_name, expiresAt },
        targetPath: offerPath(row.enc_id),
        actionKey: offerActionKey(row.enc_id),
        actionExpiresAt: expiresAt,
        dedupeKey: `offer_expiring:${row.enc_id}:${expiresAt}`,
      }),
    );
    if (id) made++;
  }
  return made;
}
