import { z } from 'zod';
import { envelope } from './errors.js';

/** One option of a select field (spec 3 §3 "Select option"; iconProps are not sent by our endpoints). */
export const selectOptionDataSchema = z.object({ label: z.string(), value: z.string() });
export type SelectOptionData = z.infer<typeof selectOptionDataSchema>;

/** GET form option endpoints answer `{ data: { options } }` (spec 3 §7). */
export const formOptionsResponseSchema = envelope(z.object({ options: z.array(selectOptionDataSchema) }));
export type FormOptionsResponse = z.infer<typeof formOptionsResponseSchema>;

/** GET /api/pcsx/forms/options/positions?department=… */
export const positionOptionsQuerySchema = z.object({
  department: z.string().trim().min(1, 'department is required').max(200),
});

/** GET /api/pcsx/forms/options/skills?q=… (the skill selector's search). */
export const skillOptionsQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
