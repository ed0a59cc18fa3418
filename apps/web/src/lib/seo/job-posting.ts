import {
  isPositionArchived,
  isPositionOpen,
  type JobType,
  jobPath,
  type Position,
  type PositionArchiving,
  privateJobPath,
  type SalaryRange,
} from '@portico/contracts';
import type { HeadTags } from './head-tags.js';

/**
 * What a job page says about its position to search engines: the page's address, its meta description and
 * schema.org JobPosting structured data (the fields Google for Jobs reads:
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting). Pure functions: they
 * run during the server render.
 */

/**
 * The position fields these functions read. Both the `Position` of the contracts and the job page's position
 * details (where archiving is `archived_at`) fit.
 */
export type SeoPosition = Pick<
  Position,
  | 'id'
  | 'title'
  | 'description'
  | 'jobType'
  | 'locations'
  | 'isRemote'
  | 'salary'
  | 'postedAt'
  | 'validThrough'
  | 'isPrivate'
> &
  PositionArchiving;

export interface JobPostingOptions {
  /** The hiring organisation's name (the tenant's branding.companyName). */
  companyName: string;
  /** Origin of the careers site, e.g. "https://careers.acme.com" (a trailing slash is fine). */
  siteUrl: string;
  /** The tenant's logo; a relative URL is resolved against siteUrl. */
  logoUrl?: string | null;
  /** The instant the page is rendered, which decides whether the position is open (default: now). */
  now?: Date | number;
}

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};

const SALARY_UNITS: Record<SalaryRange['period'], string> = {
  year: 'YEAR',
  month: 'MONTH',
  hour: 'HOUR',
};

export const META_DESCRIPTION_MAX_LENGTH = 160;

/** Path of the position's page: `/careers/job/{id}-{slug}`, or `/careers/job/private?pid={id}` when private. */
export function jobPagePath(position: Pick<SeoPosition, 'id' | 'title'> & { isPrivate?: boolean }): string {
  return position.isPrivate ? privateJobPath(position.id) : jobPath(position);
}

function absolute(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

/**
 * schema.org JobPosting for the position's page, as a plain object (head-tags.ts writes it safely).
 * Null for an archived position (Google: a filled job must lose its structured data) and for a private one
 * (its page is noindex and must not be advertised to job search engines). An expired position keeps it:
 * its validThrough in the past is what tells Google it is over.
 * An open position (isPositionOpen) says `directApply: true`: its page's Apply button leads to this site's
 * own application form, with no detour to another site. A closed one leaves the field out.
 * The description stays HTML (sanitised when stored): Google asks for it formatted.
 */
export function jobPostingJsonLd(
  position: SeoPosition,
  opts: JobPostingOptions,
): Record<string, unknown> | null {
  if (isPositionArchived(position) || position.isPrivate) return null;
  const siteUrl = opts.siteUrl.replace(/\/+$/, '');
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    name: opts.companyName,
    sameAs: siteUrl,
  };
  if (opts.logoUrl) organization.logo = absolute(opts.logoUrl, siteUrl);

  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: position.title,
    description: position.description,
    identifier: { '@type': 'PropertyValue', name: opts.companyName, value: String(position.id) },
    datePosted: position.postedAt,
  };
  if (position.validThrough) posting.validThrough = position.validThrough;
  posting.employmentType = EMPLOYMENT_TYPES[position.jobType];
  posting.hiringOrganization = organization;

  if (position.locations.length > 0) {
    posting.jobLocation = position.locations.map((location) => {
      const address: Record<string, string> = { '@type': 'PostalAddress', addressLocality: location.city };
      if (location.region) address.addressRegion = location.region;
      address.addressCountry = location.countryCode;
      return {
        '@type': 'Place',
        address,
        geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng },
      };
    });
  }
  if (position.isRemote) {
    posting.jobLocationType = 'TELECOMMUTE';
    // Where remote candidates may live: the countries of the position's locations (the data has no
    // separate list). A remote position without locations cannot say, so the field is left out.
    const countries = [...new Set(position.locations.map((l) => l.country))];
    if (countries.length > 0) {
      posting.applicantLocationRequirements = countries.map((name) => ({ '@type': 'Country', name }));
    }
  }

  const salary = position.salary;
  if (salary) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue' };
    if (salary.min === salary.max) value.value = salary.min;
    else {
      value.minValue = salary.min;
      value.maxValue = salary.max;
    }
    value.unitText = SALARY_UNITS[salary.period];
    posting.baseSalary = { '@type': 'MonetaryAmount', currency: salary.currency, value };
  }

  if (isPositionOpen(position, opts.now ?? Date.now())) posting.directApply = true;
  posting.url = absolute(jobPagePath(position), siteUrl);
  return posting;
}

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
  const url = absolute(jobPagePath(position), opts.siteUrl);
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
      image: opts.logoUrl ? absolute(opts.logoUrl, opts.siteUrl) : null,
    },
    jsonLd: jobPostingJsonLd(position, opts),
  };
}
