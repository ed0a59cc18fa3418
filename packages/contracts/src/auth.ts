import { z } from 'zod';
import { sessionUserSchema } from './boot.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import { envelope } from './errors.js';
import { LOCALES } from './locales.js';

/** An email address as every form takes it: trimmed, lower case, at most 254 characters. */
export const emailField = z.string().trim().toLowerCase().max(254).email('Email is invalid.');
const email = emailField;
/**
 * Length rules of a new password, for forms in the browser. The server checks the same rules (and also
 * rejects passwords that are too common or are the email) and answers 422 WEAK_PASSWORD with the reason.
 */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use no more than ${PASSWORD_MAX_LENGTH} characters.`);

/**
 * A new password on the wire: only bounded here, so that every strength rule (length included) is judged
 * by the server's password policy and answered as 422 WEAK_PASSWORD with one clear reason.
 */
const newPasswordInput = z.string().min(1, 'Password is required').max(1024);

export const signupRequestSchema = z.object({
  email,
  password: newPasswordInput,
  full_name: z.string().trim().min(1, 'Full name is required').max(120),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(16).max(200),
  password: newPasswordInput,
});

export const sessionResponseSchema = envelope(
  z.object({ isLoggedIn: z.boolean(), user: sessionUserSchema.nullable() }),
);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const okResponseSchema = envelope(z.object({ ok: z.literal(true) }));

/**
 * A sign-up's answer (docs/decisions/033): the same for a new address and one that has an account, so the
 * answer never tells who has an account; what happens next comes by mail to the address.
 */
export const signupResponseSchema = envelope(z.object({ status: z.literal('check_email') }));
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** The link of the sign-up mail: `/careers/verify-email?token=`, posted once by that page. */
export const verifyEmailRequestSchema = z.object({ token: z.string().min(16).max(200) });

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  new_password: newPasswordInput,
});
export const languageRequestSchema = z.object({ language: z.enum(LOCALES) });
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});

export const settingsResponseSchema = envelope(
  z.object({
    email: z.string(),
    fullName: z.string(),
    preferredLanguage: z.enum(LOCALES).nullable(),
    activeSessions: z.number().int(),
    createdAt: z.string(),
  }),
);
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
