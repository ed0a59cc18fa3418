import type {
  ParsedEducation,
  ParsedExperience,
  ParsedField,
  ParsedResume,
  PositionLocation,
} from '@portico/contracts';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type DateRange, findDates, type SingleDate, toYearMonth } from './resume-dates.js';
import {
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  DEGREE_ABBR_RE,
  DEGREE_RE,
  fold,
  HEADING_WORDS,
  SCHOOL_ACRONYMS,
  SCHOOL_WORDS,
  SECTION_HEADINGS,
  type SectionKind,
  SUMMARY_HEADING_WORDS,
  SUMMARY_HEADINGS,
  TITLE_ENDINGS,
  TITLE_MODIFIERS,
  TITLE_WORDS,
} from './resume-lexicon.js';
import type { ResumeLine } from './resume-text.js';

/**
 * The resume reader's parser (docs/decisions/018): lines in, fields out, each with a confidence (0-1) and the
 * line it was read from. Lines are grouped into sections by their headings (English, German, French, Spanish);
 * contact fields are found by pattern anywhere (best in the header); experience entries are anchored on date
 * ranges and their title and company chosen among the pieces of nearby lines by scored features (title words,
 * company forms, connectors such as "at"/"bei"/"chez", places, distance); education entries on school and
 * degree words; skills are the tenant's vocabulary as written in the text. Pure and synchronous.
 */

export interface ResumeParseContext {
  /** The skill vocabulary (the names the match score compares); matched case-insensitively as whole words. */
  skills: readonly string[];
  /** "Berlin", "Paris, France", "Austin, TX" -> a place, or null. */
  findPlace(text: string): PositionLocation | null;
  now: Date;
}

export interface ResumeParseInput {
  lines: readonly ResumeLine[];
  text: string;
}

type Section = SectionKind | 'top';

interface Line {
  index: number;
  /** As extracted (the `source` of fields, cut to 500 characters). */
  raw: string;
  /** Without a leading bullet mark; tabs kept. */
  text: string;
  page: number;
  bold: boolean;
  size: number | null;
  links: readonly string[];
  bullet: boolean;
  words: number;
  heading: SectionKind | null;
  section: Section;
  /** "Skills: Python, SQL" kind of line: the kind and where its content starts. */
  inline: { kind: SectionKind; from: number } | null;
  contact: boolean;
  dates: { ranges: DateRange[]; singles: SingleDate[] };
  used: boolean;
}

const field = <T>(value: T, confidence: number, source: string): ParsedField<T> => ({
  value,
  confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
  source: source.length > 500 ? source.slice(0, 500) : source,
});

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const URL_RE =
  /(?<![@\p{L}\p{N}.])(?:https?:\/\/[^\s<>()|,;"]+|www\.[^\s<>()|,;"]+|(?:[a-z]{2,3}\.)?(?:linkedin\.com|github\.com|gitlab\.com|bitbucket\.org|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com|twitter\.com|x\.com|xing\.com|kaggle\.com|orcid\.org)\/[^\s<>()|,;"]+|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:dev|io|me|app|design|tech|page|site|codes|net|com|org)\/[^\s<>()|,;"]*|[a-z0-9][a-z0-9-]*\.(?:dev|io|me|design|tech|page|site|codes)(?![\p{L}\p{N}.@-]))/giu;
const PHONE_RE = /(?:\+|00)\s?\d[\d\s().\-/]{5,22}\d|\(?\d{2,5}\)?[\s.\-/]?\d[\d\s.\-/]{4,18}\d/g;
const EMAIL_ONE = new RegExp(EMAIL_RE.source);
const PHONE_ONE = new RegExp(PHONE_RE.source);
const PHONE_LABEL =
  /\b(phone|tel|telephone|mobile|mobil|cell|handy|telefon|tél|téléphone|portable|teléfono|telefono|móvil|celular|whatsapp)\b/i;
const BULLET_RE = /^\s*(?:[•·▪▫◦●○■□►▸▶➢➤✓✔❖◆◇★☆*]|[-–—](?=\s)|o(?=\s{1,3}\p{Lu}))\s*/u;
const NOISE_RE =
  /^(?:(?:page|seite|página|pagina|p\.)\s*\d+(?:\s*(?:of|von|de|sur|di|\/)\s*\d+)?|\d+\s*\/\s*\d+|-?\s*\d{1,2}\s*-?)$/i;
const TITLE_LINES = new Set([
  'curriculum vitae',
  'cv',
  'resume',
  'lebenslauf',
  'curriculum',
  'hoja de vida',
  'resume cv',
]);
const NAME_LABEL =
  /^(?:name|full name|nom|nom complet|nombre|nombre completo|vorname und name|nome)\s*[:：]\s*/i;
/** A name in a table: the label cell, a tab, the name. */
const NAME_CELL = /^(?:name|full name|nom|nombre|nome)\t+/i;
const LOCATION_LABEL =
  /^(?:location|address|adresse|anschrift|wohnort|ort|city|based in|located in|domicile|lieu|ville|dirección|direccion|ubicación|ubicacion|ciudad|residencia|indirizzo|città)\s*[:：]?\s*/i;

/** Strong separators between the pieces of a line (cells, "|", bullets, spaced dashes, wide spaces). */
const STRONG_SPLIT = /\t+| {3,}|\s+[|•·▪◦]\s+|\s+[–—]\s+|\s+-\s+|\s*\|\s*/;
/** Connectors that put the title before the company ("Engineer at Acme"). */
const CONNECTOR_RE = /\s+(?:at|@|bei|chez|presso)\s+(?=\S)/i;
const EN_CONNECTOR_RE = /\s+en\s+(?=\p{Lu})/u;

/** Single-token skills that are also ordinary words: found only in a skills context, written as listed. */
const COMMON_WORDS = new Set(
  (
    'go swift rust spring express excel access word less dart chef puppet ember salt shell sketch unity jest ' +
    'mocha jasmine ant hive pig spark storm elm crystal julia pascal ada scheme prolog lua r c d communication ' +
    'organisation organization coaching controls reporting editing synthesis lean audit auditing sourcing ' +
    'networking pricing scheduling budgeting treasury onboarding negotiation interviewing facilitation ' +
    'forecasting statistics prototyping copywriting leadership monitoring accessibility optimisation ' +
    'optimization translation research writing teamwork testing design marketing sales management planning ' +
    'analysis support security compliance training recruiting consulting roadmapping prospecting ' +
    'scripting observability'
  ).split(' '),
);

export function parseResume(input: ResumeParseInput, ctx: ResumeParseContext): ParsedResume {
  const lines = prepareLines(input, ctx.now);
  const doc = new Doc(lines, ctx);
  const name = doc.name();
  const email = doc.email();
  const links = doc.links();
  const location = doc.location();
  const phone = doc.phone(location?.value.countryCode ?? null, email?.value ?? null, links);
  const education = doc.education();
  const experience = doc.experience();
  const skills = doc.skills();
  // After the entries, whose title lines are then marked as used and are no headline.
  const headline = doc.headline();
  return { name, headline, email, phone, location, links, experience, education, skills };
}

/* ------------------------------------------------------------------------------------------------ lines */

function prepareLines(input: ResumeParseInput, now: Date): Line[] {
  const source: readonly ResumeLine[] =
    input.lines.length > 0
      ? input.lines
      : input.text
          .split(/\r?\n/)
          .filter((t) => t.trim())
          .map((t) => ({ text: t, page: 1 }));
  const kept = source
    .map((l) => ({ ...unmark(l), original: l.text }))
    .filter((l) => {
      const t = l.text.trim();
      return /[\p{L}\p{N}]/u.test(t) && !NOISE_RE.test(t);
    });
  // A running header repeated on later pages (the name, "Jane Doe – Resume") is not content.
  const firstPage = new Set(
    kept
      .filter((l) => l.page === kept[0]?.page)
      .slice(0, 3)
      .map((l) => fold(l.text)),
  );
  // The first two words of the first line (usually the name) starting a later page mark a running header.
  const lead = foldedWords(kept[0]?.text ?? '')
    .slice(0, 2)
    .join(' ');
  const content = kept.filter((l, i) => {
    if (isTableHeader(l.text)) return false;
    if (i < 3 || l.page === kept[0]?.page) return true;
    const folded = fold(l.text);
    const firstOfPage = kept[i - 1]?.page !== l.page;
    return !(
      firstPage.has(folded) ||
      /\b(page|seite)\s*\d/i.test(l.text) ||
      (firstOfPage && lead.length >= 5 && folded.startsWith(lead))
    );
  });
  const sizes = new Map<number, number>();
  for (const l of content)
    if (l.fontSize) sizes.set(l.fontSize, (sizes.get(l.fontSize) ?? 0) + l.text.length);
  const body = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;

  const lines: Line[] = [];
  let section: Section = 'top';
  for (const l of content) {
    const marked = l.text.trim();
    const bulletMatch = BULLET_RE.exec(marked);
    const text = (bulletMatch ? marked.slice(bulletMatch[0].length) : marked).replace(/\u00a0/g, ' ').trim();
    if (lines.length === 0 && TITLE_LINES.has(fold(text))) continue;
    const line: Line = {
      index: lines.length,
      raw: l.original.trim(),
      text,
      page: l.page,
      bold: l.bold === true,
      size: l.fontSize ?? null,
      links: l.links ?? [],
      bullet: bulletMatch !== null,
      words: text.split(/\s+/).filter(Boolean).length,
      heading: null,
      section,
      inline: null,
      contact: false,
      dates: findDates(text, now),
      used: false,
    };
    line.contact = /@|https?:|www\./i.test(text) || PHONE_LABEL.test(text) || line.links.length > 0;
    line.heading = bulletMatch ? null : headingKind(line, body);
    if (line.heading) section = line.heading;
    line.section = section;
    line.inline = inlineKind(text);
    lines.push(line);
  }
  return lines;
}

/** Column labels of a table's header row. */
const TABLE_LABELS = new Set(
  (
    'period|dates|date|time|from|to|position|role|title|job title|job|company|employer|organisation|organization|' +
    'location|city|place|degree|school|institution|university|field|subject|major|qualification|zeitraum|zeit|von|' +
    'bis|funktion|tatigkeit|unternehmen|firma|arbeitgeber|ort|abschluss|schule|hochschule|fach|studiengang|periode|' +
    'poste|fonction|entreprise|employeur|lieu|diplome|etablissement|ecole|domaine|periodo|fechas|puesto|cargo|' +
    'empresa|ubicacion|lugar|titulo|centro|institucion|universidad|especialidad'
  ).split('|'),
);

function isTableHeader(text: string): boolean {
  const cells = text.split(/\t+/);
  return cells.length >= 2 && cells.every((c) => TABLE_LABELS.has(fold(c)));
}

/**
 * Markdown and similar plain-text markup: "## Experience" is a heading (read as bold), "**Acme**" and
 * "*2019 – 2021*" are emphasis, "[GitHub](https://github.com/x)" is a link whose text stays on the line.
 */
function unmark(line: ResumeLine): ResumeLine {
  let text = line.text;
  const links: string[] = [];
  const heading = /^\s{0,3}#{1,6}\s+/.exec(text);
  if (heading) text = text.slice(heading[0].length).replace(/\s+#+\s*$/, '');
  if (!/[*_[]/.test(text) && !heading) return line;
  text = text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => {
      links.push(url);
      return label;
    })
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[\s(])([*_])(?=\S)([^*_]+?)(?<=\S)\2(?=$|[\s),.;:])/g, '$1$3');
  return {
    ...line,
    text,
    ...(heading ? { bold: true } : {}),
    ...(links.length > 0 ? { links: [...(line.links ?? []), ...links] } : {}),
  };
}

function headingKind(line: Line, body: number | null): SectionKind | null {
  const text = line.text.replace(/[:：]\s*$/, '').trim();
  if (line.words > 6 || /\d|@/.test(text) || text.includes('\t')) return null;
  const folded = fold(text);
  if (!folded) return null;
  const whole = SECTION_HEADINGS[folded];
  if (whole) return whole;
  if (line.words > 4) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const styled =
    line.bold ||
    (body !== null && line.size !== null && line.size >= body * 1.15) ||
    (letters.length > 2 && letters === letters.toUpperCase()) ||
    /[:：]\s*$/.test(line.text);
  if (!styled) return null;
  const words = folded.split(' ');
  if (words.some((w) => TITLE_WORDS.has(w) || COMPANY_SUFFIXES.has(w))) return null;
  for (const [re, kind] of HEADING_WORDS) if (re.test(folded)) return kind;
  return null;
}

function inlineKind(text: string): Line['inline'] {
  const m = /^([^:：]{2,40})[:：]\s*(?=\S)/.exec(text);
  if (!m) return null;
  const folded = fold(m[1] as string);
  const kind =
    SECTION_HEADINGS[folded] ??
    (/\b(skills?|kenntnisse|competences|habilidades|technologies|tools|tech stack|stack|languages|programming)\b/.test(
      folded,
    )
      ? 'skills'
      : null);
  return kind ? { kind, from: m[0].length } : null;
}

/* ---------------------------------------------------------------------------------------------- pieces */

interface Piece {
  text: string;
  line: Line;
  /** Line distance from the anchor (0 = the date's own line). */
  dist: number;
  order: number;
  /** What a connector says this piece is. */
  hint: 'title' | 'company' | null;
  place: 'strong' | 'weak' | null;
}

/** The text of a line without its date ranges and single dates (replaced by a tab). */
function withoutDates(line: Line): string {
  let text = line.text;
  const spans = [...line.dates.ranges, ...line.dates.singles].sort((a, b) => b.index - a.index);
  for (const s of spans) text = `${text.slice(0, s.index)}\t${text.slice(s.index + s.length)}`;
  return text;
}

const EMPLOYMENT_NOISE =
  /^(?:full[- ]?time|part[- ]?time|contract|permanent|temporary|remote|hybrid|on[- ]?site|vollzeit|teilzeit|festanstellung|befristet|cdi|cdd|temps plein|temps partiel|jornada completa|media jornada|tiempo completo|remoto|\d+\s*(?:yrs?|years?|mos?|months?|jahre?|monate?|ans?|mois|años|meses)(?:\s+\d+\s*(?:mos?|months?|monate?|mois|meses))?)$/i;
const SUFFIX_ONLY = /^(?:Inc|INC|Ltd|LTD|LLC|LLP|PLC|plc|GmbH|AG|SA|SL|SRL|BV|NV|Corp|Co|S\.A|S\.L)\.?$/;

/** A line's pieces: strong separators, then connectors, then commas. */
function pieces(line: Line, dist: number, text: string, connectors = true): Omit<Piece, 'order'>[] {
  const out: Omit<Piece, 'order'>[] = [];
  for (const strong of text.split(STRONG_SPLIT)) {
    const part = cleanPiece(strong);
    if (!part) continue;
    const connector = !connectors
      ? null
      : (CONNECTOR_RE.exec(part) ??
        (hasTitleWord(part.split(EN_CONNECTOR_RE)[0] ?? '') ? EN_CONNECTOR_RE.exec(part) : null));
    const split: [string, Piece['hint']][] = connector
      ? [
          [part.slice(0, connector.index), 'title'],
          [part.slice(connector.index + connector[0].length), 'company'],
        ]
      : [[part, null]];
    for (const [chunk, hint] of split) {
      const commaParts = chunk.split(/\s*,\s+|\s*;\s*|\s*\(\s*|\s*\)\s*/).map(cleanPiece);
      const merged: string[] = [];
      for (const p of commaParts) {
        if (!p) continue;
        if (SUFFIX_ONLY.test(p) && merged.length > 0) merged[merged.length - 1] += `, ${p}`;
        else merged.push(p);
      }
      for (const p of merged) {
        if (EMPLOYMENT_NOISE.test(p)) continue;
        // A comma list after a connector keeps its hint for the first piece only ("Acme, Berlin").
        out.push({ text: p, line, dist, hint: p === merged[0] ? hint : null, place: null });
      }
    }
  }
  return out;
}

function cleanPiece(text: string): string {
  return text
    .replace(/^[\s,;:|·•\-–—()[\]]+|[\s,;:|·•\-–—([\]]+$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^\)+|\(+$/g, '')
    .trim();
}

const foldedWords = (text: string) => fold(text).split(' ').filter(Boolean);

function hasTitleWord(text: string): boolean {
  const words = foldedWords(text);
  return (
    words.some(
      (w) => TITLE_WORDS.has(w) || TITLE_ENDINGS.some((e) => w.length > e.length + 2 && w.endsWith(e)),
    ) || /\bscrum master\b|\bco founder\b/.test(words.join(' '))
  );
}

interface RoleScore {
  title: number;
  company: number;
}

function roleScore(piece: Piece): RoleScore {
  const words = foldedWords(piece.text);
  const title = hasTitleWord(piece.text);
  const modifiers = words.filter((w) => TITLE_MODIFIERS.has(w)).length;
  const last = words[words.length - 1] ?? '';
  // "CO" after a comma is Colorado, not "Co."
  const lastWritten = piece.text.split(/[\s,]+/).pop() ?? '';
  const suffix =
    words.length > 1 &&
    ((COMPANY_SUFFIXES.has(last) && !(lastWritten === 'CO' && /,\s*CO$/.test(piece.text))) ||
      /\b(& co|and co)\b/.test(words.join(' ')));
  const companyWord = words.some((w) => COMPANY_WORDS.has(w)) || /\.(com|io|ai|de|fr|es)$/i.test(piece.text);
  const long = words.length > 7 ? 2 + (words.length - 7) * 0.3 : 0;
  const sentence = /[.!?]$/.test(piece.text) && words.length > 4 ? 2 : 0;
  const placePenalty = piece.place === 'strong' ? 4 : piece.place === 'weak' ? 1.5 : 0;
  const proximity = piece.dist === 0 ? 0.3 : Math.abs(piece.dist) === 1 ? 0 : -0.6;
  let t =
    (title ? 3 : 0) +
    Math.min(modifiers, 1) * 0.5 -
    (suffix ? 3 : 0) -
    long -
    sentence -
    placePenalty +
    proximity;
  let c =
    (suffix ? 3 : 0) +
    (companyWord ? 1.5 : 0) -
    (title ? 2.5 : 0) -
    long -
    sentence -
    placePenalty +
    proximity;
  if (piece.hint === 'title') {
    t += 2.5;
    c -= 2;
  } else if (piece.hint === 'company') {
    c += 3;
    t -= 2;
  }
  if (piece.line.bullet) {
    t -= 3;
    c -= 3;
  }
  return { title: t, company: c };
}

/* -------------------------------------------------------------------------------------------- document */

class Doc {
  private readonly firstPage: Line[];
  private readonly header: Set<Line>;
  private readonly countries: Set<string>;
  private readonly firstDated: number;
  private nameLine: Line | null = null;

  constructor(
    private readonly lines: Line[],
    private readonly ctx: ResumeParseContext,
  ) {
    this.firstPage = lines.filter((l) => l.page === lines[0]?.page);
    // The header: the lines before the first heading, and contact sections. Without headings it ends where
    // the first date range (the first job) begins, after at most 12 lines.
    const firstHeading = lines.findIndex((l) => l.heading !== null && l.heading !== 'contact');
    const firstDated = lines.findIndex((l) => l.dates.ranges.length > 0);
    this.firstDated = firstDated;
    const top = lines
      .filter((l) => l.section === 'top')
      .slice(0, firstHeading < 0 ? Math.min(12, firstDated < 0 ? 12 : firstDated) : undefined);
    this.header = new Set([...top, ...lines.filter((l) => l.section === 'contact' && !l.heading)]);
    this.countries = countryNames();
  }

  private inHeader(line: Line): boolean {
    return this.header.has(line);
  }

  /* name */

  name(): ParsedField<string> | null {
    const maxSize = Math.max(0, ...this.firstPage.map((l) => l.size ?? 0));
    const sizes = this.firstPage.map((l) => l.size).filter((s): s is number => s !== null);
    const body = sizes.length > 0 ? median(sizes) : null;
    // By position: the first lines, before any section but contact details (a two-column page's name in the
    // main column comes after the sidebar's sections, and is found by its size instead).
    const firstSection = this.firstPage.findIndex((l) => l.heading !== null && l.heading !== 'contact');
    const candidates = new Set([
      ...this.firstPage.slice(0, firstSection < 0 ? 6 : Math.min(6, firstSection)),
      ...this.firstPage.filter(
        (l) => maxSize > 0 && l.size === maxSize && body !== null && maxSize > body * 1.3,
      ),
      ...this.lines.filter((l) => NAME_LABEL.test(l.text) || NAME_CELL.test(l.text)),
    ]);
    let best: { score: number; value: string; line: Line } | null = null;
    for (const line of candidates) {
      if (line.heading || line.bullet) continue;
      const labelled = NAME_LABEL.exec(line.text) ?? NAME_CELL.exec(line.text);
      const text = labelled ? line.text.slice(labelled[0].length) : line.text;
      const parts = text
        .split(STRONG_SPLIT)
        .map((p) => cleanPiece(stripNameExtras(p)))
        .filter(Boolean);
      parts.forEach((part, i) => {
        if (!isNameShape(part, this.ctx)) return;
        let score = 0.6;
        const position = this.firstPage.indexOf(line);
        if (position === 0) score += 0.15;
        else if (position >= 0 && position <= 2) score += 0.05;
        if (line.bold) score += 0.1;
        if (line.size !== null && line.size === maxSize && body !== null && maxSize > body * 1.2)
          score += 0.12;
        if (labelled) score += 0.25;
        if (i > 0) score -= 0.15;
        if (parts.length > 1 && i === 0) score -= 0.03;
        if (line.contact) score -= 0.1;
        if (!best || score > best.score) best = { score, value: part, line };
      });
    }
    const found = best as { score: number; value: string; line: Line } | null;
    if (!found || found.score < 0.5) return null;
    found.line.used = true;
    this.nameLine = found.line;
    return field(normalizeNameCase(found.value), Math.min(0.95, found.score), found.line.raw);
  }

  /* headline */

  /**
   * The line that sums the candidate up: the professional title or tagline at the top, usually right under
   * the name ("Senior Data Engineer | Data platforms"), else the first sentence of a summary section. Each
   * top line is scored by its features: title words, its place under the name, its length; contact details
   * and places on it are left out; a date, a company form, a name shape, a line that runs on as a paragraph or
   * a list of skills count against it. Nothing under 0.55 is offered, so a resume without a headline yields
   * none rather than a wrong one.
   */
  headline(): ParsedField<string> | null {
    let best: { score: number; value: string; source: string } | null = null;
    const offer = (score: number, value: string, source: string) => {
      if (score >= 0.55 && (!best || score > best.score)) best = { score, value, source };
    };
    const nameAt = this.nameLine?.index ?? -1;
    for (const line of this.header) {
      if (line.section !== 'top' || line === this.nameLine || line.used) continue;
      if (line.heading || line.inline || line.bullet) continue;
      const value = this.headlineText(line);
      if (!value) continue;
      const previous = this.lines[line.index - 1];
      const next = this.lines[line.index + 1];
      // A job's line (dated, or right above its dates) or a wrapped paragraph's piece is not a headline.
      if (line.dates.ranges.length > 0 || line.dates.singles.length > 0 || next?.dates.ranges.length)
        continue;
      if (
        (next && !next.contact && /^\p{Ll}/u.test(next.text)) ||
        (/^\p{Ll}/u.test(line.text) &&
          previous &&
          previous !== this.nameLine &&
          !/[.!?:]$/.test(previous.text))
      )
        continue;
      const title = hasTitleWord(value);
      if (!title && (isNameShape(value, this.ctx) || this.isSkillList(value))) continue;
      const words = value.split(/\s+/).length;
      if (words > 20) continue;
      let score = 0.5 + (title ? 0.3 : 0);
      if (nameAt >= 0) {
        const gap = line.index - nameAt;
        score += gap === 1 ? 0.1 : gap > 1 && gap <= 3 ? 0.05 : -0.1;
      } else if (line.index <= 1) score += 0.05;
      if (words === 1) score -= title ? 0.05 : 0.2;
      if (words > 12) score -= 0.2;
      if (/[.!?]$/.test(value) && words > 8) score -= 0.1;
      const folded = foldedWords(value);
      if (folded.length > 1 && COMPANY_SUFFIXES.has(folded[folded.length - 1] as string)) score -= 0.3;
      if (/\d/.test(value) && !title) score -= 0.2;
      offer(Math.min(0.92, score), value, line.raw);
    }
    const summary = this.summarySentence();
    if (summary) offer(summary.score, summary.value, summary.source);
    const found = best as { score: number; value: string; source: string } | null;
    return found ? field(found.value, found.score, found.source) : null;
  }

  /** A top line without its contact details and places ("Designer | jane@x.com | Lyon" -> "Designer"). */
  private headlineText(line: Line): string | null {
    const pieces = line.text
      .split(/\t+| {3,}|\s+[|•·▪◦]\s+|\s*\|\s*/)
      .map((p) => p.trim())
      .filter(Boolean);
    const kept = pieces.filter((piece) => {
      if (EMAIL_ONE.test(piece) || /https?:|www\.|\.(com|io|dev|me|net|org)\b/i.test(piece)) return false;
      if (PHONE_LABEL.test(piece) || (PHONE_ONE.test(piece) && (piece.match(/\d/g)?.length ?? 0) >= 7))
        return false;
      if (LOCATION_LABEL.test(piece) && /[:：]/.test(piece)) return false;
      if (this.ctx.findPlace(piece)) return false;
      return !placeCandidates(piece).some(([candidate, strong]) => strong && this.ctx.findPlace(candidate));
    });
    if (kept.length === 0) return null;
    // Beside contact details only a title counts: "Jane Doe · Lyon" leaves a name, not a headline.
    if (kept.length < pieces.length && !hasTitleWord(kept.join(' '))) return null;
    const value = (kept.length < pieces.length ? kept.join(' | ') : line.text.replace(/\t+/g, ' | '))
      .replace(/\s+/g, ' ')
      .trim();
    if (value.length > 200 || (value.match(/\p{L}/gu)?.length ?? 0) < 3) return null;
    if (TITLE_LINES.has(fold(value))) return null;
    return value;
  }

  /** "Python · SQL · Airflow": mostly the tenant's skill names. */
  private isSkillList(text: string): boolean {
    const parts = text
      .split(/\s*[,·•|/]\s*/)
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean);
    if (parts.length < 2) return false;
    const known = new Set(this.ctx.skills.map((s) => s.toLowerCase()));
    return parts.filter((p) => known.has(p)).length * 2 >= parts.length;
  }

  /** The first sentence of the first summary section ("Summary", "Profile", "Kurzprofil", "Summary: …"). */
  private summarySentence(): { score: number; value: string; source: string } | null {
    const isSummary = (text: string) => {
      const folded = fold(text.replace(/[:：]\s*$/, ''));
      return SUMMARY_HEADINGS.has(folded) || SUMMARY_HEADING_WORDS.test(folded);
    };
    for (const line of this.lines) {
      const parts: string[] = [];
      const sources: string[] = [];
      let start: number;
      if (line.heading && isSummary(line.text)) start = line.index + 1;
      else if (line.inline?.kind === 'other' && isSummary(line.text.slice(0, line.inline.from))) {
        parts.push(line.text.slice(line.inline.from));
        sources.push(line.raw);
        start = line.index + 1;
        if (/[.!?]\s*$/.test(line.text)) start = this.lines.length;
      } else continue;
      // The paragraph under the heading, up to its first sentence's end (a PDF wraps it over lines).
      for (let i = start; i < this.lines.length && sources.length < 5; i++) {
        const next = this.lines[i] as Line;
        if (next.heading || next.inline || (next.bullet && parts.length > 0)) break;
        parts.push(next.text);
        sources.push(next.raw);
        if (/[.!?](\s|$)/.test(next.text)) break;
      }
      const text = parts.join(' ').replace(/\s+/g, ' ').trim();
      const sentence = (/^(.+?[.!?])(?=\s+[\p{Lu}\d]|\s*$)/u.exec(text)?.[1] ?? text).trim();
      const words = sentence.split(/\s+/).length;
      if (!sentence || words < 3 || sentence.length > 200) return null;
      const bullet = this.lines[start]?.bullet === true;
      const score = 0.72 + (hasTitleWord(sentence) ? 0.1 : 0) - (bullet ? 0.1 : 0);
      // Only the lines the sentence was read from.
      const used: string[] = [];
      let covered = 0;
      for (const [i, source] of sources.entries()) {
        used.push(source);
        covered += (parts[i] as string).length + 1;
        if (covered >= sentence.length) break;
      }
      return { score, value: sentence, source: used.join(' ') };
    }
    return null;
  }

  /* email */

  email(): ParsedField<string> | null {
    let best: { score: number; value: string; line: Line } | null = null;
    for (const line of this.lines) {
      const found = [
        ...(line.text.match(EMAIL_RE) ?? []),
        ...line.links
          .filter((l) => /^mailto:/i.test(l))
          .map((l) => l.replace(/^mailto:/i, '').split('?')[0] ?? ''),
      ];
      for (const value of found) {
        if (!value.includes('@')) continue;
        const score = this.inHeader(line) ? 0.99 : line.section === 'other' ? 0.6 : 0.9;
        if (!best || score > best.score) best = { score, value: value.toLowerCase(), line };
      }
    }
    const found = best as { score: number; value: string; line: Line } | null;
    return found ? field(found.value, found.score, found.line.raw) : null;
  }

  /* links */

  links(): ParsedField<string>[] {
    const out = new Map<string, ParsedField<string>>();
    for (const line of this.lines) {
      const found: [string, boolean][] = [
        ...[...line.text.matchAll(URL_RE)].map((m): [string, boolean] => [m[0], false]),
        ...line.links.filter((l) => /^https?:/i.test(l)).map((l): [string, boolean] => [l, true]),
      ];
      for (const [rawUrl, annotated] of found) {
        const url = rawUrl.replace(/[.,;:)\]]+$/, '');
        const key = linkKey(url);
        if (!key || out.has(key) || /^[^/]+@/.test(key)) continue;
        const known = /(linkedin|github|gitlab|xing|behance|dribbble|stackoverflow|kaggle|orcid)\./i.test(
          url,
        );
        const explicit = /^(https?:\/\/|www\.)/i.test(url) || annotated;
        let confidence = known ? 0.95 : explicit ? 0.9 : 0.75;
        if (line.section === 'other' && !known) confidence -= 0.1;
        const value = /^https?:\/\//i.test(url) ? url : `https://${url}`;
        out.set(key, field(value, confidence, line.raw));
      }
    }
    return [...out.values()];
  }

  /* location */

  location(): ParsedField<PositionLocation> | null {
    const labelled = this.lines.filter(
      (l) => LOCATION_LABEL.test(l.text) && /[:：\t]|based|located/i.test(l.text),
    );
    const pool = [...new Set([...labelled, ...this.header])];
    let best: { score: number; place: PositionLocation; line: Line } | null = null;
    for (const line of pool) {
      if (line === this.nameLine && !labelled.includes(line)) continue;
      const isLabelled = labelled.includes(line);
      // A city alone is trusted on a contact line, under a contact heading, or as a short line of the
      // header beside a contact line ("Jane Doe / Lagos / jane@example.com").
      const neighbours = [this.lines[line.index - 1], this.lines[line.index + 1]];
      const contactLine =
        line.contact ||
        isLabelled ||
        line.section === 'contact' ||
        PHONE_ONE.test(line.text) ||
        (this.inHeader(line) &&
          line.words <= 4 &&
          neighbours.some((n) => n?.contact || (n && EMAIL_ONE.test(n.text))));
      // A short line of its own in the header that names a place, with nothing else on it, is the place too.
      const lone =
        this.inHeader(line) && line.words <= 4 && !line.text.includes('\t') && !hasTitleWord(line.text);
      for (const segment of withoutDates(line).split(/\t+| {3,}|\s+[|•·▪◦]\s+|\s*\|\s*|\s+[–—-]\s+/)) {
        const seg = segment.replace(LOCATION_LABEL, '').trim();
        const digits = seg.match(/\d/g)?.length ?? 0;
        const letters = seg.match(/\p{L}/gu)?.length ?? 0;
        if (!seg || /@|https?:|www\.|\.com\b/i.test(seg) || (digits > 6 && letters < 3)) continue;
        for (const [candidate, strong] of placeCandidates(seg)) {
          if (!strong && !isLabelled && !contactLine && !lone) continue;
          const place = this.ctx.findPlace(candidate);
          if (!place) continue;
          let score = strong ? 0.85 : contactLine ? 0.65 : 0.6;
          if (isLabelled) score += 0.08;
          if (!this.inHeader(line)) score -= 0.15;
          if (!best || score > best.score) best = { score, place, line };
          break;
        }
      }
    }
    const found = best as { score: number; place: PositionLocation; line: Line } | null;
    return found ? field(found.place, found.score, found.line.raw) : null;
  }

  /* phone */

  phone(
    locationCountry: string | null,
    email: string | null,
    links: ParsedField<string>[],
  ): ParsedField<string> | null {
    const country = (locationCountry ??
      tldCountry(email?.split('@')[1] ?? '') ??
      links.map((l) => tldCountry(hostOf(l.value))).find(Boolean) ??
      null) as CountryCode | null;
    let best: { score: number; value: string; line: Line } | null = null;
    for (const line of this.lines) {
      const labelled = PHONE_LABEL.test(line.text);
      const candidates = [
        ...[...line.text.matchAll(PHONE_RE)].map((m) => m[0]),
        ...line.links.filter((l) => /^tel:/i.test(l)).map((l) => l.slice(4)),
      ];
      for (const raw of candidates) {
        const candidate = raw.trim();
        const digits = candidate.replace(/\D/g, '');
        if (digits.length < 7 || digits.length > 15) continue;
        if (findDates(candidate, this.ctx.now).ranges.length > 0 && !/^(\+|00|\()/.test(candidate)) continue;
        if (/^(19|20)\d{2}\s*[-–/]\s*(19|20)?\d{2}$/.test(candidate)) continue;
        const international = /^(\+|00)/.test(candidate);
        let parsed = parsePhoneNumberFromString(candidate.replace(/^00/, '+'), country ?? undefined);
        let guessed = false;
        if (
          !parsed?.isValid() &&
          !international &&
          !country &&
          /^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/.test(candidate)
        ) {
          parsed = parsePhoneNumberFromString(candidate, 'US');
          guessed = true;
        }
        let score: number;
        let value: string;
        if (parsed?.isValid()) {
          value = parsed.number;
          score = international ? 0.97 : guessed ? 0.7 : 0.93;
        } else if (parsed?.isPossible()) {
          value = parsed.number;
          score = 0.6;
        } else {
          if (!labelled) continue;
          value = candidate;
          score = 0.4;
        }
        if (!this.inHeader(line) && !labelled) score -= line.section === 'other' ? 0.4 : 0.15;
        if (labelled) score = Math.min(0.99, score + 0.02);
        if (!best || score > best.score) best = { score, value, line };
      }
    }
    const found = best as { score: number; value: string; line: Line } | null;
    return found && found.score >= 0.35 ? field(found.value, found.score, found.line.raw) : null;
  }

  /* experience */

  experience(): ParsedExperience[] {
    const hasSection = this.lines.some((l) => l.heading === 'experience');
    const scope = this.lines.filter((l) =>
      hasSection
        ? l.section === 'experience'
        : l.section !== 'education' &&
          l.section !== 'skills' &&
          l.section !== 'contact' &&
          !this.inHeaderStrict(l),
    );
    const inScope = new Set(scope);
    const anchors = scope.filter(
      (l) =>
        !l.heading &&
        !l.used &&
        l.dates.ranges.length > 0 &&
        !(l.bullet && l.words > 8) &&
        l.words - rangeWords(l) <= 16 &&
        l.inline === null,
    );
    const anchorSet = new Set(anchors);
    const entries: ParsedExperience[] = [];
    let previous = null as { company: ParsedField<string>; standalone: boolean } | null;
    for (const anchor of anchors) {
      const range = anchor.dates.ranges[0] as DateRange;
      anchor.used = true;
      const collected: Omit<Piece, 'order'>[] = [...pieces(anchor, 0, withoutDates(anchor))];
      const own = collected.length;
      const eligible = (l: Line | undefined): l is Line =>
        l !== undefined &&
        inScope.has(l) &&
        !l.used &&
        !l.heading &&
        !anchorSet.has(l) &&
        !l.bullet &&
        !l.contact &&
        l.words <= 12 &&
        !(/[.!?]$/.test(l.text) && l.words > 5);
      const above: Line[] = [];
      const below: Line[] = [];
      for (let i = anchor.index - 1; i >= Math.max(0, anchor.index - 2); i--) {
        const l = this.lines[i];
        if (!eligible(l) || (above.length > 0 && own >= 2)) break;
        above.push(l);
      }
      for (let i = anchor.index + 1; i <= Math.min(this.lines.length - 1, anchor.index + 2); i++) {
        const l = this.lines[i];
        if (!eligible(l)) break;
        // A line below belongs to this entry only when the entry still lacks pieces, and it is not the
        // header of the next entry (a short line right above the next date line).
        const next = this.lines[i + 1];
        if (own + above.length >= 2 || (next && anchorSet.has(next) && withoutDates(next).trim() === ''))
          break;
        below.push(l);
      }
      for (const l of above) collected.push(...pieces(l, l.index - anchor.index, withoutDates(l)));
      for (const l of below) collected.push(...pieces(l, l.index - anchor.index, withoutDates(l)));
      const all: Piece[] = collected.map((p, order) => ({ ...p, order }));
      this.markPlaces(all);
      const pick = chooseRole(all);
      if (!pick.title && !pick.company) continue;
      for (const p of [pick.title, pick.company]) if (p) p.piece.line.used = true;
      let company = pick.company
        ? field(pick.company.piece.text, pick.company.confidence, pick.company.piece.line.raw)
        : null;
      const inherited = previous?.standalone ? previous.company : null;
      if (!company && inherited) company = field(inherited.value, 0.6, inherited.source);
      const title = pick.title
        ? field(pick.title.piece.text, pick.title.confidence, pick.title.piece.line.raw)
        : field('', 0, anchor.raw);
      const datesConfidence =
        range.start?.month != null && (range.current || range.end?.month != null) ? 0.95 : 0.85;
      entries.push({
        title,
        company: company ?? field('', 0, anchor.raw),
        startDate: field(toYearMonth(range.start), range.start ? datesConfidence : 0.3, anchor.raw),
        endDate: field(range.current ? null : toYearMonth(range.end), datesConfidence, anchor.raw),
        current: range.current,
      });
      // A company on a line of its own above the title may head several roles (a promotion).
      const picked = pick.company;
      if (picked && company) {
        previous = {
          company,
          standalone:
            picked.piece.dist !== 0 && !all.some((p) => p.line === picked.piece.line && hasTitleWord(p.text)),
        };
      }
    }
    return entries;
  }

  /** Header lines of a resume without headings, up to two lines before the first date range. */
  private inHeaderStrict(line: Line): boolean {
    return this.inHeader(line) && (this.firstDated < 0 || line.index < this.firstDated - 2);
  }

  private markPlaces(all: Piece[]) {
    for (let i = 0; i < all.length; i++) {
      const p = all[i] as Piece;
      if (p.place || p.hint) continue;
      const words = foldedWords(p.text);
      if (words.length === 0 || words.length > 4 || hasTitleWord(p.text)) continue;
      if (words.some((w) => COMPANY_SUFFIXES.has(w) || COMPANY_WORDS.has(w))) continue;
      const next = all[i + 1];
      if (next && next.line === p.line && !next.hint && foldedWords(next.text).length <= 3) {
        const pair = `${p.text}, ${next.text}`;
        if (this.countries.has(fold(next.text)) || /^[A-Z]{2}$/.test(next.text)) {
          if (this.ctx.findPlace(pair)) {
            p.place = 'strong';
            next.place = 'strong';
            i++;
            continue;
          }
        }
      }
      if (
        this.countries.has(fold(p.text)) ||
        /^(remote|remoto|télétravail|homeoffice|home office)$/i.test(p.text)
      ) {
        p.place = 'strong';
        continue;
      }
      // A single name after others on its line ("Roche, Zurich": places come last), or alone beside the dates,
      // may be a place.
      const sameLine = all.filter((q) => q.line === p.line);
      const notFirst = sameLine.length >= 2 && sameLine[0] !== p;
      if ((notFirst || (p.dist === 0 && sameLine.length === 1)) && this.ctx.findPlace(p.text))
        p.place = 'weak';
    }
  }

  /* education */

  education(): ParsedEducation[] {
    const hasSection = this.lines.some((l) => l.heading === 'education');
    const scope = hasSection
      ? this.lines.filter((l) => l.section === 'education' && !l.heading)
      : this.lines.filter(
          (l) =>
            !l.heading &&
            l.section !== 'skills' &&
            l.section !== 'experience' &&
            (isSchoolLine(l) || degreeIn(l.text)),
        );
    const entries: Line[][] = [];
    let current: Line[] = [];
    let has = { school: false, degree: false, dates: false };
    for (const line of scope) {
      if (line.used) continue;
      const school = isSchoolLine(line);
      const degree = degreeIn(line.text) !== null;
      const dates = line.dates.ranges.length > 0 || line.dates.singles.length > 0;
      if (line.bullet && current.length > 0) continue;
      const startsNew =
        current.length > 0 &&
        ((school && has.school) ||
          (degree && has.degree && !school) ||
          (dates && has.dates && (school || degree || (has.school && has.degree))));
      if (startsNew) {
        entries.push(current);
        current = [];
        has = { school: false, degree: false, dates: false };
      }
      if (!school && !degree && !dates && current.length >= 3) continue;
      current.push(line);
      has = { school: has.school || school, degree: has.degree || degree, dates: has.dates || dates };
    }
    if (current.length > 0) entries.push(current);

    const out: ParsedEducation[] = [];
    for (const entry of entries) {
      const parsed = this.educationEntry(entry);
      if (parsed) {
        out.push(parsed);
        for (const l of entry) l.used = true;
      }
    }
    return out;
  }

  private educationEntry(lines: Line[]): ParsedEducation | null {
    const all: Piece[] = lines
      .flatMap((l) => pieces(l, 0, withoutDates(l), false))
      .map((p, order) => ({ ...p, hint: null, order }));
    this.markPlaces(all);
    let degree: { value: string; field: string; piece: Piece; confidence: number } | null = null;
    for (const piece of all) {
      const found = degreeIn(piece.text);
      if (!found) continue;
      const rest = piece.text
        .slice(found.index + found.text.length)
        .replace(/^\s*(?:in|of|en|de|im|in der|der|des|:|,|-|–|—)\s+/i, '')
        .replace(/^[\s:,\-–—]+/, '')
        .trim();
      degree = {
        value: found.text.replace(/\s+/g, ' ').trim(),
        field: rest,
        piece,
        confidence: found.abbr ? 0.85 : 0.9,
      };
      break;
    }
    let school: { piece: Piece; confidence: number } | null = null;
    const named =
      all.find((p) => isSchoolText(p.text) && p !== degree?.piece) ?? all.find((p) => isSchoolText(p.text));
    if (named) {
      // One piece with both the degree and the school ("BSc Physics Imperial College") is a weaker reading.
      const confidence = named === degree?.piece ? 0.6 : SCHOOL_WORDS.test(fold(named.text)) ? 0.9 : 0.85;
      school = { piece: named, confidence };
    }
    if (!school) {
      const rest = all.filter(
        (p) =>
          p !== degree?.piece &&
          !p.place &&
          /^\p{Lu}/u.test(p.text) &&
          foldedWords(p.text).length <= 8 &&
          !/[.!?]$/.test(p.text) &&
          !p.line.bullet &&
          !(degree && p.text === degree.field),
      );
      const pick = rest[0];
      if (pick) school = { piece: pick, confidence: 0.6 };
    }
    if (!school && !degree) return null;
    if (degree && school && degree.piece === school.piece) degree.field = '';
    let fieldValue = degree?.field ?? '';
    let fieldSource = degree?.piece.line.raw ?? '';
    let fieldConfidence = fieldValue ? 0.8 : 0;
    if (!fieldValue && degree) {
      const next = all.find(
        (p) =>
          p.order > degree.piece.order && p.line === degree.piece.line && p !== school?.piece && !p.place,
      );
      if (next) {
        fieldValue = next.text;
        fieldSource = next.line.raw;
        fieldConfidence = 0.6;
      }
    }
    const ranges = lines.flatMap((l) => l.dates.ranges);
    const singles = lines.flatMap((l) => l.dates.singles);
    const range = ranges[0];
    const years = singles.map((s) => s.year).sort((a, b) => a - b);
    const dateLine = lines.find((l) => l.dates.ranges.length > 0 || l.dates.singles.length > 0);
    const startYear = range?.start?.year ?? (years.length > 1 ? (years[0] as number) : null);
    const endYear = range
      ? range.current
        ? null
        : (range.end?.year ?? null)
      : (years[years.length - 1] ?? null);
    const schoolValue = school ? school.piece.text.replace(/\s*[-–—]\s*$/, '') : '';
    return {
      school: field(schoolValue, school?.confidence ?? 0, school?.piece.line.raw ?? lines[0]?.raw ?? ''),
      degree: field(
        degree?.value ?? '',
        degree?.confidence ?? 0,
        degree?.piece.line.raw ?? lines[0]?.raw ?? '',
      ),
      field: field(fieldValue, fieldConfidence, fieldSource),
      startYear: field(startYear, startYear !== null ? 0.85 : 0, dateLine?.raw ?? ''),
      endYear: field(endYear, endYear !== null ? 0.85 : range?.current ? 0.7 : 0, dateLine?.raw ?? ''),
    };
  }

  /* skills */

  skills(): ParsedField<string>[] {
    const vocab = vocabularyIndex(this.ctx.skills);
    const found = new Map<string, ParsedField<string>>();
    if (vocab.keys.size === 0) return [];
    for (const [i, line] of this.lines.entries()) {
      if (line.heading) continue;
      const inSkills = line.section === 'skills' || line.inline?.kind === 'skills';
      let text = line.inline ? line.text.slice(line.inline.from) : line.text;
      // A term wrapped onto the next line ("Employer / branding") is read across the break.
      const next = this.lines[i + 1];
      if (next && !next.heading && !next.bullet && next.section === line.section && next.page === line.page) {
        const tail = text.split(/[,;|•·\t]/).pop() ?? '';
        const head = next.text.split(/[,;|•·\t]/)[0] ?? '';
        if (tail.trim() && head.trim()) text = `${text}\n${head}`;
      }
      const listy = inSkills || (text.match(/[,;|•·]/g)?.length ?? 0) >= 2 || line.inline !== null;
      const matches = matchVocabulary(text, vocab);
      const clear = matches.filter((m) => !m.ambiguous);
      for (const m of matches) {
        if (m.ambiguous) {
          const contextOk = inSkills || (listy && clear.length > 0);
          if (!contextOk || !m.caseMatches) continue;
        }
        const key = m.term.toLowerCase();
        const confidence = inSkills ? 0.95 : listy ? 0.85 : 0.75;
        const prior = found.get(key);
        if (!prior || prior.confidence < confidence) found.set(key, field(m.term, confidence, line.raw));
      }
    }
    return [...found.values()];
  }
}

function rangeWords(line: Line): number {
  return line.dates.ranges.reduce(
    (n, r) =>
      n +
      line.text
        .slice(r.index, r.index + r.length)
        .split(/\s+/)
        .filter(Boolean).length,
    0,
  );
}

interface Pick {
  piece: Piece;
  confidence: number;
}

/** The title and company among an entry's pieces: the best-scoring pair, with confidences from the evidence. */
function chooseRole(all: Piece[]): { title: Pick | null; company: Pick | null } {
  const scored = all.map((piece) => ({ piece, score: roleScore(piece) }));
  const usable = scored.filter((s) => s.piece.place !== 'strong' && foldedWords(s.piece.text).length > 0);
  if (usable.length === 0) return { title: null, company: null };
  let best: { t: (typeof usable)[number] | null; c: (typeof usable)[number] | null; total: number } | null =
    null;
  for (const t of usable) {
    for (const c of usable) {
      if (c === t) continue;
      // Reading order: with no evidence either way, the earlier piece is the title.
      const orderPrior = t.piece.order < c.piece.order ? 0.25 : 0;
      const total = t.score.title + c.score.company + orderPrior;
      if (!best || total > best.total) best = { t, c, total };
    }
  }
  if (!best) {
    const only = usable[0] as (typeof usable)[number];
    return only.score.company > only.score.title
      ? { title: null, company: { piece: only.piece, confidence: 0.5 } }
      : { title: { piece: only.piece, confidence: 0.5 }, company: null };
  }
  const t = best.t as (typeof usable)[number];
  const c = best.c as (typeof usable)[number];
  const titleEvidence = hasTitleWord(t.piece.text) || t.piece.hint === 'title';
  const companyEvidence = c.piece.hint === 'company' || c.score.company >= 1.2;
  const titleConfidence = titleEvidence ? (companyEvidence ? 0.92 : 0.87) : companyEvidence ? 0.72 : 0.55;
  const companyConfidence = companyEvidence
    ? titleEvidence
      ? 0.92
      : 0.85
    : titleEvidence
      ? usable.length <= 2
        ? 0.85
        : 0.75
      : 0.55;
  // A company guessed with low scores on both sides and no title evidence is a weak pairing.
  return {
    title: { piece: t.piece, confidence: titleConfidence },
    company: c.score.company < -1.5 ? null : { piece: c.piece, confidence: companyConfidence },
  };
}

/* --------------------------------------------------------------------------------------------- helpers */

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

const NAME_PARTICLES = new Set([
  'de',
  'da',
  'das',
  'do',
  'dos',
  'del',
  'della',
  'der',
  'den',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'zu',
  'ten',
  'ter',
  'bin',
  'binti',
  'ibn',
  'al',
  'el',
  'y',
  'e',
  'st',
]);

function isNameShape(text: string, ctx: ResumeParseContext): boolean {
  if (text.length > 60 || /[\d@/\\:]|https?|www\./i.test(text)) return false;
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,5}$/u.test(text))
    return true;
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length < 2 || tokens.length > 5) return false;
  let named = 0;
  for (const token of tokens) {
    if (NAME_PARTICLES.has(token.toLowerCase())) continue;
    if (!/^(?:[dDlL]['’])?\p{Lu}[\p{L}'’.-]*$/u.test(token)) return false;
    if (token.replace(/[^\p{L}]/gu, '').length >= 2) named++;
  }
  if (named < 2) return false;
  const folded = foldedWords(text);
  if (folded.some((w) => TITLE_WORDS.has(w) || COMPANY_SUFFIXES.has(w) || COMPANY_WORDS.has(w))) return false;
  if (SECTION_HEADINGS[folded.join(' ')] || TITLE_LINES.has(folded.join(' '))) return false;
  if (SCHOOL_WORDS.test(folded.join(' '))) return false;
  // "New York City" is not a name; "Paris Hilton" is, but a two-word place on the first lines is rarer.
  if (
    tokens.length <= 3 &&
    /^(new|san|los|las|santa|saint|st)$/i.test(tokens[0] ?? '') &&
    ctx.findPlace(text)
  ) {
    return false;
  }
  return true;
}

const HONORIFIC =
  /^(?:dr|prof|mr|mrs|ms|mx|dipl\.?-?\s?ing|ing|mag|lic|sr|sra|mme|m)\.?\s+(?:(?:dr|prof|med|rer\.?\s?nat)\.?\s+)*/i;
const CREDENTIALS = /,\s*(?:[A-Z][A-Za-z.]{1,7})(?:\s*,\s*[A-Z][A-Za-z.]{1,7})*\s*$/;

/** "Dr. Jane Doe, PhD" -> "Jane Doe": titles before and credentials after a name are not the name. */
function stripNameExtras(text: string): string {
  const withoutHonorific = text.trim().replace(HONORIFIC, '');
  const credentials = CREDENTIALS.exec(withoutHonorific);
  return credentials && /^[A-Z.]+$/.test(credentials[0].replace(/[\s,]/g, '').replace(/(?<=.)[a-z]/g, ''))
    ? withoutHonorific.slice(0, credentials.index)
    : withoutHonorific;
}

/** "JANE DOE" -> "Jane Doe"; mixed case is kept as written ("McDonald", "ZHANG Wei" stays). */
function normalizeNameCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Place strings to try for a header segment, with whether the form is strong ("City, Region"). */
function placeCandidates(segment: string): [string, boolean][] {
  const cleaned = segment
    .replace(/\b\d{4,6}(?:-\d{3,4})?\b/g, ' ')
    .replace(/\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = cleaned
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const out: [string, boolean][] = [];
  if (parts.length >= 3) {
    out.push([parts.slice(-3).join(', '), true], [parts.slice(-2).join(', '), true]);
  } else if (parts.length === 2) out.push([parts.join(', '), true]);
  if (parts.length >= 2) {
    const last = parts[parts.length - 1] as string;
    const beforeLast = parts[parts.length - 2] as string;
    // "Hauptstraße 5, Berlin" -> Berlin; "10115 Berlin, Germany" was cleaned to "Berlin, Germany" above.
    if (/\d/.test(segment)) out.push([last, false], [beforeLast, false]);
  }
  if (parts.length === 1) {
    const only = parts[0] as string;
    if (only.split(' ').length <= 4 && /^\p{Lu}/u.test(only)) out.push([only, false]);
  }
  return out;
}

let countryNameSet: Set<string> | null = null;
function countryNames(): Set<string> {
  if (countryNameSet) return countryNameSet;
  const set = new Set<string>([
    'usa',
    'us',
    'uk',
    'uae',
    'deutschland',
    'espana',
    'france',
    'schweiz',
    'osterreich',
  ]);
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      try {
        const name = display.of(code);
        if (name && name !== code) set.add(fold(name));
      } catch {
        // not a region code
      }
    }
  }
  countryNameSet = set;
  return set;
}

const TLD_COUNTRY: Readonly<Record<string, string>> = { uk: 'GB' };
function tldCountry(host: string): string | null {
  const tld = /\.([a-z]{2})$/i.exec(host)?.[1]?.toLowerCase();
  if (!tld || ['io', 'co', 'me', 'tv', 'ai', 'fm', 'ly', 'gg', 'to', 'is', 'ws', 'cc', 'eu'].includes(tld))
    return null;
  return TLD_COUNTRY[tld] ?? tld.toUpperCase();
}

function hostOf(url: string): string {
  return /^(?:https?:\/\/)?([^/]+)/i.exec(url)?.[1] ?? '';
}

/** A link as compared: lower case, no protocol, no "www.", no trailing slash. */
export function linkKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

function isSchoolText(text: string): boolean {
  return SCHOOL_WORDS.test(fold(text)) || SCHOOL_ACRONYMS.test(text);
}

function isSchoolLine(line: Line): boolean {
  return !line.bullet && isSchoolText(line.text);
}

function degreeIn(text: string): { index: number; text: string; abbr: boolean } | null {
  const word = DEGREE_RE.exec(text);
  const abbr = DEGREE_ABBR_RE.exec(text);
  if (!word && !abbr) return null;
  if (word && (!abbr || word.index <= abbr.index)) return { index: word.index, text: word[0], abbr: false };
  const a = abbr as RegExpExecArray;
  return { index: a.index, text: a[0], abbr: true };
}

/* -------------------------------------------------------------------------------------------- vocabulary */

interface VocabularyIndex {
  /** Token sequence (lower case, space-joined) -> the vocabulary's own spelling. */
  keys: Map<string, { term: string; ambiguous: boolean }>;
  maxTokens: number;
}

/** Tokens as skills are written: letters and digits with inner ".", "-", "/", "&", "'" and a trailing "+"/"#". */
const SKILL_TOKEN = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}]|[.\-/&'’](?=[\p{L}\p{N}]))*[+#]*/gu;

const vocabularyCache = new WeakMap<readonly string[], VocabularyIndex>();

function vocabularyIndex(skills: readonly string[]): VocabularyIndex {
  const cached = vocabularyCache.get(skills);
  if (cached) return cached;
  const keys = new Map<string, { term: string; ambiguous: boolean }>();
  let maxTokens = 1;
  const add = (key: string, term: string, ambiguous: boolean) => {
    if (key && !keys.has(key)) keys.set(key, { term, ambiguous });
  };
  for (const term of skills) {
    const tokens = (term.match(SKILL_TOKEN) ?? []).map((t) => t.toLowerCase());
    if (tokens.length === 0) continue;
    maxTokens = Math.max(maxTokens, tokens.length);
    const key = tokens.join(' ');
    const ambiguous =
      tokens.length === 1 && /^\p{L}+$/u.test(term) && (term.length <= 2 || COMMON_WORDS.has(key));
    add(key, term, ambiguous);
    if (tokens.length === 1) {
      const only = tokens[0] as string;
      if (only.endsWith('.js')) add(only.slice(0, -3), term, true);
      else if (/^\p{L}{3,}$/u.test(only) && !ambiguous) add(`${only}.js`, term, false);
    }
    const last = tokens[tokens.length - 1] as string;
    if (/^\p{L}{4,}$/u.test(last)) {
      const plural = last.endsWith('s') ? last.slice(0, -1) : `${last}s`;
      add([...tokens.slice(0, -1), plural].join(' '), term, ambiguous);
    }
  }
  const index = { keys, maxTokens };
  vocabularyCache.set(skills, index);
  return index;
}

function matchVocabulary(
  text: string,
  vocab: VocabularyIndex,
): { term: string; ambiguous: boolean; caseMatches: boolean }[] {
  const tokens = [...text.matchAll(SKILL_TOKEN)].map((m) => m[0]);
  const lower = tokens.map((t) => t.toLowerCase());
  const out: { term: string; ambiguous: boolean; caseMatches: boolean }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(vocab.maxTokens, tokens.length - i); n >= 1; n--) {
      const entry = vocab.keys.get(lower.slice(i, i + n).join(' '));
      if (!entry) continue;
      const written = tokens.slice(i, i + n).join(' ');
      const caseMatches =
        written === entry.term ||
        written === written.toUpperCase() ||
        (written[0] === entry.term[0] && written.slice(1) === written.slice(1).toLowerCase());
      out.push({ term: entry.term, ambiguous: entry.ambiguous, caseMatches });
      i += n - 1;
      break;
    }
  }
  return out;
}
