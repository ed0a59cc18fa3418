import type { NotificationChannel, NotificationKind } from '@portico/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, NotificationTable } from '../../db/types.js';

export type NotificationRow = Selectable<NotificationTable>;

/** The notification tables; every read and write names the tenant and the candidate it is for. */
export function createNotificationsRepository(db: Kysely<Database>) {
  const mine = (tenantId: string, candidateId: string) =>
    db
      .updateTable('notifications')
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', '=', candidateId)
      .where('in_app', '=', 1);

  return {
    /** False when the candidate has a notification with the same dedupe key already. */
    async insert(row: Insertable<NotificationTable>): Promise<boolean> {
      const result = await db
        .insertInto('notifications')
        .values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'candidate_id', 'dedupe_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async resolveAction(tenantId: string, candidateId: string, actionKey: string, at: string) {
      const result = await db
        .updateTable('notifications')
        .set({ action_resolved_at: at })
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('action_key', '=', actionKey)
        .where('action_resolved_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * The center's list, newest first. `actionRequiredAt`: only those whose action is open at that instant.
     * `all`: the mail-only ones too (the data export).
     */
    list(
      tenantId: string,
      candidateId: string,
      opts: { actionRequiredAt: string | null; limit: number | null; all?: boolean },
    ) {
      let q = db
        .selectFrom('notifications')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId);
      if (!opts.all) q = q.where('in_app', '=', 1);
      if (opts.actionRequiredAt !== null) {
        const at = opts.actionRequiredAt;
        q = q
          .where('action_key', 'is not', null)
          .where('action_resolved_at', 'is', null)
          .where((eb) => eb.or([eb('action_expires_at', 'is', null), eb('action_expires_at', '>', at)]));
      }
      q = q.orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (opts.limit !== null) q = q.limit(opts.limit);
      return q.execute();
    },

    /** Answered from the partial index of unviewed, listed rows (migration 0033). */
    async unviewedCount(tenantId: string, candidateId: string): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('viewed_at', 'is', null)
        .where('in_app', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async markAllViewed(tenantId: string, candidateId: string, at: string): Promise<number> {
      const result = await mine(tenantId, candidateId)
        .set({ viewed_at: at })
        .where('viewed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** 'missing' for an id the candidate does not have; 'changed' or 'unchanged' (clicked before). */
    async markClicked(
      tenantId: string,
      candidateId: string,
      id: string,
      at: string,
    ): Promise<'missing' | 'changed' | 'unchanged'> {
      const row = await db
        .selectFrom('notifications')
        .select(['clicked_at', 'viewed_at'])
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('in_app', '=', 1)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return 'missing';
      if (row.clicked_at !== null && row.viewed_at !== null) return 'unchanged';
      await mine(tenantId, candidateId)
        .set((eb) => ({
          clicked_at: eb.fn.coalesce('clicked_at', eb.val(at)),
          viewed_at: eb.fn.coalesce('viewed_at', eb.val(at)),
        }))
        .where('id', '=', id)
        .execute();
      return 'changed';
    },

    async markAllClicked(tenantId: string, candidateId: string, at: string): Promise<number> {
      const result = await mine(tenantId, candidateId)
        .set((eb) => ({ clicked_at: at, viewed_at: eb.fn.coalesce('viewed_at', eb.val(at)) }))
        .where('clicked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async preference(
      tenantId: string,
      candidateId: string,
      kind: NotificationKind,
    ): Promise<NotificationChannel | null> {
      const row = await db
        .selectFrom('notification_preferences')
        .select('channel')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row?.channel ?? null;
    },

    async preferences(
      tenantId: string,
      candidateId: string,
    ): Promise<Map<NotificationKind, NotificationChannel>> {
      const rows = await db
        .selectFrom('notification_preferences')
        .select(['kind', 'channel'])
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .execute();
      return new Map(rows.map((r) => [r.kind, r.channel]));
    },

    async savePreference(
      tenantId: string,
      candidateId: string,
      kind: NotificationKind,
      channel: NotificationChannel,
      at: string,
    ): Promise<void> {
      await db
        .insertInto('notification_preferences')
        .values({ tenant_id: tenantId, candidate_id: candidateId, kind, channel, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'candidate_id', 'kind']).doUpdateSet({ channel, updated_at: at }),
        )
        .execute();
    },

    candidate(tenantId: string, candidateId: string) {
      return db
        .selectFrom('candidates')
        .select(['id', 'email', 'email_verified_at', 'preferred_language'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', candidateId)
        .executeTakeFirst();
    },

    findById(id: string) {
      return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Takes a pending mail (or one whose claim is older than `staleBefore`) for this worker; false if taken. */
    async claimMail(id: string, at: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable('notifications')
        .set({ email_state: 'sending', email_sent_at: at })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('email_state', '=', 'pending'),
            eb.and([eb('email_state', '=', 'sending'), eb('email_sent_at', '<', staleBefore)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setMailState(
      id: string,
      state: NotificationTable['email_state'],
      at: string | null,
    ): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ email_state: state, email_sent_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Mails pending since before `pendingBefore`, or claimed before `claimedBefore` and never finished. */
    mailsToRetry(pendingBefore: string, claimedBefore: string) {
      return db
        .selectFrom('notifications')
        .select(['id', 'tenant_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('email_state', '=', 'pending'), eb('created_at', '<', pendingBefore)]),
            eb.and([eb('email_state', '=', 'sending'), eb('email_sent_at', '<', claimedBefore)]),
          ]),
        )
        .orderBy('created_at')
        .limit(500)
        .execute();
    },
  };
}
