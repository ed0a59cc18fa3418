import { CARRIED_PARAMS } from '@portico/contracts';

/**
 * Links inside the site keep the tenant's `domain` parameter (spec 1 §2: links carry a domain query
 * parameter), so a visitor browsing `?domain=contoso.example` stays on Contoso.
 */
export function withDomain(path: string, domain: string | null | undefined, isDefaultHost = false): string {
  if (!domain || isDefaultHost) return path;
  const [pathname = '', hash = ''] = path.split('#');
  const url = new URL(pathname, 'http://x.invalid');
  if (!url.searchParams.has('domain')) url.searchParams.set('domain', domain);
  return `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`;
}

/** The `domain` parameter of the current location, if the visitor arrived with one. */
export function domainParam(search: string): string | null {
  return new URLSearchParams(search).get('domain');
}

/**
 * Query parameters a visitor keeps from page to page (spec 2 §1: the tenant, the page language and the
 * campaign and referral parameters are carried along); the same list the apply page's address keeps.
 */
export { CARRIED_PARAMS };

/** The carried parameters of the current `search`, as name-value pairs in CARRIED_PARAMS' order. */
export function carriedParams(search: string): [string, string][] {
  const current = new URLSearchParams(search);
  return CARRIED_PARAMS.flatMap((name) =>
    current.getAll(name).map((value): [string, string] => [name, value]),
  );
}

/**
 * `path` with the carried parameters of the current `search` (for links that leave the page); a path with a
 * query of its own (`/careers/apply?pid=1`) keeps it, and a parameter it names already is not added twice.
 */
export function withCarriedParams(path: string, search: string): string {
  const [pathname = '', own = ''] = path.split('?');
  const ownParams = new URLSearchParams(own);
  const carried = carriedParams(search).filter(([name]) => !ownParams.has(name));
  const query = new URLSearchParams([...ownParams, ...carried]).toString();
  return query ? `${pathname}?${query}` : pathname;
}
