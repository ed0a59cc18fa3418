import {
  API,
  adminEventIdParamSchema,
  adminEventRegistrationsResponseSchema,
  adminEventResponseSchema,
  adminEventsQuerySchema,
  adminEventsResponseSchema,
  cancelAdminEventRequestSchema,
  createAdminEventRequestSchema,
  publishAdminEventRequestSchema,
  updateAdminEventRequestSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireStaff, staffOnly } from '../../plugins/session.js';

const MINUTE = 60_000;

/** The staff's events (docs/decisions/049): recruiters and admins, refused to everyone else before the input is read. */
export async function adminEventsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = staffOnly('recruiter');
  const writeLimit = app.limit({ name: 'admin-event-write', max: 120, timeWindowMs: MINUTE, key: byAccount });
  const service = () => app.services.events;
  const params = adminEventIdParamSchema;

  r.get(
    API.adminEvents,
    {
      preValidation: staff,
      schema: { querystring: adminEventsQuerySchema, response: { 200: adminEventsResponseSchema } },
    },
    async (request) => ({ data: await service().list(request.tenant.id, request.query) }),
  );

  r.post(
    API.adminEvents,
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: { body: createAdminEventRequestSchema, response: { 201: adminEventResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await service().create(request.tenant.id, requireStaff(request, 'recruiter'), request.body),
      }),
  );

  r.get(
    API.adminEvent(':id'),
    { preValidation: staff, schema: { params, response: { 200: adminEventResponseSchema } } },
    async (request) => ({ data: await service().get(request.tenant.id, request.params.id) }),
  );

  r.put(
    API.adminEvent(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: { params, body: updateAdminEventRequestSchema, response: { 200: adminEventResponseSchema } },
    },
    async (request) => ({
      data: await service().update(
        request.tenant.id,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.post(
    API.adminEventPublish(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: { params, body: publishAdminEventRequestSchema, response: { 200: adminEventResponseSchema } },
    },
    async (request) => ({
      data: await service().publish(
        request.tenant.id,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.body.updated_at,
      ),
    }),
  );

  r.post(
    API.adminEventCancel(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: { params, body: cancelAdminEventRequestSchema, response: { 200: adminEventResponseSchema } },
    },
    async (request) => ({
      data: await service().cancel(
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.get(
    API.adminEventRegistrations(':id'),
    { preValidation: staff, schema: { params, response: { 200: adminEventRegistrationsResponseSchema } } },
    async (request) => ({
      data: { registrations: await service().registrations(request.tenant.id, request.params.id) },
    }),
  );

  r.get(
    API.adminEventRegistrationsCsv(':id'),
    { preValidation: staff, schema: { params } },
    async (request, reply) => {
      const { filename, csv } = await service().registrationsCsv(request.tenant.id, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${csv}`);
    },
  );
}
