import { randomUUID } from 'node:crypto';
import {
  type InviteStaffRequest,
  STAFF_INVITATION_TTL_MS,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import { dbKind } from '../../db/database.js';
import type { CandidateRow, Database, StaffInvitationTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { tenantLink } from '../../lib/origin.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { isEmailVerified, normalizeEmail } from '../candidates/candidates.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { createStaffRepository } from './staff.repository.js';

type MemberRow = { id: string; email: string; full_name: string; staff_role: StaffRole | null };

const toMember = (row: MemberRow): StaffMember => ({
  id: row.id,
  email: row.email,
  full_name: row.full_name,
  role: row.staff_role!,
});

const toInvitation = (row: StaffInvitationTable): StaffInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: row.invited_by,
  created_at: row.created_at,
  expires_at: row.expires_at,
});

const ROLE_NAMES: Record<StaffRole, string> = { admin: 'an admin', recruiter: 'a recruiter' };

/** The invitation mail: who invited whom to what, and how the role is taken (sign in with this address). */
export function invitationMail(
  tenant: Pick<Tenant, 'name'>,
  inviter: Pick<CandidateRow, 'full_name'> | null,
  role: StaffRole,
  email: string,
  signInLink: string,
): { subject: string; text: string } {
  const days = Math.round(STAFF_INVITATION_TTL_MS / 86_400_000);
  return {
    subject: `You are invited to work on the ${tenant.name} careers site`,
    text: [
      'Hello,',
      '',
      `${inviter?.full_name ?? `${tenant.name}`} invited you to the ${tenant.name} careers site as ${ROLE_NAMES[role]}.`,
      `Within ${days} days, sign in there with this address (${email}), or create an account with it and`,
      'confirm it from the mail we then send. The role is yours from that sign-in:',
      '',
      signInLink,
      '',
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n'),
  };
}

/**
 * The tenant's staff (docs/decisions/039): admins invite an address to a role, change a member's role or take
 * it away. A tenant always keeps at least one admin. Every write is audited in its own transaction.
 */
export function createStaffService(
  db: Kysely<Database>,
  deps: { mail: MailService; audit: AuditService; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  const repo = createStaffRepository(db);
  const actorOf = (account: CandidateRow): AuditActor => ({ id: account.id, email: account.email });

  /**
   * Refuses (409 with `message`) unless the tenant has an admin besides the one about to go. On PostgreSQL the
   * tenant's admin rows are locked first, so two admins leaving at once queue instead of each seeing the other
   * still there; SQLite runs one write transaction at a time anyway.
   */
  async function assertAnotherAdmin(trx: Kysely<Database>, tenantId: string, message: string): Promise<void> {
    if (dbKind(trx) === 'postgres') {
      await trx
        .selectFrom('candidates')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('staff_role', '=', 'admin')
        .forUpdate()
        .execute();
    }
    if ((await createStaffRepository(trx).adminCount(tenantId)) <= 1) throw new AppError('CONFLICT', message);
  }

  /** Changes a member's role inside `trx`, refusing to leave the tenant without an admin. */
  async function setRoleKeepingAnAdmin(
    trx: Kysely<Database>,
    tenantId: string,
    member: MemberRow,
    role: StaffRole | null,
  ): Promise<void> {
    if (member.staff_role === 'admin' && role !== 'admin')
      await assertAnotherAdmin(
        trx,
        tenantId,
        'The site needs at least one admin: make someone else an admin first.',
      );
    await createStaffRepository(trx).setRole(tenantId, member.id, role, now().toISOString());
  }

  /** A member's new role (null: off the staff) and its audit row, in one transaction. */
  async function setRoleAudited(
    tenantId: string,
    actor: CandidateRow,
    id: string,
    role: StaffRole | null,
    action: string,
  ): Promise<void> {
    const member = await findMember(tenantId, id);
    await db.transaction().execute(async (trx) => {
      await setRoleKeepingAnAdmin(trx, tenantId, member, role);
      await deps.audit.record(trx, tenantId, actorOf(actor), {
        action,
        targetType: 'staff_member',
        targetId: id,
        before: toMember(member),
        after: role === null ? null : toMember({ ...member, staff_role: role }),
      });
    });
  }

  async function findMember(tenantId: string, id: string): Promise<MemberRow> {
    const member = await repo.member(tenantId, id);
    if (!member) throw new AppError('NOT_FOUND', 'No such staff member.');
    return member;
  }

  return {
    async list(tenantId: string): Promise<{ members: StaffMember[]; invitations: StaffInvitation[] }> {
      const [members, invitations] = await Promise.all([
        repo.members(tenantId),
        repo.openInvitations(tenantId, now().toISOString()),
      ]);
      return { members: members.map(toMember), invitations: invitations.map(toInvitation) };
    },

    /**
     * Invites an address to a role. A member already on the staff is a 409 (change their role instead); an
     * open invitation for the address is replaced by this one, so only the newest counts.
     */
    async invite(
      tenant: Tenant,
      inviter: CandidateRow,
      input: InviteStaffRequest,
      origin: string,
    ): Promise<StaffInvitation> {
      const email = normalizeEmail(input.email);
      if (await repo.memberByEmail(tenant.id, email))
        throw new AppError('CONFLICT', `${email} is on the staff already: change their role instead.`, {
          fields: { email: 'This address is on the staff already.' },
        });
      const at = now();
      const row: StaffInvitationTable = {
        id: randomUUID(),
        tenant_id: tenant.id,
        email,
        role: input.role,
        invited_by: inviter.id,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + STAFF_INVITATION_TTL_MS).toISOString(),
        accepted_at: null,
        revoked_at: null,
      };
      await db.transaction().execute(async (trx) => {
        const tx = createStaffRepository(trx);
        await tx.closeInvitations(tenant.id, email, 'revoked_at', row.created_at);
        await tx.insertInvitation(row);
        await deps.audit.record(trx, tenant.id, actorOf(inviter), {
          action: 'staff.invite',
          targetType: 'staff_invitation',
          targetId: row.id,
          before: null,
          after: toInvitation(row),
        });
      });
      const link = tenantLink(origin, tenant, '/careers', { show_login_modal: '1' });
      await deps.mail.send({
        tenantId: tenant.id,
        to: email,
        ...invitationMail(tenant, inviter, input.role, email, link),
      });
      return toInvitation(row);
    },

    async revokeInvitation(tenantId: string, actor: CandidateRow, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const tx = createStaffRepository(trx);
        const before = await tx.invitation(tenantId, id);
        if (!before || !(await tx.revokeInvitation(tenantId, id, now().toISOString())))
          throw new AppError('NOT_FOUND', 'No open invitation with this id.');
        await deps.audit.record(trx, tenantId, actorOf(actor), {
          action: 'staff.invitation_revoke',
          targetType: 'staff_invitation',
          targetId: id,
          before: toInvitation(before),
          after: null,
        });
      });
    },

    async changeRole(
      tenantId: string,
      actor: CandidateRow,
      id: string,
      role: StaffRole,
    ): Promise<StaffMember> {
      await setRoleAudited(tenantId, actor, id, role, 'staff.role_change');
      return toMember(await findMember(tenantId, id));
    },

    /** Takes the staff role away; the account stays, as a candidate's. */
    async remove(tenantId: string, actor: CandidateRow, id: string): Promise<void> {
      await setRoleAudited(tenantId, actor, id, null, 'staff.remove');
    },

    /**
     * Inside an account deletion's transaction: the site's only admin cannot delete their account (nobody could
     * invite a new admin then). Anyone else may.
     */
    async assertAccountRemovable(
      trx: Kysely<Database>,
      tenantId: string,
      candidateId: string,
    ): Promise<void> {
      const member = await createStaffRepository(trx).member(tenantId, candidateId);
      if (member?.staff_role === 'admin')
        await assertAnotherAdmin(
          trx,
          tenantId,
          "You are this site's only admin: make someone else an admin before you delete your account.",
        );
    },

    /**
     * Gives a signed-in account the role its address was invited to, once the address is proven (a sign-up is
     * open to any address; only a mailed link proves it is theirs). The newest open invitation counts; the
     * account's own join is audited with the account as actor.
     */
    async claimInvitation(tenantId: string, account: CandidateRow): Promise<StaffRole | null> {
      if (!isEmailVerified(account)) return null;
      const [invitation] = await repo.openInvitations(tenantId, now().toISOString(), account.email);
      if (!invitation) return null;
      await db.transaction().execute(async (trx) => {
        const at = now().toISOString();
        await createStaffRepository(trx).closeInvitations(tenantId, account.email, 'accepted_at', at);
        // An admin invited as a recruiter stays an admin: an invitation never takes rights away.
        const role = account.staff_role === 'admin' ? 'admin' : invitation.role;
        await createStaffRepository(trx).setRole(tenantId, account.id, role, at);
        await deps.audit.record(trx, tenantId, actorOf(account), {
          action: 'staff.join',
          targetType: 'staff_member',
          targetId: account.id,
          before: account.staff_role ? toMember(account) : null,
          after: toMember({ ...account, staff_role: role }),
        });
      });
      return account.staff_role === 'admin' ? 'admin' : invitation.role;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
