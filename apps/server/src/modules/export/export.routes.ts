import { API, exportResumeQuerySchema, isRtl } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate, requireSignedIn } from '../../plugins/session.js';
import { candidateDataZip } from './data-export.js';
import { type ResumeDocument, resumeBaseName } from './resume-content.js';
import { renderResumeDocx } from './resume-docx.js';
import { resumeLabels, resumeLocale } from './resume-labels.js';
import { renderResumePdfDocument } from './resume-pdf.js';

const MINUTE = 60_000;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `attachment` with an ASCII name for old clients and the UTF-8 one for the rest (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The signed-in candidate's exports (docs/decisions/025): the profile as a resume, and all their data. */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byCandidate = {
    key: byAccount,
  };

  r.get(
    API.exportResume,
    {
      schema: { querystring: exportResumeQuerySchema },
      preHandler: app.limit({ name: 'export-resume', max: 30, timeWindowMs: MINUTE, ...byCandidate }),
    },
    async (request, reply) => {
      const candidate = requireCandidate(request);
      const { format, template, hl } = request.query;
      const locale = resumeLocale(hl, candidate.preferred_language);
      const doc: ResumeDocument = {
        name: candidate.full_name,
        email: candidate.email,
        profile: await app.services.profiles.get(request.tenant.id, candidate.id),
        labels: resumeLabels(locale),
        locale,
        rtl: isRtl(locale),
      };
      const base = resumeBaseName(candidate.full_name);
      const bytes =
        format === 'pdf'
          ? await renderResumePdfDocument(doc, template)
          : await renderResumeDocx(doc, template);
      return reply
        .type(format === 'pdf' ? 'application/pdf' : DOCX_TYPE)
        .header('content-disposition', attachment(`${base}.${format}`))
        .header('content-language', locale)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  r.get(
    API.settingsExportData,
    { preHandler: app.limit({ name: 'export-data', max: 5, timeWindowMs: 15 * MINUTE, ...byCandidate }) },
    async (request, reply) => {
      // A privacy right, not a use of the site: a candidate who has not accepted the terms can still take
      // their data (the terms gate holds every other protected call, docs/decisions/029).
      const candidate = requireSignedIn(request);
      const at = app.now();
      const stream = await candidateDataZip(app.services, request.tenant, candidate, at);
      request.log.info({ candidateId: candidate.id }, 'candidate downloaded their data');
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          attachment(`my-data-${request.tenant.domain}-${at.toISOString().slice(0, 10)}.zip`),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
