import type { Insertable, Kysely } from 'kysely';
import type { Database, StaffInvitationTable } from '../../db/types.js';

const MEMBER_COLUMNS = ['id', 'email', 'full_name', 'staff_role'] as const;

/** A tenant's staff (candidates with a `staff_role`) and its invitations (migration 0022). */
export function createStaffRepository(db: Kysely<Database>) {
  return {
    members(tenantId: string) {
      return db
        .selectFrom('candidates')
        .select(MEMBER_COLUMNS)
        .where('tenant_id', '=', tenantId)
        .where('staff_role', 'is not', null)
        .orderBy('email')
        .execute();
    },
    member(tenantId: string, id: string) {
      return db
        .selectFrom('candidates')
        .select(MEMBER_COLUMNS)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('staff_role', 'is not', null)
        .executeTakeFirst();
    },
    memberByEmail(tenantId: string, email: string) {
      return db
        .selectFrom('candidates')
        .select(MEMBER_COLUMNS)
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('staff_role', 'is not', null)
        .executeTakeFirst();
    },
    async adminCount(tenantId: string): Promise<number> {
      const row = await db
        .selectFrom('candidates')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('staff_role', '=', 'admin')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async setRole(tenantId: string, id: string, role: StaffInvitationTable['role'] | null, at: string) {
      await db
        .updateTable('candidates')
        .set({ staff_role: role, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    /** Invitations neither accepted nor revoked nor expired, newest first; one address if `email` is given. */
    openInvitations(tenantId: string, nowIso: string, email?: string) {
      let query = db
        .selectFrom('staff_invitations')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso);
      if (email !== undefined) query = query.where('email', '=', email);
      return query.orderBy('created_at', 'desc').execute();
    },
    async insertInvitation(row: Insertable<StaffInvitationTable>): Promise<void> {
      await db.insertInto('staff_invitations').values(row).execute();
    },
    /** Ends every open invitation of an address (a newer one replaces them, or one was accepted). */
    async closeInvitations(
      tenantId: string,
      email: string,
      column: 'accepted_at' | 'revoked_at',
      at: string,
    ): Promise<void> {
      await db
        .updateTable('staff_invitations')
        .set({ [column]: at })
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
    },
    /** Conditional: true only for the request that revoked an open invitation of this tenant. */
    async revokeInvitation(tenantId: string, id: string, at: string): Promise<boolean> {
      const res = await db
        .updateTable('staff_invitations')
        .set({ revoked_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    invitation(tenantId: string, id: string) {
      return db
        .selectFrom('staff_invitations')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
