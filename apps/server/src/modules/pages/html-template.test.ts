import { describe, expect, it } from 'vitest';
import { sanitizeFooterHtml } from './footer-html.js';
import { assertTemplate, fillTemplate } from './html-template.js';

describe('fillTemplate', () => {
  const template =
    '<html lang="en" dir="ltr"><head><meta name="csrf-token" content="__CSRF_TOKEN__"><!--app-head-->' +
    '<script type="module" src="/a.js"></script></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

  it('fills every placeholder, escapes attributes and nonces the bundle script', () => {
    assertTemplate(template);
    const html = fillTemplate(template, {
      lang: 'ar',
      dir: 'rtl',
      csrfToken: 'tok"en',
      nonce: 'n1',
      head: '<title>x</title>',
      html: '<p>$& $1 $$</p>',
      data: '<script nonce="n1">1</script>',
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('content="tok&quot;en"');
    expect(html).toContain('<script nonce="n1" type="module" src="/a.js">');
    // Markup is inserted literally ($ patterns are not replacement patterns) and not re-nonced.
    expect(html).toContain('<div id="root"><p>$& $1 $$</p></div>');
    expect(html).toContain('<script nonce="n1">1</script></body>');
  });

  it('rejects a template that lost a placeholder', () => {
    expect(() => assertTemplate('<html><body></body></html>')).toThrow(/<html lang="en" dir="ltr">/);
  });
});

describe('sanitizeFooterHtml', () => {
  it('keeps formatting and links, drops scripts, handlers and javascript: URLs, adds rel=noopener', () => {
    const out = sanitizeFooterHtml(
      '<p style="color:red" onclick="x()">© <strong>Acme</strong> <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://acme.example/privacy" target="_blank">Privacy</a></p><script>steal()</script><iframe src="x"></iframe>',
    );
    expect(out).toBe(
      '<p>© <strong>Acme</strong> <a rel="noopener">bad</a> <a href="https://acme.example/privacy" target="_blank" rel="noopener noreferrer">Privacy</a></p>',
    );
  });

  it('returns an empty string for blank input', () => {
    expect(sanitizeFooterHtml('  ')).toBe('');
  });
});
