import { z } from 'zod';
import { emailField } from './auth.js';
import { envelope } from './errors.js';
import { STAFF_ROLES } from './staff-roles.js';

export { STAFF_ROLES, type StaffRole, staffRoleAllows } from './staff-roles.js';

/** How long an invitation waits for its address to sign in. */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** `GET /api/admin/staff`: the tenant's staff and the invitations still open. */
export const staffListResponseSchema = envelope(
  z.object({ members: z.array(staffMemberSchema), invitations: z.array(staffInvitationSchema) }),
);

/** `POST /api/admin/staff/invitations`. */
export const inviteStaffRequestSchema = z
  .object({
    email: emailField,
    role: z.enum(STAFF_ROLES, { message: 'Choose a role: admin or recruiter.' }),
  })
  .strict();
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;
export const staffInvitationResponseSchema = envelope(staffInvitationSchema);

/** `PATCH /api/admin/staff/{id}`: another role for a member. */
export const changeStaffRoleRequestSchema = z
  .object({ role: z.enum(STAFF_ROLES, { message: 'Choose a role: admin or recruiter.' }) })
  .strict();
export const staffMemberResponseSchema = envelope(staffMemberSchema);

export const staffIdParamSchema = z.object({ id: z.uuid({ message: 'Not a staff member id.' }) });

/** One audit row: who changed what, when, and the record before and after (null where there was none). */
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const ADMIN_AUDIT_PAGE_SIZE = 50;
export const adminAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page starts at 1.').max(10_000).default(1),
});
export const adminAuditResponseSchema = envelope(
  z.object({ entries: z.array(adminAuditEntrySchema), page: z.number(), total: z.number() }),
);
