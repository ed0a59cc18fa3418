import {
  API,
  FAILED_QUEUE_JOBS_LIMIT,
  failedQueueJobsResponseSchema,
  queueJobIdParamSchema,
  retryQueueJobResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireStaff, staffOnly } from '../../plugins/session.js';

/**
 * The queue's visible failed list (docs/decisions/052): a tenant admin reads their tenant's failed jobs and
 * puts one back with fresh attempts. Another tenant's job is a 404, as is one that is no longer failed.
 */
export async function adminQueueRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = staffOnly('admin');
  const writeLimit = app.limit({ name: 'admin-queue-retry', max: 60, timeWindowMs: 60_000, key: byAccount });

  r.get(
    API.adminQueueFailed,
    { preValidation: admin, schema: { response: { 200: failedQueueJobsResponseSchema } } },
    async (request) => {
      const jobs = await app.services.queue.failed({
        tenantId: request.tenant.id,
        limit: FAILED_QUEUE_JOBS_LIMIT,
      });
      return {
        data: {
          jobs: jobs.map((job) => ({
            id: job.id,
            name: job.name,
            attempts: job.attempts,
            last_error: job.lastError,
            created_at: job.createdAt,
            failed_at: job.failedAt,
          })),
        },
      };
    },
  );

  r.post(
    // A literal pattern: the path helper percent-encodes the id (BullMQ's ids hold '%' and '@').
    '/api/admin/queue/failed/:id/retry',
    {
      preValidation: admin,
      preHandler: writeLimit,
      schema: { params: queueJobIdParamSchema, response: { 200: retryQueueJobResponseSchema } },
    },
    async (request) => {
      const actor = requireStaff(request, 'admin');
      const { id } = request.params;
      if (!(await app.services.queue.retry(id, request.tenant.id)))
        throw new AppError('NOT_FOUND', 'This job is not on the failed list.');
      // After the retry, not in one transaction with it: on Redis the retry is no database write at all.
      await app.services.audit.record(app.db, request.tenant.id, actor, {
        action: 'queue_job.retry',
        targetType: 'queue_job',
        targetId: id,
        before: { status: 'failed' },
        after: { status: 'waiting' },
      });
      return { data: { retried: true as const } };
    },
  );
}
