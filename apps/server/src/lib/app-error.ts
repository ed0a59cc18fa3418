import { ERROR_STATUS, type ErrorCode } from '@portico/contracts';

/** Default user-facing message per code; a thrower may pass a more specific one. */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are invalid.',
  BAD_REQUEST: 'The request could not be understood.',
  UNAUTHENTICATED: 'Please log in to continue.',
  SESSION_EXPIRED: 'Session timed out.',
  INVALID_CREDENTIALS: 'Incorrect email or password.',
  CSRF_INVALID: 'Invalid CSRF.',
  FORBIDDEN: 'User does not have permissions to perform this action',
  LOGIN_DISABLED: 'Candidate login is not available on this site.',
  TERMS_NOT_ATTESTED: 'Please accept the terms of service to continue.',
  NOT_FOUND: 'Not found.',
  UNKNOWN_TENANT: 'This careers site does not exist.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  CONFLICT: 'This conflicts with a recent change. Please reload and try again.',
  ALREADY_APPLIED: 'You have already applied to this job',
  DRAFT_CONFLICT: 'Your answers were changed in another window. The newest answers have been loaded.',
  POSITION_CLOSED: 'This position is no longer accepting applications',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  RESET_TOKEN_INVALID: 'This reset link has expired or was already used.',
  VERIFY_TOKEN_INVALID: 'This confirmation link has expired or was already used.',
  WEAK_PASSWORD: 'Choose a stronger password.',
  UNPROCESSABLE: 'The request could not be processed.',
  RATE_LIMITED: 'Please try again in a few minutes',
  INTERNAL: 'Something went wrong. Please try again later.',
};

export interface AppErrorOptions {
  /** Field name to message, for forms. */
  fields?: Record<string, string>;
  cause?: unknown;
}

/**
 * The one error type of the server. The error handler turns it into `{ error: { code, message, fields } }`
 * with the status of ERROR_STATUS, so every module speaks the same error language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: string, opts: AppErrorOptions = {}) {
    super(message ?? DEFAULT_MESSAGES[code], opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = opts.fields;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
