import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { RESUME_MAX_BYTES, type ResumeKind } from '@portico/contracts';
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';

/**
 * A resume's text as lines, read from its bytes (docs/decisions/018). The kind is decided by the bytes, never
 * by the file name: PDF (pdf.js), DOCX (mammoth) or plain text (UTF-8, or UTF-16 with a byte order mark).
 * PDF lines are rebuilt from the positioned text items, so right-aligned dates stay on their row, table cells
 * stay together (joined by a tab) and a two-column page reads column by column.
 */

/** One line of a resume with the layout features the parser may use. */
export interface ResumeLine {
  /** The line's text; cells or far-apart pieces of one row are joined by a tab. */
  text: string;
  /** 1-based. */
  page: number;
  /** Every letter of the line is set in a bold face (PDF font name, DOCX bold run or heading). */
  bold?: boolean;
  /** The largest font size on the line, in points (PDF; DOCX headings get nominal sizes). */
  fontSize?: number;
  /** Left edge in points from the page's left edge (PDF only). */
  x?: number;
  /** Link targets attached to the line (PDF link annotations, DOCX hyperlinks). */
  links?: string[];
}

export interface ResumeText {
  kind: ResumeKind;
  /** The lines joined by newlines. */
  text: string;
  lines: ResumeLine[];
}

export type UnsupportedResumeReason = 'type' | 'empty' | 'too_large' | 'unreadable';

/** The bytes are not a resume this server can read: the route answers 413 for `too_large`, else 415. */
export class UnsupportedResumeError extends Error {
  override readonly name = 'UnsupportedResumeError';
  constructor(
    readonly reason: UnsupportedResumeReason,
    message: string,
  ) {
    super(message);
  }
}

/** At most this many pages are read; a resume longer than that is still read, up to here. */
const MAX_PAGES = 12;
/** At most this many lines are kept (a safeguard against machine-made documents). */
const MAX_LINES = 3000;

const TYPE_MESSAGE = 'Upload your resume as a PDF, a Word document (.docx) or a plain text file.';

export async function extractResumeText(bytes: Uint8Array): Promise<ResumeText> {
  if (bytes.length === 0) throw new UnsupportedResumeError('empty', 'The file is empty.');
  if (bytes.length > RESUME_MAX_BYTES) {
    throw new UnsupportedResumeError('too_large', 'The resume must be 5 MB or smaller.');
  }
  if (looksLikePdf(bytes)) return finish('pdf', await pdfLines(bytes));
  if (isZip(bytes)) {
    const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
    if (type?.ext === 'docx') return finish('docx', await docxLines(bytes));
    throw new UnsupportedResumeError('type', `${describe(type?.ext ?? 'zip')} ${TYPE_MESSAGE}`);
  }
  const text = decodeText(bytes);
  if (text !== null) return finish('txt', textLines(text));
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  throw new UnsupportedResumeError('type', `${describe(type?.ext)} ${TYPE_MESSAGE}`);
}

/**
 * Loads pdf.js and reads a small generated two-page PDF a few times, so that the first resumes after a start do
 * not pay for loading and compiling the reader: cold, the first PDF takes about a second on the benchmark
 * machine and the next few 100-200 ms before settling near 40 ms (docs/decisions/018). Call it once at start
 * (or in a worker's setup); it never throws.
 */
export async function warmUpResumeText(passes = 6): Promise<void> {
  try {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    for (let p = 0; p < 2; p++) {
      const page = doc.addPage([612, 792]);
      page.drawText('Warm Up', { x: 50, y: 740, size: 20, font: bold });
      for (let i = 0; i < 45; i++) {
        page.drawText(`Line ${i} of the warm-up page, with some words`, {
          x: 50,
          y: 700 - i * 14,
          size: 10,
          font: regular,
        });
        page.drawText(`Jan 20${10 + (i % 15)}`, { x: 480, y: 700 - i * 14, size: 10, font: regular });
      }
    }
    const bytes = await doc.save();
    for (let i = 0; i < passes; i++) await extractResumeText(bytes);
  } catch {
    // Warming up is an optimisation only.
  }
}

function finish(kind: ResumeKind, lines: ResumeLine[]): ResumeText {
  const kept = lines.slice(0, MAX_LINES);
  if (!kept.some((l) => /[\p{L}\p{N}]/u.test(l.text))) {
    throw kind === 'pdf'
      ? new UnsupportedResumeError(
          'unreadable',
          'The PDF has no text to read (is it a scanned image?). Upload a PDF with selectable text, or a .docx.',
        )
      : new UnsupportedResumeError('empty', 'The resume has no text.');
  }
  return { kind, text: kept.map((l) => l.text).join('\n'), lines: kept };
}

function describe(ext: string | undefined): string {
  switch (ext) {
    case undefined:
      return 'This file type can’t be read.';
    case 'cfb':
      return 'Old Word (.doc) files and password-protected documents can’t be read.';
    case 'zip':
      return 'A ZIP archive can’t be read.';
    case 'rtf':
      return 'RTF files can’t be read.';
    case 'xlsx':
    case 'pptx':
    case 'odt':
    case 'ods':
    case 'odp':
    case 'epub':
      return `A .${ext} file can’t be read.`;
    default:
      return `This file is ${/^[aeiou]/.test(ext) ? 'an' : 'a'} ${ext.toUpperCase()} file, not a resume document.`;
  }
}

/* ------------------------------------------------------------------------------------------------ bytes */

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** `%PDF-` within the first KB (the PDF specification lets readers accept leading junk). */
function looksLikePdf(bytes: Uint8Array): boolean {
  return ascii(bytes, 0, 1024).includes('%PDF-');
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5 || bytes[2] === 7);
}

/**
 * The text of a plain text file, or null when the bytes are not text: not valid UTF-8 (UTF-16 needs its byte
 * order mark), a NUL or more than a trace of other control characters, or a markup format (RTF, HTML, XML).
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  let controls = 0;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) controls++;
  if (controls > Math.max(2, text.length / 1000)) return null;
  const head = text.trimStart().slice(0, 100).toLowerCase();
  if (/^(\{\\rtf|<\?xml|<!doctype|<html|<svg)/.test(head)) return null;
  return text;
}

/** C0 controls and DEL, except tab, line feed, form feed and carriage return (which are text). */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

/* ------------------------------------------------------------------------------------------- plain text */

function textLines(text: string): ResumeLine[] {
  const lines: ResumeLine[] = [];
  let page = 1;
  for (const chunk of text.split(/\r\n|\r|\n/)) {
    const parts = chunk.split('\f');
    parts.forEach((part, i) => {
      if (i > 0) page++;
      const clean = [...part].filter((ch) => !isControl(ch.charCodeAt(0))).join('');
      if (clean.trim()) lines.push({ text: clean.trim(), page });
    });
  }
  return lines;
}

/* ------------------------------------------------------------------------------------------------- DOCX */

const DOCX_STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name='title'] => h1:fresh",
];
/** Nominal sizes for heading levels: mammoth gives no run sizes, and the parser only compares them. */
const HEADING_SIZE: Record<string, number> = { h1: 22, h2: 16, h3: 14, h4: 12, h5: 12, h6: 12 };
const DOCX_BODY_SIZE = 11;

interface Paragraph {
  text: string;
  boldChars: number;
  letterChars: number;
  fontSize: number;
  links: string[];
}

async function docxLines(bytes: Uint8Array): Promise<ResumeLine[]> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        styleMap: DOCX_STYLE_MAP,
        externalFileAccess: false,
        // Images carry no text; skip their bytes.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
    html = result.value;
  } catch {
    throw new UnsupportedResumeError('unreadable', 'The Word document could not be read. Is it damaged?');
  }
  return htmlToLines(html);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface Cell {
  paragraphs: Paragraph[];
}

/**
 * Mammoth's HTML (a small, regular subset: p, h1-h6, ul/ol/li, table/tr/td, strong, em, a, br, img) to lines.
 * A table row whose cells hold a paragraph or a few is one line, cells joined by a tab (its first paragraphs;
 * the rest follow cell by cell); a row with a long cell is a layout table and reads cell by cell.
 */
export function htmlToLines(html: string): ResumeLine[] {
  const out: Paragraph[] = [];
  let para: Paragraph | null = null;
  let boldDepth = 0;
  const rows: Cell[][][] = []; // stack of open tables: rows of cells
  const cellStack: Cell[] = [];

  const target = (): Paragraph[] => cellStack[cellStack.length - 1]?.paragraphs ?? out;
  const open = (fontSize: number, prefix = '') => {
    close();
    para = { text: prefix, boldChars: 0, letterChars: 0, fontSize, links: [] };
  };
  const close = () => {
    if (para) {
      const p: Paragraph = para;
      p.text = p.text
        .replace(/[ \u00a0]+/g, ' ')
        .replace(/ ?\t[\t ]*/g, '\t')
        .trim();
      if (p.text && p.text !== '•') target().push(p);
    }
    para = null;
  };
  const addText = (raw: string) => {
    const text = decodeEntities(raw).replace(/\s*\n\s*/g, ' ');
    if (!text) return;
    if (!para) open(DOCX_BODY_SIZE);
    const p = para as unknown as Paragraph;
    p.text += text;
    const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
    p.letterChars += letters;
    if (boldDepth > 0) p.boldChars += letters;
  };

  const tokens = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
  for (let m = tokens.exec(html); m; m = tokens.exec(html)) {
    if (m[4] !== undefined) {
      addText(m[4]);
      continue;
    }
    const closing = m[1] === '/';
    const tag = (m[2] ?? '').toLowerCase();
    const attrs = m[3] ?? '';
    switch (tag) {
      case 'p':
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        if (closing) {
          if (tag !== 'p') boldDepth = Math.max(0, boldDepth - 1);
          close();
        } else {
          open(HEADING_SIZE[tag] ?? DOCX_BODY_SIZE);
          if (tag !== 'p') boldDepth++;
        }
        break;
      case 'li':
        if (closing) close();
        else open(DOCX_BODY_SIZE, '• ');
        break;
      case 'ul':
      case 'ol':
        close();
        break;
      case 'strong':
      case 'b':
        boldDepth = Math.max(0, boldDepth + (closing ? -1 : 1));
        break;
      case 'br':
        if (para) {
          const size = (para as Paragraph).fontSize;
          close();
          open(size);
        }
        break;
      case 'a':
        if (!closing) {
          const href = /href="([^"]*)"/i.exec(attrs)?.[1];
          if (href && !href.startsWith('#')) {
            if (!para) open(DOCX_BODY_SIZE);
            (para as unknown as Paragraph).links.push(decodeEntities(href));
          }
        }
        break;
      case 'table':
        close();
        if (closing) {
          const table = rows.pop() ?? [];
          for (const row of table) for (const p of rowParagraphs(row)) target().push(p);
        } else rows.push([]);
        break;
      case 'tr':
        close();
        if (!closing) rows[rows.length - 1]?.push([]);
        break;
      case 'td':
      case 'th':
        close();
        if (closing) cellStack.pop();
        else {
          const cell: Cell = { paragraphs: [] };
          const table = rows[rows.length - 1];
          table?.[table.length - 1]?.push(cell);
          cellStack.push(cell);
        }
        break;
      default:
        break;
    }
  }
  close();
  return out.map((p) => {
    const line: ResumeLine = { text: p.text, page: 1 };
    if (p.letterChars > 0 && p.boldChars >= p.letterChars) line.bold = true;
    if (p.fontSize !== DOCX_BODY_SIZE) line.fontSize = p.fontSize;
    if (p.links.length > 0) line.links = [...new Set(p.links)];
    return line;
  });
}

/** A table row's paragraphs in reading order (see htmlToLines). */
function rowParagraphs(row: Cell[]): Paragraph[] {
  const cells = row.filter((c) => c.paragraphs.length > 0);
  if (cells.length === 0) return [];
  if (cells.length === 1 || cells.some((c) => c.paragraphs.length >= 5))
    return cells.flatMap((c) => c.paragraphs);
  const firsts = cells.map((c) => c.paragraphs[0] as Paragraph);
  const joined: Paragraph = {
    text: firsts.map((p) => p.text).join('\t'),
    boldChars: firsts.reduce((n, p) => n + p.boldChars, 0),
    letterChars: firsts.reduce((n, p) => n + p.letterChars, 0),
    fontSize: Math.max(...firsts.map((p) => p.fontSize)),
    links: firsts.flatMap((p) => p.links),
  };
  return [joined, ...cells.flatMap((c) => c.paragraphs.slice(1))];
}

/* -------------------------------------------------------------------------------------------------- PDF */

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsModule: Promise<PdfJs> | null = null;
const loadPdfJs = () => {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsModule;
};
const pdfjsDir = (() => {
  let dir: string | null = null;
  return () => {
    dir ??= dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    return dir;
  };
})();

/** A positioned piece of text of one page. */
interface Item {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
}

interface Segment {
  items: Item[];
  x0: number;
  x1: number;
}

interface Row {
  y: number;
  items: Item[];
  segments: Segment[];
  links: { x0: number; x1: number; url: string }[];
}

const BOLD_FONT = /bold|black|heavy|semibold|demi|extrabold|ultrabold|[-,]bd\b|w[6-9]00/i;

async function pdfLines(bytes: Uint8Array): Promise<ResumeLine[]> {
  const pdfjs = await loadPdfJs();
  const dir = pdfjsDir();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it gets, and refuses a Node Buffer (a Uint8Array
    // subclass whose slice() is another Buffer): give it a plain Uint8Array copy.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    enableXfa: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    standardFontDataUrl: join(dir, 'standard_fonts/'),
    cMapUrl: join(dir, 'cmaps/'),
    cMapPacked: true,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string } | null)?.name;
    throw new UnsupportedResumeError(
      'unreadable',
      name === 'PasswordException'
        ? 'The PDF is protected by a password. Upload a copy without a password.'
        : 'The PDF could not be read. Is it damaged?',
    );
  }
  try {
    const lines: ResumeLine[] = [];
    const pages = Math.min(doc.numPages, MAX_PAGES);
    for (let n = 1; n <= pages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const fontNames = new Set<string>();
      for (const item of content.items) if ('fontName' in item) fontNames.add(item.fontName);
      // Font names (for bold) are known once the page's operators are read.
      const bold = new Map<string, boolean>();
      if (fontNames.size > 0) {
        await page.getOperatorList();
        for (const name of fontNames) {
          const font = page.commonObjs.has(name)
            ? (page.commonObjs.get(name) as { name?: string } | null)
            : null;
          bold.set(name, BOLD_FONT.test(font?.name ?? ''));
        }
      }
      const items: Item[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        // Horizontal text only (rotated side labels and watermarks are not the resume's lines).
        if (Math.abs(b ?? 0) > Math.abs(a ?? 0) * 0.1 || Math.abs(c ?? 0) > Math.abs(d ?? 0) * 0.1) continue;
        const size = Math.abs(d ?? 0) || item.height || 10;
        items.push({
          text: item.str,
          x: e ?? 0,
          y: f ?? 0,
          width: item.width,
          size,
          bold: bold.get(item.fontName) ?? false,
        });
      }
      const annotations = await page.getAnnotations().catch(() => [] as unknown[]);
      const [vx0 = 0, , vx1 = 612] = page.view;
      lines.push(...pageLines(items, annotations, n, vx0, vx1));
      page.cleanup();
      if (lines.length > MAX_LINES) break;
    }
    return lines;
  } catch (error) {
    if (error instanceof UnsupportedResumeError) throw error;
    throw new UnsupportedResumeError('unreadable', 'The PDF could not be read. Is it damaged?');
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/** Text items of one page to lines: rows by baseline, segments by large gaps, columns when clearly two. */
function pageLines(
  items: readonly Item[],
  annotations: readonly unknown[],
  page: number,
  pageLeft: number,
  pageRight: number,
): ResumeLine[] {
  const rows = groupRows(items);
  attachLinks(rows, annotations);
  const gutter = findGutter(rows, pageLeft, pageRight);
  const lines: ResumeLine[] = [];
  if (gutter === null) {
    for (const row of rows) pushLine(lines, row.segments, row, page);
    return lines;
  }
  // Rows that cross the gutter (a full-width header or section) split the page into bands; within a band
  // the left column is read before the right one.
  let band: Row[] = [];
  const flush = () => {
    for (const row of band)
      pushLine(
        lines,
        row.segments.filter((s) => s.x1 <= gutter),
        row,
        page,
      );
    for (const row of band)
      pushLine(
        lines,
        row.segments.filter((s) => s.x0 >= gutter),
        row,
        page,
      );
    band = [];
  };
  for (const row of rows) {
    if (row.segments.some((s) => s.x0 < gutter && s.x1 > gutter)) {
      flush();
      pushLine(lines, row.segments, row, page);
    } else band.push(row);
  }
  flush();
  return lines;
}

function groupRows(items: readonly Item[]): Row[] {
  const sorted = [...items].sort((p, q) => q.y - p.y || p.x - q.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(2, 0.45 * Math.min(item.size, row?.items[0]?.size ?? item.size));
    if (row && Math.abs(row.y - item.y) <= tolerance) row.items.push(item);
    else rows.push({ y: item.y, items: [item], segments: [], links: [] });
  }
  for (const row of rows) {
    row.items.sort((p, q) => p.x - q.x);
    let segment: Segment | null = null;
    for (const item of row.items) {
      const gap = segment ? item.x - segment.x1 : 0;
      // A gap of about three spaces or more (0.8 em; a word space is a quarter of that) separates cells,
      // columns or pieces spaced apart on purpose.
      // A bullet glyph belongs to the text after it, however far the indent.
      const afterBullet =
        segment?.items.length === 1 &&
        /^[•·▪◦●○■□►▸▶➢➤✓✔❖◆◇★☆*–-]$/.test(segment.items[0]?.text.trim() ?? '');
      if (segment && (gap < 0.8 * item.size || (afterBullet && gap < 3 * item.size))) {
        segment.items.push(item);
        segment.x1 = Math.max(segment.x1, item.x + item.width);
      } else {
        segment = { items: [item], x0: item.x, x1: item.x + item.width };
        row.segments.push(segment);
      }
    }
  }
  return mergeCellContinuations(rows);
}

/**
 * A table row whose cells wrap onto the next text row: that row's pieces all start at cell starts of the row
 * above (three cells or more), it has fewer pieces, and it follows at line spacing. Its text joins the cells.
 */
function mergeCellContinuations(rows: Row[]): Row[] {
  const out: Row[] = [];
  for (const row of rows) {
    const prev = out[out.length - 1];
    const size = row.items[0]?.size ?? 10;
    const cellOf = (seg: Segment) => prev?.segments.find((p) => Math.abs(p.x0 - seg.x0) <= 3);
    if (
      prev &&
      prev.segments.length >= 3 &&
      row.segments.length < prev.segments.length &&
      prev.y - row.y <= size * 1.35 &&
      row.segments.every((seg) => cellOf(seg) !== undefined)
    ) {
      for (const seg of row.segments) {
        const cell = cellOf(seg) as Segment;
        cell.items.push(
          ...seg.items.map((i) => ({ ...i, x: cell.x1 + i.x - seg.x0 + 0.3 * i.size, y: prev.y })),
        );
        cell.x1 = Math.max(...cell.items.map((i) => i.x + i.width));
      }
      prev.items.push(...row.items);
      continue;
    }
    out.push(row);
  }
  return out;
}

function attachLinks(rows: Row[], annotations: readonly unknown[]) {
  for (const raw of annotations) {
    const a = raw as { subtype?: string; url?: string; rect?: number[] };
    if (a.subtype !== 'Link' || !a.url || !a.rect || a.rect.length < 4) continue;
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = a.rect;
    const row = rows.find((r) => r.y >= Math.min(y0, y1) - 2 && r.y <= Math.max(y0, y1) + 2);
    row?.links.push({ x0: Math.min(x0, x1), x1: Math.max(x0, x1), url: a.url });
  }
}

function segmentText(segment: Segment): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of segment.items) {
    const gap = item.x - end;
    if (text && gap > 0.12 * item.size && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    text += item.text;
    end = Math.max(end, item.x + item.width);
  }
  // Runs of three or more spaces inside one piece of text align columns, like a gap between pieces.
  return text
    .replace(/[ \u00a0]{3,}/g, '\t')
    .replace(/[^\S\t]+/g, ' ')
    .replace(/ ?\t ?/g, '\t')
    .trim();
}

function pushLine(lines: ResumeLine[], segments: Segment[], row: Row, page: number) {
  const texts = segments.map(segmentText).filter(Boolean);
  if (texts.length === 0) return;
  const items = segments.flatMap((s) => s.items);
  const letters = (t: string) => t.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const total = items.reduce((n, i) => n + letters(i.text), 0);
  const bold = items.reduce((n, i) => n + (i.bold ? letters(i.text) : 0), 0);
  const x0 = Math.min(...segments.map((s) => s.x0));
  const x1 = Math.max(...segments.map((s) => s.x1));
  const line: ResumeLine = {
    text: texts.join('\t'),
    page,
    fontSize: Math.round(Math.max(...items.map((i) => i.size)) * 10) / 10,
    x: Math.round(x0 * 10) / 10,
  };
  if (total > 0 && bold >= total) line.bold = true;
  const links = row.links.filter((l) => l.x1 >= x0 - 2 && l.x0 <= x1 + 2).map((l) => l.url);
  if (links.length > 0) line.links = [...new Set(links)];
  lines.push(line);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const DATE_LIKE = /\b(19|20)\d{2}\b|present|current|heute|actuel|actualidad/i;

/**
 * The x of the gap between two columns, or null for a one-column page. A page is read as two columns when a
 * vertical band between 20% and 80% of its width is crossed by almost no segment, each side holds a real
 * share of the text, neither side is mostly dates (a dates column is a table, not a column), and the sides'
 * rows do not mostly pair up (paired rows are a table or right-aligned details, read row by row).
 */
function findGutter(rows: readonly Row[], left: number, right: number): number | null {
  const segments = rows.flatMap((r) => r.segments);
  if (segments.length < 10) return null;
  const width = right - left;
  const step = 2;
  const bins = Math.ceil(width / step);
  const cover = new Array<number>(bins + 1).fill(0);
  for (const s of segments) {
    const from = Math.max(0, Math.floor((s.x0 - left) / step) + 1);
    const to = Math.min(bins, Math.ceil((s.x1 - left) / step) - 1);
    for (let b = from; b <= to; b++) cover[b] = (cover[b] ?? 0) + 1;
  }
  // The widest run of least-crossed bins in the middle of the page with text on both sides.
  const lo = Math.floor(bins * 0.2);
  const hi = Math.ceil(bins * 0.8);
  const sided = (b: number) => {
    const x = left + b * step;
    let l = 0;
    let r = 0;
    for (const s of segments) {
      if (s.x1 <= x) l++;
      else if (s.x0 >= x) r++;
    }
    return l >= 5 && r >= 5;
  };
  const eligible = new Array<boolean>(bins + 1).fill(false);
  let least = Number.POSITIVE_INFINITY;
  for (let b = lo; b <= hi; b++) {
    eligible[b] = sided(b);
    if (eligible[b]) least = Math.min(least, cover[b] ?? 0);
  }
  if (least > Math.max(1, segments.length * 0.08)) return null;
  let best: [number, number] | null = null;
  for (let b = lo; b <= hi; b++) {
    if (!eligible[b] || (cover[b] ?? 0) !== least) continue;
    let e = b;
    while (e + 1 <= hi && eligible[e + 1] && (cover[e + 1] ?? 0) === least) e++;
    if (!best || e - b > best[1] - best[0]) best = [b, e];
    b = e;
  }
  if (!best) return null;
  const gutter = left + ((best[0] + best[1]) / 2) * step;
  const leftSegs = segments.filter((s) => s.x1 <= gutter);
  const rightSegs = segments.filter((s) => s.x0 >= gutter);
  const chars = (list: Segment[]) => list.reduce((n, s) => n + segmentText(s).length, 0);
  const all = chars(segments);
  for (const side of [leftSegs, rightSegs]) {
    if (side.length < 5 || chars(side) < all * 0.12) return null;
    const dated = side.filter((s) => DATE_LIKE.test(segmentText(s))).length;
    if (dated >= side.length * 0.4) return null;
  }
  // A label or dates column sits exactly on the baselines of the rows beside it and only starts them; two
  // columns have rows of their own on each side (headings aside), and rows that meet only by chance.
  const body = median(segments.flatMap((seg) => seg.items.map((i) => i.size)));
  const headingLike = (list: Segment[]) =>
    list.every((seg) => seg.items.every((i) => i.bold || i.size > body * 1.1));
  const baseline = (list: Segment[]) => {
    const items = list.flatMap((seg) => seg.items);
    return items.reduce((n, i) => n + i.y, 0) / items.length;
  };
  let leftRows = 0;
  let rightRows = 0;
  let both = 0;
  let exact = 0;
  let leftOnly = 0;
  let rightOnly = 0;
  for (const row of rows) {
    const l = row.segments.filter((seg) => seg.x1 <= gutter);
    const r = row.segments.filter((seg) => seg.x0 >= gutter);
    if (l.length > 0) leftRows++;
    if (r.length > 0) rightRows++;
    if (l.length > 0 && r.length > 0) {
      both++;
      if (Math.abs(baseline(l) - baseline(r)) <= 0.5) exact++;
    } else if (l.length > 0 && !headingLike(l)) leftOnly++;
    else if (r.length > 0 && !headingLike(r)) rightOnly++;
  }
  const chance = both === 0 || exact < both * 0.5;
  const ownRows =
    leftOnly >= Math.max(3, leftRows * 0.2) &&
    rightOnly >= Math.max(3, rightRows * 0.2) &&
    both < Math.min(leftRows, rightRows) * 0.8;
  if (!chance && !ownRows) return null;
  return gutter;
}
