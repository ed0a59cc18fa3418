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
