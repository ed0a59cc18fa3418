import {
  API,
  adminPositionResponseSchema,
  adminPositionsQuerySchema,
  adminPositionsResponseSchema,
  createAdminPositionRequestSchema,
  IMPORT_MAX_BYTES,
  importPreviewResponseSchema,
  importRequestSchema,
  importResultResponseSchema,
  positionIdParamSchema,
  updateAdminPositionRequestSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
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
    key: byAccount,
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

  // A feed of 10,000 jobs is tens of megabytes: these two calls read up to IMPORT_MAX_BYTES of text.
  const importBody = { bodyLimit: IMPORT_MAX_BYTES + 64 * 1024 };
  r.post(
    API.adminPositionsImportPreview,
    {
      ...importBody,
      preValidation: staff,
      preHandler: writeLimit,
      schema: { body: importRequestSchema, response: { 200: importPreviewResponseSchema } },
    },
    async (request) => ({
      data: await app.services.adminPositions.previewImport(
        request.tenant,
        request.body.format,
        request.body.content,
      ),
    }),
  );
  r.post(
    API.adminPositionsImport,
    {
      ...importBody,
      preValidation: staff,
      preHandler: writeLimit,
      schema: { body: importRequestSchema, response: { 200: importResultResponseSchema } },
    },
    async (request) => ({
      data: await app.services.adminPositions.importFile(
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.body.format,
        request.body.content,
      ),
    }),
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
