import { INSIGHT_LIST_LIMIT } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { salaryInsight, topSkills } from './position-details.service.js';

const row = (
  skills: string[],
  salary: [number, number, string, string] | null = null,
  preferred: string[] = [],
) => ({
  skills_required_json: JSON.stringify(skills),
  skills_preferred_json: JSON.stringify(preferred),
  salary_min: salary?.[0] ?? null,
  salary_max: salary?.[1] ?? null,
  salary_currency: salary?.[2] ?? null,
  salary_period: salary?.[3] ?? null,
});

describe('topSkills', () => {
  it('counts a skill once per position, most frequent first, ties by name, at most the list limit', () => {
    const rows = [row(['Go', 'SQL'], null, ['go']), row(['sql', 'Alpha']), row(['Zeta'])];
    expect(topSkills(rows)).toEqual([
      { skill: 'SQL', count: 2 },
      { skill: 'Alpha', count: 1 },
      { skill: 'Go', count: 1 },
      { skill: 'Zeta', count: 1 },
    ]);
    const many = Array.from({ length: 15 }, (_, i) => row([`Skill ${String(i).padStart(2, '0')}`]));
    expect(topSkills(many)).toHaveLength(INSIGHT_LIST_LIMIT);
    expect(topSkills([])).toEqual([]);
  });
});

describe('salaryInsight', () => {
  const own = { min: 1, max: 2, currency: 'EUR', period: 'year' as const };

  it('takes min, median of midpoints and max in the position’s currency and period', () => {
    const rows = [
      row([], [10, 20, 'EUR', 'year']),
      row([], [30, 50, 'EUR', 'year']),
      row([], [5, 7, 'EUR', 'month']),
      row([], [40, 41, 'EUR', 'year']),
      row([]),
    ];
    expect(salaryInsight(own, rows)).toEqual({
      min: 10,
      median: 40,
      max: 50,
      currency: 'EUR',
      period: 'year',
      sampleSize: 3,
    });
  });

  it('is null below the minimum sample size', () => {
    expect(
      salaryInsight(own, [row([], [10, 20, 'EUR', 'year']), row([], [30, 50, 'EUR', 'year'])]),
    ).toBeNull();
    expect(salaryInsight(null, [])).toBeNull();
  });

  it('uses the most common pair when the position has no salary (ties alphabetical), even medians averaged', () => {
    const rows = [
      row([], [10, 20, 'USD', 'year']),
      row([], [30, 40, 'USD', 'year']),
      row([], [1, 2, 'USD', 'year']),
      row([], [11, 12, 'USD', 'year']),
      row([], [10, 20, 'EUR', 'year']),
      row([], [10, 20, 'EUR', 'year']),
      row([], [10, 20, 'EUR', 'year']),
      row([], [10, 20, 'EUR', 'year']),
    ];
    // EUR|year and USD|year both have 4: EUR first. Midpoints 15 ×4.
    expect(salaryInsight(null, rows)).toMatchObject({ currency: 'EUR', median: 15, sampleSize: 4 });
    expect(salaryInsight(null, rows.slice(0, 4))).toEqual({
      min: 1,
      // Midpoints 1.5, 11.5, 15, 35: (11.5 + 15) / 2 = 13.25, rounded.
      median: 13,
      max: 40,
      currency: 'USD',
      period: 'year',
      sampleSize: 4,
    });
  });
});
