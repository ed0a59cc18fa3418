import type { PageId } from '@portico/contracts';
import type { TFunction } from 'i18next';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyHeadTags, type HeadTags } from '../../lib/seo/head-tags.js';
import { useBoot } from '../boot-context.js';

export interface PageTitleInput {
  /** Page id whose SEO config title wins when present. */
  pageId?: PageId;
  /** Search text and location of a search page. */
  query?: string | null;
  location?: string | null;
  /** Position name of a job page. */
  position?: string | null;
  /**
   * The page's own name ("Settings", "Page not found") for a page that is neither a search nor a job: it
   * takes the position's place, '{page} | {company}', so every tab says which page it is.
   */
  page?: string | null;
}

/**
 * Spec 1 §2 "Page title": the SEO config title if present; else '{query} at {location}'; else
 * '{position} | {company}' (a page that is not a job puts its own name there); else 'Careers at {company}'.
 */
export function computePageTitle(
  input: PageTitleInput & { seoTitle?: string | null; company: string },
  t: TFunction,
): string {
  const seo = input.seoTitle?.trim();
  if (seo) return seo;
  const query = input.query?.trim();
  const location = input.location?.trim();
  if (query && location) return t('shell:title.queryAtLocation', { query, location });
  const position = input.position?.trim() || input.page?.trim();
  if (position) return t('shell:title.positionAtCompany', { position, company: input.company });
  return t('shell:title.careersAt', { company: input.company });
}

/**
 * Collects what the page puts in <head> during the server render, so entry-server can write it: the title
 * and the SEO description (usePageTitle), and canonical URL, robots, Open Graph, JSON-LD and a page-specific
 * description (useHeadTags).
 */
export interface HeadCollector extends HeadTags {
  title?: string;
}
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Sets the document title by the rules above; routes call it with what they know. */
export function usePageTitle(input: PageTitleInput): string {
  const boot = useBoot();
  const { t } = useTranslation('shell');
  const seoConfig = boot.pageConfig.pcsxConfig.seoConfig;
  const seoEntry = input.pageId ? seoConfig.pages[input.pageId] : undefined;
  const title = computePageTitle(
    { ...input, seoTitle: seoEntry?.title, company: boot.pageConfig.pcsxConfig.branding.companyName },
    t,
  );
  const collector = useContext(HeadCollectorContext);
  if (collector) {
    // Server render only: the collector is a per-request object, written synchronously during render.
    collector.title = title;
    // A page's own description (useHeadTags) wins over the configured one, whichever hook runs first.
    collector.description ??= seoEntry?.description || seoConfig.description || undefined;
  }
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

/**
 * Puts a page's canonical URL, meta description, robots, Open Graph tags and JSON-LD into <head>.
 * Call it once in the route component, beside usePageTitle (which still owns the <title>):
 *
 * ```tsx
 * usePageTitle({ pageId: 'singlePosition', position: position?.title });
 * useHeadTags(position ? jobPageHeadTags(position, { companyName, siteUrl: boot.siteUrl, domain: boot.domain }) : null);
 * ```
 *
 * Absolute URLs are built on the boot data's `siteUrl` (siteHref of the contracts), never on the address the
 * request or the browser names, so the server render and the browser write the same tags. Null or undefined
 * puts nothing. Values are plain text and plain objects: escaping is done for you, and the JSON-LD
 * script gets the page's CSP nonce.
 * - Server render: the tags are written into the request's HeadCollector synchronously, so they must be
 *   known during render (take them from loader data, not from an effect). Its description replaces the
 *   tenant's configured SEO description.
 * - Browser: after hydration and on client-side navigation an effect replaces the head elements written
 *   from head tags with these, and removes them when the page unmounts; nothing is touched during render.
 */
export function useHeadTags(tags: HeadTags | null | undefined): void {
  const collector = useContext(HeadCollectorContext);
  if (collector) {
    // Server render only: the collector is a per-request object, written synchronously during render.
    if (tags?.canonical) collector.canonical = tags.canonical;
    if (tags?.description) collector.description = tags.description;
    if (tags?.robots) collector.robots = tags.robots;
    if (tags?.og) collector.og = tags.og;
    if (tags?.jsonLd) collector.jsonLd = tags.jsonLd;
  }
  const applied = useRef<string | null>(null);
  // Every render: the tags may be a new object each time; the DOM only changes when they do.
  useEffect(() => {
    const key = JSON.stringify(tags ?? {});
    if (key === applied.current) return;
    applied.current = key;
    applyHeadTags(document.head, tags ?? {});
  });
  useEffect(
    () => () => {
      applied.current = null;
      applyHeadTags(document.head, {});
    },
    [],
  );
}
