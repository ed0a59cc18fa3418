import { z } from 'zod';

/** GET /api/health. `status` is "ok" when the database answers. */
export const healthResponseSchema = z.object({
  data: z.object({
    status: z.enum(['ok', 'unavailable']),
    version: z.string(),
    database: z.enum(['sqlite', 'postgres']),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
