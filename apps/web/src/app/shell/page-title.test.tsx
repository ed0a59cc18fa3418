import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/index.js';
import { BootProvider } from '../boot-context.js';
import { makeBoot } from '../testing/render-app.js';
import {
  computePageTitle,
  type HeadCollector,
  HeadCollectorContext,
  type PageTitleInput,
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
