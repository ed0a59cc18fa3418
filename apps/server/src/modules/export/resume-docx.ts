import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  type IRunOptions,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import {
  contactLine,
  educationLine,
  educationYears,
  experienceDates,
  type ResumeDocument,
  type ResumeTemplate,
} from './resume-content.js';

const TEMPLATES = {
  classic: { font: 'Times New Roman', accent: '000000', headingCase: 'upper' as const, center: true },
  modern: { font: 'Calibri', accent: '1F5299', headingCase: 'as-is' as const, center: false },
};

/** The resume as a DOCX (Word's fonts draw every script, unlike the PDF's standard fonts). */
export async function renderResumeDocx(doc: ResumeDocument, template: ResumeTemplate): Promise<Buffer> {
  const t = TEMPLATES[template];
  const { profile, labels, rtl } = doc;
  const run = (text: string, o: Omit<IRunOptions, 'text'> = {}) =>
    new TextRun({ text, font: t.font, rightToLeft: rtl, ...o });
  const para = (children: TextRun[], o: { center?: boolean; after?: number } = {}) =>
    new Paragraph({
      children,
      bidirectional: rtl,
      spacing: { after: o.after ?? 60 },
      ...(o.center ? { alignment: AlignmentType.CENTER } : {}),
    });
  const heading = (text: string) =>
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      bidirectional: rtl,
      spacing: { before: 240, after: 80 },
      border:
        template === 'classic'
          ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } }
          : undefined,
      children: [
        run(t.headingCase === 'upper' ? text.toUpperCase() : text, { bold: true, size: 24, color: t.accent }),
      ],
    });

  const children: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      bidirectional: rtl,
      ...(t.center ? { alignment: AlignmentType.CENTER } : {}),
      children: [run(doc.name, { bold: true, size: 44, color: t.accent })],
    }),
    para([run(contactLine(doc), { size: 20, color: '555555' })], { center: t.center, after: 120 }),
  ];
  if (profile.headline) children.push(heading(labels.summary), para([run(profile.headline, { size: 22 })]));
  const skills = () => {
    if (profile.skills.length === 0) return;
    children.push(heading(labels.skills), para([run(profile.skills.join(', '), { size: 21 })]));
  };
  if (template === 'modern') skills();
  if (profile.experience.length > 0) {
    children.push(heading(labels.experience));
    for (const e of profile.experience) {
      children.push(
        para([run(`${e.title} — ${e.company}`, { bold: true, size: 22 })], { after: 0 }),
        para([run(experienceDates(e, labels), { size: 19, color: '555555' })]),
      );
      for (const line of e.description.split(/\n+/).filter(Boolean)) {
        children.push(para([run(line, { size: 21 })]));
      }
    }
  }
  if (profile.education.length > 0) {
    children.push(heading(labels.education));
    for (const e of profile.education) {
      children.push(para([run(e.school, { bold: true, size: 22 })], { after: 0 }));
      const detail = [educationLine(e), educationYears(e)].filter(Boolean).join('  ·  ');
      if (detail) children.push(para([run(detail, { size: 20, color: '555555' })]));
    }
  }
  if (template === 'classic') skills();

  const document = new Document({
    creator: 'Portico',
    title: `${doc.name} — Resume`,
    styles: { default: { document: { run: { font: t.font } } } },
    sections: [{ properties: {}, children }],
  });
  return Packer.toBuffer(document);
}
