/**
 * Absolute addresses of a careers site, shared by the server (robots.txt, sitemap.xml) and the web app
 * (canonical link, Open Graph, JobPosting JSON-LD), so both write the same URL for a page.
 *
 * The site's origin is never the request's Host header: a forged Host would otherwise land in pages and in
 * files that shared caches keep (robots.txt and the sitemap are cached for an hour). The server decides the
 * origin (PUBLIC_URL when set, else https://{tenant domain}: docs/decisions/031) and hands it to the page in
 * the boot data's `siteUrl`.
 */

/**
 * What is used here of the platform's URL (browsers and Node have it; contracts are typed without DOM or
 * Node types, so it is declared here).
 */
interface PlatformUrl {
  readonly hostname: string;
  readonly href: string;
  readonly searchParams: { set(name: string, value: string): void };
}
declare const URL: new (url: string, base?: string) => PlatformUrl;

/**
 * `path` (with its own query, if any) on the site at `siteUrl` for the tenant `domain`. When the origin's
 * host is not the tenant's own domain (a shared PUBLIC_URL), the URL carries `domain={domain}`, which is how
 * the server picks the tenant there; on the tenant's own domain it needs none.
 */
export function siteHref(siteUrl: string, domain: string, path: string): string {
  const url = new URL(path, `${siteUrl.replace(/\/+$/, '')}/`);
  if (url.hostname !== domain) url.searchParams.set('domain', domain);
  return url.href;
}

/**
 * A file of the site (a logo, an image) as an absolute URL on `siteUrl`; an absolute URL stays as it is.
 * Files are the same for every tenant, so they carry no `domain` parameter.
 */
export function siteFileUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}
