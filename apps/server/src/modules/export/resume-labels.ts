import { FALLBACK_LOCALE, isLocale, type Locale, matchLocale } from '@portico/contracts';

/** The words a resume prints besides the candidate's own data. */
export interface ResumeLabels {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  present: string;
  contact: string;
}

const EN: ResumeLabels = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  present: 'Present',
  contact: 'Contact',
};

/**
 * Section headings in the languages of the tenants' sites; any other language reads English (the
 * candidate's data is printed as they wrote it whatever the language).
 */
const LABELS: Partial<Record<Locale, ResumeLabels>> = {
  en: EN,
  es: {
    summary: 'Resumen',
    experience: 'Experiencia',
    education: 'Formación',
    skills: 'Habilidades',
    present: 'Actualidad',
    contact: 'Contacto',
  },
  fr: {
    summary: 'Profil',
    experience: 'Expérience',
    education: 'Formation',
    skills: 'Compétences',
    present: 'Aujourd’hui',
    contact: 'Contact',
  },
  de: {
    summary: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    present: 'heute',
    contact: 'Kontakt',
  },
  nl: {
    summary: 'Profiel',
    experience: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    present: 'heden',
    contact: 'Contact',
  },
  ja: {
    summary: '概要',
    experience: '職歴',
    education: '学歴',
    skills: 'スキル',
    present: '現在',
    contact: '連絡先',
  },
  ar: {
    summary: 'نبذة',
    experience: 'الخبرة',
    education: 'التعليم',
    skills: 'المهارات',
    present: 'حتى الآن',
    contact: 'التواصل',
  },
};

/** The resume's language: `hl` when it names a locale, else the candidate's preferred one, else English. */
export function resumeLocale(hl: string | undefined, preferred: string | null): Locale {
  const fromHl = hl ? matchLocale(hl) : null;
  if (fromHl) return fromHl;
  if (isLocale(preferred)) return preferred;
  return FALLBACK_LOCALE;
}

export function resumeLabels(locale: Locale): ResumeLabels {
  return LABELS[locale] ?? EN;
}
