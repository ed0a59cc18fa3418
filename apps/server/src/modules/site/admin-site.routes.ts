import {
  API,
  adminSiteResponseSchema,
  siteFooterPreviewRequestSchema,
  siteFooterPreviewResponseSchema,
  siteSectionParamSchema,
  updateSiteSectionRequestSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireStaff, staffOnly } from '../../plugins/session.js';

const MINUTE = 60_000;

/** The site settings (docs/decisions/045): the tenant's admins only, refused to everyone else first. */
export async function adminSiteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = staffOnly('admin');
  const writeLimit = app.limit({ name: 'admin-site-write', max: 60, timeWindowMs: MINUTE, key: byAccount });
  const previewLimit = app.limit({
    name: 'admin-site-preview',
    max: 240,
    timeWindowMs: MINUTE,
    key: byAccount,
  });
  const service = () => app.services.adminSite;

  r.get(
    API.adminSite,
    { preValidation: admin, schema: { response: { 200: adminSiteResponseSchema } } },
    async (request) => ({ data: await service().get(request.tenant.id) }),
  );

  r.put(
    API.adminSiteSection(':section'),
    {
      preValidation: admin,
      preHandler: writeLimit,
      schema: {
        params: siteSectionParamSchema,
        body: updateSiteSectionRequestSchema,
        response: { 200: adminSiteResponseSchema },
      },
    },
    async (request) => ({
      data: await service().save(
        request.tenant.id,
        requireStaff(request, 'admin'),
        request.params.section,
        request.body,
      ),
    }),
  );

  r.post(
    API.adminSiteFooterPreview,
    {
      preValidation: admin,
      preHandler: previewLimit,
      schema: { body: siteFooterPreviewRequestSchema, response: { 200: siteFooterPreviewResponseSchema } },
    },
    async (request) => ({ data: service().previewFooter(request.body.html) }),
  );
}
