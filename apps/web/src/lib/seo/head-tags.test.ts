import { afterEach, describe, expect, it } from 'vitest';
import { applyHeadTags, HEAD_TAG_ATTRIBUTE, type HeadTags, headTagsHtml } from './head-tags.js';

const FULL: HeadTags = {
  canonical: 'https://acme.example/careers/job/1-a?x=1&y=2',
  description: 'Say "hi" & <b>bye</b>',
  robots: 'noindex',
  og: {
    title: 'Title "quoted" <i>',
    description: 'Desc',
    url: 'https://acme.example/careers/job/1-a',
    type: 'website',
    siteName: 'Acme & Co',
    image: 'https://acme.example/logo.png',
  },
  jsonLd: { '@type': 'JobPosting', title: 'x' },
};

describe('headTagsHtml', () => {
  it('writes every tag, attributes escaped, JSON-LD with the nonce', () => {
    expect(headTagsHtml(FULL, { nonce: 'N"1' })).toBe(
      [
        '<link rel="canonical" href="https://acme.example/careers/job/1-a?x=1&amp;y=2" data-head-tag="" />',
        '<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;" data-head-tag="" />',
        '<meta name="robots" content="noindex" data-head-tag="" />',
        '<meta property="og:title" content="Title &quot;quoted&quot; &lt;i&gt;" data-head-tag="" />',
        '<meta property="og:description" content="Desc" data-head-tag="" />',
        '<meta property="og:url" content="https://acme.example/careers/job/1-a" data-head-tag="" />',
        '<meta property="og:type" content="website" data-head-tag="" />',
        '<meta property="og:site_name" content="Acme &amp; Co" data-head-tag="" />',
        '<meta property="og:image" content="https://acme.example/logo.png" data-head-tag="" />',
        '<script type="application/ld+json" nonce="N&quot;1" data-head-tag="">{"@type":"JobPosting","title":"x"}</script>',
      ].join(''),
    );
  });

  it('leaves out what is empty or absent', () => {
    expect(headTagsHtml({})).toBe('');
    expect(headTagsHtml({ canonical: ' ', description: '', robots: null, og: null, jsonLd: null })).toBe('');
    expect(
      headTagsHtml({
        og: { title: 'T', description: '', url: 'https://a.example/', type: 'website', siteName: 'A' },
      }),
    ).not.toContain('og:image');
  });

  it('keeps an attribute value from opening a new attribute or element', () => {
    const html = headTagsHtml({ canonical: '"><script>alert(1)</script>' });
    expect(html).toBe(
      '<link rel="canonical" href="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-head-tag="" />',
    );
  });

  it('escapes the JSON-LD against </script>, <!-- and the line separators', () => {
    const html = headTagsHtml({ jsonLd: { t: '</script><!--\u2028\u2029&' } });
    expect(html).toBe(
      '<script type="application/ld+json" data-head-tag="">{"t":"\\u003c/script\\u003e\\u003c!--\\u2028\\u2029\\u0026"}</script>',
    );
  });
});

describe('applyHeadTags (browser)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('replaces only the elements written from head tags, and writes the same tags as the server', () => {
    document.head.innerHTML = `<title>T</title><meta name="csp-nonce" />${headTagsHtml(FULL, { nonce: 'N' })}`;
    applyHeadTags(document.head, {
      canonical: 'https://acme.example/careers/job/2-b',
      jsonLd: { a: '</script>' },
    });
    const tagged = document.head.querySelectorAll(`[${HEAD_TAG_ATTRIBUTE}]`);
    expect(tagged).toHaveLength(2);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://acme.example/careers/job/2-b',
    );
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ a: '</script>' });
    expect(document.head.querySelector('title')?.textContent).toBe('T');
    expect(document.head.querySelector('meta[name="csp-nonce"]')).not.toBeNull();

    applyHeadTags(document.head, {});
    expect(document.head.querySelectorAll(`[${HEAD_TAG_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('builds the same elements the server writes', () => {
    applyHeadTags(document.head, { ...FULL, jsonLd: null });
    const fromDom = document.head.innerHTML;
    document.head.innerHTML = headTagsHtml({ ...FULL, jsonLd: null });
    expect(document.head.innerHTML).toBe(fromDom);
  });
});
