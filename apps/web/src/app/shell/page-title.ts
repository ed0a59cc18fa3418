import type { PageId } from '@portico/contracts';
import type { TFunction } from 'i18next';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../boot-context.js';

export interface PageTitleInput {
  /** Page id whose SEO config title wins when present. */
  pageId?: PageId;
  /** Search text and location of a search page. */
  query?: string | null;
  location?: string | null;
  /** Position name of a job page. */
  position?: string | null;
}

/**
 * Spec 1 §2 "Page title": the SEO config title if present; else '{query} at {location}'; else
 * '{position} | {company}'; else 'Careers at {company}'.
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
  const position = input.position?.trim();
  if (position) return t('shell:title.positionAtCompany', { position, company: input.company });
  return t('shell:title.careersAt', { company: input.company });
}

/** Collects the title during the server render so entry-server can write it into <head>. */
export interface HeadCollector {
  title?: string;
  description?: string;
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
    collector.description = seoEntry?.description || seoConfig.description || undefined;
  }
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
