import {
  API,
  candidateFormAnswersRequestSchema,
  candidateFormParamSchema,
  candidateFormResponseSchema,
  FORM_ANSWERS_BODY_LIMIT_BYTES,
  formsListQuerySchema,
  formsListResponseSchema,
  saveCandidateFormResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate } from '../../plugins/session.js';
import type { FormsActor } from './candidate-forms.service.js';

const MINUTE = 60_000;

/**
 * The signed-in candidate and where they reached the site: an e-signature item of a form signs on this
 * origin's widget, as the offer center's documents do (docs/decisions/016).
 */
function actorOf(request: FastifyRequest): FormsActor {
  return {
    tenantId: request.tenant.id,
    candidateId: requireCandidate(request).id,
    siteOrigin: `${request.protocol}://${request.host}`,
  };
}

/**
 * The forms center's calls (spec 1 §7 `forms_list`; the rest in the same style, docs/decisions/019). Every
 * call needs the signed-in candidate and only ever finds that candidate's forms of the request's tenant.
 */
export async function candidateFormsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const key = byAccount;
  const saveLimit = app.limit({ name: 'form-save', max: 60, timeWindowMs: MINUTE, key });
  const submitLimit = app.limit({ name: 'form-submit', max: 20, timeWindowMs: MINUTE, key });

  r.get(
    API.formsList,
    { schema: { querystring: formsListQuerySchema, response: { 200: formsListResponseSchema } } },
    async (request) => ({
      data: await app.services.candidateForms.list(actorOf(request), {
        tab: request.query.tab_id,
        includeTabList: request.query.include_tab_list,
      }),
    }),
  );

  r.get(
    API.candidateForm(':id'),
    { schema: { params: candidateFormParamSchema, response: { 200: candidateFormResponseSchema } } },
    async (request) => ({
      data: { form: await app.services.candidateForms.get(actorOf(request), request.params.id) },
    }),
  );

  r.put(
    API.candidateForm(':id'),
    {
      // Uploaded files travel inside the answers as base64 (spec 3 §3).
      bodyLimit: FORM_ANSWERS_BODY_LIMIT_BYTES,
      schema: {
        params: candidateFormParamSchema,
        body: candidateFormAnswersRequestSchema,
        response: { 200: saveCandidateFormResponseSchema },
      },
      preHandler: saveLimit,
    },
    async (request) => ({
      data: {
        form: await app.services.candidateForms.save(
          actorOf(request),
          request.params.id,
          request.body.answers,
        ),
      },
    }),
  );

  r.post(
    API.candidateFormSubmit(':id'),
    {
      bodyLimit: FORM_ANSWERS_BODY_LIMIT_BYTES,
      schema: {
        params: candidateFormParamSchema,
        body: candidateFormAnswersRequestSchema,
        response: { 200: candidateFormResponseSchema },
      },
      preHandler: submitLimit,
    },
    async (request) => ({
      data: {
        form: await app.services.candidateForms.submit(
          actorOf(request),
          request.params.id,
          request.body.answers,
        ),
      },
    }),
  );
}
