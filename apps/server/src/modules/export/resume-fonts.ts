import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
// @pdf-lib/fontkit's build calls a global `regeneratorRuntime` in the syllable matcher of its Indic and universal
// shapers (Devanagari, Telugu) without bundling it; this module sets that global, as the build expects.
import 'regenerator-runtime/runtime.js';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import woff2 from 'wawoff2';
import type { ResumeTemplate } from './resume-content.js';

/**
 * The resume PDF's fonts (docs/decisions/029): Noto (SIL Open Font License) from the Fontsource packages, which
 * ship each family cut into unicode-range subsets as WOFF2 files with a `unicode.json` naming each file's range.
 * A document embeds only the files its text needs, each as a subset of the glyphs it draws (pdf-lib +
 * @pdf-lib/fontkit), so a Latin resume carries a few kilobytes of font and a Chinese name a few more, never the
 * 17 MB of a whole CJK font. The chain for a character is: the template's family (serif for classic, sans for
 * modern: Latin, Cyrillic, Greek, Vietnamese), Noto Sans Arabic, Hebrew, Devanagari, Thai and Telugu (the
 * scripts of the site's 37 languages), then Noto Sans SC (Han and kana in ~100 frequency-ordered subsets) and
 * Noto Sans KR (Hangul). fontkit shapes Arabic (joining forms) and lays right-to-left runs
 * out in visual order.
 */

export type Weight = 'regular' | 'bold';

interface Face {
  /** Package and subset, e.g. `noto-sans/cyrillic`: one embedded font per face and weight. */
  key: string;
  dir: string;
  file: (weight: Weight) => string;
  ranges: Array<[number, number]>;
}

const require = createRequire(import.meta.url);
const WEIGHT_FILE: Record<Weight, number> = { regular: 400, bold: 700 };

function parseRanges(text: string): Array<[number, number]> {
  return text.split(',').flatMap((part) => {
    const m = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) return [];
    const from = Number.parseInt(m[1]!, 16);
    return [[from, m[2] ? Number.parseInt(m[2], 16) : from] as [number, number]];
  });
}

/** The faces of one Fontsource package, `only` limiting it to the named subsets. */
function facesOf(pkg: string, only?: string[]): Face[] {
  // The packages export their CSS only, so the folder is found through the one plain file they export.
  const dir = dirname(require.resolve(`@fontsource/${pkg}/LICENSE`));
  const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  // In `only`'s order: the first face is the template's Latin one, which also draws the "?" of a lost character.
  const subsets = only ? only.filter((name) => name in unicode) : Object.keys(unicode);
  return subsets
    .map((subset) => [subset, unicode[subset]!] as const)
    .map(([subset, ranges]) => {
      const name = subset.replace(/^\[(\d+)\]$/, '$1');
      return {
        key: `${pkg}/${name}`,
        dir,
        file: (weight: Weight) => join(dir, 'files', `${pkg}-${name}-${WEIGHT_FILE[weight]}-normal.woff2`),
        ranges: parseRanges(ranges),
      };
    });
}

const MAIN_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

let chains: Record<ResumeTemplate, Face[]> | null = null;

/** Built once, on the first PDF: reading five small JSON files. */
function chainFor(template: ResumeTemplate): Face[] {
  if (!chains) {
    const rest = [
      ...facesOf('noto-sans-arabic', ['arabic']),
      ...facesOf('noto-sans-hebrew', ['hebrew']),
      ...facesOf('noto-sans', ['devanagari']),
      ...facesOf('noto-sans-thai', ['thai']),
      ...facesOf('noto-sans-telugu', ['telugu']),
      ...facesOf('noto-sans-sc'),
      ...facesOf('noto-sans-kr'),
    ];
    chains = {
      classic: [...facesOf('noto-serif', MAIN_SUBSETS), ...rest],
      modern: [...facesOf('noto-sans', MAIN_SUBSETS), ...rest],
    };
  }
  return chains[template];
}

const covers = (face: Face, cp: number) => face.ranges.some(([a, b]) => cp >= a && cp <= b);

/** Spaces, punctuation and symbols stay in the run around them when its font has them (one shaped run). */
const NEUTRAL = /^[\s\p{P}\p{S}]$/u;
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const STRONG_LTR = /[\p{L}\p{N}]/u;

/**
 * A face as TrueType, decoded once per process. fontkit's subsetter copies glyphs out of the raw `glyf` table,
 * which a WOFF2 file stores transformed: composite glyphs (é, Greek with tonos, Telugu conjuncts) come out
 * corrupt and the encoder throws outside the caller's promise. Google's own WOFF2 decoder gives back the TrueType
 * file the subsetter expects. Only the faces a resume used are held (a few hundred kilobytes each at most).
 */
const ttfCache = new Map<string, Promise<Uint8Array>>();
function fontBytes(path: string): Promise<Uint8Array> {
  let bytes = ttfCache.get(path);
  if (!bytes) {
    // The decoder answers a view of its WebAssembly memory, which its next call overwrites: keep a copy.
    bytes = woff2.decompress(readFileSync(path)).then((ttf) => ttf.slice());
    ttfCache.set(path, bytes);
    bytes.catch(() => ttfCache.delete(path));
  }
  return bytes;
}

/**
 * Which face draws a code point: the first in the chain whose range names it and whose file really has the glyph
 * (the CJK families share one unicode-range slicing, so Noto Sans SC's ranges name Hangul it does not draw).
 * Answers are kept per chain for the life of the process.
 */
const faceCache = new Map<Face[], Map<number, Face | null>>();
const glyphSets = new Map<string, Promise<Set<number>>>();
function glyphSet(face: Face): Promise<Set<number>> {
  let set = glyphSets.get(face.key);
  if (!set) {
    set = fontBytes(face.file('regular')).then((bytes) => new Set(fontkit.create(bytes).characterSet));
    glyphSets.set(face.key, set);
  }
  return set;
}
async function faceFor(chain: Face[], cp: number): Promise<Face | null> {
  let known = faceCache.get(chain);
  if (!known) {
    known = new Map();
    faceCache.set(chain, known);
  }
  const cached = known.get(cp);
  if (cached !== undefined) return cached;
  let found: Face | null = null;
  for (const face of chain) {
    if (covers(face, cp) && (await glyphSet(face)).has(cp)) {
      found = face;
      break;
    }
  }
  known.set(cp, found);
  return found;
}

export interface Run {
  font: PDFFont;
  text: string;
}

interface FaceRun {
  face: Face;
  text: string;
}

/** The fonts of one PDF: which face draws each character, embedded on demand as subsets. */
export class ResumeFonts {
  private readonly faceOf = new Map<number, Face | null>();
  private readonly embedded = new Map<string, PDFFont>();

  private constructor(private readonly chain: Face[]) {}

  /**
   * Embeds, in both weights, every face that a character of `texts` needs. Drawing is synchronous in pdf-lib
   * while reading a font is not, so the document's text is known before the first line is drawn.
   */
  static async create(pdf: PDFDocument, template: ResumeTemplate, texts: string[]): Promise<ResumeFonts> {
    pdf.registerFontkit(fontkit);
    const chain = chainFor(template);
    const fonts = new ResumeFonts(chain);
    const needed = new Set<Face>([chain[0]!]);
    const codePoints = new Set<number>();
    for (const text of texts) for (const ch of text) codePoints.add(ch.codePointAt(0)!);
    for (const cp of codePoints) {
      const face = await faceFor(chain, cp);
      fonts.faceOf.set(cp, face);
      if (face) needed.add(face);
    }
    for (const face of needed) {
      for (const weight of ['regular', 'bold'] as const) {
        const font = await pdf.embedFont(await fontBytes(face.file(weight)), { subset: true });
        fonts.embedded.set(`${face.key}@${weight}`, font);
      }
    }
    return fonts;
  }

  private faceRuns(text: string): FaceRun[] {
    const runs: FaceRun[] = [];
    for (const raw of text.replace(/[\t\r\n]+/g, ' ')) {
      const cp = raw.codePointAt(0)!;
      const last = runs.at(-1);
      let ch = raw;
      let face: Face | null | undefined =
        last && NEUTRAL.test(ch) && covers(last.face, cp) && this.faceOf.get(cp) !== null
          ? last.face
          : this.faceOf.get(cp);
      if (!face) {
        // A character no font draws (an emoji) or one the document did not announce.
        ch = '?';
        face = this.chain[0]!;
      }
      if (last && last.face === face) last.text += ch;
      else runs.push({ face, text: ch });
    }
    return runs;
  }

  private font(face: Face, weight: Weight): PDFFont {
    return this.embedded.get(`${face.key}@${weight}`)!;
  }

  width(text: string, weight: Weight, size: number): number {
    return this.faceRuns(text).reduce(
      (sum, r) => sum + this.font(r.face, weight).widthOfTextAtSize(r.text, size),
      0,
    );
  }

  /**
   * Draws one line from `x`, its runs in visual order (a simplified bidi: fontkit orders the glyphs inside a
   * right-to-left run; here runs of the other direction than the line's are turned around as a block, and
   * spaces and punctuation between two runs of one direction go with them, else with the line).
   */
  draw(
    page: PDFPage,
    text: string,
    o: { x: number; y: number; size: number; weight: Weight; color: RGB; rtl: boolean },
  ) {
    let x = o.x;
    for (const run of visualOrder(this.faceRuns(text), o.rtl)) {
      const font = this.font(run.face, o.weight);
      page.drawText(run.text, { x, y: o.y, size: o.size, font, color: o.color });
      x += font.widthOfTextAtSize(run.text, o.size);
    }
  }
}

type Dir = 'L' | 'R' | 'N';
const dirOf = (text: string): Dir => (RTL.test(text) ? 'R' : STRONG_LTR.test(text) ? 'L' : 'N');

/** Runs in the order they are drawn left to right on a line whose base direction is `rtl`. */
export function visualOrder<T extends { text: string }>(runs: T[], rtl: boolean): T[] {
  const base: Dir = rtl ? 'R' : 'L';
  const dirs = runs.map((r) => dirOf(r.text));
  const resolved = dirs.map((d, i) => {
    if (d !== 'N') return d;
    const before = dirs
      .slice(0, i)
      .reverse()
      .find((x) => x !== 'N');
    const after = dirs.slice(i + 1).find((x) => x !== 'N');
    return before && before === after ? before : base;
  });
  const segments: Array<{ dir: Dir; runs: T[] }> = [];
  runs.forEach((run, i) => {
    const last = segments.at(-1);
    if (last && last.dir === resolved[i]) last.runs.push(run);
    else segments.push({ dir: resolved[i]!, runs: [run] });
  });
  const ordered = rtl ? segments.reverse() : segments;
  return ordered.flatMap((s) => (s.dir === 'R' ? [...s.runs].reverse() : s.runs));
}

/** Whether a text holds right-to-left letters (Arabic, Hebrew). */
export function hasRtl(text: string): boolean {
  return RTL.test(text);
}
