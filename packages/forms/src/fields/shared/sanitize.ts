import sanitizeHtml from 'sanitize-html';

/**
 * Definitions come from a server and may be edited by admins, so their HTML is treated as untrusted: basic
 * formatting, lists, h3-h6 (the form's own headings are h1/h2) and links survive; scripts, styles, event
 * handlers, iframes and every other attribute do not. The same pure function runs on the server and in the
 * browser, so server-rendered markup hydrates without a mismatch.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'code',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open in a new tab and cannot reach back into the form's window.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

export function sanitizeContent(html: string | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
