import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import {
  contactLine,
  educationLine,
  educationYears,
  experienceDates,
  type ResumeDocument,
  type ResumeTemplate,
} from './resume-content.js';
import type { ResumeLabels } from './resume-labels.js';

const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const ACCENT = rgb(0.12, 0.32, 0.6);

/**
 * The standard PDF fonts encode WinAnsi only (Latin-1 plus a few signs). No font that covers every script
 * ships in node_modules with an embedder (pdf-lib needs @pdf-lib/fontkit for TrueType), so a character the
 * font cannot draw is written without its accents when that makes it drawable ("ő" → "o") and as "?"
 * otherwise; the DOCX export carries every script (docs/decisions/025).
 */
export function drawable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.replace(/[\t\r\n]+/g, ' ')) {
    const cp = ch.codePointAt(0)!;
    if (charset.has(cp)) {
      out += ch;
      continue;
    }
    const bare = ch.normalize('NFKD').replace(/\p{M}+/gu, '');
    out += bare && [...bare].every((c) => charset.has(c.codePointAt(0)!)) ? bare : '?';
  }
  return out;
}

function canDraw(font: PDFFont, text: string): boolean {
  const charset = new Set(font.getCharacterSet());
  return [...text].every((c) => charset.has(c.codePointAt(0)!));
}

/** Breaks text into lines no wider than `width`; a word wider than a line is cut where it must be. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

interface Style {
  regular: PDFFont;
  bold: PDFFont;
  heading(cursor: Cursor, text: string): void;
  header(cursor: Cursor, doc: ResumeDocument): void;
}

/** Writes lines top to bottom and starts a new page when the next line would not fit. */
class Cursor {
  page: PDFPage;
  y = PAGE[1] - MARGIN;
  constructor(private readonly pdf: PDFDocument) {
    this.page = pdf.addPage(PAGE);
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.pdf.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }
  text(
    raw: string,
    o: { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; center?: boolean; indent?: number },
  ) {
    const indent = o.indent ?? 0;
    const lineHeight = o.size * 1.35;
    for (const line of wrap(drawable(o.font, raw), o.font, o.size, WIDTH - indent)) {
      this.ensure(lineHeight);
      this.y -= o.size;
      const x = o.center ? MARGIN + (WIDTH - o.font.widthOfTextAtSize(line, o.size)) / 2 : MARGIN + indent;
      this.page.drawText(line, { x, y: this.y, size: o.size, font: o.font, color: o.color ?? INK });
      this.y -= lineHeight - o.size;
    }
  }
  gap(h: number) {
    this.y -= h;
  }
}

/** A heading the font cannot draw (Japanese, Arabic) is printed in English rather than as question marks. */
function headingText(font: PDFFont, labels: ResumeLabels, en: ResumeLabels, key: keyof ResumeLabels) {
  return canDraw(font, labels[key]) ? labels[key] : en[key];
}

async function styleFor(pdf: PDFDocument, template: ResumeTemplate): Promise<Style> {
  if (template === 'classic') {
    const regular = await pdf.embedFont(StandardFonts.TimesRoman);
    const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
    return {
      regular,
      bold,
      header(c, doc) {
        c.text(doc.name, { font: bold, size: 22, center: true });
        c.gap(4);
        c.text(contactLine(doc), { font: regular, size: 10.5, center: true, color: MUTED });
      },
      heading(c, text) {
        c.gap(12);
        c.ensure(40);
        c.text(text.toUpperCase(), { font: bold, size: 12 });
        c.page.drawLine({
          start: { x: MARGIN, y: c.y + 1 },
          end: { x: MARGIN + WIDTH, y: c.y + 1 },
          thickness: 0.75,
          color: INK,
        });
        c.gap(6);
      },
    };
  }
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return {
    regular,
    bold,
    header(c, doc) {
      c.page.drawRectangle({ x: 0, y: PAGE[1] - 12, width: PAGE[0], height: 12, color: ACCENT });
      c.text(doc.name, { font: bold, size: 24, color: ACCENT });
      c.gap(2);
      c.text(contactLine(doc), { font: regular, size: 10, color: MUTED });
    },
    heading(c, text) {
      c.gap(14);
      c.ensure(40);
      c.page.drawRectangle({ x: MARGIN - 10, y: c.y - 12, width: 3, height: 12, color: ACCENT });
      c.text(text, { font: bold, size: 12.5, color: ACCENT });
      c.gap(4);
    },
  };
}

/** The resume as a PDF: as many pages as the profile needs. */
export async function renderResumePdfDocument(
  doc: ResumeDocument,
  template: ResumeTemplate,
  en: ResumeLabels,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.name} — Resume`);
  pdf.setAuthor(doc.name);
  pdf.setCreator('Portico');
  const style = await styleFor(pdf, template);
  const { regular, bold } = style;
  const c = new Cursor(pdf);
  const { profile, labels } = doc;
  const heading = (key: keyof ResumeLabels) => style.heading(c, headingText(bold, labels, en, key));

  style.header(c, doc);
  if (profile.headline) {
    heading('summary');
    c.text(profile.headline, { font: regular, size: 11 });
  }
  const skills = () => {
    if (profile.skills.length === 0) return;
    heading('skills');
    c.text(profile.skills.join(', '), { font: regular, size: 10.5 });
  };
  if (template === 'modern') skills();
  if (profile.experience.length > 0) {
    heading('experience');
    for (const e of profile.experience) {
      c.ensure(40);
      c.text(`${e.title} — ${e.company}`, { font: bold, size: 11 });
      c.text(experienceDates(e, labels.present === drawable(regular, labels.present) ? labels : en), {
        font: regular,
        size: 9.5,
        color: MUTED,
      });
      if (e.description) {
        c.gap(2);
        for (const para of e.description.split(/\n+/)) c.text(para, { font: regular, size: 10.5 });
      }
      c.gap(6);
    }
  }
  if (profile.education.length > 0) {
    heading('education');
    for (const e of profile.education) {
      c.ensure(30);
      c.text(e.school, { font: bold, size: 11 });
      const detail = [educationLine(e), educationYears(e)].filter(Boolean).join('  ·  ');
      if (detail) c.text(detail, { font: regular, size: 10, color: MUTED });
      c.gap(6);
    }
  }
  if (template === 'classic') skills();
  return pdf.save();
}
