import multipart from '@fastify/multipart';
import {
  API,
  RESUME_MAX_BYTES,
  uploadResumeFieldsSchema,
  uploadResumeResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { dataUrlLimits, dataUrlMax, decodeDataUrl, readDataUrlFields } from '../../lib/data-url-upload.js';
import { zodFields } from '../../lib/zod-fields.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { optionalCandidate, requireCandidate } from '../../plugins/session.js';
import { sendResume } from './resume-download.js';
import { RESUME_MESSAGES } from './resumes.service.js';

const MINUTE = 60_000;
const UPLOAD = {
  field: 'resume_content',
  maxBytes: RESUME_MAX_BYTES,
  what: 'resume',
  tooLarge: RESUME_MESSAGES.tooLarge,
} as const;

/**
 * Resumes (docs/decisions/018-resume-reading.md, 020-apply.md): spec 2 §7's `upload_resume`, for candidates (their list and profile) and for
 * visitors applying without an account (held for the application); a stored resume's file.
 */
export async function resumesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: dataUrlLimits(UPLOAD) });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploadLimit = app.limit({
    name: 'resume-upload',
    max: 10,
    timeWindowMs: MINUTE,
    key: byAccount,
  });

  r.post(
    API.uploadResume,
    {
      schema: { response: { 200: uploadResumeResponseSchema } },
      preHandler: uploadLimit,
      bodyLimit: dataUrlMax(UPLOAD) + 64 * 1024,
    },
    async (request) => {
      const parsed = uploadResumeFieldsSchema.safeParse(await readDataUrlFields(request, UPLOAD));
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
    return sendResume(reply, {
      kind: file.summary.kind,
      fileName: file.summary.fileName,
      content: file.content,
    });
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
