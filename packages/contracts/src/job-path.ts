/**
 * Job page URLs, shared by the web app (links, canonical URL, JSON-LD) and the server (sitemap.xml), so
 * both always write the same address for a position. docs/decisions/011.
 *
 * - public: `/careers/job/{id}-{slug}`; the router reads only the leading integer, so a slug that changes
 *   with the title never breaks an old link.
 * - private: `/careers/job/private?pid={id}`; never in a sitemap, always `noindex`.
 */

export const JOB_PAGE_PREFIX = '/careers/job/';
export const PRIVATE_JOB_PATH = '/careers/job/private';
/** Longest slug, in characters, before percent-encoding. */
export const JOB_SLUG_MAX_LENGTH = 60;

/**
 * The title as a URL slug: lowercased, every run of characters that are not letters or digits becomes one
 * '-', no '-' at either end, at most JOB_SLUG_MAX_LENGTH characters (cut back to a word when a word would be
 * split). Accents are dropped from Latin letters ("Développeur" → "developpeur"); letters of other scripts
 * are kept, so a Japanese or Arabic title still says something in its URL (jobPath percent-encodes them).
 */
export function jobSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    // Only after Latin letters: marks are part of the letter in scripts such as Devanagari or Thai.
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const chars = Array.from(words);
  if (chars.length <= JOB_SLUG_MAX_LENGTH) return words;
  let cut = chars.slice(0, JOB_SLUG_MAX_LENGTH).join('');
  const splitsWord = chars[JOB_SLUG_MAX_LENGTH] !== '-';
  const lastDash = cut.lastIndexOf('-');
  if (splitsWord && lastDash > 0) cut = cut.slice(0, lastDash);
  return cut.replace(/-+$/, '');
}

/** Path of a public position's page, percent-encoded (safe as an href, a canonical URL and a sitemap loc). */
export function jobPath(position: { id: number; title: string }): string {
  const slug = jobSlug(position.title);
  return `${JOB_PAGE_PREFIX}${position.id}${slug ? `-${encodeURIComponent(slug)}` : ''}`;
}

/**
 * Path of a private position's page: `/careers/job/private?pid={id}&private={token}`. The token is the position's
 * link token (docs/decisions/034): only with it does the page show the job. Without a token (the page's own
 * canonical address, which search engines are told not to index) the path names the id alone.
 */
export function privateJobPath(id: number, token?: string | null): string {
  const base = `${PRIVATE_JOB_PATH}?pid=${id}`;
  return token ? `${base}&private=${encodeURIComponent(token)}` : base;
}
