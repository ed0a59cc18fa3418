import { API, adminAnalyticsQuerySchema, adminAnalyticsResponseSchema } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byAccount } from '../../plugins/rate-limit.js';
import { staffOnly } from '../../plugins/session.js';
import { analyticsCsv } from './analytics-csv.js';

/**
 * The workspace's analytics (docs/decisions/047): recruiters and admins of the tenant, refused to everyone else
 * before the input is read. The same figures as JSON for the page and as a CSV file to download.
 */
export async function adminAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = staffOnly('recruiter');
  // A year of figures is a handful of grouped reads: generous for people, a bound for scripts.
  const limit = app.limit({ name: 'admin-analytics', max: 60, timeWindowMs: 60_000, key: byAccount });
  const service = () => app.services.adminAnalytics;

  r.get(
    API.adminAnalytics,
    {
      preValidation: staff,
      preHandler: limit,
      schema: { querystring: adminAnalyticsQuerySchema, response: { 200: adminAnalyticsResponseSchema } },
    },
    async (request) => ({ data: await service().figures(request.tenant.id, request.query) }),
  );

  r.get(
    API.adminAnalyticsCsv,
    { preValidation: staff, preHandler: limit, schema: { querystring: adminAnalyticsQuerySchema } },
    async (request, reply) => {
      const figures = await service().figures(request.tenant.id, request.query);
      const name = `analytics-${figures.period.from}-${figures.period.to}${figures.position ? `-job-${figures.position.id}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(analyticsCsv(figures));
    },
  );
}
