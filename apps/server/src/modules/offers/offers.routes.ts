import multipart from '@fastify/multipart';
import {
  API,
  adminOfferResponseSchema,
  ESIGN_AGREE_FIELD,
  ESIGN_SIGNATURE_FIELD,
  esignDocumentResponseSchema,
  esignSignRequestSchema,
  esignWidgetIdSchema,
  OFFER_UPLOAD_MAX_FILES,
  offerActionResponseSchema,
  offerDocumentParamSchema,
  offerIdParamSchema,
  offerResponseSchema,
  offersResponseSchema,
  okResponseSchema,
  SIGNED_DOCUMENT_FIELD,
  SIGNED_OFFER_LETTER_FIELD,
} from '@portico/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate, staffOnly } from '../../plugins/session.js';
import { OFFER_MESSAGES, type OfferActor, type UploadedPdf } from './offers.service.js';

const MINUTE = 60_000;
const MB = 1024 * 1024;

/** The origin the visitor reached the site at: the e-signature widget's address is on it. */
function siteOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function actorOf(request: FastifyRequest): OfferActor {
  return {
    tenant: request.tenant,
    candidate: requireCandidate(request),
    ip: request.ip,
    siteOrigin: siteOriginOf(request),
  };
}

/**
 * Reads a multipart request of the offer calls: at most one file, under `field`, within the tenant's size
 * limit; other parts are text fields. A request that is not multipart has no file and no fields (the widget
 * document's accept call sends nothing).
 */
async function readUpload(
  request: FastifyRequest,
  field: string,
): Promise<{ file: UploadedPdf | null; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { file: null, fields };
  const maxMb = request.tenant.config.pcsxConfig.offerConfig.signedFileMaxSizeMB;
  let file: UploadedPdf | null = null;
  let files = 0;
  try {
    // A file over the limit throws (the plugin's throwFileSizeLimit default) instead of arriving truncated.
    const parts = request.parts({
      limits: { fileSize: Math.round(maxMb * MB), files: 5, fields: 10, parts: 20, fieldSize: 4096 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        files++;
        // Every file is read (the stream must be drained), but only the first is kept.
        const bytes = await part.toBuffer();
        if (files === 1 && part.fieldname === field) file = { bytes, filename: part.filename };
        else if (files === 1)
          throw new AppError('BAD_REQUEST', `Send the file as "${field}".`, {
            fields: { [field]: OFFER_MESSAGES.noFile },
          });
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', `The file must be at most ${maxMb} MB.`, {
        fields: { [field]: `The file must be at most ${maxMb} MB.` },
      });
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('BAD_REQUEST', OFFER_MESSAGES.oneFile, {
        fields: { [field]: OFFER_MESSAGES.oneFile },
      });
    if (code?.startsWith('FST_')) throw new AppError('BAD_REQUEST', 'The upload could not be read.');
    throw error;
  }
  if (files > OFFER_UPLOAD_MAX_FILES)
    throw new AppError('BAD_REQUEST', OFFER_MESSAGES.oneFile, {
      fields: { [field]: OFFER_MESSAGES.oneFile },
    });
  return { file, fields };
}

const fileQuerySchema = z.object({ version: z.enum(['current', 'original']).default('current') });

/**
 * The offer center's calls (spec 1 §7; docs/decisions/016). Every call needs the signed-in candidate and
 * only ever finds that candidate's offers; the widget's calls likewise; the admin call needs the tenant's staff.
 */
export async function offersRoutes(app: FastifyInstance): Promise<void> {
  // Scoped here: no other route takes multipart. The per-tenant file size limit is applied per request.
  await app.register(multipart, { limits: { fileSize: 50 * MB, files: 5, fields: 10, parts: 20 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writeLimit = app.limit({
    name: 'offer-write',
    max: 30,
    timeWindowMs: MINUTE,
    key: byAccount,
  });

  r.get(API.offers, { schema: { response: { 200: offersResponseSchema } } }, async (request) => ({
    data: { offers: await app.services.offers.list(actorOf(request)) },
  }));

  r.get(
    API.offer(':id'),
    { schema: { params: offerIdParamSchema, response: { 200: offerResponseSchema } } },
    async (request) => ({
      data: { offer: await app.services.offers.get(actorOf(request), request.params.id) },
    }),
  );

  r.post(
    API.offerAccept(':id'),
    {
      schema: { params: offerIdParamSchema, response: { 200: offerActionResponseSchema } },
      preHandler: writeLimit,
    },
    async (request) => {
      const actor = actorOf(request);
      const { file, fields } = await readUpload(request, SIGNED_OFFER_LETTER_FIELD);
      const signature = fields[ESIGN_SIGNATURE_FIELD];
      const data = await app.services.offers.accept(actor, request.params.id, {
        file,
        signature: file ? null : (signature ?? null),
        agree: fields[ESIGN_AGREE_FIELD] === 'true',
      });
      return { data };
    },
  );

  r.post(
    API.offerDecline(':id'),
    {
      schema: { params: offerIdParamSchema, response: { 200: offerActionResponseSchema } },
      preHandler: writeLimit,
    },
    async (request) => ({ data: await app.services.offers.decline(actorOf(request), request.params.id) }),
  );

  r.post(
    API.offerDocumentAccept(':id', ':documentId'),
    {
      schema: { params: offerDocumentParamSchema, response: { 200: offerActionResponseSchema } },
      preHandler: writeLimit,
    },
    async (request) => {
      const actor = actorOf(request);
      const { file } = await readUpload(request, SIGNED_DOCUMENT_FIELD);
      const data = await app.services.offers.acceptDocument(
        actor,
        request.params.id,
        request.params.documentId,
        file,
      );
      return { data };
    },
  );

  r.post(
    API.offerDocumentEsignStatus(':id', ':documentId'),
    {
      schema: { params: offerDocumentParamSchema, response: { 200: offerActionResponseSchema } },
      preHandler: writeLimit,
    },
    async (request) => ({
      data: await app.services.offers.esignStatus(
        actorOf(request),
        request.params.id,
        request.params.documentId,
      ),
    }),
  );

  r.get(
    API.offerDocumentFile(':id', ':documentId'),
    { schema: { params: offerDocumentParamSchema, querystring: fileQuerySchema } },
    async (request, reply) => {
      const file = await app.services.offers.file(
        actorOf(request),
        request.params.id,
        request.params.documentId,
        request.query.version,
      );
      const name = `${file.name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'document'}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-sha256', file.sha256)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );

  r.get(
    API.esignDocument(':widgetId'),
    { schema: { params: esignWidgetIdSchema, response: { 200: esignDocumentResponseSchema } } },
    async (request) => ({
      data: await app.services.offers.esignDocument(actorOf(request), request.params.widgetId),
    }),
  );

  r.post(
    API.esignSign(':widgetId'),
    {
      schema: {
        params: esignWidgetIdSchema,
        body: esignSignRequestSchema,
        response: { 200: okResponseSchema },
      },
      preHandler: writeLimit,
    },
    async (request) => {
      const { signature, drawing } = request.body;
      const drawingPng = drawing ? Buffer.from(drawing.slice(drawing.indexOf(',') + 1), 'base64') : null;
      await app.services.offers.esignSign(actorOf(request), request.params.widgetId, {
        signature,
        drawingPng,
      });
      return { data: { ok: true as const } };
    },
  );

  r.post(
    API.esignReject(':widgetId'),
    {
      schema: { params: esignWidgetIdSchema, response: { 200: okResponseSchema } },
      preHandler: writeLimit,
    },
    async (request) => {
      await app.services.offers.esignReject(actorOf(request), request.params.widgetId);
      return { data: { ok: true as const } };
    },
  );

  r.get(
    API.adminOffer(':id'),
    {
      preValidation: staffOnly('recruiter'),
      schema: { params: offerIdParamSchema, response: { 200: adminOfferResponseSchema } },
    },
    async (request) => {
      return {
        data: await app.services.offers.adminGet(request.tenant, request.params.id, siteOriginOf(request)),
      };
    },
  );
}
