import {
  API,
  addApplicationNoteRequestSchema,
  adminApplicationResponseSchema,
  adminApplicationsQuerySchema,
  adminApplicationsResponseSchema,
  applicationIdParamSchema,
  applicationNoteResponseSchema,
  bulkMoveApplicationsRequestSchema,
  bulkMoveResponseSchema,
  cancelOfferRequestSchema,
  extendOfferRequestSchema,
  moveApplicationRequestSchema,
  OFFER_DOCUMENT_MAX_BYTES,
  offerDocumentParamSchema,
  offerIdParamSchema,
  okResponseSchema,
  reviseOfferDocumentRequestSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireStaff, staffOnly } from '../../plugins/session.js';
import { sendResume } from '../resumes/resume-download.js';

const MINUTE = 60_000;

/**
 * The staff's applications pipeline (docs/decisions/043): recruiters and admins of the tenant, refused to
 * everyone else before the input is read.
 */
export async function adminApplicationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = staffOnly('recruiter');
  const writeLimit = app.limit({
    name: 'admin-application-write',
    max: 120,
    timeWindowMs: MINUTE,
    key: byAccount,
  });
  const service = () => app.services.adminApplications;

  r.get(
    API.adminApplications,
    {
      preValidation: staff,
      schema: {
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationsResponseSchema },
      },
    },
    async (request) => ({ data: await service().list(request.tenant.id, request.query) }),
  );

  r.post(
    API.adminApplicationsMove,
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: { body: bulkMoveApplicationsRequestSchema, response: { 200: bulkMoveResponseSchema } },
    },
    async (request) => ({
      data: await service().moveMany(request.tenant, requireStaff(request, 'recruiter'), request.body),
    }),
  );

  r.get(
    API.adminApplication(':id'),
    {
      preValidation: staff,
      schema: { params: applicationIdParamSchema, response: { 200: adminApplicationResponseSchema } },
    },
    async (request) => ({ data: await service().get(request.tenant.id, request.params.id) }),
  );

  r.post(
    API.adminApplicationStage(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: {
        params: applicationIdParamSchema,
        body: moveApplicationRequestSchema,
        response: { 200: adminApplicationResponseSchema },
      },
    },
    async (request) => ({
      data: await service().move(
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.post(
    API.adminApplicationNotes(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: {
        params: applicationIdParamSchema,
        body: addApplicationNoteRequestSchema,
        response: { 201: applicationNoteResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await service().addNote(
          request.tenant,
          requireStaff(request, 'recruiter'),
          request.params.id,
          request.body.body,
        ),
      }),
  );

  r.post(
    API.adminApplicationOffer(':id'),
    {
      // The letter is generated; up to five PDFs of 5 MB ride as data URLs.
      bodyLimit: 5 * (Math.ceil((OFFER_DOCUMENT_MAX_BYTES * 4) / 3) + 1024) + 64 * 1024,
      preValidation: staff,
      preHandler: writeLimit,
      schema: {
        params: applicationIdParamSchema,
        body: extendOfferRequestSchema,
        response: { 200: adminApplicationResponseSchema },
      },
    },
    async (request) => ({
      data: await service().extendOffer(
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.post(
    API.adminOfferCancel(':id'),
    {
      preValidation: staff,
      preHandler: writeLimit,
      schema: {
        params: offerIdParamSchema,
        body: cancelOfferRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await service().cancelOffer(
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.body.reason,
      );
      return { data: { ok: true as const } };
    },
  );

  r.post(
    API.adminOfferDocumentRevision(':id', ':documentId'),
    {
      bodyLimit: Math.ceil((OFFER_DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024,
      preValidation: staff,
      preHandler: writeLimit,
      schema: {
        params: offerDocumentParamSchema,
        body: reviseOfferDocumentRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await service().reviseOfferDocument(
        request.tenant,
        requireStaff(request, 'recruiter'),
        request.params.id,
        request.params.documentId,
        request.body,
      );
      return { data: { ok: true as const } };
    },
  );

  r.get(
    API.adminApplicationResume(':id'),
    { preValidation: staff, schema: { params: applicationIdParamSchema } },
    async (request, reply) =>
      sendResume(reply, await service().resumeFile(request.tenant.id, request.params.id)),
  );
}
