import { API, okResponseSchema, vslogBodySchema, vslogQuerySchema } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** POST /vslog: page views and timings (spec 1 §7, spec 2 §7), stored per tenant and candidate. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.vslog,
    {
      schema: { querystring: vslogQuerySchema, body: vslogBodySchema, response: { 200: okResponseSchema } },
      bodyLimit: 32 * 1024,
      preHandler: app.limit({ name: 'vslog-ip', max: 120, timeWindowMs: 60_000 }),
    },
    async (request) => {
      await app.services.analytics.record({
        tenantId: request.tenant.id,
        candidateId: request.candidate?.id ?? null,
        body: request.body,
        query: request.query,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return { data: { ok: true as const } };
    },
  );
}
