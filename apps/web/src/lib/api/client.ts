import { ERROR_STATUS, type ErrorCode, HEADERS } from '@portico/contracts';
import type { z } from 'zod';
import { toCamel, toSnake } from './case.js';
import { API_MESSAGES, ApiError, type ApiErrorInit, safeServerMessage } from './errors.js';
import type { ApiEvents } from './events.js';
import { isLazySchema, type LazySchema } from './lazy-schema.js';
import { type QueryParams, withQuery } from './query-string.js';

/** Per-request context sent as headers (spec 2 §7: user, group and timezone) and the copied `debug` flag. */
export interface ApiContext {
  userId?: string | null;
  /** The tenant's group id (the domain). */
  groupId?: string | null;
  /** IANA zone of the visitor, e.g. "Europe/Berlin". */
  timezone?: string | null;
  /** The page URL's `debug` query parameter, copied into every request's params. */
  debug?: string | null;
}

export interface ApiClientOptions {
  /** The browser's fetch, or on the server an in-process fetch that carries the visitor's cookies. */
  fetch: typeof globalThis.fetch;
  /** Prefix for every path; '' (same origin) by default. */
  baseUrl?: string;
  getCsrfToken: () => string | null | undefined;
  setCsrfToken: (token: string) => void;
  getContext: () => ApiContext;
  events?: ApiEvents;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A zod schema, or one the request layer downloads first (`responseSchema(name)`, docs/decisions/014). */
export type ResponseSchema = z.ZodType | LazySchema;

export interface RequestOptions<S extends ResponseSchema | undefined = ResponseSchema | undefined> {
  /** Query parameters: empty values are skipped, `false`/`0` kept, arrays sorted (see buildQueryString). */
  params?: QueryParams;
  /** JSON-serialisable value, or FormData / Blob / URLSearchParams sent as they are (multipart uploads). */
  body?: unknown;
  /**
   * Validates (and types) the response body; a mismatch is an `invalidResponse` ApiError. A lazy schema is
   * downloaded while a GET is in flight, and before any other request is sent (so an answer that cannot be
   * checked never belongs to a change the server already made); a failed download is a `network` error.
   */
  schema?: S;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Convert the keys of `body` and `params` to snake_case before sending. */
  snakeCase?: boolean;
  /** Convert the keys of the response to camelCase before validation. */
  camelCase?: boolean;
  /** The caller shows its own message for a 429: no `rateLimited` event, and the server's text is kept. */
  skipRateLimitToast?: boolean;
  /** A 403 means "no permission" here: the error carries spec 2 §8's permission message. */
  checkPermission?: boolean;
  /** Let the request outlive the page (analytics on unload). */
  keepalive?: boolean;
  /**
   * No `error` or `rateLimited` event for this request (background logging must never raise a toast).
   * The `x-login` / `x-csrf-invalid` alerts still fire: they describe the page's session, not this call.
   */
  silent?: boolean;
}

type Output<S> = S extends LazySchema<infer Z> ? z.output<Z> : S extends z.ZodType ? z.output<S> : unknown;
type BodyOptions<S extends ResponseSchema | undefined> = Omit<RequestOptions<S>, 'body'>;

export interface ApiClient {
  request<S extends ResponseSchema | undefined = undefined>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Output<S>>;
  get<S extends ResponseSchema | undefined = undefined>(
    path: string,
    options?: BodyOptions<S>,
  ): Promise<Output<S>>;
  post<S extends ResponseSchema | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: BodyOptions<S>,
  ): Promise<Output<S>>;
  put<S extends ResponseSchema | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: BodyOptions<S>,
  ): Promise<Output<S>>;
  delete<S extends ResponseSchema | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Output<S>>;
  /** Multipart upload: a POST whose body is FormData (the browser sets the boundary header). */
  upload<S extends ResponseSchema | undefined = undefined>(
    path: string,
    form: FormData,
    options?: BodyOptions<S>,
  ): Promise<Output<S>>;
  readonly events: ApiEvents | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

/** A header flag is on when present with any value other than "0"/"false". */
function flag(headers: Headers, name: string): boolean {
  const value = headers.get(name);
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) if (typeof message === 'string') out[key] = message;
  return out;
}

const PARSE_FAILED = Symbol('parse failed');

type LoadedSchema = { schema: z.ZodType } | { error: unknown };

/** Never rejects: a failed download is a value, reported only when the answer needs checking. */
function loadSchema(schema: ResponseSchema | undefined): Promise<LoadedSchema> | undefined {
  if (!schema) return undefined;
  if (!isLazySchema(schema)) return Promise.resolve({ schema });
  return schema.load().then(
    (loaded) => ({ schema: loaded }),
    (error: unknown) => ({ error }),
  );
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl = '', events } = options;
  const doFetch = options.fetch;

  async function request<S extends ResponseSchema | undefined = undefined>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<S> = {},
  ): Promise<Output<S>> {
    const emitter = opts.silent ? undefined : events;
    const fail = (init: ApiErrorInit): never => {
      const error = new ApiError(init);
      if (init.kind !== 'aborted') emitter?.emit('error', { error });
      throw error;
    };
    const context = options.getContext();
    let params: QueryParams | undefined = opts.params;
    if (params && opts.snakeCase) params = toSnake(params) as QueryParams;
    if (context.debug && params?.debug === undefined) params = { ...params, debug: context.debug };
    const url = withQuery(`${baseUrl}${path}`, params);
    const base = { method, url };
    const schemaUnavailable = (cause: unknown) =>
      fail({
        ...base,
        kind: 'network',
        status: 0,
        code: 'NETWORK_ERROR',
        message: API_MESSAGES.responseError,
        messageKey: 'api.responseError',
        cause,
      });

    // A lazy schema (docs/decisions/014) downloads while a GET is in flight; any other request waits for it,
    // so that a change is only sent when its answer can be checked.
    const schemaReady = loadSchema(opts.schema);
    if (schemaReady && opts.schema && isLazySchema(opts.schema) && !SAFE_METHODS.has(method)) {
      const loaded = await schemaReady;
      if ('error' in loaded) return schemaUnavailable(loaded.error);
    }

    const headers = new Headers({ accept: 'application/json' });
    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      if (isRawBody(opts.body)) {
        body = opts.body;
      } else {
        body = JSON.stringify(opts.snakeCase ? toSnake(opts.body) : opts.body);
        headers.set('content-type', 'application/json');
      }
    }
    if (context.userId) headers.set(HEADERS.user, context.userId);
    if (context.groupId) headers.set(HEADERS.group, context.groupId);
    if (context.timezone) headers.set(HEADERS.timezone, context.timezone);
    if (!SAFE_METHODS.has(method)) {
      const token = options.getCsrfToken();
      if (token) headers.set(HEADERS.csrfToken, token);
    }
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: opts.signal,
        keepalive: opts.keepalive,
      });
      text = await response.text();
    } catch (cause) {
      if (isAbort(cause, opts.signal)) {
        return fail({
          ...base,
          kind: 'aborted',
          status: 0,
          code: 'ABORTED',
          message: 'Request aborted',
          cause,
        });
      }
      return fail({
        ...base,
        kind: 'network',
        status: 0,
        code: 'NETWORK_ERROR',
        message: API_MESSAGES.responseError,
        messageKey: 'api.responseError',
        cause,
      });
    }

    // The token rotates at sign-in and sign-out; every response carries the current one.
    const freshToken = response.headers.get(HEADERS.csrfToken);
    if (freshToken) options.setCsrfToken(freshToken);
    const sessionTimedOut = flag(response.headers, HEADERS.login);
    const csrfInvalid = flag(response.headers, HEADERS.csrfInvalid);
    if (sessionTimedOut) {
      events?.emit('sessionTimeout', {
        message: API_MESSAGES.sessionTimeout,
        messageKey: 'api.sessionTimeout',
      });
    }
    if (csrfInvalid) {
      events?.emit('csrfInvalid', { message: API_MESSAGES.csrfInvalid, messageKey: 'api.csrfInvalid' });
    }

    let parsed: unknown;
    if (text.trim() !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = PARSE_FAILED;
      }
    }

    if (response.ok) {
      if (parsed === PARSE_FAILED) {
        return fail({
          ...base,
          kind: 'parse',
          status: response.status,
          code: 'PARSE_ERROR',
          message: API_MESSAGES.parseError,
          messageKey: 'api.parseError',
        });
      }
      const data = opts.camelCase ? toCamel(parsed) : parsed;
      if (!schemaReady) return data as Output<S>;
      const loaded = await schemaReady;
      if ('error' in loaded) return schemaUnavailable(loaded.error);
      const result = loaded.schema.safeParse(data);
      if (!result.success) {
        return fail({
          ...base,
          kind: 'invalidResponse',
          status: response.status,
          code: 'INVALID_RESPONSE',
          message: API_MESSAGES.invalidResponse,
          messageKey: 'api.invalidResponse',
          cause: result.error,
        });
      }
      return result.data as Output<S>;
    }

    // Our server answers `{ error: { code, message, fields?, requestId?, detail? } }`; anything in front of
    // it (a proxy, Fastify's own 404) may answer `{ message }` or HTML.
    const raw =
      parsed !== PARSE_FAILED && parsed && typeof parsed === 'object'
        ? (parsed as Record<string, unknown>)
        : {};
    const info = raw.error && typeof raw.error === 'object' ? (raw.error as Record<string, unknown>) : raw;
    const status = response.status;
    const common = {
      ...base,
      status,
      code: isErrorCode(info.code) ? info.code : ('HTTP_ERROR' as const),
      fields: readFields(info.fields),
      requestId:
        (typeof info.requestId === 'string' ? info.requestId : undefined) ??
        response.headers.get(HEADERS.requestId) ??
        undefined,
      detail: typeof info.detail === 'string' ? info.detail : undefined,
    };
    const serverMessage = safeServerMessage(info.message);

    if (csrfInvalid) {
      return fail({
        ...common,
        kind: 'csrfInvalid',
        message: API_MESSAGES.csrfInvalid,
        messageKey: 'api.csrfInvalid',
      });
    }
    if (sessionTimedOut) {
      return fail({
        ...common,
        kind: 'sessionTimeout',
        message: API_MESSAGES.sessionTimeout,
        messageKey: 'api.sessionTimeout',
      });
    }
    if (status === 429) {
      if (opts.skipRateLimitToast) {
        return fail({
          ...common,
          kind: 'rateLimited',
          message: serverMessage ?? API_MESSAGES.rateLimited,
          messageKey: serverMessage ? undefined : 'api.rateLimited',
        });
      }
      emitter?.emit('rateLimited', { message: API_MESSAGES.rateLimited, messageKey: 'api.rateLimited' });
      return fail({
        ...common,
        kind: 'rateLimited',
        message: API_MESSAGES.rateLimited,
        messageKey: 'api.rateLimited',
      });
    }
    if (method === 'GET' && status >= 500) {
      return fail({
        ...common,
        kind: 'server',
        message: API_MESSAGES.serverError,
        messageKey: 'api.serverError',
      });
    }
    if (status === 403 && opts.checkPermission) {
      return fail({
        ...common,
        kind: 'forbidden',
        message: API_MESSAGES.forbidden,
        messageKey: 'api.forbidden',
      });
    }
    if (parsed === PARSE_FAILED) {
      return fail({
        ...common,
        kind: 'parse',
        code: 'PARSE_ERROR',
        message: API_MESSAGES.parseError,
        messageKey: 'api.parseError',
      });
    }
    return fail({
      ...common,
      kind: 'http',
      message: serverMessage ?? API_MESSAGES.requestProblem,
      messageKey: serverMessage ? undefined : 'api.requestProblem',
    });
  }

  return {
    events,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    upload: (path, form, opts) => request('POST', path, { ...opts, body: form }),
  };
}
