/*
 * Plain values, no zod: the browser's first load imports these without the schemas (docs/decisions/014).
 */

/** What a position override rule matches: any listed id, department (any case) or job type. */
export interface PositionRuleMatch {
  readonly positionIds: readonly number[];
  readonly departments: readonly string[];
  readonly jobTypes: readonly string[];
}

/**
 * Whether a per-position rule (the job detail's config overrides, the application form's extra questions)
 * applies to a position in a page language. A rule that names languages applies only in those.
 */
export function positionRuleApplies(
  rule: { readonly match: PositionRuleMatch; readonly languages: readonly string[] },
  position: { readonly id: number; readonly department: string; readonly jobType: string },
  language: string | null,
): boolean {
  if (rule.languages.length > 0 && (language === null || !rule.languages.includes(language))) return false;
  const department = position.department.toLowerCase();
  const { positionIds, departments, jobTypes } = rule.match;
  return (
    positionIds.includes(position.id) ||
    departments.some((d) => d.toLowerCase() === department) ||
    jobTypes.includes(position.jobType)
  );
}
