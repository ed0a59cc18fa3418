import type { CandidateProfile, Position, PositionLocation } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../profile/profile.service.js';
import { experienceYears, matchDetails, skillKey, titleWords } from './match-details.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const at = (city: string, lat: number, lng: number): PositionLocation => ({
  city,
  region: '',
  country: 'United States',
  countryCode: 'US',
  lat,
  lng,
});
const SEATTLE = at('Seattle', 47.6062, -122.3321);
/** About 16 km from Seattle. */
const REDMOND = at('Redmond', 47.674, -122.1215);
/** About 230 km from Seattle. */
const PORTLAND = at('Portland', 45.5152, -122.6784);

function position(o: Partial<Position> = {}): Position {
  return {
    id: 1,
    tenantId: 't',
    title: 'Senior Software Engineer',
    department: 'Engineering',
    jobType: 'full-time',
    seniority: 'senior',
    locations: [PORTLAND, REDMOND],
    isRemote: false,
    requiredSkills: ['TypeScript', 'Node.js', 'SQL', 'Kubernetes'],
    preferredSkills: ['GraphQL', 'Go'],
    description: '<p>Build.</p>',
    salary: null,
    postedAt: NOW.toISOString(),
    validThrough: null,
    isPrivate: false,
    archivedAt: null,
    publishedAt: '2026-01-01T00:00:00.000Z',
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...o,
  };
}

const job = (title: string, startDate: string, endDate: string | null, company = 'Fabrikam') => ({
  title,
  company,
  startDate,
  endDate,
  description: '',
});

const ALEX: CandidateProfile = {
  ...EMPTY_PROFILE,
  location: SEATTLE,
  skills: ['typescript', 'NodeJS', 'sql', 'graphql', 'React'],
  experience: [
    job('Frontend Developer', '2018-06', '2021-02', 'Tailspin'),
    job('Software Engineer', '2021-03', null),
  ],
};

describe('skillKey and titleWords', () => {
  it('ignores case, spaces and punctuation but tells C, C++ and C# apart', () => {
    expect(skillKey('Node.js')).toBe(skillKey('nodejs'));
    expect(skillKey('REST APIs')).toBe(skillKey('rest-apis'));
    expect(new Set(['C', 'C++', 'C#'].map(skillKey)).size).toBe(3);
  });

  it('keeps what a title says the job is, not how senior it is', () => {
    expect(titleWords('Senior Software Engineer')).toEqual(['software', 'engineer']);
    expect(titleWords('Head of Operations')).toEqual(['operation']);
    expect(titleWords('Sales Associate II')).toEqual(['sale', 'associate']);
    expect(titleWords('Business Analyst')).toEqual(['business', 'analyst']);
  });
});

describe('experienceYears', () => {
  it('counts overlapping jobs once and runs a current job to today', () => {
    expect(experienceYears([job('A', '2020-01', '2020-12')], NOW)).toBe(1);
    // 2019-01..2020-12 and 2020-06..2021-06 overlap: 2019-01..2021-06 = 30 months.
    expect(experienceYears([job('A', '2019-01', '2020-12'), job('B', '2020-06', '2021-06')], NOW)).toBe(2.5);
    // Back to back jobs join; 2026-01..2026-11 (today) is 11 months.
    expect(experienceYears([job('A', '2025-01', '2025-12'), job('B', '2026-01', null)], NOW)).toBe(1.9);
    expect(experienceYears([job('Future', '2027-01', null)], NOW)).toBe(0);
    expect(experienceYears([], NOW)).toBe(0);
  });
});

describe('matchDetails', () => {
  it('scores every criterion with its evidence (worked by hand)', () => {
    const m = matchDetails(position(), ALEX, NOW);
    // Skills: required 3 of 4 (x2) + preferred 1 of 2 = 7 of 10 -> 28 of 40.
    expect(m.skills).toEqual({
      points: 28,
      weight: 40,
      required: { matched: ['TypeScript', 'Node.js', 'SQL'], missing: ['Kubernetes'] },
      preferred: { matched: ['GraphQL'], missing: ['Go'] },
    });
    // "software engineer" fully shared with the current job.
    expect(m.title).toEqual({
      points: 20,
      weight: 20,
      best: { title: 'Software Engineer', company: 'Fabrikam', sharedWords: ['software', 'engineer'] },
    });
    // 2018-06..2026-11 = 102 months = 8.5 years; senior looks for 5.
    expect(m.experience).toEqual({
      points: 20,
      weight: 20,
      years: 8.5,
      historyYears: 8.5,
      statedYears: null,
      expectedYears: 5,
    });
    // Redmond is the nearer place, within 50 km.
    expect(m.location).toMatchObject({ points: 20, status: 'nearby', from: 'Seattle', to: 'Redmond' });
    expect(m.location.distanceKm).toBeGreaterThan(10);
    expect(m.location.distanceKm).toBeLessThan(25);
    expect(m.score).toBe(88);
    expect(m.profileGaps).toEqual([]);
  });

  it('gives partial credit for part of a title, short experience and a far location', () => {
    const m = matchDetails(
      position({ title: 'Lead Data Engineer', seniority: 'lead', locations: [PORTLAND] }),
      { ...ALEX, experience: [job('Software Engineer', '2024-12', null)] },
      NOW,
    );
    expect(m.title.best?.sharedWords).toEqual(['engineer']);
    expect(m.title.points).toBe(10);
    // 2024-12..2026-11 = 2 years of the 7 a lead role looks for: 20 * 2/7 = 5.7.
    expect(m.experience).toMatchObject({ years: 2, expectedYears: 7, points: 6 });
    expect(m.location).toMatchObject({ status: 'far', points: 0, to: 'Portland' });
    expect(m.location.distanceKm).toBeGreaterThan(200);
    // (28 + 10 + 5.714 + 0) / 100.
    expect(m.score).toBe(44);
  });

  it('counts a remote position as a location match and an entry-level one as needing no experience', () => {
    const m = matchDetails(
      position({ seniority: 'entry', isRemote: true, locations: [] }),
      { ...EMPTY_PROFILE, skills: ['TypeScript'] },
      NOW,
    );
    expect(m.location).toEqual({
      points: 20,
      weight: 20,
      status: 'remote',
      distanceKm: null,
      from: null,
      to: null,
    });
    expect(m.experience).toMatchObject({ points: 20, years: 0, expectedYears: 0 });
    expect(m.profileGaps).toEqual(['experience', 'location']);
  });

  it('leaves skills out of the score when the position lists none', () => {
    const m = matchDetails(position({ requiredSkills: [], preferredSkills: [] }), ALEX, NOW);
    expect(m.skills).toBeNull();
    expect(m.score).toBe(100);
  });

  it('counts a skill that is both required and preferred once, as required', () => {
    const m = matchDetails(
      position({ requiredSkills: ['Go'], preferredSkills: ['go', 'SQL'] }),
      { ...ALEX, skills: ['Go'] },
      NOW,
    );
    expect(m.skills?.preferred).toEqual({ matched: [], missing: ['SQL'] });
    // Go x2 of (2 + 1) -> 26.7 of 40.
    expect(m.skills?.points).toBe(27);
  });

  it('gives no score for an empty profile, and names what to add', () => {
    const m = matchDetails(position({ isRemote: true, seniority: 'entry' }), EMPTY_PROFILE, NOW);
    expect(m.score).toBeNull();
    expect(m.profileGaps).toEqual(['skills', 'experience', 'location']);
    expect(m.skills?.required.missing).toHaveLength(4);
    expect(m.location.status).toBe('remote');
  });

  it('scores stated years of experience instead of the work history, and reports both', () => {
    const lead = position({ title: 'Lead Data Engineer', seniority: 'lead', locations: [PORTLAND] });
    const twoYears = { ...ALEX, experience: [job('Software Engineer', '2024-12', null)] };
    // Stated 7 years meet the 7 a lead role looks for, though the listed jobs add up to 2.
    const stated = matchDetails(lead, { ...twoYears, yearsOfExperience: 7 }, NOW);
    expect(stated.experience).toEqual({
      points: 20,
      weight: 20,
      years: 7,
      historyYears: 2,
      statedYears: 7,
      expectedYears: 7,
    });
    // Fewer stated years than the history count too: the candidate's word is what is scored.
    const fewer = matchDetails(lead, { ...twoYears, yearsOfExperience: 1 }, NOW);
    expect(fewer.experience).toMatchObject({ years: 1, historyYears: 2, points: 3 });
    // (28 + 10 + 20 + 0) / 100 against 44 with the history's 2 years.
    expect(stated.score).toBe(58);
    expect(fewer.score).toBeLessThan(matchDetails(lead, twoYears, NOW).score!);
  });

  it('counts stated years as experience to compare with, even without a job listed', () => {
    const m = matchDetails(position(), { ...EMPTY_PROFILE, yearsOfExperience: 5 }, NOW);
    expect(m.profileGaps).toEqual(['skills', 'location']);
    // Only experience earns: 20 of 100.
    expect(m.score).toBe(20);
    expect(m.experience).toMatchObject({ years: 5, historyYears: 0, statedYears: 5, points: 20 });
  });

  it('says the location is unknown when the profile has none', () => {
    const m = matchDetails(position(), { ...ALEX, location: null }, NOW);
    expect(m.location).toMatchObject({ status: 'unknown', points: 0, distanceKm: null });
    expect(m.profileGaps).toEqual(['location']);
  });
});
