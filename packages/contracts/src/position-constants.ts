/*
 * Plain values, no zod: the browser's first load imports these without the schemas (docs/decisions/014).
 */

/** Job types a position can have; search filters, the job page and the candidate's preferences label them. */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'temporary'] as const;

/** What a salary figure is per. */
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
