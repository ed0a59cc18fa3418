import type { CandidateProfile, Locale } from '@portico/contracts';
import type { ResumeLabels } from './resume-labels.js';

export const RESUME_TEMPLATES = ['classic', 'modern'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

/** What both renderers print: the candidate's name and email with their profile, and the labels. */
export interface ResumeDocument {
  name: string;
  email: string;
  profile: CandidateProfile;
  labels: ResumeLabels;
  /** The language the labels are in (the PDF's /Lang, so screen readers read it right). */
  locale: Locale;
  /** Right-to-left language (Arabic, Hebrew): the DOCX sets its paragraphs bidi. */
  rtl: boolean;
}

/** "2024-03" → "03/2024": numbers read the same in every language. */
export function monthYear(ym: string): string {
  return `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;
}

export function experienceDates(e: { startDate: string; endDate: string | null }, labels: ResumeLabels) {
  return `${monthYear(e.startDate)} – ${e.endDate ? monthYear(e.endDate) : labels.present}`;
}

export function educationLine(e: { degree: string; field: string }): string {
  return [e.degree, e.field].filter(Boolean).join(', ');
}

export function educationYears(e: { startYear: number | null; endYear: number | null }): string {
  if (e.startYear === null && e.endYear === null) return '';
  if (e.startYear === null) return String(e.endYear);
  return `${e.startYear} – ${e.endYear ?? ''}`.trim();
}

export function contactLine(doc: ResumeDocument): string {
  const { phone, location } = doc.profile;
  const place = location ? [location.city, location.country].filter(Boolean).join(', ') : '';
  return [doc.email, phone, place].filter(Boolean).join('  ·  ');
}

/** A file name from the candidate's name: "Ana Pérez" → "Ana-Perez-resume". */
export function resumeBaseName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${ascii || 'my'}-resume`;
}
