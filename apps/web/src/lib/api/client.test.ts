import { HEADERS, sessionResponseSchema } from '@portico/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiClientOptions, type ApiContext, createApiClient } from './client.js';
import { ApiError } from './errors.js';
import { createApiEvents } from './events.js';
import { type LazySchema, responseSchema } from './lazy-schema.js';

interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** A fetch that records calls and answers from a queue of responses (or a thrown error). */
function fakeFetch(...answers: Array<Response | Error | (() => Response)>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
}

function setup(
  answers: Array<Response | Error | (() => Response)>,
  context: ApiContext = { groupId: 'northwind.example' },
) {
  const { fetch, calls } = fakeFetch(...answers);
  let token: string | undefined = 'tok-1';
  const events = createApiEvents();
  const seen: Array<[string, unknown]> = [];
  for (const type of ['sessionTimeout', 'csrfInvalid', 'rateLimited', 'error'] as const) {
    events.on(type, (payload) => seen.push([type, payload]));
  }
  const options: ApiClientOptions = {
    fetch,
    getCsrfToken: () => token,
    setCsrfToken: (t) => {
      token = t;
    },
    getContext: () => context,
    events,
  };
  const api = createApiClient(options);
  return { api, calls, seen, token: () => token };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('request headers and cookies', () => {
  it('sends cookies, accept, user/group/timezone headers and no CSRF header on GET', async () => {
    const { api, calls } = setup([json({ data: 1 })], {
      userId: 'u1',
      groupId: 'northwind.example',
      timezone: 'Europe/Berlin',
    });
    await api.get('/api/pcsx/session');
    const [call] = calls;
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.method).toBe('GET');
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.headers.get(HEADERS.user)).toBe('u1');
    expect(call?.headers.get(HEADERS.group)).toBe('northwind.example');
    expect(call?.headers.get(HEADERS.timezone)).toBe('Europe/Berlin');
    expect(call?.headers.has(HEADERS.csrfToken)).toBe(false);
  });

  it('leaves out context headers that are not known', async () => {
    const { api, calls } = setup([json({})], { groupId: null });
    await api.get('/x');
    expect(calls[0]?.headers.has(HEADERS.user)).toBe(false);
    expect(calls[0]?.headers.has(HEADERS.group)).toBe(false);
    expect(calls[0]?.headers.has(HEADERS.timezone)).toBe(false);
  });

  it.each(['post', 'put', 'delete'] as const)('sends the CSRF token on %s', async (method) => {
    const { api, calls } = setup([json({})]);
    if (method === 'delete') await api.delete('/x');
    else await api[method]('/x', { a: 1 });
    expect(calls[0]?.init.method).toBe(method.toUpperCase());
    expect(calls[0]?.headers.get(HEADERS.csrfToken)).toBe('tok-1');
  });

  it('stores a refreshed token from x-csrf-token and uses it on the next request', async () => {
    const { api, calls, token } = setup([json({}, { headers: { [HEADERS.csrfToken]: 'tok-2' } }), json({})]);
    await api.get('/a');
    expect(token()).toBe('tok-2');
    await api.post('/b', {});
    expect(calls[1]?.headers.get(HEADERS.csrfToken)).toBe('tok-2');
  });

  it('sends JSON bodies with a content type and FormData as it is', async () => {
    const { api, calls } = setup([json({}), json({})]);
    await api.post('/json', { email: 'a@b.c' });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.c"}');
    const form = new FormData();
    form.set('resume_file_name', 'cv.pdf');
    await api.upload('/upload', form);
    expect(calls[1]?.init.body).toBe(form);
    expect(calls[1]?.headers.has('content-type')).toBe(false);
    expect(calls[1]?.headers.get(HEADERS.csrfToken)).toBe('tok-1');
  });

  it('prefixes the base URL and passes signal and keepalive', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const api = createApiClient({
      fetch,
      baseUrl: 'http://127.0.0.1:3000',
      getCsrfToken: () => undefined,
      setCsrfToken: () => {},
      getContext: () => ({}),
    });
    const controller = new AbortController();
    await api.post('/vslog', {}, { signal: controller.signal, keepalive: true });
    expect(calls[0]?.url).toBe('http://127.0.0.1:3000/vslog');
    expect(calls[0]?.init.signal).toBe(controller.signal);
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(calls[0]?.headers.has(HEADERS.csrfToken)).toBe(false);
  });
});

describe('query strings', () => {
  it('skips empty values, keeps false and 0, sorts arrays into repeated keys', async () => {
    const { api, calls } = setup([json({})]);
    await api.get('/api/pcsx/search', {
      params: {
        query: '',
        start: 0,
        remote: false,
        location: null,
        sortBy: undefined,
        filters: ['b', 'a', '', 'c'],
      },
    });
    expect(calls[0]?.url).toBe('/api/pcsx/search?start=0&remote=false&filters=a&filters=b&filters=c');
  });

  it('copies the page debug parameter into the params', async () => {
    const { api, calls } = setup([json({}), json({})], { debug: 'true' });
    await api.get('/a', { params: { q: 'x' } });
    await api.post('/b', {});
    expect(calls[0]?.url).toBe('/a?q=x&debug=true');
    expect(calls[1]?.url).toBe('/b?debug=true');
  });

  it('converts param and body keys to snake_case when asked', async () => {
    const { api, calls } = setup([json({})]);
    await api.post(
      '/x',
      { fullName: 'A', nested: { opSection: 1 } },
      { params: { groupId: 'g' }, snakeCase: true },
    );
    expect(calls[0]?.url).toBe('/x?group_id=g');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ full_name: 'A', nested: { op_section: 1 } });
  });
});

describe('responses', () => {
  it('validates with the schema and returns typed data', async () => {
    const { api } = setup([json({ data: { isLoggedIn: false, user: null } })]);
    const body = await api.get('/api/pcsx/session', { schema: sessionResponseSchema });
    expect(body.data.isLoggedIn).toBe(false);
  });

  it('converts response keys to camelCase when asked, before validation', async () => {
    const { api } = setup([json({ data: { job_cart_data: [{ position_id: 1 }] } })]);
    const schema = z.object({
      data: z.object({ jobCartData: z.array(z.object({ positionId: z.number() })) }),
    });
    const body = await api.get('/cart', { schema, camelCase: true });
    expect(body.data.jobCartData[0]?.positionId).toBe(1);
  });

  it('returns undefined for an empty body (204)', async () => {
    const { api } = setup([new Response(null, { status: 204 })]);
    await expect(api.post('/vslog', {})).resolves.toBeUndefined();
  });

  it('rejects a body that does not match the schema with "Error in api response"', async () => {
    const { api, seen } = setup([json({ data: { isLoggedIn: 'yes' } })]);
    const error = await caught(api.get('/api/pcsx/session', { schema: sessionResponseSchema }));
    expect(error.kind).toBe('invalidResponse');
    expect(error.message).toBe('Error in api response');
    expect(error.messageKey).toBe('api.invalidResponse');
    expect(seen.map(([type]) => type)).toEqual(['error']);
  });

  it('rejects invalid JSON on a successful answer with "Unexpected error occurred."', async () => {
    const { api } = setup([new Response('<html>oops</html>', { status: 200 })]);
    const error = await caught(api.get('/x'));
    expect(error.kind).toBe('parse');
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.message).toBe('Unexpected error occurred.');
  });
});

describe('errors (spec 2 §8, spec 3 §8)', () => {
  it('429 shows "Please try again in a few minutes" and emits rateLimited', async () => {
    const { api, seen } = setup([
      json({ error: { code: 'RATE_LIMITED', message: 'Too many attempts' } }, { status: 429 }),
    ]);
    const error = await caught(api.post('/api/pcsx/auth/login', {}));
    expect(error.kind).toBe('rateLimited');
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Please try again in a few minutes');
    expect(seen.map(([type]) => type)).toEqual(['rateLimited', 'error']);
    expect(seen[0]?.[1]).toEqual({
      message: 'Please try again in a few minutes',
      messageKey: 'api.rateLimited',
    });
  });

  it('429 with skipRateLimitToast: no rateLimited event, the server text is kept', async () => {
    const { api, seen } = setup([
      json({ error: { code: 'RATE_LIMITED', message: 'Too many attempts' } }, { status: 429 }),
    ]);
    const error = await caught(api.post('/x', {}, { skipRateLimitToast: true }));
    expect(error.kind).toBe('rateLimited');
    expect(error.message).toBe('Too many attempts');
    expect(seen.map(([type]) => type)).toEqual(['error']);
  });

  it('GET with 5xx shows "Server error. Please try again."', async () => {
    const { api } = setup([
      json({ error: { code: 'INTERNAL', message: 'Internal server error' } }, { status: 503 }),
    ]);
    const error = await caught(api.get('/x'));
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Server error. Please try again.');
  });

  it('GET with an HTML 502 from a proxy still shows the server-error text', async () => {
    const { api } = setup([new Response('<html>Bad gateway</html>', { status: 502 })]);
    const error = await caught(api.get('/x'));
    expect(error.message).toBe('Server error. Please try again.');
    expect(error.code).toBe('HTTP_ERROR');
  });

  it('POST with 5xx keeps a safe server message', async () => {
    const { api } = setup([
      json(
        { error: { code: 'INTERNAL', message: 'Internal server error', requestId: 'r1' } },
        { status: 500 },
      ),
    ]);
    const error = await caught(api.post('/x', {}));
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Internal server error');
    expect(error.requestId).toBe('r1');
  });

  it('non-JSON error body on a write shows "Unexpected error occurred."', async () => {
    const { api } = setup([new Response('Bad gateway', { status: 502 })]);
    const error = await caught(api.post('/x', {}));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe('Unexpected error occurred.');
  });

  it('403 with permission checking shows the permission text', async () => {
    const { api } = setup([
      json({ error: { code: 'FORBIDDEN', message: 'nope' } }, { status: 403 }),
      json(
        { error: { code: 'LOGIN_DISABLED', message: 'Candidate login is turned off for this site.' } },
        { status: 403 },
      ),
    ]);
    const error = await caught(api.get('/admin', { checkPermission: true }));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe('User does not have permissions to perform this action');
    const other = await caught(api.post('/api/pcsx/auth/login', {}));
    expect(other.kind).toBe('http');
    expect(other.code).toBe('LOGIN_DISABLED');
    expect(other.message).toBe('Candidate login is turned off for this site.');
  });

  it.each([
    ['missing', { error: { code: 'BAD_REQUEST' } }],
    ['not a string', { error: { code: 'BAD_REQUEST', message: { text: 'x' } } }],
    ['HTML', { error: { code: 'BAD_REQUEST', message: '<b>bad</b> request' } }],
    ['an HTML entity', { error: { code: 'BAD_REQUEST', message: 'bad &amp; worse' } }],
    ['blank', { error: { code: 'BAD_REQUEST', message: '   ' } }],
  ])('a server message that is %s becomes "There was a problem with the request"', async (_name, body) => {
    const { api } = setup([json(body, { status: 400 })]);
    const error = await caught(api.post('/x', {}));
    expect(error.message).toBe('There was a problem with the request');
    expect(error.messageKey).toBe('api.requestProblem');
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('carries the code, field messages and request id of a validation error', async () => {
    const { api } = setup([
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Check the form',
            fields: { email: 'Email is invalid.', n: 3 },
          },
        },
        { status: 400, headers: { [HEADERS.requestId]: 'req-9' } },
      ),
    ]);
    const error = await caught(api.post('/x', {}));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Check the form');
    expect(error.messageKey).toBeUndefined();
    expect(error.fields).toEqual({ email: 'Email is invalid.' });
    expect(error.requestId).toBe('req-9');
  });

  it('reads a flat { message } error body and unknown codes as HTTP_ERROR', async () => {
    const { api } = setup([
      json({ statusCode: 404, error: 'Not Found', message: 'Route GET:/nope not found' }, { status: 404 }),
    ]);
    const error = await caught(api.post('/nope', {}));
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(404);
    expect(error.message).toBe('Route GET:/nope not found');
  });

  it('x-csrf-invalid: "Invalid CSRF." error and csrfInvalid event', async () => {
    const { api, seen } = setup([
      json(
        { error: { code: 'CSRF_INVALID', message: 'x' } },
        { status: 403, headers: { [HEADERS.csrfInvalid]: '1' } },
      ),
    ]);
    const error = await caught(api.post('/x', {}, { checkPermission: true }));
    expect(error.kind).toBe('csrfInvalid');
    expect(error.message).toBe('Invalid CSRF.');
    expect(seen.map(([type]) => type)).toEqual(['csrfInvalid', 'error']);
    expect(seen[0]?.[1]).toEqual({ message: 'Invalid CSRF.', messageKey: 'api.csrfInvalid' });
  });

  it('x-login on a failed request: "Session timed out." error and sessionTimeout event', async () => {
    const { api, seen } = setup([
      json(
        { error: { code: 'SESSION_EXPIRED', message: 'x' } },
        { status: 401, headers: { [HEADERS.login]: '1' } },
      ),
    ]);
    const error = await caught(api.get('/api/pcsx/settings'));
    expect(error.kind).toBe('sessionTimeout');
    expect(error.message).toBe('Session timed out.');
    expect(seen.map(([type]) => type)).toEqual(['sessionTimeout', 'error']);
  });

  it('x-login on a successful public request still raises the session alert', async () => {
    const { api, seen } = setup([json({ data: 1 }, { headers: { [HEADERS.login]: '1' } })]);
    await expect(api.get('/x')).resolves.toEqual({ data: 1 });
    expect(seen).toEqual([
      ['sessionTimeout', { message: 'Session timed out.', messageKey: 'api.sessionTimeout' }],
    ]);
  });

  it('x-login: 0 is not a timeout', async () => {
    const { api, seen } = setup([json({}, { headers: { [HEADERS.login]: '0' } })]);
    await api.get('/x');
    expect(seen).toEqual([]);
  });

  it('a network failure is "Error with response" with status 0', async () => {
    const { api, seen } = setup([new TypeError('Failed to fetch')]);
    const error = await caught(api.get('/x'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toBe('Error with response');
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(seen.map(([type]) => type)).toEqual(['error']);
  });

  it('an aborted request is an aborted ApiError and emits nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api, seen } = setup([new DOMException('The operation was aborted.', 'AbortError')]);
    const error = await caught(api.get('/x', { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(seen).toEqual([]);
  });

  it('a listener that throws does not break the request layer', async () => {
    const { api } = setup([json({}, { status: 500 })]);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.events?.on('error', () => {
      throw new Error('listener bug');
    });
    const error = await caught(api.get('/x'));
    expect(error.kind).toBe('server');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('silent requests', () => {
  it('emit no error or rateLimited events but still raise the session alert', async () => {
    const { api, seen } = setup([
      json({}, { status: 429 }),
      json(
        { error: { code: 'SESSION_EXPIRED', message: 'x' } },
        { status: 401, headers: { [HEADERS.login]: '1' } },
      ),
    ]);
    expect((await caught(api.post('/vslog', {}, { silent: true }))).kind).toBe('rateLimited');
    expect(seen).toEqual([]);
    expect((await caught(api.post('/vslog', {}, { silent: true }))).kind).toBe('sessionTimeout');
    expect(seen.map(([type]) => type)).toEqual(['sessionTimeout']);
  });
});

describe('lazy schemas (docs/decisions/014)', () => {
  it('a contract schema by name still validates every answer', async () => {
    const { api } = setup([
      json({ data: { isLoggedIn: false, user: null } }),
      json({ data: { isLoggedIn: 'yes' } }),
    ]);
    const body = await api.get('/api/pcsx/session', { schema: responseSchema('sessionResponseSchema') });
    expect(body.data.isLoggedIn).toBe(false);
    const error = await caught(
      api.get('/api/pcsx/session', { schema: responseSchema('sessionResponseSchema') }),
    );
    expect(error.kind).toBe('invalidResponse');
    expect(error.message).toBe('Error in api response');
  });

  it('a GET is sent while its schema downloads', async () => {
    let release: (schema: typeof sessionResponseSchema) => void = () => {};
    const schema: LazySchema<typeof sessionResponseSchema> = {
      load: () => new Promise((resolve) => (release = resolve)),
    };
    const { api, calls } = setup([json({ data: { isLoggedIn: false, user: null } })]);
    const pending = api.get('/api/pcsx/session', { schema });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    release(sessionResponseSchema);
    await expect(pending).resolves.toEqual({ data: { isLoggedIn: false, user: null } });
  });

  it('a GET whose schema cannot be downloaded fails as a network error (retried like one)', async () => {
    const schema: LazySchema = { load: () => Promise.reject(new Error('chunk failed')) };
    const { api, calls, seen } = setup([json({ data: { isLoggedIn: false, user: null } })]);
    const error = await caught(api.get('/api/pcsx/session', { schema }));
    expect(calls).toHaveLength(1);
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Error with response');
    expect(seen.map(([type]) => type)).toEqual(['error']);
  });

  it('any other request is not sent when its schema cannot be downloaded', async () => {
    const schema: LazySchema = { load: () => Promise.reject(new Error('chunk failed')) };
    const { api, calls } = setup([json({ data: { ok: true } })]);
    const error = await caught(api.post('/api/pcsx/auth/logout', {}, { schema }));
    expect(error.kind).toBe('network');
    expect(calls).toHaveLength(0);
  });
});
