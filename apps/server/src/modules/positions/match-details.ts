import {
  type CandidateProfile,
  MATCH_EXPECTED_YEARS,
  MATCH_REQUIRED_SKILL_FACTOR,
  MATCH_WEIGHTS,
  type MatchDetails,
  NEARBY_RADIUS_KM,
  type Position,
  type ProfileExperience,
} from '@portico/contracts';
import { distanceKm } from '../../search/geo.js';

/**
 * Match details (docs/decisions/015): four criteria, each worth a fixed number of points, each reporting
 * the evidence it scored — so the candidate can see why, and what would change it. Pure: the same profile,
 * position and date always give the same answer.
 */

/**
 * A skill's comparison key: case, spacing and punctuation do not matter ("Node.js" = "NodeJS" = "node js"),
 * except + and #, which tell C, C++ and C# apart.
 */
export function skillKey(skill: string): string {
  return skill.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');
}

/** Words that say how senior a title is, or join words: they do not say what the job is. */
const TITLE_NOISE = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'intern',
  'trainee',
  'i',
  'ii',
  'iii',
  'iv',
  'of',
  'and',
  'the',
  'for',
  'to',
  'a',
  'an',
  'in',
  'at',
  'with',
]);

/** A title's content words, lower case, a plural "s" dropped so "Operations" meets "Operation". */
export function titleWords(title: string): string[] {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w && !TITLE_NOISE.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  return [...new Set(words)];
}

/** Months since year 0 of a YYYY-MM date. */
function monthIndex(yearMonth: string): number {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
}

/**
 * Years of work history with overlapping jobs counted once; a job without an end runs to `now`. A job's
 * start and end months both count (Jan-Dec of one year is 12 months).
 */
export function experienceYears(experience: readonly ProfileExperience[], now: Date): number {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans = experience
    .map((e) => [monthIndex(e.startDate), Math.min(e.endDate ? monthIndex(e.endDate) : current, current)])
    .filter(([start, end]) => start! <= end!)
    .sort((a, b) => a[0]! - b[0]!) as [number, number][];
  let months = 0;
  let open: [number, number] | null = null;
  for (const [start, end] of spans) {
    if (open && start <= open[1] + 1) open[1] = Math.max(open[1], end);
    else {
      if (open) months += open[1] - open[0] + 1;
      open = [start, end];
    }
  }
  if (open) months += open[1] - open[0] + 1;
  return Math.round((months / 12) * 10) / 10;
}

function scoreSkills(position: Position, profile: CandidateProfile): MatchDetails['skills'] {
  const own = new Set(profile.skills.map(skillKey));
  const split = (skills: readonly string[]) => ({
    matched: skills.filter((s) => own.has(skillKey(s))),
    missing: skills.filter((s) => !own.has(skillKey(s))),
  });
  const required = split(position.requiredSkills);
  // A skill listed as both required and preferred counts once, as required.
  const requiredKeys = new Set(position.requiredSkills.map(skillKey));
  const preferred = split(position.preferredSkills.filter((s) => !requiredKeys.has(skillKey(s))));
  const f = MATCH_REQUIRED_SKILL_FACTOR;
  const total = f * position.requiredSkills.length + preferred.matched.length + preferred.missing.length;
  if (total === 0) return null;
  const got = f * required.matched.length + preferred.matched.length;
  return { points: (MATCH_WEIGHTS.skills * got) / total, weight: MATCH_WEIGHTS.skills, required, preferred };
}

function scoreTitle(position: Position, profile: CandidateProfile): MatchDetails['title'] {
  const wanted = titleWords(position.title);
  let best: MatchDetails['title']['best'] = null;
  // Most recent job first, so a tie goes to the newer title.
  const jobs = [...profile.experience].sort((a, b) =>
    (b.endDate ?? '9999-12').localeCompare(a.endDate ?? '9999-12'),
  );
  for (const job of jobs) {
    const own = new Set(titleWords(job.title));
    const sharedWords = wanted.filter((w) => own.has(w));
    if (sharedWords.length > (best?.sharedWords.length ?? 0))
      best = { title: job.title, company: job.company, sharedWords };
  }
  const share = wanted.length === 0 || !best ? 0 : best.sharedWords.length / wanted.length;
  return { points: MATCH_WEIGHTS.title * share, weight: MATCH_WEIGHTS.title, best };
}

/**
 * Years stated on the profile win over the years counted from its work history: the candidate knows a career
 * the listed jobs may not cover (docs/decisions/028). Both are reported, so the page can show either.
 */
function scoreExperience(position: Position, profile: CandidateProfile, now: Date) {
  const historyYears = experienceYears(profile.experience, now);
  const statedYears = profile.yearsOfExperience;
  const years = statedYears ?? historyYears;
  const expectedYears = MATCH_EXPECTED_YEARS[position.seniority];
  const share = expectedYears === 0 ? 1 : Math.min(1, years / expectedYears);
  return {
    points: MATCH_WEIGHTS.experience * share,
    weight: MATCH_WEIGHTS.experience,
    years,
    historyYears,
    statedYears,
    expectedYears,
  };
}

function scoreLocation(position: Position, profile: CandidateProfile): MatchDetails['location'] {
  const weight = MATCH_WEIGHTS.location;
  if (position.isRemote)
    return { points: weight, weight, status: 'remote', distanceKm: null, from: null, to: null };
  const home = profile.location;
  const nearest = home
    ? position.locations
        .map((place) => ({ place, km: distanceKm(home, place) }))
        .sort((a, b) => a.km - b.km)[0]
    : undefined;
  if (!home || !nearest)
    return { points: 0, weight, status: 'unknown', distanceKm: null, from: null, to: null };
  const nearby = nearest.km <= NEARBY_RADIUS_KM;
  return {
    points: nearby ? weight : 0,
    weight,
    status: nearby ? 'nearby' : 'far',
    distanceKm: Math.round(nearest.km),
    from: home.city,
    to: nearest.place.city,
  };
}

/** How `profile` matches `position` on `now`'s date. */
export function matchDetails(position: Position, profile: CandidateProfile, now: Date): MatchDetails {
  const skills = scoreSkills(position, profile);
  const title = scoreTitle(position, profile);
  const experience = scoreExperience(position, profile, now);
  const location = scoreLocation(position, profile);
  const profileGaps: MatchDetails['profileGaps'] = [];
  if (profile.skills.length === 0) profileGaps.push('skills');
  // Stated years are experience to compare with, even before any job is listed.
  if (profile.experience.length === 0 && profile.yearsOfExperience === null) profileGaps.push('experience');
  if (!profile.location) profileGaps.push('location');

  const parts = [skills, title, experience, location].filter((p) => p !== null);
  const earned = parts.reduce((sum, p) => sum + p.points, 0);
  const possible = parts.reduce((sum, p) => sum + p.weight, 0);
  // Nothing on the profile to compare: no score rather than one made of defaults (a remote entry-level job
  // would otherwise "match" an empty profile by 40 %).
  const score = profileGaps.length === 3 ? null : Math.round((100 * earned) / possible);
  const whole = <T extends { points: number }>(p: T): T => ({ ...p, points: Math.round(p.points) });
  return {
    score,
    skills: skills && whole(skills),
    title: whole(title),
    experience: whole(experience),
    location: whole(location),
    profileGaps,
  };
}
