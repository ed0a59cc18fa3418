import multipart from '@fastify/multipart';
import {
  API,
  RESUME_MAX_BYTES,
  uploadResumeFieldsSchema,
  uploadResumeResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { zodFields } from '../../lib/zod-fields.js';
import { optionalCandidate, requireCandidate } from '../../plugins/session.js';
import { RESUME_MESSAGES } from './resumes.service.js';

const MINUTE = 60_000;
/** A 5 MB file as a base64 data URL, with room for its header. */
const DATA_URL_MAX = Math.ceil((RESUME_MAX_BYTES * 4) / 3) + 1024;

/** Reads spec 2 §7's multipart text fields (no file parts: the resume rides as a data URL). */
async function readFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the resume as multipart/form-data.');
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: { fieldSize: DATA_URL_MAX, fields: 5, files: 0, parts: 6 },
    })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT')
      throw new AppError('BAD_REQUEST', 'Send one resume at a time.');
    throw error;
  }
  // busboy cuts an over-long field at fieldSize instead of failing: a full-length value means too large.
  if ((fields.resume_content?.length ?? 0) >= DATA_URL_MAX)
    throw new AppError('PAYLOAD_TOO_LARGE', RESUME_MESSAGES.tooLarge, {
      fields: { resume_content: RESUME_MESSAGES.tooLarge },
    });
  return fields;
}

/** The bytes of a data URL's base64 part (its declared type is ignored: the bytes decide). */
function decodeDataUrl(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(',');
  return Buffer.from(dataUrl.slice(comma + 1).replace(/\s+/g, ''), 'base64');
}

/**
 * Resumes (docs/decisions/018-resume-reading.md, 020-apply.md): spec 2 §7's `upload_resume`, for candidates (their list and profile) and for
 * visitors applying without an account (held for the application); a stored resume's file.
 */
export async function resumesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fieldSize: DATA_URL_MAX, fields: 5, files: 0, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploadLimit = app.limit({
    name: 'resume-upload',
    max: 10,
    timeWindowMs: MINUTE,
    key: (request) => request.candidate?.id ?? request.ip,
  });

  r.post(
    API.uploadResume,
    {
      schema: { response: { 200: uploadResumeResponseSchema } },
      preHandler: uploadLimit,
      bodyLimit: DATA_URL_MAX + 64 * 1024,
    },
    async (request) => {
      const parsed = uploadResumeFieldsSchema.safeParse(await readFields(request));
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message, {
          fields: zodFields(parsed.error, 'resume_content'),
        });
      const candidate = optionalCandidate(request);
      const { resume_file_name: fileName, resume_content: content } = parsed.data;
      const result = await app.services.resumes.upload(
        request.tenant.id,
        candidate?.id ?? null,
        { fileName, bytes: decodeDataUrl(content) },
        { reviewFields: parsed.data.review_fields === '1' },
      );
      return {
        data: {
          candidate: candidate
            ? { id: candidate.id, email: candidate.email, location: result.location }
            : null,
          resume: result.resume,
          parsed: result.parsed,
        },
      };
    },
  );

  const idParams = z.object({ id: z.string().uuid() });
  r.get(API.resumeFile(':id'), { schema: { params: idParams } }, async (request, reply) => {
    const file = await app.services.resumes.file(
      request.tenant.id,
      optionalCandidate(request)?.id ?? null,
      request.params.id,
    );
    const type =
      file.summary.kind === 'pdf'
        ? 'application/pdf'
        : file.summary.kind === 'docx'
          ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
          : 'text/plain; charset=utf-8';
    return reply
      .type(type)
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.summary.fileName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.content));
  });

  r.delete(
    API.resumeFile(':id').replace(/\/file$/, ''),
    { schema: { params: idParams } },
    async (request) => {
      const candidate = requireCandidate(request);
      await app.services.resumes.remove(request.tenant.id, candidate.id, request.params.id);
      return { data: { ok: true as const } };
    },
  );
}
