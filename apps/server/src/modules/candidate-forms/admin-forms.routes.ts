import {
  API,
  adminFormIdParamSchema,
  adminFormRecipientsResponseSchema,
  adminFormResponseSchema,
  adminFormsResponseSchema,
  assignAdminFormRequestSchema,
  assignAdminFormResponseSchema,
  createAdminFormRequestSchema,
  updateAdminFormRequestSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireStaff, staffOnly } from '../../plugins/session.js';

const MINUTE = 60_000;

/** The form builder (docs/decisions/048): tenant admins only, refused to everyone else before the input is read. */
export async function adminFormsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = staffOnly('admin');
  const writeLimit = app.limit({ name: 'admin-form-write', max: 120, timeWindowMs: MINUTE, key: byAccount });
  const service = () => app.services.adminForms;

  r.get(
    API.adminForms,
    { preValidation: admin, schema: { response: { 200: adminFormsResponseSchema } } },
    async (request) => ({ data: { forms: await service().list(request.tenant.id) } }),
  );

  r.post(
    API.adminForms,
    {
      preValidation: admin,
      preHandler: writeLimit,
      schema: { body: createAdminFormRequestSchema, response: { 201: adminFormResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await service().create(request.tenant.id, requireStaff(request, 'admin'), request.body),
      }),
  );

  r.get(
    API.adminForm(':id'),
    {
      preValidation: admin,
      schema: { params: adminFormIdParamSchema, response: { 200: adminFormResponseSchema } },
    },
    async (request) => ({ data: await service().get(request.tenant.id, request.params.id) }),
  );

  r.put(
    API.adminForm(':id'),
    {
      preValidation: admin,
      preHandler: writeLimit,
      schema: {
        params: adminFormIdParamSchema,
        body: updateAdminFormRequestSchema,
        response: { 200: adminFormResponseSchema },
      },
    },
    async (request) => ({
      data: await service().update(
        request.tenant.id,
        requireStaff(request, 'admin'),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.get(
    API.adminFormRecipients(':id'),
    {
      preValidation: admin,
      schema: { params: adminFormIdParamSchema, response: { 200: adminFormRecipientsResponseSchema } },
    },
    async (request) => ({
      data: { recipients: await service().recipients(request.tenant.id, request.params.id) },
    }),
  );

  r.post(
    API.adminFormAssign(':id'),
    {
      preValidation: admin,
      preHandler: writeLimit,
      schema: {
        params: adminFormIdParamSchema,
        body: assignAdminFormRequestSchema,
        response: { 200: assignAdminFormResponseSchema },
      },
    },
    async (request) => ({
      data: await service().assign(
        request.tenant.id,
        requireStaff(request, 'admin'),
        request.params.id,
        request.body,
      ),
    }),
  );
}
