import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { jobPostingJsonLd } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { siteOrigin } from '../../lib/origin.js';
import { seedDemo } from '../../seed/demo.js';
import { CONTOSO_DOMAIN, NORTHWIND_DOMAIN } from '../../seed/tenants.js';
import { testEnv } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import type { Tenant } from '../tenants/tenants.service.js';

/**
 * Every open demo job's JobPosting data, as its page writes it, through a validator of Google's rich-result
 * rules that somebody else maintains (@adobe/structured-data-validator, reading the page with
 * @marbec/web-auto-extractor): no errors.
 *
 * The one exception, named here: the validator reads `jobLocation` only as a single object (it looks up
 * `jobLocation.address.addressCountry`), while Google accepts a list of places for a job with several. Such a
 * job keeps its list; its "jobLocation.address.addressCountry is missing" error is the validator misreading
 * the list, so the list is checked instead against Google's documented rule (developers.google.com/search/
 * docs/appearance/structured-data/job-posting, jobLocation: "one or more Place"s, each with a PostalAddress
 * whose addressCountry is the two-letter ISO 3166-1 code, and addressLocality).
 */
const NOW = new Date('2026-11-22T03:00:00.000Z');
const MULTI_PLACE_EXCEPTION = 'Required attribute "jobLocation.address.addressCountry" is missing';

interface Issue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  fieldNames?: string[];
}

/** The job page's head as the page writes the data: one ld+json script. */
function pageHtml(jsonLd: object): string {
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body></body></html>`;
}

function expectGooglePlaces(jobLocation: unknown): void {
  expect(Array.isArray(jobLocation)).toBe(true);
  const places = jobLocation as Record<string, unknown>[];
  expect(places.length).toBeGreaterThan(1);
  for (const place of places) {
    expect(place['@type']).toBe('Place');
    const address = place.address as Record<string, unknown>;
    expect(address['@type']).toBe('PostalAddress');
    expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
    expect(typeof address.addressLocality).toBe('string');
    expect(address.addressLocality).not.toBe('');
  }
}

describe('JobPosting data of every open demo job', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const validator = new Validator();
  const extractor = new WebAutoExtractor({ addLocation: false, embedSource: false });

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ env: testEnv(), db: database.db, now: () => NOW, logger: false });
    await app.ready();
    await seedDemo(app.services, { log: () => undefined, now: () => NOW });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  /** The ids the tenant's sitemap lists: exactly its open, public positions. */
  async function openJobIds(tenant: Tenant): Promise<number[]> {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: tenant.domain } });
    expect(res.statusCode).toBe(200);
    return [...res.body.matchAll(/\/careers\/job\/(\d+)-/g)].map((m) => Number(m[1]));
  }

  for (const domain of [NORTHWIND_DOMAIN, CONTOSO_DOMAIN]) {
    it(`${domain}: no errors, a logo and the tenant's site on every posting, a place rule for remote jobs`, async () => {
      const tenant = (await app.services.tenants.findByDomain(domain))!;
      const { branding, seoConfig } = tenant.config.pcsxConfig;
      const ids = await openJobIds(tenant);
      // Most of the tenant's 2,400 or 600 positions (private and expired ones are not listed).
      expect(ids.length).toBeGreaterThan(domain === NORTHWIND_DOMAIN ? 1500 : 350);
      const seen = { remoteWithoutPlace: 0, multiPlace: 0 };
      const failures: string[] = [];
      for (const id of ids) {
        // The job page's data: the answer of GET /api/pcsx/position_details.
        const position = await app.services.positionDetails.detail(tenant.id, id, {
          privateToken: null,
          candidateId: null,
        });
        const jsonLd = jobPostingJsonLd(position, {
          companyName: branding.companyName,
          siteUrl: siteOrigin(app.env, tenant),
          domain: tenant.domain,
          logoUrl: branding.logoUrl,
          remoteApplicantCountries: seoConfig.remoteApplicantCountries,
          now: NOW,
        });
        expect(jsonLd).not.toBeNull();
        const extracted = extractor.parse(pageHtml(jsonLd!));
        expect(extracted.jsonld.JobPosting).toHaveLength(1);
        const issues = ((await validator.validate(extracted)) as Issue[]).filter(
          (i) => i.severity === 'ERROR',
        );
        const multiPlace = Array.isArray(jsonLd!.jobLocation);
        if (multiPlace) {
          seen.multiPlace++;
          expectGooglePlaces(jsonLd!.jobLocation);
        }
        for (const issue of issues) {
          if (multiPlace && issue.issueMessage === MULTI_PLACE_EXCEPTION) continue;
          failures.push(`#${id}: ${issue.issueMessage}`);
        }
        const organization = jsonLd!.hiringOrganization as Record<string, string>;
        expect(organization.logo).toBe(`https://${tenant.domain}${branding.logoUrl}`);
        expect(organization.sameAs).toBe(`https://${tenant.domain}/careers`);
        if (position.isRemote && position.locations.length === 0) {
          seen.remoteWithoutPlace++;
          expect(jsonLd!.jobLocationType).toBe('TELECOMMUTE');
          expect(jsonLd!.applicantLocationRequirements).toEqual(
            seoConfig.remoteApplicantCountries.map((code) => ({
              '@type': 'Country',
              name: new Intl.DisplayNames(['en'], { type: 'region' }).of(code),
            })),
          );
        }
      }
      expect(failures).toEqual([]);
      // The cases this test is about are really in the demo data.
      expect(seen.remoteWithoutPlace).toBeGreaterThan(0);
      if (domain === NORTHWIND_DOMAIN) expect(seen.multiPlace).toBeGreaterThan(0);
    }, 180_000);
  }

  it('the validator does fail a remote job without applicantLocationRequirements, and a posting without a location', async () => {
    const base = {
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Remote engineer',
      description: '<p>Work from home.</p>',
      datePosted: NOW.toISOString(),
      hiringOrganization: { '@type': 'Organization', name: 'Acme' },
    };
    const remote = (await validator.validate(
      extractor.parse(pageHtml({ ...base, jobLocationType: 'TELECOMMUTE' })),
    )) as Issue[];
    expect(remote.filter((i) => i.severity === 'ERROR').map((i) => i.fieldNames)).toEqual([
      ['applicantLocationRequirements'],
    ]);
    const nowhere = (await validator.validate(extractor.parse(pageHtml(base)))) as Issue[];
    expect(nowhere.filter((i) => i.severity === 'ERROR').map((i) => i.fieldNames)).toEqual([['jobLocation']]);
  });
});
