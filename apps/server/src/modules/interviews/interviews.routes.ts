import {
  API,
  adminApplicationInterviewsResponseSchema,
  adminInterviewersResponseSchema,
  adminInterviewResponseSchema,
  adminInterviewsQuerySchema,
  adminInterviewsResponseSchema,
  applicationIdParamSchema,
  cancelInterviewRequestSchema,
  candidateInterviewsResponseSchema,
  interviewIdParamSchema,
  rescheduleInterviewRequestSchema,
  scheduleInterviewRequestSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate, requireStaff, staffOnly } from '../../plugins/session.js';

const MINUTE = 60_000;

/**
 * Interviews (docs/decisions/044): the staff's calls under /api/admin (recruiters and admins of the tenant,
 * refused to everyone else before the input is read), and the candidate's list and calendar files.
 */
export async function interviewsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = staffOnly('recruiter');
  const writeLimit = app.limit({
    name: 'admin-interview-write',
    max: 120,
    timeWindowMs: MINUTE,
    key: byAccount,
  });
  const service = () => app.services.interviews;

  r.get(
    API.adminApplicationInterviews(':id'),
    {
      preValidation: staff,
      schema: {
        params: applicationIdParamSchema,
        response: { 200: adminApplicationInterviewsResponseSchema },
      },
    },
    async (request) => ({
      data: { interviews: await service().forApplication(request.tenant.id, request.params.id) },
    }),
  );

  r.post(
    API.adminApplicationInterviews(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: {
        params: applicationIdParamSchema,
        body: scheduleInterviewRequestSchema,
        response: { 201: adminInterviewResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await service().schedule(
          request.tenant,
          requireStaff(request, 'recruiter'),
          request.params.id,
          request.body,
        ),
      }),
  );

  r.get(
    API.adminInterviews,
    {
      preValidation: staff,
      schema: { querystring: adminInterviewsQuerySchema, response: { 200: adminInterviewsResponseSchema } },
    },
    async (request) => ({ data: await service().upcoming(request.tenant.id, request.query) }),
  );

  r.put(
    API.adminInterview(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: {
        params: interviewIdParamSchema,
        body: rescheduleInterviewRequestSchema,
        response: { 200: adminInterviewResponseSchema },
      },
    },
    async (request) => ({
      data: await service().reschedule(
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.post(
    API.adminInterviewCancel(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: {
        params: interviewIdParamSchema,
        body: cancelInterviewRequestSchema,
        response: { 200: adminInterviewResponseSchema },
      },
    },
    async (request) => ({
      data: await service().cancel(
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.get(
    API.adminInterviewers,
    { preValidation: staff, schema: { response: { 200: adminInterviewersResponseSchema } } },
    async (request) => ({ data: { interviewers: await service().interviewers(request.tenant.id) } }),
  );

  // Spec 1 §7 "interviews": the signed-in candidate's own, in this tenant.
  r.get(
    API.dashboardInterviews,
    { schema: { response: { 200: candidateInterviewsResponseSchema } } },
    async (request) => ({
      data: await service().forCandidate(request.tenant.id, requireCandidate(request).id),
    }),
  );

  r.get(
    API.interviewCalendar(':id'),
    { schema: { params: interviewIdParamSchema } },
    async (request, reply) => {
      const candidate = requireCandidate(request);
      const file = await service().calendarFile(request.tenant, candidate.id, request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="interview.ics"')
        .send(file);
    },
  );
}
