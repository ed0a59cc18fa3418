import {
  API,
  candidateEventIdParamSchema,
  candidateEventResponseSchema,
  candidateEventsResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate } from '../../plugins/session.js';

const MINUTE = 60_000;

/** The signed-in candidate's events (docs/decisions/049): the list, registering and unregistering. */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.limit({ name: 'event-registration', max: 60, timeWindowMs: MINUTE, key: byAccount });
  const service = () => app.services.events;

  // Spec 1 §7 "GET /api/pcsx/dashboard/events".
  r.get(
    API.dashboardEvents,
    { schema: { response: { 200: candidateEventsResponseSchema } } },
    async (request) => ({
      data: await service().forCandidate(request.tenant, requireCandidate(request).id),
    }),
  );

  r.post(
    API.eventRegistration(':id'),
    {
      preHandler: limit,
      schema: { params: candidateEventIdParamSchema, response: { 200: candidateEventResponseSchema } },
    },
    async (request) => ({
      data: await service().register(request.tenant, requireCandidate(request).id, request.params.id),
    }),
  );

  r.delete(
    API.eventRegistration(':id'),
    {
      preHandler: limit,
      schema: { params: candidateEventIdParamSchema, response: { 200: candidateEventResponseSchema } },
    },
    async (request) => ({
      data: await service().unregister(request.tenant, requireCandidate(request).id, request.params.id),
    }),
  );
}
