import { FALLBACK_LOCALE, isLocale, type Locale, matchLocale } from '@portico/contracts';

/** The words a resume prints besides the candidate's own data. */
export interface ResumeLabels {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  present: string;
  contact: string;
  /** The document's title ("Alex Morgan — Resume"). */
  resume: string;
}

type Row = [string, string, string, string, string, string, string];
const labels = ([summary, experience, education, skills, present, contact, resume]: Row): ResumeLabels => ({
  summary,
  experience,
  education,
  skills,
  present,
  contact,
  resume,
});

/**
 * The headings in every language of the site: a resume comes out in the language the candidate picks, whatever
 * the script (the PDF embeds the fonts it needs, docs/decisions/029). A `Record` over every locale, so a new
 * locale does not build until its resume words exist. The candidate's own data is printed as they wrote it.
 */
const LABELS: Record<Locale, ResumeLabels> = {
  ar: labels(['نبذة', 'الخبرة', 'التعليم', 'المهارات', 'حتى الآن', 'التواصل', 'السيرة الذاتية']),
  bg: labels(['Профил', 'Професионален опит', 'Образование', 'Умения', 'досега', 'Контакт', 'Автобиография']),
  cs: labels(['Profil', 'Pracovní zkušenosti', 'Vzdělání', 'Dovednosti', 'dosud', 'Kontakt', 'Životopis']),
  da: labels(['Profil', 'Erhvervserfaring', 'Uddannelse', 'Kompetencer', 'nu', 'Kontakt', 'CV']),
  de: labels(['Profil', 'Berufserfahrung', 'Ausbildung', 'Kenntnisse', 'heute', 'Kontakt', 'Lebenslauf']),
  el: labels([
    'Προφίλ',
    'Επαγγελματική εμπειρία',
    'Εκπαίδευση',
    'Δεξιότητες',
    'σήμερα',
    'Επικοινωνία',
    'Βιογραφικό',
  ]),
  en: labels(['Summary', 'Experience', 'Education', 'Skills', 'Present', 'Contact', 'Resume']),
  es: labels(['Resumen', 'Experiencia', 'Formación', 'Habilidades', 'Actualidad', 'Contacto', 'Currículum']),
  fi: labels(['Profiili', 'Työkokemus', 'Koulutus', 'Osaaminen', 'nyt', 'Yhteystiedot', 'Ansioluettelo']),
  fr: labels(['Profil', 'Expérience', 'Formation', 'Compétences', 'Aujourd’hui', 'Contact', 'CV']),
  'fr-CA': labels(['Profil', 'Expérience', 'Formation', 'Compétences', 'Aujourd’hui', 'Coordonnées', 'CV']),
  he: labels(['תקציר', 'ניסיון תעסוקתי', 'השכלה', 'כישורים', 'היום', 'פרטי קשר', 'קורות חיים']),
  hi: labels(['सारांश', 'कार्य अनुभव', 'शिक्षा', 'कौशल', 'वर्तमान', 'संपर्क', 'बायोडाटा']),
  hr: labels(['Profil', 'Radno iskustvo', 'Obrazovanje', 'Vještine', 'danas', 'Kontakt', 'Životopis']),
  ht: labels(['Rezime', 'Eksperyans', 'Edikasyon', 'Konpetans', 'jodi a', 'Kontak', 'CV']),
  hu: labels([
    'Összefoglaló',
    'Szakmai tapasztalat',
    'Tanulmányok',
    'Készségek',
    'jelenleg',
    'Elérhetőség',
    'Önéletrajz',
  ]),
  it: labels(['Profilo', 'Esperienza', 'Formazione', 'Competenze', 'oggi', 'Contatti', 'Curriculum']),
  ja: labels(['概要', '職歴', '学歴', 'スキル', '現在', '連絡先', '履歴書']),
  ko: labels(['요약', '경력', '학력', '기술', '현재', '연락처', '이력서']),
  ms: labels(['Ringkasan', 'Pengalaman', 'Pendidikan', 'Kemahiran', 'kini', 'Hubungi', 'Resume']),
  nb: labels(['Profil', 'Arbeidserfaring', 'Utdanning', 'Ferdigheter', 'nå', 'Kontakt', 'CV']),
  nl: labels(['Profiel', 'Werkervaring', 'Opleiding', 'Vaardigheden', 'heden', 'Contact', 'Cv']),
  pl: labels([
    'Podsumowanie',
    'Doświadczenie',
    'Wykształcenie',
    'Umiejętności',
    'obecnie',
    'Kontakt',
    'Życiorys',
  ]),
  pt: labels(['Resumo', 'Experiência', 'Formação', 'Competências', 'atual', 'Contato', 'Currículo']),
  'pt-BR': labels(['Resumo', 'Experiência', 'Formação', 'Habilidades', 'atual', 'Contato', 'Currículo']),
  'pt-PT': labels([
    'Resumo',
    'Experiência profissional',
    'Formação',
    'Competências',
    'atual',
    'Contacto',
    'Currículo',
  ]),
  ru: labels(['Профиль', 'Опыт работы', 'Образование', 'Навыки', 'по настоящее время', 'Контакты', 'Резюме']),
  sk: labels(['Profil', 'Pracovné skúsenosti', 'Vzdelanie', 'Zručnosti', 'doteraz', 'Kontakt', 'Životopis']),
  sr: labels(['Профил', 'Радно искуство', 'Образовање', 'Вештине', 'данас', 'Контакт', 'Биографија']),
  sv: labels(['Profil', 'Arbetslivserfarenhet', 'Utbildning', 'Kompetenser', 'nu', 'Kontakt', 'CV']),
  te: labels(['సారాంశం', 'అనుభవం', 'విద్య', 'నైపుణ్యాలు', 'ప్రస్తుతం', 'సంప్రదింపు', 'రెజ్యూమ్']),
  th: labels(['สรุป', 'ประสบการณ์ทำงาน', 'การศึกษา', 'ทักษะ', 'ปัจจุบัน', 'ติดต่อ', 'เรซูเม่']),
  tr: labels(['Özet', 'Deneyim', 'Eğitim', 'Yetenekler', 'halen', 'İletişim', 'Özgeçmiş']),
  uk: labels(['Профіль', 'Досвід роботи', 'Освіта', 'Навички', 'дотепер', 'Контакти', 'Резюме']),
  vi: labels(['Tóm tắt', 'Kinh nghiệm', 'Học vấn', 'Kỹ năng', 'hiện tại', 'Liên hệ', 'Sơ yếu lý lịch']),
  'zh-CN': labels(['概要', '工作经历', '教育背景', '技能', '至今', '联系方式', '简历']),
  'zh-TW': labels(['概要', '工作經歷', '學歷', '技能', '至今', '聯絡方式', '履歷']),
};

/** The resume's language: `hl` when it names a locale, else the candidate's preferred one, else English. */
export function resumeLocale(hl: string | undefined, preferred: string | null): Locale {
  const fromHl = hl ? matchLocale(hl) : null;
  if (fromHl) return fromHl;
  if (isLocale(preferred)) return preferred;
  return FALLBACK_LOCALE;
}

export function resumeLabels(locale: Locale): ResumeLabels {
  return LABELS[locale];
}
