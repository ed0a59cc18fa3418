import multipart from '@fastify/multipart';
import {
  API,
  AVATAR_MAX_BYTES,
  uploadAvatarFieldsSchema,
  uploadAvatarResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { dataUrlLimits, dataUrlMax, decodeDataUrl, readDataUrlFields } from '../../lib/data-url-upload.js';
import { zodFields } from '../../lib/zod-fields.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate } from '../../plugins/session.js';
import { AVATAR_MESSAGES } from './avatar-image.js';

const MINUTE = 60_000;
/** A year: a photo's address changes with every upload, so what is behind one address never changes. */
const CACHE_SECONDS = 365 * 24 * 60 * 60;
const UPLOAD = {
  field: 'avatar_content',
  maxBytes: AVATAR_MAX_BYTES,
  what: 'photo',
  tooLarge: AVATAR_MESSAGES.tooLarge,
} as const;

/**
 * The candidate's photo (docs/decisions/026): `POST /api/pcsx/upload_avatar` stores a checked, re-encoded
 * copy and answers its path; `GET /api/pcsx/avatars/:id` serves it to its owner only. The photo is shown on
 * the candidate's own pages and nowhere public on this site, so no one else (another candidate, a visitor)
 * has a reason to load it: an id of another's photo is a 404, like an unknown one.
 */
export async function avatarsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: dataUrlLimits(UPLOAD) });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploadLimit = app.limit({
    name: 'avatar-upload',
    max: 10,
    timeWindowMs: MINUTE,
    key: byAccount,
  });

  r.post(
    API.uploadAvatar,
    {
      schema: { response: { 200: uploadAvatarResponseSchema } },
      preHandler: uploadLimit,
      bodyLimit: dataUrlMax(UPLOAD) + 64 * 1024,
    },
    async (request) => {
      const candidate = requireCandidate(request);
      const parsed = uploadAvatarFieldsSchema.safeParse(await readDataUrlFields(request, UPLOAD));
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message, {
          fields: zodFields(parsed.error, 'avatar_content'),
        });
      const bytes = decodeDataUrl(parsed.data.avatar_content);
      return { data: await app.services.avatars.upload(request.tenant.id, candidate.id, bytes) };
    },
  );

  r.get(
    API.avatarFile(':id'),
    { schema: { params: z.object({ id: z.string().uuid() }) } },
    async (request, reply) => {
      const candidate = requireCandidate(request);
      const row = await app.services.avatars.file(request.tenant.id, candidate.id, request.params.id);
      const etag = `"${row.sha256}"`;
      // Private: a shared cache must never hand one candidate's photo to another.
      reply
        .header('cache-control', `private, max-age=${CACHE_SECONDS}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-disposition', 'inline');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(row.mime).send(Buffer.from(row.content));
    },
  );
}
