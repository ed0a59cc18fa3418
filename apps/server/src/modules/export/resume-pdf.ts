import { PDFDocument, type PDFPage, type RGB, rgb } from 'pdf-lib';
import {
  contactLine,
  educationLine,
  educationYears,
  experienceDates,
  type ResumeDocument,
  type ResumeTemplate,
} from './resume-content.js';
import { ResumeFonts, type Weight } from './resume-fonts.js';
import type { ResumeLabels } from './resume-labels.js';

const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const ACCENT = rgb(0.12, 0.32, 0.6);

type Measure = (text: string) => number;

/** Breaks text into lines no wider than `width`; a word wider than a line is cut where it must be. */
export function wrap(text: string, measure: Measure, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => measure(s) <= width;
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // Cut by code points so a character outside the BMP (a rare Han character) is never split in two.
    let rest = [...word];
    while (!fits(rest.join(''))) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut).join(''))) cut--;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  return lines;
}

interface TextOptions {
  weight: Weight;
  size: number;
  color?: RGB;
  center?: boolean;
  indent?: number;
}

interface Style {
  heading(cursor: Cursor, text: string): void;
  header(cursor: Cursor, doc: ResumeDocument): void;
}

/** Writes lines top to bottom and starts a new page when the next line would not fit. */
class Cursor {
  page: PDFPage;
  y = PAGE[1] - MARGIN;
  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: ResumeFonts,
    /** Right-to-left document: lines align right and their runs go right to left. */
    readonly rtl: boolean,
    readonly locale: string,
  ) {
    this.page = pdf.addPage(PAGE);
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.pdf.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }
  text(raw: string, o: TextOptions) {
    const indent = o.indent ?? 0;
    const lineHeight = o.size * 1.35;
    const measure = (s: string) => this.fonts.width(s, o.weight, o.size);
    for (const line of wrap(raw.replace(/[\t\r\n]+/g, ' '), measure, WIDTH - indent)) {
      this.ensure(lineHeight);
      this.y -= o.size;
      const w = measure(line);
      const x = o.center
        ? MARGIN + (WIDTH - w) / 2
        : this.rtl
          ? MARGIN + WIDTH - indent - w
          : MARGIN + indent;
      this.fonts.draw(this.page, line, {
        x,
        y: this.y,
        size: o.size,
        weight: o.weight,
        color: o.color ?? INK,
        rtl: this.rtl,
      });
      this.y -= lineHeight - o.size;
    }
  }
  gap(h: number) {
    this.y -= h;
  }
}

/**
 * Classic: serif, centred name, upper-case headings over a rule, skills last. Modern: sans, a blue band, blue
 * headings with a mark on the reading side, skills after the summary.
 */
function styleFor(template: ResumeTemplate): Style {
  if (template === 'classic') {
    return {
      header(c, doc) {
        c.text(doc.name, { weight: 'bold', size: 22, center: true });
        c.gap(4);
        c.text(contactLine(doc), { weight: 'regular', size: 10.5, center: true, color: MUTED });
      },
      heading(c, text) {
        c.gap(12);
        c.ensure(40);
        c.text(text.toLocaleUpperCase(c.locale), { weight: 'bold', size: 12 });
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
  return {
    header(c, doc) {
      c.page.drawRectangle({ x: 0, y: PAGE[1] - 12, width: PAGE[0], height: 12, color: ACCENT });
      c.text(doc.name, { weight: 'bold', size: 24, color: ACCENT });
      c.gap(2);
      c.text(contactLine(doc), { weight: 'regular', size: 10, color: MUTED });
    },
    heading(c, text) {
      c.gap(14);
      c.ensure(40);
      const markX = c.rtl ? MARGIN + WIDTH + 7 : MARGIN - 10;
      c.page.drawRectangle({ x: markX, y: c.y - 12, width: 3, height: 12, color: ACCENT });
      c.text(text, { weight: 'bold', size: 12.5, color: ACCENT });
      c.gap(4);
    },
  };
}

/** Every string the document will draw: the fonts it needs are embedded before the first line. */
function documentTexts(doc: ResumeDocument): string[] {
  const { profile, labels } = doc;
  return [
    doc.name,
    contactLine(doc),
    profile.headline ?? '',
    ...profile.skills,
    ...Object.values(labels).flatMap((l: string) => [l, l.toLocaleUpperCase(doc.locale)]),
    ...profile.experience.flatMap((e) => [
      e.title,
      e.company,
      e.description ?? '',
      experienceDates(e, labels),
    ]),
    ...profile.education.flatMap((e) => [e.school, educationLine(e), educationYears(e)]),
    ' ,·—–?',
  ];
}

/**
 * The resume as a PDF: as many pages as the profile needs, every script drawn with an embedded Noto subset, the
 * headings in the document's language.
 */
export async function renderResumePdfDocument(
  doc: ResumeDocument,
  template: ResumeTemplate,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.name} — ${doc.labels.resume}`);
  pdf.setAuthor(doc.name);
  pdf.setCreator('Portico');
  pdf.setLanguage(doc.locale);
  const fonts = await ResumeFonts.create(pdf, template, documentTexts(doc));
  const style = styleFor(template);
  const c = new Cursor(pdf, fonts, doc.rtl, doc.locale);
  const { profile, labels } = doc;
  const heading = (key: keyof ResumeLabels) => style.heading(c, labels[key]);

  style.header(c, doc);
  if (profile.headline) {
    heading('summary');
    c.text(profile.headline, { weight: 'regular', size: 11 });
  }
  const skills = () => {
    if (profile.skills.length === 0) return;
    heading('skills');
    c.text(profile.skills.join(', '), { weight: 'regular', size: 10.5 });
  };
  if (template === 'modern') skills();
  if (profile.experience.length > 0) {
    heading('experience');
    for (const e of profile.experience) {
      c.ensure(40);
      c.text(`${e.title} — ${e.company}`, { weight: 'bold', size: 11 });
      c.text(experienceDates(e, labels), { weight: 'regular', size: 9.5, color: MUTED });
      if (e.description) {
        c.gap(2);
        for (const para of e.description.split(/\n+/)) c.text(para, { weight: 'regular', size: 10.5 });
      }
      c.gap(6);
    }
  }
  if (profile.education.length > 0) {
    heading('education');
    for (const e of profile.education) {
      c.ensure(30);
      c.text(e.school, { weight: 'bold', size: 11 });
      const detail = [educationLine(e), educationYears(e)].filter(Boolean).join('  ·  ');
      if (detail) c.text(detail, { weight: 'regular', size: 10, color: MUTED });
      c.gap(6);
    }
  }
  if (template === 'classic') skills();
  return pdf.save();
}
