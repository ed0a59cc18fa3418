import {
  API,
  adminReferralResponseSchema,
  adminReferralsResponseSchema,
  candidateReferralsResponseSchema,
  createReferralRequestSchema,
  positionIdParamSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate, requireStaff, staffOnly } from '../../plugins/session.js';

const MINUTE = 60_000;

/**
 * Referrals (docs/decisions/054): the candidate's list on the dashboard (spec 1 §7 `dashboard/referrals`),
 * and the staff's list and form on a job.
 */
export async function referralsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = staffOnly('recruiter');
  // Each referral mails an address: few a minute per account keeps the form from being a mailing tool.
  const createLimit = app.limit({ name: 'referral-create', max: 20, timeWindowMs: MINUTE, key: byAccount });
  const service = () => app.services.referrals;

  // Spec 2 §6: referrals on the dashboard need the tenant's referral gate; without it the call does not exist
  // (404), as the dashboard shows no referrals tab.
  r.get(
    API.dashboardReferrals,
    { schema: { response: { 200: candidateReferralsResponseSchema } } },
    async (request) => {
      const candidate = requireCandidate(request);
      if (!request.tenant.config.gates.referralWithCandidateApplicationGate)
        throw new AppError('NOT_FOUND', 'Referrals are not available on this site.');
      return { data: { referrals: await service().forCandidate(request.tenant.id, candidate) } };
    },
  );

  r.get(
    API.adminPositionReferrals(':id'),
    {
      preValidation: staff,
      schema: { params: positionIdParamSchema, response: { 200: adminReferralsResponseSchema } },
    },
    async (request) => ({
      data: { referrals: await service().forPosition(request.tenant.id, request.params.id) },
    }),
  );

  r.post(
    API.adminPositionReferrals(':id'),
    {
      preValidation: staff,
      preHandler: createLimit,
      schema: {
        params: positionIdParamSchema,
        body: createReferralRequestSchema,
        response: { 201: adminReferralResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireStaff(request, 'recruiter');
      const referral = await service().create(request.tenant, actor, request.params.id, request.body);
      return reply.status(201).send({ data: referral });
    },
  );
}
