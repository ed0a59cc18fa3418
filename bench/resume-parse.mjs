/**
 * The resume reader's accuracy and speed (docs/decisions/018): generates labelled resumes (PDF, DOCX, plain
 * text; one and two columns, tables, two pages, several languages and date formats; bench/lib/resume-fixtures.mjs),
 * reads each through the compiled server's `extractResumeText` + `parseResume`, and prints precision and
 * recall per field beside a naive regex baseline, then parse-time percentiles for the two-page PDFs
 * (extraction + parse, in process).
 *
 * Options: --count N (resumes, default 60), --seed N (default 20250601), --runs N (timed passes over the
 * two-page PDFs after one warm-up, default 20), --timed N (two-page PDFs generated for timing beside the labelled
 * ones, default 12), --verbose 1 (every miss, per resume).
 */
import { dist, option, percentile, printTable } from './lib/catalogue.mjs';
import { EXTRA_SKILLS, generateResumes } from './lib/resume-fixtures.mjs';

const COUNT = Number(option('count', '60'));
const SEED = Number(option('seed', '20250601'));
const RUNS = Number(option('runs', '20'));
const TIMED = Number(option('timed', '12'));
const VERBOSE = option('verbose', '') !== '';
const NOW = new Date(Date.UTC(2025, 5, 1));

const norm = (s) =>
  String(s ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
const fold = (s) => norm(s).normalize('NFD').replace(/\p{M}/gu, '');
const degreeKey = (s) => fold(s).replace(/[^\p{L}\p{N}]/gu, '');
const linkKey = (url) =>
  norm(url)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

/* ------------------------------------------------------------------------------------------- baseline */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /\+?\d[\d\s().-]{7,}\d/;
const URLS = /(?:https?:\/\/|www\.)\S+|(?:linkedin|github)\.com\/\S+/gi;
const YEAR_RANGE = /((?:19|20)\d{2})\s*(?:–|—|-|to)\s*((?:19|20)\d{2}|present|current|now)/i;

/**
 * The naive parser the figures are compared with: first line = name, the first e-mail and phone by regex,
 * URLs by regex, every line with a year range = a job whose title is the text before the first separator
 * and company the text after it, skills by substring.
 */
function naiveParse(text, vocabulary) {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const phone = PHONE.exec(text)?.[0] ?? null;
  const experience = [];
  for (const line of lines) {
    const m = YEAR_RANGE.exec(line);
    if (!m) continue;
    const before = line.slice(0, m.index).replace(/[\s(|–—-]+$/, '');
    const [title, company = ''] = before.split(/\s*(?:,|\t|\||\s[–—-]\s|\sat\s)\s*/);
    const current = /present|current|now/i.test(m[2]);
    experience.push({
      title,
      company,
      startDate: `${m[1]}-01`,
      endDate: current ? null : `${m[2]}-01`,
      current,
    });
  }
  const lower = text.toLowerCase();
  return {
    name: lines[0] ?? null,
    email: EMAIL.exec(text)?.[0] ?? null,
    phone: phone
      ? phone.trim().startsWith('+')
        ? `+${phone.replace(/\D/g, '')}`
        : phone.replace(/\D/g, '')
      : null,
    location: null,
    links: [...text.matchAll(URLS)].map((m) => m[0]),
    experience,
    education: [],
    skills: vocabulary.filter((s) => lower.includes(s.toLowerCase())),
  };
}

/** The real parser's answer as plain values. */
function valuesOf(parsed) {
  return {
    name: parsed.name?.value ?? null,
    email: parsed.email?.value ?? null,
    phone: parsed.phone?.value ?? null,
    location: parsed.location?.value ?? null,
    links: parsed.links.map((l) => l.value),
    experience: parsed.experience.map((e) => ({
      title: e.title.value,
      company: e.company.value,
      startDate: e.startDate.value,
      endDate: e.endDate.value,
      current: e.current,
    })),
    education: parsed.education.map((e) => ({ school: e.school.value, degree: e.degree.value })),
    skills: parsed.skills.map((s) => s.value),
  };
}

/* ------------------------------------------------------------------------------------------- scoring */

const FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'links',
  'experience title',
  'experience company',
  'experience dates',
  'education school',
  'education degree',
  'skills',
];

function tally() {
  return Object.fromEntries(FIELDS.map((f) => [f, { tp: 0, predicted: 0, truth: 0 }]));
}

function scoreOne(t, got, truth, misses) {
  const single = (key, predicted, expected, equal) => {
    if (expected !== null && expected !== undefined) t[key].truth++;
    if (predicted !== null && predicted !== undefined && predicted !== '') {
      t[key].predicted++;
      if (expected !== null && expected !== undefined && equal(predicted, expected)) t[key].tp++;
      else misses.push(`${key}: got ${JSON.stringify(predicted)}, want ${JSON.stringify(expected)}`);
    } else if (expected !== null && expected !== undefined)
      misses.push(`${key}: missing ${JSON.stringify(expected)}`);
  };
  single('name', got.name, truth.name, (a, b) => norm(a) === norm(b));
  single('email', got.email, truth.email, (a, b) => norm(a) === norm(b));
  single('phone', got.phone, truth.phone, (a, b) => a.replace(/\D/g, '') === b.replace(/\D/g, ''));
  single(
    'location',
    got.location,
    truth.location,
    (a, b) => fold(a.city) === fold(b.city) && a.countryCode === b.countryCode,
  );
  const set = (key, predicted, expected, keyOf) => {
    const want = new Set(expected.map(keyOf));
    const have = new Set(predicted.map(keyOf));
    t[key].truth += want.size;
    t[key].predicted += have.size;
    for (const k of have) {
      if (want.has(k)) t[key].tp++;
      else misses.push(`${key}: extra ${k}`);
    }
    for (const k of want) if (!have.has(k)) misses.push(`${key}: missing ${k}`);
  };
  set('links', got.links, truth.links, linkKey);
  set('skills', got.skills, truth.skills, norm);

  // Entries: each true entry is paired with the unpaired predicted entry that agrees on the most fields.
  const pair = (expected, predicted, fields) => {
    const free = new Set(predicted.map((_, i) => i));
    const pairs = [];
    for (const e of expected) {
      let best = -1;
      let bestScore = 0;
      for (const i of free) {
        const score = fields.filter(([, same]) => same(predicted[i], e)).length;
        if (score > bestScore) {
          best = i;
          bestScore = score;
        }
      }
      if (best >= 0) free.delete(best);
      pairs.push([e, best >= 0 ? predicted[best] : null]);
    }
    return { pairs, unpaired: [...free].map((i) => predicted[i]) };
  };
  const expFields = [
    ['experience title', (p, e) => norm(p.title) === norm(e.title), (p) => p.title],
    ['experience company', (p, e) => norm(p.company) === norm(e.company), (p) => p.company],
    [
      'experience dates',
      (p, e) => p.startDate === e.start && p.endDate === e.end && p.current === e.current,
      (p) => p.startDate,
    ],
  ];
  const eduFields = [
    ['education school', (p, e) => fold(p.school) === fold(e.school), (p) => p.school],
    ['education degree', (p, e) => degreeKey(p.degree) === degreeKey(e.degree), (p) => p.degree],
  ];
  const entries = (expected, predicted, fields, show) => {
    const { pairs, unpaired } = pair(expected, predicted, fields);
    for (const [key, same, value] of fields) {
      for (const [e, p] of pairs) {
        t[key].truth++;
        if (p && value(p)) {
          t[key].predicted++;
          if (same(p, e)) t[key].tp++;
          else misses.push(`${key}: got ${JSON.stringify(show(p))}, want ${JSON.stringify(show(e))}`);
        } else misses.push(`${key}: missing ${JSON.stringify(show(e))}`);
      }
      for (const p of unpaired) {
        if (value(p)) {
          t[key].predicted++;
          misses.push(`${key}: extra ${JSON.stringify(show(p))}`);
        }
      }
    }
  };
  entries(truth.experience, got.experience, expFields, (x) =>
    'title' in x ? [x.title, x.company, x.startDate ?? x.start, x.endDate ?? x.end] : x,
  );
  entries(truth.education, got.education, eduFields, (x) => [x.school, x.degree]);
}

const ratio = (a, b) => (b === 0 ? '—' : (a / b).toFixed(2));

/* ------------------------------------------------------------------------------------------------ run */

export async function run() {
  const { extractResumeText } = await dist('modules/resumes/resume-text.js');
  const { parseResume } = await dist('modules/resumes/resume-parser.js');
  const { resolvePlace } = await dist('search/gazetteer.js');
  const { DEPARTMENTS } = await dist('seed/job-catalogue.js');
  const vocabulary = [
    ...new Set([
      ...DEPARTMENTS.flatMap((d) => d.roles.flatMap((r) => [...r.required, ...r.preferred])),
      ...EXTRA_SKILLS,
    ]),
  ];
  const countryName = new Intl.DisplayNames(['en'], { type: 'region' });
  const findPlace = (text) => {
    const p = resolvePlace(text);
    return p
      ? {
          city: p.name,
          region: p.region,
          country: countryName.of(p.countryCode) ?? p.countryCode,
          countryCode: p.countryCode,
          lat: p.lat,
          lng: p.lng,
        }
      : null;
  };
  const ctx = { skills: vocabulary, findPlace, now: NOW };
  findPlace('Berlin'); // the gazetteer loads once per process (≈0.2 s); not part of any resume's time

  const generatedAt = performance.now();
  const resumes = await generateResumes({ seed: SEED, count: COUNT, now: NOW });
  const kinds = {};
  for (const r of resumes) kinds[r.template] = (kinds[r.template] ?? 0) + 1;
  console.log(
    `${resumes.length} labelled resumes (seed ${SEED}) generated in ${((performance.now() - generatedAt) / 1000).toFixed(1)}s: ` +
      Object.entries(kinds)
        .map(([k, n]) => `${k} ${n}`)
        .join(', '),
  );
  console.log(
    `skill vocabulary: ${vocabulary.length} terms (the demo catalogue's skills and ${EXTRA_SKILLS.length} more)\n`,
  );

  const ours = tally();
  const naive = tally();
  const heldOut = tally();
  const heldOutNaive = tally();
  const lowConfidence = { right: 0, wrong: 0, highRight: 0, highWrong: 0 };
  for (const r of resumes) {
    const extracted = await extractResumeText(r.bytes);
    const parsed = parseResume(extracted, ctx);
    const misses = [];
    scoreOne(r.heldOut ? heldOut : ours, valuesOf(parsed), r.truth, misses);
    scoreOne(r.heldOut ? heldOutNaive : naive, naiveParse(extracted.text, vocabulary), r.truth, []);
    // Is confidence telling? Experience titles and companies below / above the form's threshold.
    for (const e of parsed.experience) {
      for (const key of ['title', 'company']) {
        const right = r.truth.experience.some((t) => norm(t[key]) === norm(e[key].value));
        if (e[key].confidence < 0.8) lowConfidence[right ? 'right' : 'wrong']++;
        else lowConfidence[right ? 'highRight' : 'highWrong']++;
      }
    }
    if (VERBOSE && misses.length > 0) {
      console.log(`${r.id} (${extracted.kind}, ${extracted.lines.length} lines):`);
      for (const m of misses) console.log(`    ${m}`);
    }
  }
  const table = (a, b) =>
    printTable(
      ['field', 'labels', 'precision', 'recall', 'naive precision', 'naive recall'],
      FIELDS.map((f) => [
        f,
        String(a[f].truth),
        ratio(a[f].tp, a[f].predicted),
        ratio(a[f].tp, a[f].truth),
        ratio(b[f].tp, b[f].predicted),
        ratio(b[f].tp, b[f].truth),
      ]),
    );
  const held = resumes.filter((r) => r.heldOut);
  console.log(`\nthe templates the parser was developed with (${resumes.length - held.length} resumes):`);
  table(ours, naive);
  if (held.length > 0) {
    console.log(
      `\ntemplates added last (${held.length} resumes: ${[...new Set(held.map((r) => r.template))].join(', ')}):`,
    );
    table(heldOut, heldOutNaive);
  }
  const low = lowConfidence.right + lowConfidence.wrong;
  const high = lowConfidence.highRight + lowConfidence.highWrong;
  console.log(
    `\nexperience titles and companies: ${high} read with confidence ≥ 0.8 (${ratio(lowConfidence.highRight, high)} right), ` +
      `${low} below (${ratio(lowConfidence.right, low)} right)`,
  );

  // Speed: two-page PDFs (the labelled ones and more of the same template), extraction + parse, after one
  // warm-up pass.
  const more = await generateResumes({ seed: SEED + 1, count: TIMED, now: NOW, templates: ['pdf-two-page'] });
  const twoPage = [...resumes, ...more].filter((r) => r.kind === 'pdf' && r.pages >= 2);
  const times = [];
  const extractTimes = [];
  for (let pass = 0; pass <= RUNS; pass++) {
    for (const r of twoPage) {
      const t0 = performance.now();
      const extracted = await extractResumeText(r.bytes);
      const t1 = performance.now();
      parseResume(extracted, ctx);
      const t2 = performance.now();
      if (pass > 0) {
        times.push(t2 - t0);
        extractTimes.push(t1 - t0);
      }
    }
  }
  times.sort((a, b) => a - b);
  extractTimes.sort((a, b) => a - b);
  const parseOnly = [];
  for (const r of twoPage) {
    const extracted = await extractResumeText(r.bytes);
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      parseResume(extracted, ctx);
      parseOnly.push(performance.now() - t0);
    }
  }
  parseOnly.sort((a, b) => a - b);
  const loadAverage = (await import('node:os')).loadavg()[0]?.toFixed(2);
  console.log(
    `\ntwo-page PDFs: ${twoPage.length} resumes × ${RUNS} passes (after one warm-up pass; load average ${loadAverage})`,
  );
  printTable(
    ['step', 'n', 'p50 ms', 'p95 ms', 'max ms'],
    [
      ['extract + parse', times],
      ['extract (pdf.js)', extractTimes],
      ['parse only', parseOnly],
    ].map(([name, list]) => [
      name,
      String(list.length),
      percentile(list, 50).toFixed(1),
      percentile(list, 95).toFixed(1),
      (list[list.length - 1] ?? 0).toFixed(1),
    ]),
  );
}
