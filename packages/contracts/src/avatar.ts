import { z } from 'zod';
import { envelope } from './errors.js';
import { AVATAR_MAX_BYTES } from './profile-constants.js';
import { DATA_URL_RE } from './resume.js';

/*
 * The candidate's photo (docs/decisions/026-profile-screen.md). The file is checked by its bytes (PNG, JPEG or
 * WebP only), decoded whole, and stored re-encoded as a square WebP without the original's metadata; the
 * profile then points at it with `profile_edit` (`op_section: avatar`).
 */

/**
 * `POST /api/pcsx/upload_avatar`: multipart with `avatar_content` (a data URL, as the resume upload sends its
 * file) and `domain`. The declared type in the data URL is ignored: the bytes decide.
 */
export const uploadAvatarFieldsSchema = z.object({
  avatar_content: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 200, 'The photo must be 5 MB or smaller.')
    .regex(DATA_URL_RE, 'The photo must be sent as a data URL.'),
  domain: z.string().max(253).optional(),
});

/** The answer: the stored photo's path on this site, for `profile_edit`'s avatar section. */
export const uploadAvatarResponseSchema = envelope(
  z.object({
    avatarUrl: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
export type UploadAvatarResponse = z.infer<typeof uploadAvatarResponseSchema>;
