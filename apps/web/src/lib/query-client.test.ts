import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './api/errors.js';
import {
  createQueryClient,
  dehydrateQueryClient,
  hydrateQueryClient,
  readDehydratedState,
  serializeDehydratedState,
  shouldRetry,
} from './query-client.js';

const error = (kind: ApiErrorKind, status: number) =>
  new ApiError({ kind, status, code: 'HTTP_ERROR', message: 'x', method: 'GET', url: '/x' });

describe('shouldRetry', () => {
  it('retries network failures and 5xx at most twice, never 4xx or aborts', () => {
    expect(shouldRetry(0, error('network', 0))).toBe(true);
    expect(shouldRetry(1, error('server', 503))).toBe(true);
    expect(shouldRetry(2, error('server', 503))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(shouldRetry(0, error('http', status))).toBe(false);
    expect(shouldRetry(0, error('aborted', 0))).toBe(false);
    expect(shouldRetry(0, new Error('render bug'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('never retries on the server', () => {
    expect(createQueryClient({ server: true }).getDefaultOptions().queries?.retry).toBe(false);
    expect(createQueryClient({ server: false }).getDefaultOptions().queries?.retry).toBe(shouldRetry);
  });

  it('gives every caller its own cache', () => {
    const a = createQueryClient({ server: true });
    const b = createQueryClient({ server: true });
    a.setQueryData(['session'], { isLoggedIn: true });
    expect(b.getQueryData(['session'])).toBeUndefined();
  });
});

describe('dehydrate / hydrate', () => {
  it('round-trips the cache through a script element, safely escaped', () => {
    const server = createQueryClient({ server: true });
    server.setQueryData(['settings'], { fullName: '</script><script>alert(1)</script>' });
    const json = serializeDehydratedState(dehydrateQueryClient(server));
    expect(json).not.toContain('</script>');
    document.body.innerHTML = `<script type="application/json" id="portico-state">${json}</script>`;
    const browser = createQueryClient({ server: false });
    hydrateQueryClient(browser, readDehydratedState('portico-state'));
    expect(browser.getQueryData(['settings'])).toEqual({ fullName: '</script><script>alert(1)</script>' });
  });

  it('tolerates a missing or broken payload', () => {
    document.body.innerHTML = '<script type="application/json" id="portico-state">{broken</script>';
    expect(readDehydratedState('portico-state')).toBeUndefined();
    expect(readDehydratedState('absent')).toBeUndefined();
    expect(() => hydrateQueryClient(createQueryClient(), undefined)).not.toThrow();
  });
});
