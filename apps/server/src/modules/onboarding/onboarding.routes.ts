import { API, onboardingResponseSchema, profileBootstrapResponseSchema } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate } from '../../plugins/session.js';

const MINUTE = 60_000;

/**
 * Onboarding (spec 1 §4, §7 `POST /api/pcsx/onboarding`) and profile bootstrapping (`POST
 * /api/pcsx/profile_bootstrap`); docs/decisions/027. Signed-in only, always the session's own candidate. The
 * bodies are read by the service, not a route schema, so a bad value is a 422 naming it (as `profile_edit`).
 */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.limit({
    name: 'onboarding',
    max: 30,
    timeWindowMs: MINUTE,
    key: byAccount,
  });

  r.post(
    API.profileBootstrap,
    { schema: { response: { 200: profileBootstrapResponseSchema } }, preHandler: limit },
    async (request) => {
      const candidate = requireCandidate(request);
      return { data: await app.services.onboarding.bootstrap(request.tenant.id, candidate.id, request.body) };
    },
  );

  r.post(
    API.onboarding,
    { schema: { response: { 200: onboardingResponseSchema } }, preHandler: limit },
    async (request) => {
      const candidate = requireCandidate(request);
      return { data: await app.services.onboarding.complete(request.tenant, candidate.id, request.body) };
    },
  );
}
