import { API, nudgesResponseSchema } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/origin.js';
import { requireCandidate } from '../../plugins/session.js';

/** The dashboard's next steps (spec 1 §7 `GET /api/pcsx/dashboard/nudges`; docs/decisions/054). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(API.dashboardNudges, { schema: { response: { 200: nudgesResponseSchema } } }, async (request) => {
    const candidate = requireCandidate(request);
    const nudges = await app.services.dashboard.nudges(
      request.tenant,
      candidate.id,
      publicOrigin(request, request.tenant),
    );
    return { data: { nudges } };
  });
}
