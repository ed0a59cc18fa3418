import { API, adminPipelineResponseSchema, updatePipelineRequestSchema } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireStaff, staffOnly } from '../../plugins/session.js';

/** The tenant's pipeline (docs/decisions/050): tenant admins read and change its stages. */
export async function pipelineRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = staffOnly('admin');
  const writeLimit = app.limit({
    name: 'admin-pipeline-write',
    max: 60,
    timeWindowMs: 60_000,
    key: byAccount,
  });

  r.get(
    API.adminPipeline,
    { preValidation: admin, schema: { response: { 200: adminPipelineResponseSchema } } },
    async (request) => ({ data: await app.services.pipeline.get(request.tenant.id) }),
  );

  r.put(
    API.adminPipeline,
    {
      preValidation: admin,
      preHandler: writeLimit,
      schema: { body: updatePipelineRequestSchema, response: { 200: adminPipelineResponseSchema } },
    },
    async (request) => {
      await app.services.pipeline.update(request.tenant.id, requireStaff(request, 'admin'), request.body);
      return { data: await app.services.pipeline.get(request.tenant.id) };
    },
  );
}
