import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { sha256 } from '../../lib/crypto.js';
import { auditText } from './audit-text.js';

/**
 * The offer center's PDFs (docs/decisions/016): generated offer letters and documents, the digital
 * signature stamp with its audit page, and the check that an upload really is a PDF.
 */

/**
 * pdf-lib's standard fonts encode WinAnsi only; other characters would throw. Letters with accents that
 * WinAnsi lacks lose the accent ("Ł" has no decomposition and becomes "L" by the table), anything else
 * becomes "?", so a letter always renders. (Embedding a Unicode font is the fuller answer.)
 */
const FALLBACK: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ø: 'O', ø: 'o', ı: 'i' };
export function pdfSafe(text: string, font: PDFFont): string {
  let out = '';
  for (const ch of text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"')) {
    const candidates = [ch, FALLBACK[ch], ch.normalize('NFKD').replace(/\p{M}/gu, '')];
    out += candidates.find((c) => c && canEncode(font, c)) ?? '?';
  }
  return out;
}

function canEncode(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Lines of at most `width` points at `size`, breaking at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const PAGE = { width: 612, height: 792, margin: 64 } as const;

/** Writes paragraphs top-down, starting new pages as needed; returns where it stopped. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  text(
    text: string,
    o: { size?: number; bold?: boolean; gap?: number; color?: [number, number, number] } = {},
  ) {
    const size = o.size ?? 11;
    const font = o.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(pdfSafe(text, font), font, size, PAGE.width - 2 * PAGE.margin)) {
      if (this.y < PAGE.margin + size) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.page.drawText(line, {
        x: PAGE.margin,
        y: this.y - size,
        size,
        font,
        color: rgb(...(o.color ?? [0.1, 0.12, 0.14])),
      });
      this.y -= size * 1.45;
    }
    this.y -= o.gap ?? 8;
  }
}

async function newDocument(title: string, author: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setCreator('Portico');
  doc.setProducer('Portico (pdf-lib)');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, fonts };
}

/** "#0b5560" -> rgb components 0-1; a bad value falls back to a dark teal. */
function colour(hex: string | undefined): [number, number, number] {
  const m = hex && /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m
    ? ([1, 2, 3].map((i) => Number.parseInt(m[i]!, 16) / 255) as [number, number, number])
    : [0.04, 0.33, 0.38];
}

export interface OfferLetterInput {
  companyName: string;
  brandColour?: string;
  candidateName: string;
  positionName: string;
  /** Already formatted, e.g. "$128,000 a year"; null when the offer states none. */
  salaryText: string | null;
  /** Formatted dates. */
  startDate: string | null;
  expiresAt: string | null;
  issuedAt: string;
}

/** An offer letter from the tenant's branding, the candidate and the position. */
export async function generateOfferLetter(input: OfferLetterInput): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(`Offer letter: ${input.positionName}`, input.companyName);
  const w = new Writer(doc, fonts);
  const brand = colour(input.brandColour);
  w.page.drawRectangle({ x: 0, y: PAGE.height - 24, width: PAGE.width, height: 24, color: rgb(...brand) });
  w.y -= 8;
  w.text(input.companyName, { size: 20, bold: true, color: brand, gap: 4 });
  w.text(input.issuedAt, { size: 10, gap: 18 });
  w.text(`Dear ${input.candidateName},`, { gap: 10 });
  w.text(
    `We are delighted to offer you the position of ${input.positionName} at ${input.companyName}. ` +
      'This letter sets out the main terms of our offer.',
  );
  w.text('Terms of the offer', { bold: true, size: 13, gap: 6 });
  w.text(`Position: ${input.positionName}`, { gap: 2 });
  if (input.salaryText) w.text(`Salary: ${input.salaryText}`, { gap: 2 });
  if (input.startDate) w.text(`Start date: ${input.startDate}`, { gap: 2 });
  if (input.expiresAt) w.text(`This offer is open until ${input.expiresAt}.`, { gap: 10 });
  w.text(
    'Your employment will be subject to the standard terms of our employee handbook, which you will ' +
      'receive on your first day. Benefits are described in the documents that come with this offer.',
  );
  w.text(
    'To accept, sign this letter digitally on the careers site, or print it, sign it and upload the ' +
      'signed copy there before the offer expires.',
  );
  w.text(`We look forward to welcoming you to ${input.companyName}.`, { gap: 24 });
  w.text('Signed for the company', { size: 10, gap: 40 });
  w.text('Candidate signature', { bold: true, size: 11, gap: 4 });
  return doc.save();
}

/** A plain document (benefits summary, consent form) with a title and paragraphs. */
export async function generateDocument(input: {
  companyName: string;
  brandColour?: string;
  title: string;
  paragraphs: readonly string[];
}): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(input.title, input.companyName);
  const w = new Writer(doc, fonts);
  w.page.drawRectangle({
    x: 0,
    y: PAGE.height - 24,
    width: PAGE.width,
    height: 24,
    color: rgb(...colour(input.brandColour)),
  });
  w.y -= 8;
  w.text(input.companyName, { size: 12, bold: true, gap: 4 });
  w.text(input.title, { size: 18, bold: true, gap: 14 });
  for (const p of input.paragraphs) w.text(p);
  return doc.save();
}

export interface SignatureStamp {
  /** The typed signature (the signer's full name). */
  signature: string;
  /** A drawn signature as PNG bytes, placed above the typed one. */
  drawingPng?: Uint8Array;
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  ip: string;
  /** How it was signed, for the audit page ("typed on the careers site", "e-signature widget"). */
  method: string;
}

/** A drawn signature pdf-lib could not decode (a corrupt or truncated PNG): the signer's input, not our fault. */
export class DrawingError extends Error {
  override readonly name = 'DrawingError';
}
export const UNREADABLE_DRAWING =
  'The drawn signature is not a readable PNG image. Clear it and draw it again.';

/**
 * Stamps the signature, the date and the signer's details on the last page of `original`, then appends
 * an audit page with who, when, from where, and the SHA-256 of the original and of the signed pages (the
 * document as stamped, before the audit page is added: a page cannot carry the hash of the file that
 * contains it; the final file's hash is stored with it and in the audit trail).
 */
export async function stampSignature(
  original: Uint8Array,
  stamp: SignatureStamp,
): Promise<{ bytes: Uint8Array; signedPagesSha256: string }> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  // What the signer typed is drawn as one visible line: no control or direction-override characters.
  const signature = auditText(stamp.signature);
  const signer = `${auditText(stamp.signerName)} <${auditText(stamp.signerEmail)}>`;
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  const pages = doc.getPages();
  const last = pages[pages.length - 1]!;
  const when = stamp.signedAt.toISOString().replace('T', ' ').slice(0, 19);
  let y = PAGE.margin + 70;
  if (stamp.drawingPng) {
    const image = await doc.embedPng(stamp.drawingPng).catch(() => {
      throw new DrawingError(UNREADABLE_DRAWING);
    });
    const scaled = image.scaleToFit(200, 50);
    last.drawImage(image, { x: PAGE.margin, y: y + 12, width: scaled.width, height: scaled.height });
  }
  last.drawText(pdfSafe(signature, italic), { x: PAGE.margin, y, size: 20, font: italic });
  y -= 16;
  last.drawLine({
    start: { x: PAGE.margin, y: y + 10 },
    end: { x: PAGE.margin + 260, y: y + 10 },
    thickness: 0.75,
    color: rgb(0.3, 0.3, 0.3),
  });
  const details = [`Signed electronically by ${signer}`, `on ${when} UTC. See the audit page.`];
  for (const line of details) {
    last.drawText(pdfSafe(line, regular), { x: PAGE.margin, y, size: 9, font: regular });
    y -= 12;
  }
  const signedPages = await doc.save();
  const signedPagesSha256 = sha256(signedPages);

  const withAudit = await PDFDocument.load(signedPages, { updateMetadata: false });
  const fonts = {
    regular: await withAudit.embedFont(StandardFonts.Helvetica),
    bold: await withAudit.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(withAudit, fonts);
  w.text('Signature audit', { size: 18, bold: true, gap: 14 });
  const rows: [string, string][] = [
    ['Signer', signer],
    ['Signature', signature],
    ['Method', stamp.method],
    ['Signed at', `${when} UTC`],
    ['IP address', stamp.ip],
    ['SHA-256 of the original', sha256(original)],
    [`SHA-256 of the signed document (pages 1-${pages.length})`, signedPagesSha256],
  ];
  for (const [label, value] of rows) {
    w.text(label, { bold: true, size: 10, gap: 0 });
    w.text(value, { size: 10, gap: 8 });
  }
  w.text(
    'This page was added by Portico when the document was signed. The SHA-256 of this whole file is ' +
      "kept with the signed copy in the company's records.",
    { size: 9 },
  );
  return { bytes: await withAudit.save(), signedPagesSha256 };
}

/**
 * A real PDF, judged by its bytes: the `%PDF-` header and a document pdf-lib can open. A renamed text file,
 * an image or a truncated PDF fails. Encrypted PDFs fail too: nobody could stamp or read them later.
 */
export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  if (bytes.length < 8 || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return false;
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}
