import { jobPath, privateJobPath } from './job-path.js';
import { isPositionArchived, isPositionOpen, type PositionArchiving } from './position-open.js';
import type { JobType, Position, SalaryRange } from './positions.js';
import { siteFileUrl, siteHref } from './site-url.js';

/**
 * What a job page says about its position to job search engines: schema.org JobPosting structured data with
 * the fields Google for Jobs reads (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * The web app writes it into the job page's <head>; the server's tests run every open demo job's data through
 * a validator of Google's rules (apps/server/src/modules/pages/job-posting.test.ts). A pure function: it runs
 * during the server render.
 */

/**
 * The position fields read here. Both the `Position` of the contracts and the job page's position details
 * (where archiving is `archived_at`) fit.
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
  /** The site's public origin (boot data's siteUrl: PUBLIC_URL or the tenant's domain, never the Host). */
  siteUrl: string;
  /** The tenant's domain; URLs on an origin that is not this domain carry `?domain=` (siteHref). */
  domain: string;
  /** The tenant's logo (branding.logoUrl); a relative URL is resolved against siteUrl. */
  logoUrl?: string | null;
  /**
   * ISO 3166-1 alpha-2 codes of the countries a remote position that names no place takes candidates from
   * (seoConfig.remoteApplicantCountries).
   */
  remoteApplicantCountries?: readonly string[];
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

/** Path of the position's page: `/careers/job/{id}-{slug}`, or `/careers/job/private?pid={id}` when private. */
export function jobPagePath(position: Pick<SeoPosition, 'id' | 'title'> & { isPrivate?: boolean }): string {
  return position.isPrivate ? privateJobPath(position.id) : jobPath(position);
}

let countryNames: Intl.DisplayNames | null = null;
/** English name of an ISO country code ("DE" → "Germany"); the code itself when the runtime has no name. */
function countryName(code: string): string {
  countryNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return countryNames.of(code) ?? code;
}

/**
 * schema.org JobPosting for the position's page, as a plain object (the web app's head-tags.ts writes it
 * safely). Rules:
 * - Null for an archived position (Google: a filled job must lose its structured data) and for a private one
 *   (its page is noindex and must not be advertised to job search engines). An expired position keeps it:
 *   its validThrough in the past is what tells Google it is over.
 * - An open position (isPositionOpen) says `directApply: true`: its page's Apply button leads to this site's
 *   own application form. A closed one leaves the field out.
 * - The description stays HTML (sanitised when stored): Google asks for it formatted.
 * - hiringOrganization names the tenant: `sameAs` is the tenant's careers site and `logo` its logo, both
 *   absolute and built on the site's public origin, never on the request's Host.
 * - jobLocation is one Place for a position with one place, and a list of Places for one with several
 *   (Google accepts both); every Place has a PostalAddress with its addressCountry.
 * - A remote position is `jobLocationType: TELECOMMUTE` and, as Google requires for remote jobs, says in
 *   `applicantLocationRequirements` where candidates may live: the countries of its places, or for a position
 *   that names none, the tenant's remoteApplicantCountries.
 */
export function jobPostingJsonLd(
  position: SeoPosition,
  opts: JobPostingOptions,
): Record<string, unknown> | null {
  if (isPositionArchived(position) || position.isPrivate) return null;
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    name: opts.companyName,
    sameAs: siteHref(opts.siteUrl, opts.domain, '/careers'),
  };
  if (opts.logoUrl) organization.logo = siteFileUrl(opts.siteUrl, opts.logoUrl);

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

  const places = position.locations.map((location) => {
    const address: Record<string, string> = { '@type': 'PostalAddress', addressLocality: location.city };
    if (location.region) address.addressRegion = location.region;
    address.addressCountry = location.countryCode;
    return {
      '@type': 'Place',
      address,
      geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng },
    };
  });
  if (places.length === 1) posting.jobLocation = places[0];
  else if (places.length > 1) posting.jobLocation = places;

  if (position.isRemote) {
    posting.jobLocationType = 'TELECOMMUTE';
    const countries =
      position.locations.length > 0
        ? position.locations.map((l) => l.country)
        : (opts.remoteApplicantCountries ?? []).map(countryName);
    const unique = [...new Set(countries)];
    // A remote position with neither places nor tenant countries cannot say; Search Console then tells the
    // tenant to set seoConfig.remoteApplicantCountries.
    if (unique.length > 0) {
      posting.applicantLocationRequirements = unique.map((name) => ({ '@type': 'Country', name }));
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
  posting.url = siteHref(opts.siteUrl, opts.domain, jobPagePath(position));
  return posting;
}
