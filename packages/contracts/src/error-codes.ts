/*
 * Plain values, no zod: the browser's first load imports these without the schemas (docs/decisions/014).
 */

/**
 * Every error the API can return. The server maps each code to an HTTP status; the web client maps a
 * code to the message it shows. The wire shape is `{ error: { code, message, fields? } }`.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  CSRF_INVALID: 403,
  FORBIDDEN: 403,
  LOGIN_DISABLED: 403,
  /** The tenant's terms-of-service gate is on and the candidate has not accepted its current version. */
  TERMS_NOT_ATTESTED: 403,
  NOT_FOUND: 404,
  UNKNOWN_TENANT: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  /** The candidate has applied to this job already. */
  ALREADY_APPLIED: 409,
  /** A newer version of a draft was saved elsewhere (another tab or device). */
  DRAFT_CONFLICT: 409,
  /** The job no longer takes applications. */
  POSITION_CLOSED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RESET_TOKEN_INVALID: 400,
  /** A sign-up's confirmation link that expired, was used already or never existed. */
  VERIFY_TOKEN_INVALID: 400,
  WEAK_PASSWORD: 422,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
