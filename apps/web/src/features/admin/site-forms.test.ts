import type { AdminSite } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { formErrorsOf, formValuesOf, sectionValueOf } from './site-forms.js';

const site = {
  version: 'v1',
  banner: { enabled: true, message: 'Hi', alertType: 'info', messages: { fr: 'Salut' } },
  hero: {
    jobs: { enabled: true, variants: [{ minWidth: 0, maxWidth: null, url: '/hero/a.svg', alt: '' }] },
    profile: { enabled: false, variants: [{ minWidth: 0, maxWidth: null, url: '/hero/p.svg', alt: '' }] },
  },
  landing: { headline: 'H', headlines: { de: 'HD' }, message: '', messages: { fr: 'MF' } },
  footer: { html: '<p>f</p>', hidePoweredBy: false },
  navbar: {
    enable: true,
    showInLoggedinView: false,
    injectInHtmlTemplate: true,
    links: [{ label: 'Jobs', href: '/careers', labels: { fr: 'Emplois' } }],
  },
  languages: { supportedLanguages: ['en', 'fr'], defaultLanguage: 'en' },
  features: {
    map: true,
    jobCart: false,
    loggedOutApply: true,
    chat: { enabled: true, requireLogin: false },
    savedSearchNotifications: false,
    inAppNotifications: true,
    terms: {
      enabled: true,
      version: 3,
      headingText: 'T',
      helperText: '',
      infoText: '',
      disclaimerText: '',
      submitButtonText: '',
    },
  },
  search: {
    synonyms: [
      { from: 'rn', to: ['registered nurse'] },
      { from: 'forklift driver', to: ['warehouse', 'logistics coordinator'] },
    ],
  },
  application_form: { version: null, form: {} },
  builtInSynonyms: { en: [{ from: 'swe', to: ['software engineer'] }] },
} satisfies AdminSite;

describe('site settings forms', () => {
  it('gives back each section as it was read when nothing is changed', () => {
    for (const section of [
      'banner',
      'landing',
      'footer',
      'navbar',
      'languages',
      'features',
      'search',
    ] as const)
      expect(sectionValueOf(site, section, formValuesOf(site, section, 'jobs'), 'jobs'), section).toEqual(
        site[section],
      );
    expect(sectionValueOf(site, 'hero', formValuesOf(site, 'hero', 'jobs'), 'jobs')).toEqual(site.hero);
  });

  it('replaces only the edited page’s hero, and drops a page left without images', () => {
    const values = { ...formValuesOf(site, 'hero', 'profile'), variants: [] };
    expect(sectionValueOf(site, 'hero', values, 'profile')).toEqual({ jobs: site.hero.jobs });
  });

  it('keeps a link’s translated labels while its address stays', () => {
    const values = formValuesOf(site, 'navbar', 'jobs');
    (values.links as { label: string }[])[0]!.label = 'All jobs';
    expect(sectionValueOf(site, 'navbar', values, 'jobs')).toMatchObject({
      links: [{ label: 'All jobs', href: '/careers', labels: { fr: 'Emplois' } }],
    });
  });

  it('shows a synonym’s phrases a line each and takes back the lines, blank ones and spaces dropped', () => {
    const values = formValuesOf(site, 'search', 'jobs');
    expect(values.synonyms).toEqual([
      { from: 'rn', to: 'registered nurse' },
      { from: 'forklift driver', to: 'warehouse\nlogistics coordinator' },
    ]);
    const edited = {
      synonyms: [
        ...(values.synonyms as object[]),
        { from: '  bean counter ', to: '\n accountant \n\n  financial analyst\n' },
      ],
    };
    expect(sectionValueOf(site, 'search', edited, 'jobs')).toEqual({
      synonyms: [...site.search.synonyms, { from: 'bean counter', to: ['accountant', 'financial analyst'] }],
    });
  });

  it('puts a synonym’s errors on its entry, naming the phrase, and the list’s own on the list', () => {
    const values = {
      synonyms: [
        { from: 'rn', to: 'registered nurse' },
        { from: 'RN', to: `nurse\n\nnurse\n${'x'.repeat(61)}` },
      ],
    };
    expect(
      formErrorsOf(
        'search',
        {
          'synonyms.1.from': '“RN” is already entry 1: add the phrases there.',
          'synonyms.1.to.1': 'This phrase is listed twice.',
          'synonyms.1.to.2': 'Use at most 60 characters.',
          synonyms: 'Keep at most 500 entries.',
        },
        'jobs',
        values,
      ),
    ).toEqual({
      errors: {
        'synonyms.1.from': '“RN” is already entry 1: add the phrases there.',
        'synonyms.1.to': `“nurse”: This phrase is listed twice. “${'x'.repeat(61)}”: Use at most 60 characters.`,
        synonyms: 'Keep at most 500 entries.',
      },
      other: [],
    });
  });

  it('puts the server’s errors on the fields that show them and lists the rest with their paths', () => {
    expect(
      formErrorsOf(
        'hero',
        { 'jobs.variants.0.url': 'Use https.', 'profile.variants.0.url': 'Other page.' },
        'jobs',
        {},
      ),
    ).toEqual({ errors: { 'variants.0.url': 'Use https.' }, other: ['profile.variants.0.url: Other page.'] });
    const banner = formValuesOf(site, 'banner', 'jobs');
    expect(formErrorsOf('banner', { 'messages.fr': 'Too long.', alertType: 'Bad.' }, 'jobs', banner)).toEqual(
      {
        errors: { 'messages.0.message': 'Too long.', alertType: 'Bad.' },
        other: [],
      },
    );
    expect(
      formErrorsOf('features', { 'terms.version': 'Too small.', 'chat.requireLogin': 'No.' }, 'jobs', {}),
    ).toEqual({ errors: { termsVersion: 'Too small.', chatRequireLogin: 'No.' }, other: [] });
    expect(formErrorsOf('navbar', { links: 'At most 12.' }, 'jobs', {})).toEqual({
      errors: {},
      other: ['links: At most 12.'],
    });
  });
});
