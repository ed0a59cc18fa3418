import {
  API,
  applicationIdParamSchema,
  applyFormQuerySchema,
  applyFormResponseSchema,
  candidateApplicationsResponseSchema,
  confirmApplicationRequestSchema,
  confirmApplicationResponseSchema,
  deleteDraftsRequestSchema,
  deleteDraftsResponseSchema,
  draftApplicationsQuerySchema,
  draftApplicationsResponseSchema,
  saveDraftRequestSchema,
  saveDraftResponseSchema,
  submitApplicationRequestSchema,
  submitApplicationResponseSchema,
  withdrawApplicationRequestSchema,
  withdrawApplicationResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../lib/origin.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { optionalCandidate, requireCandidate } from '../../plugins/session.js';
import type { ApplyContext } from './applications.service.js';

const MINUTE = 60_000;

function contextOf(request: FastifyRequest): ApplyContext {
  return {
    tenant: request.tenant,
    candidate: optionalCandidate(request),
    origin: publicOrigin(request, request.tenant),
  };
}

/**
 * Applying (docs/decisions/020-apply.md): the form, drafts (spec 2 §7 "draft applications" and "delete
 * draft", body `position_ids`), the submit and the confirmation of a visitor's applications.
 */
export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const key = byAccount;
  // Autosave sends at most one save a second per open apply page; this leaves room for a few tabs.
  const draftLimit = app.limit({ name: 'draft-save', max: 240, timeWindowMs: MINUTE, key });
  const submitLimit = app.limit({ name: 'apply-submit', max: 20, timeWindowMs: MINUTE, key });
  const withdrawLimit = app.limit({ name: 'application-withdraw', max: 30, timeWindowMs: MINUTE, key });

  // Spec 2 §7 "applications" (the applications page): the candidate's own, newest first, split into active
  // and inactive; the tenant may hide where each one stands.
  r.get(
    API.dashboardApplications,
    { schema: { response: { 200: candidateApplicationsResponseSchema } } },
    async (request) => ({
      data: await app.services.applications.candidateCards(request.tenant, requireCandidate(request).id),
    }),
  );

  // The candidate withdraws one of their own applications (docs/decisions/054).
  r.post(
    API.applicationWithdraw(':id'),
    {
      schema: {
        params: applicationIdParamSchema,
        body: withdrawApplicationRequestSchema,
        response: { 200: withdrawApplicationResponseSchema },
      },
      preHandler: withdrawLimit,
    },
    async (request) => ({
      data: await app.services.applications.withdraw(
        request.tenant,
        requireCandidate(request),
        request.params.id,
        request.body.version,
      ),
    }),
  );

  r.get(
    API.applyForm,
    {
      schema: {
        querystring: applyFormQuerySchema.extend({ hl: z.string().max(20).optional() }),
        response: { 200: applyFormResponseSchema },
      },
    },
    async (request) => {
      const { pids, private: privateToken, hl } = request.query;
      const data = await app.services.applications.form(contextOf(request), {
        pids,
        private: privateToken ?? null,
        ...(hl ? { language: hl } : {}),
      });
      return { data };
    },
  );

  r.get(
    API.draftApplications,
    {
      schema: {
        querystring: draftApplicationsQuerySchema,
        response: { 200: draftApplicationsResponseSchema },
      },
    },
    async (request) => {
      const candidate = requireCandidate(request);
      return {
        data: await app.services.applications.drafts(request.tenant, candidate.id, request.query.position_id),
      };
    },
  );

  r.put(
    API.draftApplications,
    {
      schema: { body: saveDraftRequestSchema, response: { 200: saveDraftResponseSchema } },
      preHandler: draftLimit,
    },
    async (request) => {
      const candidate = requireCandidate(request);
      const draft = await app.services.applications.saveDraft(request.tenant, candidate.id, request.body);
      return { data: { draft } };
    },
  );

  r.delete(
    API.draftApplications,
    {
      schema: { body: deleteDraftsRequestSchema, response: { 200: deleteDraftsResponseSchema } },
      preHandler: draftLimit,
    },
    async (request) => {
      const candidate = requireCandidate(request);
      const deleted = await app.services.applications.deleteDrafts(
        request.tenant,
        candidate.id,
        request.body.position_ids,
      );
      return { data: { deleted } };
    },
  );

  r.post(
    API.apply,
    {
      schema: { body: submitApplicationRequestSchema, response: { 200: submitApplicationResponseSchema } },
      preHandler: submitLimit,
    },
    async (request) => ({ data: await app.services.applications.submit(contextOf(request), request.body) }),
  );

  r.post(
    API.applyConfirm,
    {
      schema: { body: confirmApplicationRequestSchema, response: { 200: confirmApplicationResponseSchema } },
      preHandler: submitLimit,
    },
    async (request) => ({
      data: { results: await app.services.applications.confirm(request.tenant, request.body.token) },
    }),
  );
}
