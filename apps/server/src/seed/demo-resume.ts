import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface ResumeContent {
  name: string;
  email: string;
  phone: string;
  city: string;
  headline: string;
  skills: readonly string[];
  experience: readonly {
    title: string;
    company: string;
    startDate: string;
    endDate: string | null;
    description: string;
  }[];
  education: readonly {
    school: string;
    degree: string;
    field: string;
    startYear: number | null;
    endYear: number | null;
  }[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const month = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

/**
 * A one-page resume as a person's word processor would print it (DEMO.md: the demo candidate's resume PDF):
 * name, contact line, headline, then Experience, Education and Skills under headings.
 */
export async function renderResumePdf(r: ResumeContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${r.name} — Resume`);
  const page = doc.addPage([612, 792]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  const line = (text: string, size = 10.5, font = regular, gap = 15) => {
    page.drawText(text, { x: 56, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    y -= gap;
  };
  line(r.name, 22, bold, 26);
  line(`${r.email}  |  ${r.phone}  |  ${r.city}`, 10, regular, 18);
  line(r.headline, 11, regular, 26);
  line('EXPERIENCE', 12, bold, 18);
  for (const e of r.experience) {
    line(`${e.title}, ${e.company}`, 11, bold, 14);
    line(`${month(e.startDate)} – ${e.endDate ? month(e.endDate) : 'Present'}`, 10, regular, 14);
    line(e.description, 10, regular, 20);
  }
  y -= 4;
  line('EDUCATION', 12, bold, 18);
  for (const e of r.education) {
    line(`${e.degree} in ${e.field}`, 11, bold, 14);
    line(`${e.school}, ${e.startYear ?? ''} – ${e.endYear ?? ''}`, 10, regular, 20);
  }
  y -= 4;
  line('SKILLS', 12, bold, 18);
  line(r.skills.join(', '), 10, regular, 14);
  return doc.save();
}
