import sanitizeHtml from 'sanitize-html';

/**
 * Footer HTML comes from tenant configuration and is not trusted like head scripts are
 * (docs/decisions/005): keep a small formatting subset, http(s)/mailto/tel links only, and make every
 * link that opens a new tab unable to reach back into this page.
 */
export function sanitizeFooterHtml(html: string): string {
  if (!html.trim()) return '';
  return sanitizeHtml(html, {
    allowedTags: [
      'a',
      'p',
      'br',
      'span',
      'div',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'small',
      'ul',
      'ol',
      'li',
      'nav',
      'h2',
      'h3',
      'h4',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'aria-label'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class', 'lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const rel = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean));
        rel.add('noopener');
        if (attribs.target === '_blank') rel.add('noreferrer');
        return { tagName, attribs: { ...attribs, rel: [...rel].join(' ') } };
      },
    },
  });
}
