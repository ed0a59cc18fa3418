import { describe, expect, it } from 'vitest';
import { hasUnread, notificationHref, relativeTime } from './notification-rules.js';

describe('notificationHref (spec 1 §4: the redirectUrl, keeping the query parameters)', () => {
  it('keeps the carried parameters of the current page', () => {
    expect(
      notificationHref('/careers/applications', '?domain=contoso.example&hl=fr&q=data&tab=completed'),
    ).toBe('/careers/applications?domain=contoso.example&hl=fr');
    expect(notificationHref('/careers/offer/abc', '?utm_source=mail')).toBe(
      '/careers/offer/abc?utm_source=mail',
    );
    expect(notificationHref('/careers/offers', '')).toBe('/careers/offers');
  });

  it('lets the notification’s own parameters win and keeps its hash', () => {
    expect(
      notificationHref('/careers/forms/center?tab=pending&hl=de#top', '?hl=fr&domain=acme.example'),
    ).toBe('/careers/forms/center?tab=pending&hl=de&domain=acme.example#top');
  });

  it('refuses an address off the site', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'careers/x',
      '',
    ])
      expect(notificationHref(bad, '?domain=acme.example')).toBeNull();
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-20T12:00:00.000Z');
  it('says the largest whole unit in the page’s language', () => {
    expect(relativeTime('2026-11-20T11:59:40.000Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-11-20T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-20T09:00:00.000Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-11-19T10:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-11-06T12:00:00.000Z', now, 'en')).toBe('2 weeks ago');
    expect(relativeTime('2026-08-20T12:00:00.000Z', now, 'en')).toBe('3 months ago');
    expect(relativeTime('2024-11-20T12:00:00.000Z', now, 'en')).toBe('2 years ago');
    expect(relativeTime('2026-11-20T09:00:00.000Z', now, 'de')).toBe('vor 3 Stunden');
  });

  it('reads a time ahead of the clock as now, and nothing for a non-date', () => {
    expect(relativeTime('2026-11-20T12:05:00.000Z', now, 'en')).toBe('now');
    expect(relativeTime('not a date', now, 'en')).toBe('');
  });
});

describe('hasUnread', () => {
  it('is true while one notification is not clicked', () => {
    expect(hasUnread([{ isClicked: true }, { isClicked: false }])).toBe(true);
    expect(hasUnread([{ isClicked: true }])).toBe(false);
    expect(hasUnread(undefined)).toBe(false);
  });
});
