import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/index.js';
import type { HeadTags } from '../../lib/seo/head-tags.js';
import { BootProvider } from '../boot-context.js';
import { makeBoot } from '../testing/render-app.js';
import {
  computePageTitle,
  type HeadCollector,
  HeadCollectorContext,
  type PageTitleInput,
  useHeadTags,
  usePageTitle,
} from './page-title.js';

const t = createI18n('en').t;

describe('computePageTitle (spec 1 §2 page title rules)', () => {
  it('uses the SEO config title when there is one', () => {
    expect(
      computePageTitle(
        { seoTitle: 'Jobs at Acme', query: 'nurse', location: 'Paris', position: 'Nurse', company: 'Acme' },
        t,
      ),
    ).toBe('Jobs at Acme');
  });

  it("otherwise '{query} at {location}'", () => {
    expect(
      computePageTitle(
        { seoTitle: '  ', query: 'nurse', location: 'Paris', position: 'Nurse', company: 'Acme' },
        t,
      ),
    ).toBe('nurse at Paris');
  });

  it("otherwise '{position} | {company}' (a query without a location is not enough)", () => {
    expect(computePageTitle({ query: 'nurse', position: 'Head Nurse', company: 'Acme' }, t)).toBe(
      'Head Nurse | Acme',
    );
  });

  it("names a page that is not a job in the position's place: '{page} | {company}'", () => {
    expect(computePageTitle({ page: 'Settings', company: 'Acme' }, t)).toBe('Settings | Acme');
    // A job's position wins over the page's name, a search over both, the SEO title over everything.
    expect(computePageTitle({ page: 'Apply', position: 'Nurse', company: 'Acme' }, t)).toBe('Nurse | Acme');
    expect(computePageTitle({ page: 'Search', query: 'nurse', location: 'Lyon', company: 'Acme' }, t)).toBe(
      'nurse at Lyon',
    );
    expect(computePageTitle({ page: 'Settings', seoTitle: 'Your account', company: 'Acme' }, t)).toBe(
      'Your account',
    );
  });

  it("otherwise 'Careers at {company}'", () => {
    expect(computePageTitle({ company: 'Acme' }, t)).toBe('Careers at Acme');
  });
});

function TitleProbe(props: PageTitleInput) {
  usePageTitle(props);
  return null;
}

describe('usePageTitle', () => {
  it('takes the SEO title of the page id, sets document.title and reports it to the server head', async () => {
    const boot = makeBoot({
      companyName: 'Northwind',
      config: {
        pcsxConfig: { seoConfig: { pages: { settings: { title: 'Your settings', description: 'Manage' } } } },
      },
    });
    const collected: HeadCollector = {};
    render(
      <HeadCollectorContext.Provider value={collected}>
        <BootProvider boot={boot}>
          <I18nextProvider i18n={createI18n('en')}>
            <TitleProbe pageId="settings" />
          </I18nextProvider>
        </BootProvider>
      </HeadCollectorContext.Provider>,
    );
    expect(collected).toEqual({ title: 'Your settings', description: 'Manage' });
    await waitFor(() => expect(document.title).toBe('Your settings'));
  });

  it('falls back to the company when the page has no SEO title', async () => {
    const boot = makeBoot({ companyName: 'Northwind' });
    render(
      <BootProvider boot={boot}>
        <I18nextProvider i18n={createI18n('en')}>
          <TitleProbe pageId="jobs" position="Data Engineer" />
        </I18nextProvider>
      </BootProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Data Engineer | Northwind'));
  });
});

function TitleThenTags({ tags }: { tags: HeadTags | null }) {
  usePageTitle({ pageId: 'singlePosition' });
  useHeadTags(tags);
  return null;
}

function TagsThenTitle({ tags }: { tags: HeadTags | null }) {
  useHeadTags(tags);
  usePageTitle({ pageId: 'singlePosition' });
  return null;
}

function renderHead(tags: HeadTags | null, collected: HeadCollector | null, titleFirst = true) {
  const boot = makeBoot({ config: { pcsxConfig: { seoConfig: { description: 'Configured' } } } });
  const tree = (t: HeadTags | null) => (
    <HeadCollectorContext.Provider value={collected}>
      <BootProvider boot={boot}>
        <I18nextProvider i18n={createI18n('en')}>
          {titleFirst ? <TitleThenTags tags={t} /> : <TagsThenTitle tags={t} />}
        </I18nextProvider>
      </BootProvider>
    </HeadCollectorContext.Provider>
  );
  const result = render(tree(tags));
  return { ...result, rerenderWith: (t: HeadTags | null) => result.rerender(tree(t)) };
}

const TAGS: HeadTags = {
  canonical: 'https://acme.example/careers/job/1-a',
  description: 'Own description',
  robots: 'noindex',
  og: {
    title: 'A',
    description: 'Own',
    url: 'https://acme.example/careers/job/1-a',
    type: 'website',
    siteName: 'Acme',
  },
  jsonLd: { '@type': 'JobPosting', title: 'A' },
};

describe('useHeadTags', () => {
  it('writes the tags into the server collector; its description wins whichever hook runs first', () => {
    for (const titleFirst of [true, false]) {
      const collected: HeadCollector = {};
      renderHead(TAGS, collected, titleFirst);
      expect(collected).toMatchObject(TAGS);
    }
  });

  it('ignores null', () => {
    const empty: HeadCollector = {};
    renderHead(null, empty);
    expect(empty).toEqual({ title: 'Careers at Acme Corp', description: 'Configured' });
  });

  it('in the browser, keeps the head elements in step with the page and removes them when it goes', async () => {
    document.head.innerHTML = '<title>T</title>';
    const view = renderHead(TAGS, null);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://acme.example/careers/job/1-a',
      ),
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe(
      JSON.stringify(TAGS.jsonLd),
    );

    view.rerenderWith({ description: 'Next page' });
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toBeNull());
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Next page',
    );

    view.unmount();
    expect(document.head.querySelectorAll('[data-head-tag]')).toHaveLength(0);
    expect(document.head.querySelector('title')).not.toBeNull();
  });
});
