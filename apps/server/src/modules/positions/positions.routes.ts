import {
  API,
  configOverridesQuerySchema,
  configOverridesResponseSchema,
  jobCartRequestSchema,
  jobCartResponseSchema,
  jobInsightsResponseSchema,
  matchDetailsQuerySchema,
  matchDetailsResponseSchema,
  positionDetailResponseSchema,
  positionDetailsQuerySchema,
  positionIdParamSchema,
  positionInsightsQuerySchema,
  savedPositionsResponseSchema,
  savePositionQuerySchema,
  saveResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate } from '../../plugins/session.js';
import { normalizeDomain } from '../tenants/tenants.service.js';

const MINUTE = 60_000;
const ID = ':id';

/**
 * The job page's calls (spec 1 §7, spec 2 §3-§4; docs/decisions/012-position-details-server.md, 034): a position,
 * its insights and its config overrides are public like the job list; saving and the job cart need a signed-in
 * candidate.
 */
export async function positionsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byCandidate = {
    key: byAccount,
  };
  const saveLimit = app.limit({ name: 'position-save', max: 60, timeWindowMs: MINUTE, ...byCandidate });

  // Spec 1 §7. Registered before `positions/:id`; Fastify's router prefers the static segment anyway, and
  // positions.routes.test.ts checks that `saved` never reaches the `:id` route.
  r.get(
    API.positionsSaved,
    { schema: { response: { 200: savedPositionsResponseSchema } } },
    async (request) => {
      const candidate = requireCandidate(request);
      const positions = await app.services.savedPositions.list(request.tenant.id, candidate.id);
      return { data: { positions } };
    },
  );

  // Spec 1 §7's three reads of one position, public like the job list. Each answers a private position only
  // with its link token (private-link.ts), and each counts against the client address's read limit.
  const readLimit = app.limit({
    name: 'position-read',
    max: app.env.POSITION_READ_RATE_LIMIT,
    timeWindowMs: MINUTE,
  });

  r.get(
    API.positionDetails,
    {
      schema: { querystring: positionDetailsQuerySchema, response: { 200: positionDetailResponseSchema } },
      preHandler: readLimit,
    },
    async (request) => {
      const { position_id, private: privateToken, queried_location } = request.query;
      const position = await app.services.positionDetails.detail(request.tenant.id, position_id, {
        privateToken: privateToken ?? null,
        candidateId: request.candidate?.id ?? null,
        queriedLocation: queried_location ?? null,
      });
      return { data: { position } };
    },
  );

  r.get(
    API.positionInsights,
    {
      schema: { querystring: positionInsightsQuerySchema, response: { 200: jobInsightsResponseSchema } },
      preHandler: readLimit,
    },
    async (request) => {
      const jobInsights = await app.services.positionDetails.insights(
        request.tenant.id,
        request.query.position_id,
        {
          privateToken: request.query.private ?? null,
        },
      );
      return { data: { jobInsights } };
    },
  );

  // Spec 1 §7: the profile belongs to the signed-in candidate, so match details are theirs alone.
  r.get(
    API.matchDetails,
    {
      schema: { querystring: matchDetailsQuerySchema, response: { 200: matchDetailsResponseSchema } },
      preHandler: readLimit,
    },
    async (request) => {
      const candidate = requireCandidate(request);
      const matchDetails = await app.services.positionDetails.match(
        request.tenant.id,
        request.query.position_id,
        { privateToken: request.query.private ?? null, candidateId: candidate.id },
      );
      return { data: { matchDetails } };
    },
  );

  r.get(
    API.positionOverrides,
    {
      schema: { querystring: configOverridesQuerySchema, response: { 200: configOverridesResponseSchema } },
      preHandler: readLimit,
    },
    async (request) => {
      const positionDetailsConfig = await app.services.positionDetails.configOverrides(
        request.tenant,
        request.query.position_id,
        { privateToken: request.query.private ?? null, language: request.query.hl ?? null },
      );
      return { data: { positionDetailsConfig } };
    },
  );

  r.post(
    API.positionSave(ID),
    {
      schema: {
        params: positionIdParamSchema,
        querystring: savePositionQuerySchema,
        response: { 200: saveResponseSchema },
      },
      preHandler: saveLimit,
    },
    async (request) => {
      const candidate = requireCandidate(request);
      await app.services.savedPositions.save(
        request.tenant.id,
        candidate.id,
        request.params.id,
        request.query.private ?? null,
      );
      return { data: { isSaved: true } };
    },
  );

  r.delete(
    API.positionSave(ID),
    {
      schema: { params: positionIdParamSchema, response: { 200: saveResponseSchema } },
      preHandler: saveLimit,
    },
    async (request) => {
      const candidate = requireCandidate(request);
      await app.services.savedPositions.unsave(request.tenant.id, candidate.id, request.params.id);
      return { data: { isSaved: false } };
    },
  );

  r.get(API.jobCart, { schema: { response: { 200: jobCartResponseSchema } } }, async (request) => {
    // A tenant without the cart answers 404 for everyone, signed in or not: the feature is not there.
    app.services.jobCart.assertEnabled(request.tenant);
    const candidate = requireCandidate(request);
    const jobCartData = await app.services.jobCart.get(request.tenant, candidate.id);
    return { data: { data: { jobCartData } } };
  });

  r.post(
    API.jobCart,
    {
      schema: { body: jobCartRequestSchema, response: { 200: jobCartResponseSchema } },
      preHandler: app.limit({ name: 'job-cart', max: 60, timeWindowMs: MINUTE, ...byCandidate }),
    },
    async (request) => {
      app.services.jobCart.assertEnabled(request.tenant);
      const candidate = requireCandidate(request);
      const { domain } = request.body;
      // The spec's payload names the site (group id); it must be the site the request is for.
      if (domain && normalizeDomain(domain) !== request.tenant.domain) {
        throw new AppError('BAD_REQUEST', 'The domain does not match this site.', {
          fields: { domain: 'Use the domain of this site.' },
        });
      }
      const jobCartData = await app.services.jobCart.update(request.tenant, candidate.id, request.body);
      return { data: { data: { jobCartData } } };
    },
  );
}
