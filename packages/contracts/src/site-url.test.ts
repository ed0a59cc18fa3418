import { describe, expect, it } from 'vitest';
import { siteFileUrl, siteHref } from './site-url.js';

describe('siteHref', () => {
  it("needs no domain parameter on the tenant's own domain", () => {
    expect(siteHref('https://northwind.example', 'northwind.example', '/careers')).toBe(
      'https://northwind.example/careers',
    );
    expect(siteHref('https://northwind.example/', 'northwind.example', '/careers/job/private?pid=7')).toBe(
      'https://northwind.example/careers/job/private?pid=7',
    );
  });

  it('names the tenant on any other origin, beside the query the path already has', () => {
    expect(siteHref('http://localhost:3000', 'contoso.example', '/careers/job/1-a')).toBe(
      'http://localhost:3000/careers/job/1-a?domain=contoso.example',
    );
    expect(siteHref('https://jobs.example.com', 'contoso.example', '/careers/job/private?pid=7')).toBe(
      'https://jobs.example.com/careers/job/private?pid=7&domain=contoso.example',
    );
  });
});

describe('siteFileUrl', () => {
  it('resolves a path on the site and keeps an absolute URL', () => {
    expect(siteFileUrl('https://a.example/', '/brand/a.svg')).toBe('https://a.example/brand/a.svg');
    expect(siteFileUrl('https://a.example', 'https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
  });
});
