import { z } from 'zod';
import { envelope } from './errors.js';

/**
 * The visible failed list of the background job queue (docs/decisions/052): jobs (mail, digests, notification
 * fan-out) that used all their attempts. A tenant admin sees their own tenant's and may put one back in the
 * queue with fresh attempts.
 */
export const failedQueueJobSchema = z.object({
  id: z.string(),
  /** The job's kind, e.g. "notifications.fanout". */
  name: z.string(),
  /** Attempts made before it failed. */
  attempts: z.number(),
  /** What the last attempt threw, or null. */
  last_error: z.string().nullable(),
  /** When it was added and when its last attempt failed (ISO). */
  created_at: z.string(),
  failed_at: z.string(),
});
export type FailedQueueJob = z.infer<typeof failedQueueJobSchema>;

/** The longest failed list one read answers (newest first). */
export const FAILED_QUEUE_JOBS_LIMIT = 100;

export const failedQueueJobsResponseSchema = envelope(z.object({ jobs: z.array(failedQueueJobSchema) }));

export const queueJobIdParamSchema = z.object({
  id: z.string().min(1, 'Not a job id.').max(500, 'Not a job id.'),
});

/** `POST /api/admin/queue/failed/{id}/retry`: the job is waiting to run again. */
export const retryQueueJobResponseSchema = envelope(z.object({ retried: z.literal(true) }));
