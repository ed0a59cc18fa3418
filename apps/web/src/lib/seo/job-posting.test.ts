// @vitest-environment node
import { jobPostingJsonLd, type Position, type PositionLocation } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { headTagsHtml } from './head-tags.js';
import {
  htmlToText,
  jobMetaDescription,
  jobPageHeadTags,
  META_DESCRIPTION_MAX_LENGTH,
} from './job-posting.js';

const BERLIN: PositionLocation = {
  city: 'Berlin',
  region: 'Berlin',
  country: 'Germany',
  countryCode: 'DE',
  lat: 52.52,
  lng: 13.405,
};
function position(overrides: Partial<Position> = {}): Position {
  return {
    id: 1234,
    tenantId: 't-1',
    title: 'Senior Data Engineer',
    department: 'Engineering',
    jobType: 'full-time',
    seniority: 'senior',
    locations: [BERLIN],
    isRemote: false,
    requiredSkills: ['SQL'],
    preferredSkills: [],
    description: '<p>Build <strong>pipelines</strong> &amp; tools.</p><ul><li>Python</li><li>SQL</li></ul>',
    salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
    postedAt: '2026-11-01T08:00:00.000Z',
    validThrough: '2026-12-31T23:59:59.000Z',
    isPrivate: false,
    archivedAt: null,
    publishedAt: '2026-11-01T08:00:00.000Z',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    ...overrides,
  };
}

const OPTS = {
  companyName: 'Acme Corp',
  siteUrl: 'https://careers.acme.example/',
  domain: 'careers.acme.example',
  logoUrl: '/brand/logo.png',
  // Before the position's validThrough (2026-12-31): it is open.
  now: Date.parse('2026-11-25T12:00:00.000Z'),
};

describe('jobPostingJsonLd in the page', () => {
  it('cannot break out of its script element, whatever the title and description hold', () => {
    const title = '</script><script>alert(1)</script>\u2028';
    const description = '<p>x</p></SCRIPT ><!-- <script>';
    const ld = jobPostingJsonLd(position({ title, description }), OPTS)!;
    const html = headTagsHtml({ jsonLd: ld }, { nonce: 'N' });
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('\u2028');
    const body = /^<script type="application\/ld\+json" nonce="N" data-head-tag="">(.*)<\/script>$/s.exec(
      html,
    )?.[1];
    expect(JSON.parse(body!)).toEqual(ld);
    expect((JSON.parse(body!) as { title: string }).title).toBe(title);
  });
});

describe('jobMetaDescription', () => {
  it('is the plain text of the HTML, words kept apart, entities decoded, whitespace collapsed', () => {
    expect(
      jobMetaDescription({
        description:
          '<h3>About</h3><p>We &amp; you&nbsp;build <b>great</b>\n\n  things.</p><ul><li>A</li><li>B &#x2014; C&#39;s</li></ul>',
      }),
    ).toBe("About We & you build great things. A B — C's");
  });

  it('keeps a short text whole', () => {
    expect(jobMetaDescription({ description: '<p>Short.</p>' })).toBe('Short.');
  });

  it('cuts a long text at a word, within 160 characters, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const text = jobMetaDescription({ description: `<p>${words}</p>` });
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
    expect(text.endsWith('…')).toBe(true);
    const kept = text.slice(0, -1).split(' ');
    // Every kept word is whole.
    expect(kept).toEqual(words.split(' ').slice(0, kept.length));
    expect(text.length).toBeGreaterThan(META_DESCRIPTION_MAX_LENGTH - 10);
  });

  it('cuts a single overlong word where it must, without splitting a surrogate pair', () => {
    const text = jobMetaDescription({ description: '😀'.repeat(200) });
    expect(Array.from(text)).toHaveLength(META_DESCRIPTION_MAX_LENGTH);
    expect(text.endsWith('😀…')).toBe(true);
  });

  it('drops a trailing comma before the ellipsis', () => {
    const description = `${'a'.repeat(150)} bcdefgh, ijklmnop`;
    expect(jobMetaDescription({ description })).toBe(`${'a'.repeat(150)} bcdefgh…`);
  });
});

describe('htmlToText', () => {
  it('removes scripts and styles entirely', () => {
    expect(htmlToText('<p>a</p><script>var x = "<p>";</script><style>p{}</style><p>b</p>')).toBe('a b');
  });
});

describe('jobPageHeadTags', () => {
  it('gives a public position its canonical URL, description, Open Graph tags and JSON-LD', () => {
    const tags = jobPageHeadTags(position(), OPTS);
    const url = 'https://careers.acme.example/careers/job/1234-senior-data-engineer';
    expect(tags).toEqual({
      canonical: url,
      description: 'Build pipelines & tools. Python SQL',
      robots: null,
      og: {
        title: 'Senior Data Engineer',
        description: 'Build pipelines & tools. Python SQL',
        url,
        type: 'website',
        siteName: 'Acme Corp',
        image: 'https://careers.acme.example/brand/logo.png',
      },
      jsonLd: jobPostingJsonLd(position(), OPTS),
    });
  });

  it('keeps an archived position’s page but drops its JSON-LD', () => {
    const tags = jobPageHeadTags(position({ archivedAt: '2026-11-10T00:00:00.000Z' }), OPTS);
    expect(tags.jsonLd).toBeNull();
    expect(tags.canonical).toContain('/careers/job/1234-');
  });

  it('marks a private position noindex, without canonical URL or JSON-LD', () => {
    const tags = jobPageHeadTags(position({ isPrivate: true }), { ...OPTS, logoUrl: null });
    expect(tags.robots).toBe('noindex');
    expect(tags.canonical).toBeNull();
    expect(tags.jsonLd).toBeNull();
    expect(tags.og?.url).toBe('https://careers.acme.example/careers/job/private?pid=1234');
    expect(tags.og?.image).toBeNull();
    // On a shared origin that is not the tenant's own domain, the address names the tenant.
    const shared = jobPageHeadTags(position(), { ...OPTS, siteUrl: 'https://jobs.example.com' });
    expect(shared.canonical).toBe(
      'https://jobs.example.com/careers/job/1234-senior-data-engineer?domain=careers.acme.example',
    );
    expect(shared.og?.image).toBe('https://jobs.example.com/brand/logo.png');
    expect(headTagsHtml(tags)).toContain('<meta name="robots" content="noindex" data-head-tag="" />');
  });
});
