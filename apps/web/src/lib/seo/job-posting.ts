import {
  type JobPostingOptions,
  jobPagePath,
  jobPostingJsonLd,
  type SeoPosition,
  siteFileUrl,
  siteHref,
} from '@portico/contracts';
import type { HeadTags } from './head-tags.js';

/**
 * What a job page puts in <head> besides its title: its address, its meta description, Open Graph tags and
 * the JobPosting structured data of the contracts (jobPostingJsonLd). Pure functions: they run during the
 * server render.
 */

export const META_DESCRIPTION_MAX_LENGTH = 160;

const BLOCK_TAGS =
  /<\/?(?:p|br|h[1-6]|ul|ol|li|div|section|article|blockquote|pre|table|tr|td|th|hr)\b[^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The HTML description as plain text: block elements separate words, inline ones do not. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(BLOCK_TAGS, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Meta description of the job page: the description as plain text, whitespace collapsed, at most 160
 * characters; a longer text is cut after the last whole word that fits and ends with "…".
 */
export function jobMetaDescription(position: Pick<SeoPosition, 'description'>): string {
  const chars = Array.from(htmlToText(position.description));
  if (chars.length <= META_DESCRIPTION_MAX_LENGTH) return chars.join('');
  // One character is kept for the ellipsis.
  const room = META_DESCRIPTION_MAX_LENGTH - 1;
  let cut = chars.slice(0, room).join('');
  if (chars[room] !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace > 0) cut = cut.slice(0, lastSpace);
  }
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/**
 * Everything the job page puts in <head> besides its title, for useHeadTags: a public position gets its
 * canonical URL, description, Open Graph tags and JobPosting JSON-LD (none when archived); a private one
 * gets `noindex` and no canonical URL or structured data.
 */
export function jobPageHeadTags(position: SeoPosition, opts: JobPostingOptions): HeadTags {
  const url = siteHref(opts.siteUrl, opts.domain, jobPagePath(position));
  const description = jobMetaDescription(position);
  return {
    canonical: position.isPrivate ? null : url,
    description,
    robots: position.isPrivate ? 'noindex' : null,
    og: {
      title: position.title,
      description,
      url,
      type: 'website',
      siteName: opts.companyName,
      image: opts.logoUrl ? siteFileUrl(opts.siteUrl, opts.logoUrl) : null,
    },
    jsonLd: jobPostingJsonLd(position, opts),
  };
}
