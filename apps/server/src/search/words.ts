/**
 * The words of job search that plain tokenizers lose, written once for what is indexed and what is typed,
 * so both engines and every query see them the same way (docs/decisions/056).
 *
 * - Symbol-bearing skills ("C#", "C++", ".NET", "Node.js", "CI/CD") are one word each. FTS5's and
 *   PostgreSQL's tokenizers split on the symbol and keep only the letters ("C#" and "C++" both become "c"),
 *   so the text is rewritten to a plain word before either engine sees it.
 * - Synonyms and abbreviations: what people type ("swe", "sr", "contable", "会計士") and the words the
 *   positions use ("software engineer", "senior", "accountant"). A typed word or phrase found in the table
 *   also matches its synonyms; the typed words themselves always match too.
 */

/** Rewrites applied in order to lower-cased text; each result is letters and digits only. */
const SYMBOLS: readonly [RegExp, string][] = [
  [/(?<![\p{L}\p{N}])c\s?#(?![\p{L}\p{N}#])/gu, ' csharp '],
  [/(?<![\p{L}\p{N}])f\s?#(?![\p{L}\p{N}#])/gu, ' fsharp '],
  [/(?<![\p{L}\p{N}])c\+\+(?![\p{L}\p{N}])/gu, ' cplusplus '],
  [/(?<![\p{L}\p{N}])\.net(?![\p{L}\p{N}])/gu, ' dotnet '],
  [/(?<=[\p{L}\p{N}])\.net(?![\p{L}\p{N}])/gu, ' dotnet '],
  [/(?<![\p{L}\p{N}])([\p{L}\p{N}]+)\.js(?![\p{L}\p{N}])/gu, ' $1js '],
  [/(?<![\p{L}\p{N}])ci\s?\/\s?cd(?![\p{L}\p{N}])/gu, ' cicd '],
  [/(?<![\p{L}\p{N}])a\s?\/\s?b(?![\p{L}\p{N}])/gu, ' ab '],
  [/(?<![\p{L}\p{N}])r\s?&\s?d(?![\p{L}\p{N}])/gu, ' rnd '],
  [/(?<![\p{L}\p{N}])p\s?&\s?l(?![\p{L}\p{N}])/gu, ' pnl '],
  [/(?<![\p{L}\p{N}])l\s?&\s?d(?![\p{L}\p{N}])/gu, ' learning development '],
];

/** Cheap test before the rewrites: most text has none of these characters. */
const HAS_SYMBOL = /[#+./&]/;

/** Lower-cased NFKC text with symbol-bearing skills rewritten as plain words (see SYMBOLS). */
export function normalizeText(text: string): string {
  let out = text.normalize('NFKC').toLowerCase();
  if (!HAS_SYMBOL.test(out)) return out;
  for (const [pattern, replacement] of SYMBOLS) out = out.replace(pattern, replacement);
  return out;
}

/** The longest word a query keeps (longer ones are cut). */
const MAX_WORD_LENGTH = 60;

/** Words of normalized text: runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return (normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * Text as the engines index it: symbol-bearing skills rewritten and CJK runs as character pairs
 * (`cjkPairs`), everything else as written (each engine's tokenizer lower-cases, stems and splits the rest
 * itself).
 */
export function indexText(text: string): string {
  const out = HAS_SYMBOL.test(text) ? normalizeText(text) : text;
  if (!CJK.test(out)) return out;
  return out.normalize('NFKC').replace(CJK_RUNS, (run) => ` ${cjkPairs(run).join(' ')} `);
}

/**
 * Chinese, Japanese and Korean characters. Chinese and Japanese write no spaces between words, and Korean
 * glues particles to its words, so a tokenizer's word is a whole run of text: "東京でソフトウェアエンジニアを
 * 募集" is one token, and "エンジニア" inside it is never found.
 */
const CJK_CHAR = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}ー';
const CJK = new RegExp(`[${CJK_CHAR}]`, 'u');
const CJK_RUNS = new RegExp(`[${CJK_CHAR}]+`, 'gu');
const CJK_WORD = new RegExp(`^[${CJK_CHAR}]+$`, 'u');

/** Whether the word is all CJK characters (a pair, as the engines index them). */
export function isCjk(word: string): boolean {
  return CJK_WORD.test(word);
}

/**
 * A CJK run as its overlapping character pairs, as Lucene's CJK analyzer indexes it: "エンジニア" →
 * "エン", "ンジ", "ジニ", "ニア". Every word of two or more characters inside a text is then the phrase of its
 * pairs, found without a dictionary of words; a lone character stays one.
 */
export function cjkPairs(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  return pairs;
}

/**
 * A typed word (wordsOf) as the engines index it: each CJK run in it as its character pairs, the rest of
 * the word as it is ("aws認定資格" → "aws", "認定", "定資", "資格").
 */
export function engineWords(word: string): string[] {
  if (!CJK.test(word)) return [word];
  return word
    .replace(CJK_RUNS, (run) => ` ${cjkPairs(run).join(' ')} `)
    .split(' ')
    .filter((w) => w !== '');
}

/**
 * Words that name a level of seniority, and the level (a position's `seniority`, or "intern" for an
 * internship). Typed beside other words they rank positions of that level first (search/rank.ts) but do
 * not decide what matches: a search for "senior accountant" also shows the accountants of other levels,
 * after the senior ones, and never hides one whose text happens not to say "senior".
 */
export const LEVEL_WORDS: Readonly<Record<string, string>> = {
  intern: 'intern',
  interns: 'intern',
  internship: 'intern',
  junior: 'entry',
  entry: 'entry',
  graduate: 'entry',
  senior: 'senior',
  lead: 'lead',
  principal: 'principal',
  director: 'director',
};

/** One entry of a synonym table: what people type, and what positions say instead. */
export interface Synonym {
  from: string;
  to: readonly string[];
}

/**
 * The built-in tables, by the language people type in. Each entry lists its meanings likeliest first: ranking
 * puts the first one a little ahead (search/rank.ts). The catalogue's positions are written in English, so
 * every table leads to English words; a tenant adds its own (`searchConfig.synonyms`). Abbreviations
 * common in job titles come first, then each language's words for the most common roles.
 */
/** What "developer" means in job titles: the engineers who write application code, first. */
const DEVELOPER = [
  'developer',
  'software engineer',
  'frontend engineer',
  'backend engineer',
  'mobile engineer',
  'web engineer',
  'full stack engineer',
  'engineer',
];

export const DEFAULT_SYNONYMS: Readonly<Record<string, readonly Synonym[]>> = {
  en: [
    { from: 'sr', to: ['senior'] },
    { from: 'snr', to: ['senior'] },
    { from: 'jr', to: ['junior'] },
    { from: 'jnr', to: ['junior'] },
    { from: 'dev', to: DEVELOPER },
    { from: 'devs', to: DEVELOPER },
    { from: 'developer', to: DEVELOPER },
    { from: 'developers', to: DEVELOPER },
    { from: 'programmer', to: DEVELOPER },
    { from: 'hr bp', to: ['hr business partner'] },
    { from: 'work from home', to: ['remote'] },
    { from: 'wfh', to: ['remote'] },
    { from: 'swe', to: ['software engineer'] },
    { from: 'sde', to: ['software engineer'] },
    { from: 'sre', to: ['site reliability engineer'] },
    { from: 'devops', to: ['site reliability engineer'] },
    { from: 'sysadmin', to: ['systems administrator'] },
    { from: 'pm', to: ['product manager', 'program manager'] },
    { from: 'tpm', to: ['technical program manager'] },
    { from: 'po', to: ['product owner'] },
    { from: 'ux', to: ['user experience'] },
    { from: 'ui', to: ['user interface'] },
    { from: 'qa', to: ['quality assurance'] },
    { from: 'ml', to: ['machine learning'] },
    { from: 'ai', to: ['artificial intelligence', 'machine learning'] },
    { from: 'hr', to: ['human resources'] },
    { from: 'hrbp', to: ['hr business partner'] },
    { from: 'sdr', to: ['sales development representative'] },
    { from: 'bdr', to: ['sales development representative'] },
    { from: 'ae', to: ['account executive'] },
    { from: 'csm', to: ['customer success manager'] },
    { from: 'seo', to: ['search engine optimisation'] },
    { from: 'rn', to: ['registered nurse'] },
    { from: 'cpa', to: ['accountant'] },
    { from: 'bookkeeper', to: ['accountant'] },
    { from: 'frontend', to: ['front end'] },
    { from: 'backend', to: ['back end'] },
    { from: 'front end', to: ['frontend'] },
    { from: 'back end', to: ['backend'] },
    { from: 'golang', to: ['go'] },
    { from: 'k8s', to: ['kubernetes'] },
    { from: 'js', to: ['javascript'] },
    { from: 'ts', to: ['typescript'] },
    { from: 'postgres', to: ['postgresql'] },
    { from: 'graduate', to: ['junior', 'intern'] },
    { from: 'internship', to: ['intern'] },
  ],
  es: [
    { from: 'contable', to: ['accountant'] },
    { from: 'contador', to: ['accountant'] },
    { from: 'ingeniero de software', to: ['software engineer'] },
    { from: 'ingeniero de datos', to: ['data engineer'] },
    { from: 'ingeniero', to: ['engineer'] },
    { from: 'desarrollador', to: DEVELOPER },
    { from: 'programador', to: DEVELOPER },
    { from: 'analista de datos', to: ['data analyst'] },
    { from: 'analista financiero', to: ['financial analyst'] },
    { from: 'analista', to: ['analyst'] },
    { from: 'científico de datos', to: ['data scientist'] },
    { from: 'diseñador', to: ['designer'] },
    { from: 'reclutador', to: ['recruiter'] },
    { from: 'gerente de producto', to: ['product manager'] },
    { from: 'gerente', to: ['manager'] },
    { from: 'ventas', to: ['sales'] },
    { from: 'atención al cliente', to: ['customer support'] },
    { from: 'abogado', to: ['legal counsel'] },
    { from: 'becario', to: ['intern'] },
    { from: 'prácticas', to: ['intern'] },
    { from: 'remoto', to: ['remote'] },
    { from: 'nóminas', to: ['payroll'] },
    { from: 'logística', to: ['logistics'] },
    { from: 'almacén', to: ['warehouse'] },
  ],
  fr: [
    { from: 'comptable', to: ['accountant'] },
    { from: 'ingénieur logiciel', to: ['software engineer'] },
    { from: 'ingénieur', to: ['engineer'] },
    { from: 'développeur', to: DEVELOPER },
    { from: 'développeuse', to: DEVELOPER },
    { from: 'ingénieur données', to: ['data engineer'] },
    { from: 'ingénieur de données', to: ['data engineer'] },
    { from: 'acheteur', to: ['procurement'] },
    { from: 'analyste de données', to: ['data analyst'] },
    { from: 'analyste financier', to: ['financial analyst'] },
    { from: 'analyste', to: ['analyst'] },
    { from: 'scientifique des données', to: ['data scientist'] },
    { from: 'chef de produit', to: ['product manager'] },
    { from: 'chef de projet', to: ['program manager'] },
    { from: 'recruteur', to: ['recruiter'] },
    { from: 'recruteuse', to: ['recruiter'] },
    { from: 'chargé de recrutement', to: ['recruiter'] },
    { from: 'designer produit', to: ['product designer'] },
    { from: 'juriste', to: ['legal counsel'] },
    { from: 'stagiaire', to: ['intern'] },
    { from: 'télétravail', to: ['remote'] },
    { from: 'paie', to: ['payroll'] },
    { from: 'entrepôt', to: ['warehouse'] },
    { from: 'assistance client', to: ['customer support'] },
  ],
  de: [
    { from: 'buchhalter', to: ['accountant'] },
    { from: 'buchhalterin', to: ['accountant'] },
    { from: 'softwareentwickler', to: ['software engineer'] },
    { from: 'softwareentwicklerin', to: ['software engineer'] },
    { from: 'entwickler', to: DEVELOPER },
    { from: 'entwicklerin', to: DEVELOPER },
    { from: 'lagerleiter', to: ['warehouse supervisor'] },
    { from: 'lagerleiterin', to: ['warehouse supervisor'] },
    { from: 'ingenieur', to: ['engineer'] },
    { from: 'datenanalyst', to: ['data analyst'] },
    { from: 'datenanalystin', to: ['data analyst'] },
    { from: 'dateningenieur', to: ['data engineer'] },
    { from: 'produktmanager', to: ['product manager'] },
    { from: 'produktmanagerin', to: ['product manager'] },
    { from: 'personalreferent', to: ['hr business partner'] },
    { from: 'personalreferentin', to: ['hr business partner'] },
    { from: 'vertrieb', to: ['sales'] },
    { from: 'kundenservice', to: ['customer support'] },
    { from: 'praktikant', to: ['intern'] },
    { from: 'praktikum', to: ['intern'] },
    { from: 'werkstudent', to: ['intern'] },
    { from: 'lohnbuchhaltung', to: ['payroll'] },
    { from: 'einkäufer', to: ['procurement'] },
    { from: 'lager', to: ['warehouse'] },
    { from: 'rechtsanwalt', to: ['legal counsel'] },
    { from: 'jurist', to: ['legal counsel'] },
  ],
  nl: [
    { from: 'boekhouder', to: ['accountant'] },
    { from: 'ontwikkelaar', to: DEVELOPER },
    { from: 'inkoper', to: ['procurement'] },
    { from: 'softwareontwikkelaar', to: ['software engineer'] },
    { from: 'data analist', to: ['data analyst'] },
    { from: 'analist', to: ['analyst'] },
    { from: 'ingenieur', to: ['engineer'] },
    { from: 'productmanager', to: ['product manager'] },
    { from: 'verkoop', to: ['sales'] },
    { from: 'klantenservice', to: ['customer support'] },
    { from: 'stagiair', to: ['intern'] },
    { from: 'salarisadministratie', to: ['payroll'] },
    { from: 'magazijn', to: ['warehouse'] },
    { from: 'jurist', to: ['legal counsel'] },
    { from: 'thuiswerk', to: ['remote'] },
  ],
  ja: [
    { from: 'ソフトウェアエンジニア', to: ['software engineer'] },
    { from: 'データエンジニア', to: ['data engineer'] },
    { from: 'データアナリスト', to: ['data analyst'] },
    { from: 'データサイエンティスト', to: ['data scientist'] },
    { from: '機械学習', to: ['machine learning'] },
    { from: 'エンジニア', to: ['engineer'] },
    { from: '開発者', to: DEVELOPER },
    { from: '会計士', to: ['accountant'] },
    { from: '経理', to: ['accountant'] },
    { from: 'プロダクトマネージャー', to: ['product manager'] },
    { from: 'デザイナー', to: ['designer'] },
    { from: 'リクルーター', to: ['recruiter'] },
    { from: '採用担当', to: ['recruiter'] },
    { from: '営業', to: ['sales'] },
    { from: '人事', to: ['human resources', 'hr'] },
    { from: 'カスタマーサポート', to: ['customer support'] },
    { from: '弁護士', to: ['legal counsel'] },
    { from: 'インターン', to: ['intern'] },
    { from: 'リモート', to: ['remote'] },
    { from: 'シニア', to: ['senior'] },
    { from: '給与計算', to: ['payroll'] },
    { from: '物流', to: ['logistics'] },
  ],
};

/** Scripts written without spaces between words: a typed run is searched for table entries inside it. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A typed word or phrase (as words) and the phrases it also matches. Entries are looked up longest first,
 * so "ingeniero de software" wins over "ingeniero".
 */
export interface SynonymTable {
  /** Entries by their first word; each list longest phrase first. */
  byFirst: Map<string, { from: string[]; to: string[][] }[]>;
  /** Entries in unspaced scripts, longest first. */
  unspaced: { from: string; to: string[][] }[];
}

export function synonymTable(entries: readonly Synonym[]): SynonymTable {
  const merged = new Map<string, Set<string>>();
  for (const e of entries) {
    const key = wordsOf(e.from).join(' ');
    if (!key) continue;
    const to = merged.get(key) ?? new Set<string>();
    for (const t of e.to) {
      const phrase = wordsOf(t).join(' ');
      if (phrase && phrase !== key) to.add(phrase);
    }
    merged.set(key, to);
  }
  const byFirst = new Map<string, { from: string[]; to: string[][] }[]>();
  const unspaced: { from: string; to: string[][] }[] = [];
  for (const [key, to] of merged) {
    const entry = { from: key.split(' '), to: [...to].map((p) => p.split(' ')) };
    if (UNSPACED.test(key) && entry.from.length === 1) unspaced.push({ from: key, to: entry.to });
    const first = entry.from[0] as string;
    const list = byFirst.get(first) ?? [];
    list.push(entry);
    list.sort((a, b) => b.from.length - a.from.length);
    byFirst.set(first, list);
  }
  unspaced.sort((a, b) => b.from.length - a.from.length);
  return { byFirst, unspaced };
}

/**
 * Splits a run of an unspaced script at the table's entries found inside it ("東京のエンジニア" → "東京の",
 * "エンジニア"), longest entry first; text of other scripts is left as it is.
 */
export function splitUnspaced(word: string, table: SynonymTable): string[] {
  if (!UNSPACED.test(word) || table.unspaced.length === 0) return [word];
  for (const { from } of table.unspaced) {
    if (from === word) return [word];
    const at = word.indexOf(from);
    if (at < 0) continue;
    return [
      ...(at > 0 ? splitUnspaced(word.slice(0, at), table) : []),
      from,
      ...(at + from.length < word.length ? splitUnspaced(word.slice(at + from.length), table) : []),
    ];
  }
  return [word];
}
