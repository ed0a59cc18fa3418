import { jobPath, siteHref } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { createSeoRepository, type SitemapPositionRow } from './seo.repository.js';

/** The sitemaps protocol's limit of URLs per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;
/** Positions read per query while a sitemap streams out (about 1 MB of rows at a time). */
export const SITEMAP_READ_BATCH = 5_000;

/** The site a file is about: its public origin and the tenant's domain (siteHref of the contracts). */
export interface SiteAddress {
  /** PUBLIC_URL or https://{tenant domain} (lib/origin.ts siteOrigin), never the request's Host. */
  origin: string;
  domain: string;
}

export const siteUrl = (site: SiteAddress, path: string) => siteHref(site.origin, site.domain, path);

/**
 * Kept out of crawlers: account pages (spec 1 §2 protected routes), sign-in, private jobs, applying, the
 * e-sign widget, the API and sign-out. These are path prefixes; search pages share `/careers/{query}`, so a
 * search whose text begins with one of these words is kept out too, which is what search engines advise
 * for internal search results anyway. Public jobs and the home page are found through the sitemap.
 */
export const ROBOTS_DISALLOW = [
  '/careers/settings',
  '/careers/login',
  '/careers/job/private',
  '/careers/apply',
  '/careers/profile',
  '/careers/dashboard',
  '/careers/export-resume',
  '/careers/forms',
  '/careers/applications',
  '/careers/saved-jobs',
  '/careers/interviews',
  '/careers/events',
  '/careers/onboarding',
  '/careers/offer',
  '/careers/reset-password',
  '/careers/verify-email',
  '/public/',
  '/api/',
  '/logout',
] as const;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML content or attributes; characters XML 1.0 cannot hold at all are dropped. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlEntry(loc: string, lastmod: string | null): string {
  const mod = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : '';
  return `<url><loc>${xmlEscape(loc)}</loc>${mod}</url>\n`;
}

/** What /sitemap.xml serves: one file of URLs, or an index of `files` files when the URLs do not fit. */
export interface SitemapPlan {
  /** Listed positions, plus one for the careers home page. */
  urls: number;
  files: number;
  /** The moment the listing is taken at, so every query of one response agrees. */
  at: string;
  lastModified: string | null;
}

/**
 * sitemap.xml and robots.txt of a tenant. A sitemap holds the careers home page and every listed position;
 * above `urlsPerSitemap` URLs /sitemap.xml becomes an index of /sitemap-{n}.xml files. A file is streamed:
 * its positions are read SITEMAP_READ_BATCH at a time by keyset (id order), so memory stays flat however
 * many positions a tenant has.
 */
export function createSeoService(
  db: Kysely<Database>,
  opts: { now?: () => Date; urlsPerSitemap?: number; readBatch?: number } = {},
) {
  const now = opts.now ?? (() => new Date());
  const perFile = Math.max(1, Math.min(SITEMAP_MAX_URLS, opts.urlsPerSitemap ?? SITEMAP_MAX_URLS));
  const readBatch = Math.max(1, opts.readBatch ?? SITEMAP_READ_BATCH);
  const repo = createSeoRepository(db);

  return {
    urlsPerSitemap: perFile,

    async plan(tenantId: string): Promise<SitemapPlan> {
      const at = now().toISOString();
      const { count, lastModified } = await repo.listedSummary(tenantId, at);
      const urls = count + 1;
      return { urls, files: Math.ceil(urls / perFile), at, lastModified };
    },

    /** The index of a plan with several files. */
    sitemapIndex(site: SiteAddress, plan: SitemapPlan): string {
      const entries: string[] = [];
      for (let n = 1; n <= plan.files; n++) {
        entries.push(`<sitemap><loc>${xmlEscape(siteUrl(site, `/sitemap-${n}.xml`))}</loc></sitemap>\n`);
      }
      return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
    },

    /**
     * File `n` (1-based) of the plan, in chunks: URL number i (0 = the careers home, then positions in id
     * order) is in file floor(i / urlsPerSitemap) + 1. Null when the plan has no such file.
     */
    sitemapFile(
      tenantId: string,
      site: SiteAddress,
      plan: SitemapPlan,
      n: number,
    ): AsyncIterable<string> | null {
      if (!Number.isSafeInteger(n) || n < 1 || n > plan.files) return null;
      return (async function* () {
        yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
        let remaining = perFile;
        // Position offset of the file's first position (URL 0 is the careers home page).
        let offset = (n - 1) * perFile - 1;
        if (n === 1) {
          yield urlEntry(siteUrl(site, '/careers'), plan.lastModified);
          remaining -= 1;
          offset = 0;
        }
        let from: number | null =
          offset === 0 ? 0 : remaining > 0 ? await repo.listedIdAt(tenantId, plan.at, offset) : null;
        while (from !== null && remaining > 0) {
          const rows: SitemapPositionRow[] = await repo.listedPage(
            tenantId,
            plan.at,
            from,
            Math.min(readBatch, remaining),
          );
          if (rows.length === 0) break;
          yield rows.map((r) => urlEntry(siteUrl(site, jobPath(r)), r.updated_at)).join('');
          remaining -= rows.length;
          from = rows[rows.length - 1]!.id + 1;
        }
        yield '</urlset>\n';
      })();
    },

    robotsTxt(site: SiteAddress): string {
      return [
        'User-agent: *',
        'Allow: /careers',
        ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${siteUrl(site, '/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
