import type { ErrorCode } from '@portico/contracts';

/**
 * The user-facing texts of the request layer: spec 2 §8 and spec 3 §8, exactly. The keys are the i18n keys
 * under `api.` in the `common` namespace, so a screen can show `t(error.messageKey)` in the page language;
 * `message` always carries the English text (or the server's own message).
 */
export const API_MESSAGES = {
  sessionTimeout: 'Session timed out.',
  csrfInvalid: 'Invalid CSRF.',
  rateLimited: 'Please try again in a few minutes',
  serverError: 'Server error. Please try again.',
  parseError: 'Unexpected error occurred.',
  forbidden: 'User does not have permissions to perform this action',
  requestProblem: 'There was a problem with the request',
  invalidResponse: 'Error in api response',
  responseError: 'Error with response',
} as const;
export type ApiMessageKey = keyof typeof API_MESSAGES;

/** Client-side failure codes, next to the server's `ErrorCode`s. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'PARSE_ERROR' | 'INVALID_RESPONSE' | 'HTTP_ERROR' | 'ABORTED';

/**
 * What kind of failure this is, so screens can branch without looking at statuses:
 * - network: the request never got an answer (offline, DNS, connection reset) -> "Error with response"
 * - aborted: the caller cancelled (TanStack Query cancels stale queries); never shown to a user
 * - sessionTimeout: the server answered with `x-login` on a failed request
 * - csrfInvalid: the server answered with `x-csrf-invalid`
 * - rateLimited: 429
 * - server: a GET answered with 5xx
 * - forbidden: 403 on a request that asked for permission checking
 * - parse: the body was not valid JSON
 * - invalidResponse: the body was JSON but did not match the expected schema -> "Error in api response"
 * - http: any other non-2xx answer; `message` is the server's message when it is safe to show
 */
export type ApiErrorKind =
  | 'network'
  | 'aborted'
  | 'sessionTimeout'
  | 'csrfInvalid'
  | 'rateLimited'
  | 'server'
  | 'forbidden'
  | 'parse'
  | 'invalidResponse'
  | 'http';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  code: ErrorCode | ClientErrorCode;
  message: string;
  /** i18n key (common namespace) of `message` when it is one of the request layer's own texts. */
  messageKey?: `api.${ApiMessageKey}`;
  fields?: Record<string, string>;
  requestId?: string;
  /** Technical detail; the server sends it to tenant admins only. */
  detail?: string;
  method: string;
  url: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when there was no response. */
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly messageKey: `api.${ApiMessageKey}` | undefined;
  /** Field name to message, for forms (server-side validation). Empty when the server sent none. */
  readonly fields: Record<string, string>;
  readonly requestId: string | undefined;
  readonly detail: string | undefined;
  readonly method: string;
  readonly url: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId;
    this.detail = init.detail;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Markup in a server message is never shown (spec 3 §8): it could be an HTML error page or an injection. */
const HTML_PATTERN = /<\/?[a-z!][^>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;

/** The server's message when it is safe and useful to show, else undefined. */
export function safeServerMessage(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined;
  const trimmed = message.trim();
  if (!trimmed || HTML_PATTERN.test(trimmed)) return undefined;
  return trimmed;
}
