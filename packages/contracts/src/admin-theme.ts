import { z } from 'zod';
import { envelope } from './errors.js';
import { themeSectionsSchema } from './theme.js';

/**
 * The theme builder's calls (docs/decisions/046), for tenant admins only. The version is the tenant's
 * `themeVersion`: a save names the version it started from and is refused with a 409 when someone saved since.
 */
export const adminThemeSchema = z.object({
  theme: themeSectionsSchema,
  version: z.number().int().min(0),
});
export type AdminTheme = z.infer<typeof adminThemeSchema>;

export const adminThemeResponseSchema = envelope(adminThemeSchema);

/** `PUT /api/admin/theme`. */
export const saveThemeRequestSchema = z.object({
  theme: themeSectionsSchema,
  version: z.number().int().min(0),
  /**
   * The admin saw the colour pairs that fail WCAG AA and saves anyway. Without it such a theme is refused with
   * a 400 naming each failing pair and its ratio.
   */
  acceptContrastFailures: z.boolean().default(false),
});
export type SaveThemeRequest = z.input<typeof saveThemeRequestSchema>;
