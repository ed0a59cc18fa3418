import {
  API,
  adminPositionResponseSchema,
  adminPositionsQuerySchema,
  adminPositionsResponseSchema,
  createAdminPositionRequestSchema,
  positionIdParamSchema,
  updateAdminPositionRequestSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff, staffOnly } from '../../plugins/session.js';

const MINUTE = 60_000;

/**
 * The recruiter workspace's jobs (docs/decisions/040): for the tenant's recruiters and admins, refused to
 * everyone else before the input is read. Every write goes through the positions service, so search, the job
 * page and the sitemap follow it at once.
 */
export async function adminPositionsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = staffOnly('recruiter');
  const writeLimit = app.limit({
    name: 'admin-position-write',
    max: 60,
    timeWindowMs: MINUTE,
    key: (request) => request.candidate?.id ?? request.ip,
  });
  const byId = { params: positionIdParamSchema, response: { 200: adminPositionResponseSchema } };

  r.get(
    API.adminPositions,
    {
      preValidation: staff,
      schema: { querystring: adminPositionsQuerySchema, response: { 200: adminPositionsResponseSchema } },
    },
    async (request) => ({ data: await app.services.adminPositions.list(request.tenant.id, request.query) }),
  );

  r.post(
    API.adminPositions,
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: { body: createAdminPositionRequestSchema, response: { 201: adminPositionResponseSchema } },
    },
    async (request, reply) => {
      const actor = requireStaff(request, 'recruiter');
      const { position, publish } = request.body;
      const data = await app.services.adminPositions.create(request.tenant, actor, position, publish);
      return reply.status(201).send({ data });
    },
  );

  r.get(API.adminPosition(':id'), { preValidation: staff, schema: byId }, async (request) => ({
    data: await app.services.adminPositions.get(request.tenant, request.params.id),
  }));

  r.put(
    API.adminPosition(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: { ...byId, body: updateAdminPositionRequestSchema },
    },
    async (request) => ({
      data: await app.services.adminPositions.update(
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.body.position,
        request.body.version,
      ),
    }),
  );

  for (const [path, action] of [
    [API.adminPositionDuplicate(':id'), 'duplicate'],
    [API.adminPositionPublish(':id'), 'publish'],
    [API.adminPositionArchive(':id'), 'archive'],
  ] as const) {
    r.post(path, { preValidation: staff, preHandler: writeLimit, schema: byId }, async (request) => ({
      data: await app.services.adminPositions[action](
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.params.id,
      ),
    }));
  }
}
