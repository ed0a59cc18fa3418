import { API, adminThemeResponseSchema, saveThemeRequestSchema } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireStaff, staffOnly } from '../../plugins/session.js';

/**
 * The theme builder (docs/decisions/046): tenant admins read and save the site's theme; recruiters and
 * candidates get 403, visitors 401, before their input is read.
 */
export async function adminThemeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = staffOnly('admin');
  const writeLimit = app.limit({ name: 'theme-write', max: 30, timeWindowMs: 60_000, key: byAccount });

  r.get(
    API.adminTheme,
    { preValidation: adminOnly, schema: { response: { 200: adminThemeResponseSchema } } },
    async (request) => ({ data: await app.services.adminTheme.get(request.tenant.id) }),
  );

  r.put(
    API.adminTheme,
    {
      preValidation: adminOnly,
      preHandler: writeLimit,
      schema: { body: saveThemeRequestSchema, response: { 200: adminThemeResponseSchema } },
    },
    async (request) => {
      const actor = requireStaff(request, 'admin');
      return {
        data: await app.services.adminTheme.save(
          request.tenant.id,
          { id: actor.id, email: actor.email },
          request.body,
        ),
      };
    },
  );
}
