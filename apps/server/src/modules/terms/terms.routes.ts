import { API, attestTermsRequestSchema, termsOfServiceResponseSchema } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireSignedIn } from '../../plugins/session.js';

const MINUTE = 60_000;

/**
 * Spec 1 §7 `GET`/`POST /api/pcsx/terms_of_service` (docs/decisions/022). Signed in, but outside the gate: these
 * are the calls the gate itself makes (`requireSignedIn`, not `requireCandidate`).
 */
export async function termsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.termsOfService,
    { schema: { response: { 200: termsOfServiceResponseSchema } } },
    async (request) => {
      const candidate = requireSignedIn(request);
      return { data: await app.services.terms.state(request.tenant, candidate.id) };
    },
  );

  r.post(
    API.termsOfService,
    {
      schema: { body: attestTermsRequestSchema, response: { 200: termsOfServiceResponseSchema } },
      preHandler: app.limit({
        name: 'terms-attest',
        max: 20,
        timeWindowMs: MINUTE,
        key: byAccount,
      }),
    },
    async (request) => {
      const candidate = requireSignedIn(request);
      const data = await app.services.terms.attest(request.tenant, candidate.id, {
        version: request.body?.version,
        ip: request.ip,
      });
      request.termsPending = false;
      request.log.info({ candidateId: candidate.id, version: data.version }, 'terms attested');
      return { data };
    },
  );
}
