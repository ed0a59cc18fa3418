import {
  API,
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  changeStaffRoleRequestSchema,
  inviteStaffRequestSchema,
  okResponseSchema,
  staffIdParamSchema,
  staffInvitationResponseSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/origin.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireStaff, staffOnly } from '../../plugins/session.js';

const MINUTE = 60_000;

/**
 * The tenant admin's staff list, invitations and audit trail (docs/decisions/039). Every route is for the
 * tenant's admins only; recruiters and candidates get 403, visitors 401, before their input is read.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = staffOnly('admin');
  const writeLimit = app.limit({
    name: 'staff-write',
    max: 30,
    timeWindowMs: MINUTE,
    key: byAccount,
  });

  r.get(
    API.adminStaff,
    { preValidation: adminOnly, schema: { response: { 200: staffListResponseSchema } } },
    async (request) => ({ data: await app.services.staff.list(request.tenant.id) }),
  );

  r.post(
    API.adminStaffInvitations,
    {
      preValidation: adminOnly,
      preHandler: writeLimit,
      schema: { body: inviteStaffRequestSchema, response: { 201: staffInvitationResponseSchema } },
    },
    async (request, reply) => {
      const admin = requireStaff(request, 'admin');
      const invitation = await app.services.staff.invite(
        request.tenant,
        admin,
        request.body,
        publicOrigin(request, request.tenant),
      );
      return reply.status(201).send({ data: invitation });
    },
  );

  r.delete(
    API.adminStaffInvitation(':id'),
    {
      preValidation: adminOnly,
      preHandler: writeLimit,
      schema: { params: staffIdParamSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await app.services.staff.revokeInvitation(
        request.tenant.id,
        requireStaff(request, 'admin'),
        request.params.id,
      );
      return { data: { ok: true as const } };
    },
  );

  r.patch(
    API.adminStaffMember(':id'),
    {
      preValidation: adminOnly,
      preHandler: writeLimit,
      schema: {
        params: staffIdParamSchema,
        body: changeStaffRoleRequestSchema,
        response: { 200: staffMemberResponseSchema },
      },
    },
    async (request) => ({
      data: await app.services.staff.changeRole(
        request.tenant.id,
        requireStaff(request, 'admin'),
        request.params.id,
        request.body.role,
      ),
    }),
  );

  r.delete(
    API.adminStaffMember(':id'),
    {
      preValidation: adminOnly,
      preHandler: writeLimit,
      schema: { params: staffIdParamSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await app.services.staff.remove(request.tenant.id, requireStaff(request, 'admin'), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  r.get(
    API.adminAudit,
    {
      preValidation: adminOnly,
      schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditResponseSchema } },
    },
    async (request) => ({ data: await app.services.audit.list(request.tenant.id, request.query.page) }),
  );
}
