import type { JobType, PositionInput, SalaryRange, Seniority } from '@portico/contracts';
import { type CitySpec, CONTOSO_CITIES, NORTHWIND_CITIES, type Place } from './cities.js';
import { COUNTRY_PAY, DEPARTMENTS, type Department, type Role } from './job-catalogue.js';
import { createRandom, type Random } from './random.js';

/** The seed of the demo data; changing it changes every generated position. */
export const DEMO_SEED = 20261122;

const DAY_MS = 24 * 60 * 60 * 1000;
/** DEMO.md: positions are posted within the last 120 days. */
export const POSTED_WITHIN_DAYS = 120;

/** What makes one tenant's positions its own: where it hires and how it describes itself. */
export interface PositionProfile {
  companyName: string;
  cities: readonly CitySpec[];
  remoteShare: number;
  privateShare: number;
  salaryShare: number;
  about: readonly string[];
  benefits: readonly string[];
}

export const NORTHWIND_PROFILE: PositionProfile = {
  companyName: 'Northwind Traders',
  cities: NORTHWIND_CITIES,
  remoteShare: 0.15,
  privateShare: 0.04,
  salaryShare: 0.85,
  about: [
    'Northwind Traders connects thousands of independent food producers with restaurants, grocers and households in more than sixty cities. We care about good food, fair prices and short, reliable supply chains.',
    'For over thirty years Northwind Traders has sourced specialty foods from small producers and delivered them to kitchens around the world. Today we are a global team that still works like a neighbourhood grocer: close to our customers and proud of what we sell.',
    'Northwind Traders is a global specialty food distributor. We buy directly from farms, dairies and artisan makers, and we are building the technology and logistics that let small producers reach customers anywhere.',
  ],
  benefits: [
    'Competitive pay, a yearly bonus and a generous food allowance (we are a food company, after all).',
    'Flexible working hours, 28 days of paid leave and an extra day off for your birthday.',
    'Health cover for you and your family, a retirement plan and a yearly learning budget.',
    'Paid parental leave for every parent, mental health support and volunteering days.',
  ],
};

export const CONTOSO_PROFILE: PositionProfile = {
  companyName: 'Contoso',
  cities: CONTOSO_CITIES,
  remoteShare: 0.12,
  privateShare: 0.05,
  salaryShare: 0.8,
  about: [
    'Contoso builds the software that keeps hospitals, utilities and public services running across Europe and North America. Our products are used by more than two million people every day.',
    'At Contoso we design dependable, accessible software for organisations that cannot afford downtime. We are a calm, curious team that values clear writing and careful work.',
  ],
  benefits: [
    'A fair salary, a pension plan and a yearly budget for conferences and courses.',
    'Hybrid working with a home-office allowance, and 30 days of paid leave.',
    'Comprehensive health insurance and paid parental leave for every parent.',
  ],
};

const JOB_TYPE_WEIGHTS: readonly [JobType, number][] = [
  ['full-time', 75],
  ['contract', 10],
  ['part-time', 7],
  ['internship', 5],
  ['temporary', 3],
];
const SENIORITY_WEIGHTS: readonly [Seniority, number][] = [
  ['entry', 15],
  ['mid', 35],
  ['senior', 30],
  ['lead', 10],
  ['principal', 6],
  ['director', 4],
];
const SENIORITY_PAY: Record<Seniority, number> = {
  entry: 0.75,
  mid: 1,
  senior: 1.3,
  lead: 1.5,
  principal: 1.75,
  director: 1.9,
};
const EXPERIENCE: Record<Seniority, string> = {
  entry: 'Up to two years of relevant experience, or a degree or apprenticeship in a related field',
  mid: 'Two to five years of relevant experience',
  senior: 'Five or more years of relevant experience',
  lead: 'Seven or more years of experience, including guiding the work of others',
  principal: 'Ten or more years of experience and a track record of shaping direction across teams',
  director: 'Twelve or more years of experience, including leading managers and owning a budget',
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function titleFor(role: Role, department: Department, seniority: Seniority, jobType: JobType): string {
  if (jobType === 'internship') return `${role.title} Intern`;
  switch (seniority) {
    case 'entry':
      return `Junior ${role.title}`;
    case 'mid':
      return role.title;
    case 'senior':
      return `Senior ${role.title}`;
    case 'lead':
      return `Lead ${role.title}`;
    case 'principal':
      return `Principal ${role.title}`;
    case 'director':
      return `Director, ${department.name}`;
  }
}

/** Two significant figures, so ranges read like a person wrote them (85,000 not 84,712). */
function roundNicely(n: number): number {
  if (n <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

function salaryFor(rnd: Random, role: Role, seniority: Seniority, jobType: JobType, place: Place | null) {
  const pay = (place && COUNTRY_PAY[place.countryCode]) || COUNTRY_PAY.US!;
  const yearly = role.base * SENIORITY_PAY[seniority] * pay.factor * (0.92 + rnd.next() * 0.16);
  let period: SalaryRange['period'] = 'year';
  let mid = yearly;
  if (jobType === 'part-time' || jobType === 'temporary' || (jobType === 'contract' && rnd.chance(0.6))) {
    period = 'hour';
    mid = (yearly / 2080) * (jobType === 'contract' ? 1.3 : 1);
  } else if (jobType === 'internship') {
    period = 'month';
    mid = (yearly * 0.45) / 12;
  }
  const spread = 0.1 + rnd.next() * 0.12;
  const min = roundNicely(mid * (1 - spread));
  const max = Math.max(min, roundNicely(mid * (1 + spread)));
  return { min, max, currency: pay.currency, period };
}

function describe(
  rnd: Random,
  profile: PositionProfile,
  d: { title: string; department: Department; seniority: Seniority; jobType: JobType },
  where: string,
  required: string[],
  preferred: string[],
): string {
  const duties = rnd
    .sample(d.department.duties, rnd.int(3, Math.min(5, d.department.duties.length)))
    .map((x) => x.replace('{company}', profile.companyName));
  const kind = d.jobType === 'full-time' ? '' : ` ${d.jobType.replace('-', ' ')}`;
  const parts = [
    `<p>${escapeHtml(rnd.pick(profile.about))}</p>`,
    `<p>We are looking for a ${escapeHtml(d.title)} to join our ${escapeHtml(d.department.name)} team${escapeHtml(where)}. This is a${kind ? escapeHtml(kind) : ' permanent'} role with room to grow and colleagues who will help you do your best work.</p>`,
    '<h3>What you will do</h3>',
    `<ul>${duties.map((x) => `<li>${escapeHtml(x)}.</li>`).join('')}</ul>`,
    '<h3>What you bring</h3>',
    `<ul><li>${escapeHtml(EXPERIENCE[d.seniority])}.</li>${required.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
  ];
  if (preferred.length > 0) {
    parts.push(
      '<h3>Nice to have</h3>',
      `<ul>${preferred.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
    );
  }
  parts.push(
    '<h3>What we offer</h3>',
    `<p>${rnd
      .sample(profile.benefits, 2)
      .map((b) => escapeHtml(b))
      .join(' ')}</p>`,
    `<p>${escapeHtml(profile.companyName)} is an equal opportunity employer. We welcome applications from people of every background and will gladly make adjustments to our hiring process if you need them.</p>`,
  );
  return parts.join('');
}

export interface GenerateOptions {
  seed: number;
  /** Dates are relative to this moment, so they stay recent; everything else depends on the seed only. */
  now: Date;
  open: number;
  archived?: number;
  places: readonly Place[];
}

/**
 * Deterministic: the same seed, `now` and places give the same positions, in the same order. The
 * archived positions come after the open ones.
 */
export function generatePositions(profile: PositionProfile, opts: GenerateOptions): PositionInput[] {
  if (opts.places.length === 0) throw new Error('generatePositions needs at least one place');
  const rnd = createRandom(opts.seed);
  // Whole minutes: a re-run within the same minute gives identical timestamps too.
  const nowMs = Math.floor(opts.now.getTime() / 60_000) * 60_000;
  // Bigger cities get more positions, but not so many more that small cities look empty.
  const cityWeight = (p: Place) => Math.sqrt(p.population);
  const out: PositionInput[] = [];
  const total = opts.open + (opts.archived ?? 0);
  for (let i = 0; i < total; i++) {
    const archived = i >= opts.open;
    const department = rnd.weighted(DEPARTMENTS, (x) => x.weight);
    const role = rnd.pick(department.roles);
    let jobType = rnd.weighted(JOB_TYPE_WEIGHTS, ([, w]) => w)[0];
    if (jobType === 'internship' && role.senior) jobType = 'full-time';
    let seniority: Seniority =
      jobType === 'internship' ? 'entry' : rnd.weighted(SENIORITY_WEIGHTS, ([, w]) => w)[0];
    if (role.senior && seniority === 'entry') seniority = 'mid';
    const title = titleFor(role, department, seniority, jobType);

    const isRemote = rnd.chance(profile.remoteShare);
    const home = rnd.weighted(opts.places, cityWeight);
    let places: Place[];
    if (isRemote) {
      // Half of the remote positions are anchored to a hiring country (shown on the map as remote).
      places = rnd.chance(0.5) ? [home] : [];
    } else if (rnd.chance(0.08)) {
      const sameContinent = opts.places.filter((p) => p.continent === home.continent && p !== home);
      places = [home, ...rnd.sample(sameContinent, rnd.int(1, 2))];
    } else {
      places = [home];
    }
    const where = isRemote
      ? places.length > 0
        ? `, working remotely from anywhere in ${places[0]!.country}`
        : ', working fully remotely'
      : places.length > 1
        ? ` in ${places.map((p) => p.city).join(', ')}`
        : ` in ${home.city}, ${home.country}`;

    const required = rnd.sample(role.required, rnd.int(3, Math.min(6, role.required.length)));
    const preferred = rnd.sample(role.preferred, rnd.int(1, Math.min(4, role.preferred.length)));
    const salary = rnd.chance(profile.salaryShare)
      ? salaryFor(rnd, role, seniority, jobType, places[0] ?? null)
      : null;

    const postedMs = nowMs - Math.floor(rnd.next() * POSTED_WITHIN_DAYS * 24 * 60) * 60_000;
    const validMs = postedMs + rnd.int(POSTED_WITHIN_DAYS + 1, 200) * DAY_MS;
    const archivedMs = archived ? postedMs + Math.floor(rnd.next() * (nowMs - postedMs)) : null;

    out.push({
      title,
      department: department.name,
      jobType,
      seniority,
      locations: places.map(({ city, region, country, countryCode, lat, lng }) => ({
        city,
        region,
        country,
        countryCode,
        lat,
        lng,
      })),
      isRemote,
      requiredSkills: required,
      preferredSkills: preferred,
      description: describe(
        rnd,
        profile,
        { title, department, seniority, jobType },
        where,
        required,
        preferred,
      ),
      salary,
      postedAt: new Date(postedMs).toISOString(),
      validThrough: new Date(validMs).toISOString(),
      isPrivate: rnd.chance(profile.privateShare),
      archivedAt: archivedMs === null ? null : new Date(archivedMs).toISOString(),
    });
  }
  return out;
}
