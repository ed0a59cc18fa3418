import { escapeAttribute, scriptJson } from '../html-escape.js';

/** Open Graph tags (https://ogp.me): what a shared link's preview shows. URLs absolute. */
export interface OpenGraphTags {
  title: string;
  description: string;
  url: string;
  /** "website" for careers pages (Open Graph has no job type). */
  type: string;
  siteName: string;
  image?: string | null;
}

/** The <head> tags a page can ask for besides its title (the title has its own rules: usePageTitle). */
export interface HeadTags {
  /** Absolute URL of the page's one address (rel=canonical). */
  canonical?: string | null;
  /** Meta description: plain text. */
  description?: string | null;
  og?: OpenGraphTags | null;
  /** Meta robots, e.g. "noindex". */
  robots?: string | null;
  /** Structured data (schema.org), written as a <script type="application/ld+json">. */
  jsonLd?: object | null;
}

/**
 * Marks the elements written from HeadTags, so the browser can replace them when the page changes
 * (applyHeadTags) without touching the rest of <head>.
 */
export const HEAD_TAG_ATTRIBUTE = 'data-head-tag';

type TagSpec =
  | { kind: 'link'; attrs: Record<string, string> }
  | { kind: 'meta'; attrs: Record<string, string> }
  | { kind: 'jsonLd'; value: object };

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The tags to write, in order; empty values are left out. */
function tagSpecs(tags: HeadTags): TagSpec[] {
  const out: TagSpec[] = [];
  if (present(tags.canonical)) out.push({ kind: 'link', attrs: { rel: 'canonical', href: tags.canonical } });
  if (present(tags.description))
    out.push({ kind: 'meta', attrs: { name: 'description', content: tags.description } });
  if (present(tags.robots)) out.push({ kind: 'meta', attrs: { name: 'robots', content: tags.robots } });
  const og = tags.og;
  if (og) {
    const props: [string, string | null | undefined][] = [
      ['og:title', og.title],
      ['og:description', og.description],
      ['og:url', og.url],
      ['og:type', og.type],
      ['og:site_name', og.siteName],
      ['og:image', og.image],
    ];
    for (const [property, content] of props) {
      if (present(content)) out.push({ kind: 'meta', attrs: { property, content } });
    }
  }
  if (tags.jsonLd) out.push({ kind: 'jsonLd', value: tags.jsonLd });
  return out;
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/**
 * The tags as HTML for the server-rendered <head>. Attribute values are escaped; the JSON-LD goes through
 * scriptJson, so no value (a job title with "</script>" in it) can end its element early, and it carries
 * the page's CSP nonce.
 */
export function headTagsHtml(tags: HeadTags, opts: { nonce?: string } = {}): string {
  const marker = ` ${HEAD_TAG_ATTRIBUTE}=""`;
  return tagSpecs(tags)
    .map((tag) => {
      if (tag.kind === 'jsonLd') {
        const nonce = opts.nonce ? ` nonce="${escapeAttribute(opts.nonce)}"` : '';
        return `<script type="application/ld+json"${nonce}${marker}>${scriptJson(tag.value)}</script>`;
      }
      return `<${tag.kind}${attributes(tag.attrs)}${marker} />`;
    })
    .join('');
}

/**
 * Browser side: replaces the elements written from HeadTags (by the server or an earlier call) with these.
 * Built with DOM calls, not HTML, so nothing needs escaping; a JSON-LD data block is never executed, so it
 * needs no CSP nonce. Call it from effects only.
 */
export function applyHeadTags(head: HTMLHeadElement, tags: HeadTags): void {
  for (const element of Array.from(head.querySelectorAll(`[${HEAD_TAG_ATTRIBUTE}]`))) element.remove();
  const doc = head.ownerDocument;
  for (const tag of tagSpecs(tags)) {
    let element: HTMLElement;
    if (tag.kind === 'jsonLd') {
      element = doc.createElement('script');
      element.setAttribute('type', 'application/ld+json');
      element.textContent = JSON.stringify(tag.value);
    } else {
      element = doc.createElement(tag.kind);
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    }
    element.setAttribute(HEAD_TAG_ATTRIBUTE, '');
    head.appendChild(element);
  }
}
