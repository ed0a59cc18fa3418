import { CSRF_META_NAME } from '@portico/contracts';

/** Where the request layer keeps the CSRF token between requests. */
export interface CsrfStore {
  get(): string | undefined;
  set(token: string): void;
}

/** Server side (one per request) and tests: the token the page was rendered with. */
export function createMemoryCsrfStore(initial?: string): CsrfStore {
  let token = initial || undefined;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/**
 * Browser: the token starts as the `<meta name="csrf-token">` of the server-rendered page and is refreshed
 * from every `x-csrf-token` response header (spec 2 §7). The meta tag is updated too, so code that reads
 * it later (for example a plain form post) sees the current token.
 */
export function createBrowserCsrfStore(doc: Document = document): CsrfStore {
  const meta = () => doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`);
  let token = meta()?.content || undefined;
  return {
    get: () => token,
    set: (next) => {
      token = next;
      const el = meta();
      if (el) el.content = next;
    },
  };
}
