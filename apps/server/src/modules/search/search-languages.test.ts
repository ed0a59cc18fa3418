import { API, type Locale, type PositionInput, type SearchResult } from '@portico/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSearchIndex } from '../../search/search-index.js';
import { createSearchPlacesRepository } from '../../search/search-places.js';
import { createSearchTermsRepository } from '../../search/search-terms.js';
import { createClock, createTestApp, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';
import { compileAlert, matchJobs, newJobOf } from '../job-alerts/alert-matcher.js';
import type { Tenant } from '../tenants/tenants.service.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');

const job = (title: string, description: string, o: Partial<PositionInput> = {}): PositionInput =>
  positionInput(title, {
    description: `<p>${description}</p>`,
    postedAt: new Date(NOW.getTime() - 86_400_000).toISOString(),
    requiredSkills: [],
    ...o,
  });

/** Each tenant's positions, written in its language. */
const CATALOGUES: Record<string, { language: Locale; jobs: PositionInput[] }> = {
  de: {
    language: 'de',
    jobs: [
      job('Buchhalter (m/w/d)', 'Sie führen die Bücher unseres Mittelstands.'),
      job('Entwicklerin Frontend', 'React, TypeScript, Barrierefreiheit.'),
      job('Teamleitung Backend', 'Du führst ein Team von fünf Entwicklern.'),
      job('Lagerleiter', 'Wareneingang und Versand.'),
    ],
  },
  fr: {
    language: 'fr',
    jobs: [
      job('Développeur web', 'Rejoignez notre équipe à Lyon.'),
      job('Directrice commerciale', 'Vous pilotez les ventes.'),
      job('Comptable', 'Clôture mensuelle.'),
    ],
  },
  es: {
    language: 'es',
    jobs: [
      job('Contable', 'Gestión de cuentas y nóminas.'),
      job('Desarrolladora backend', 'Trabajo remoto con un equipo pequeño.'),
    ],
  },
  nl: {
    language: 'nl',
    jobs: [
      job('Ontwikkelaar Java', 'Wij zoeken collega’s met ervaring.'),
      job('Boekhouder', 'Administratie en salarissen.'),
    ],
  },
  ja: {
    language: 'ja',
    jobs: [
      job('ソフトウェアエンジニア', '東京でソフトウェアエンジニアを募集しています。'),
      job('経理スタッフ', '大阪の本社で経理業務を担当します。'),
      job('営業', '法人向けの提案営業です。'),
    ],
  },
  en: {
    language: 'en',
    jobs: [
      job('Senior Developer', 'Build things.'),
      job('Buchhalter', 'A German title in an English tenant.'),
    ],
  },
};

/**
 * Positions are written in the tenant's language, and both engines index and search them with that
 * language's rules: its stemmer, the feminine forms of job titles as the masculine, and Japanese text as
 * character pairs, so a word inside a sentence is found.
 */
describeEachDb('search in the tenant’s language', (h) => {
  let ctx: TestAppContext;
  const tenants = new Map<string, Tenant>();

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { clock: createClock(NOW) });
    for (const [key, { language, jobs }] of Object.entries(CATALOGUES)) {
      const tenant = await ctx.createTenant({ defaultLanguage: language, supportedLanguages: [language] });
      await ctx.app.services.positions.createMany(tenant.id, jobs);
      tenants.set(key, tenant);
    }
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  async function titles(tenant: string, query: string): Promise<string[]> {
    const domain = (tenants.get(tenant) as Tenant).domain;
    const res = await ctx.client(domain).get(`${API.search}?${new URLSearchParams({ query })}`);
    expect(res.statusCode, query).toBe(200);
    const { data } = res.json() as { data: SearchResult };
    // The matches of the text as typed: a spelling correction's are added after them (docs/decisions/059).
    const typed = data.spelling?.applied ? data.positions.slice(0, data.spelling.typedCount) : data.positions;
    return typed.map((p) => p.title).sort();
  }

  it('German: the feminine and plural forms find the masculine title and back', async () => {
    expect(await titles('de', 'Buchhalterin')).toEqual(['Buchhalter (m/w/d)']);
    expect(await titles('de', 'Buchhalterinnen')).toEqual(['Buchhalter (m/w/d)']);
    expect(await titles('de', 'Entwickler')).toEqual(['Entwicklerin Frontend', 'Teamleitung Backend']);
    expect(await titles('de', 'Entwicklerin')).toEqual(['Entwicklerin Frontend', 'Teamleitung Backend']);
    // Prefixes: shorter than the stem, and a whole word typed as one.
    expect(await titles('de', 'Entwick*')).toEqual(['Entwicklerin Frontend', 'Teamleitung Backend']);
    expect(await titles('de', 'Entwicklerin*')).toEqual(['Entwicklerin Frontend', 'Teamleitung Backend']);
    // A word the German stop words hold is still required, on PostgreSQL as on SQLite (which has none).
    expect(await titles('de', 'Lagerleiter und')).toEqual(['Lagerleiter']);
    expect(await titles('de', 'Buchhalter und')).toEqual([]);
  });

  it('French: développeuse finds the développeur, directeur the directrice', async () => {
    expect(await titles('fr', 'développeuse')).toEqual(['Développeur web']);
    expect(await titles('fr', 'développeurs')).toEqual(['Développeur web']);
    expect(await titles('fr', 'directeur')).toEqual(['Directrice commerciale']);
    expect(await titles('fr', 'comptables')).toEqual(['Comptable']);
  });

  it('Spanish: plural and feminine forms', async () => {
    expect(await titles('es', 'contables')).toEqual(['Contable']);
    expect(await titles('es', 'desarrollador')).toEqual(['Desarrolladora backend']);
    expect(await titles('es', 'equipos')).toEqual(['Desarrolladora backend']);
  });

  it('Dutch: plural forms', async () => {
    expect(await titles('nl', 'ontwikkelaars')).toEqual(['Ontwikkelaar Java']);
    expect(await titles('nl', 'boekhouders')).toEqual(['Boekhouder']);
    expect(await titles('nl', 'ervaringen')).toEqual(['Ontwikkelaar Java']);
  });

  it('Japanese: a word inside a sentence is found, and a query is the phrase of its pairs', async () => {
    // Inside the title's and the description's runs of text.
    expect(await titles('ja', 'エンジニア')).toEqual(['ソフトウェアエンジニア']);
    expect(await titles('ja', '東京')).toEqual(['ソフトウェアエンジニア']);
    // Two characters: one pair.
    expect(await titles('ja', '経理')).toEqual(['経理スタッフ']);
    expect(await titles('ja', '本社')).toEqual(['経理スタッフ']);
    expect(await titles('ja', '大阪の本社')).toEqual(['経理スタッフ']);
    // Both words are in the catalogue, but never side by side: the pairs are a phrase, not a bag.
    expect(await titles('ja', '営業本社')).toEqual([]);
    // Words typed apart must each be there.
    expect(await titles('ja', '本社 営業')).toEqual([]);
    expect(await titles('ja', '提案 営業')).toEqual(['営業']);
    // A prefix, completed by the tenant's titles as phrases of pairs.
    expect(await titles('ja', 'ソフト*')).toEqual(['ソフトウェアエンジニア']);
    expect(await titles('ja', 'スタッ*')).toEqual(['経理スタッフ']);
  });

  it('English: stemmed as before, and German words are not German there', async () => {
    expect(await titles('en', 'developers')).toEqual(['Senior Developer']);
    expect(await titles('en', 'Buchhalter')).toEqual(['Buchhalter']);
    expect(await titles('en', 'Buchhalterin')).toEqual([]);
    expect(await titles('en', 'build')).toEqual(['Senior Developer']);
    // English stop words are still left out beside other words.
    expect(await titles('en', 'the developer')).toEqual(['Senior Developer']);
  });

  it('indexes the tenant again when its default language changes', async () => {
    const tenant = await ctx.createTenant({ defaultLanguage: 'en', supportedLanguages: ['en', 'de'] });
    tenants.set('switch', tenant);
    await ctx.app.services.positions.createMany(tenant.id, [job('Entwicklerin', 'Frontend.')]);
    expect(await titles('switch', 'Entwickler')).toEqual([]);
    const site = ctx.app.services.adminSite;
    const { version } = await site.get(tenant.id);
    await site.save(tenant.id, null, 'languages', {
      version,
      value: { supportedLanguages: ['en', 'de'], defaultLanguage: 'de' },
    });
    expect(await titles('switch', 'Entwickler')).toEqual(['Entwicklerin']);
  });

  it('job alerts match the new jobs with the same rules as the search', async () => {
    const tenant = tenants.get('de') as Tenant;
    const positions = ctx.app.services.positions;
    const ids = await positions.createMany(tenant.id, [
      job('Softwareentwicklerin', 'Wir suchen Entwicklerinnen.', { postedAt: NOW.toISOString() }),
    ]);
    const jobs = (await positions.findManyByIds(tenant.id, ids)).map(newJobOf);
    const at = new Date(NOW.getTime() + 3_600_000);
    const alert = compileAlert(tenant, { id: 'a', query: 'Entwickler', location: '', filters: {} }, at);
    const sources = {
      searchTerms: createSearchTermsRepository(h.db),
      searchPlaces: createSearchPlacesRepository(h.db),
    };
    const matches = await matchJobs({ index: createSearchIndex(h.db), sources }, tenant, [alert], jobs);
    expect(matches.get('a')).toEqual(ids);
  });
});
