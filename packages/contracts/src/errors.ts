import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './error-codes.js';

export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Field name to message, for forms (spec 3 §4 server-side errors). */
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
    /** Technical detail, only ever sent to tenant admins. */
    detail: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Every successful JSON answer is wrapped as `{ data }` (spec 1 §7: "response data.tosAttested"). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
