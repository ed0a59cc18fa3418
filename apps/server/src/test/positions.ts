import type { PositionInput } from '@portico/contracts';
import { BERLIN } from './places.js';

/**
 * A listed position as the search tests write one: full-time, mid-level Engineering in Berlin, on site,
 * asking for Communication, no salary and no end date. Each test names the description and posting date its
 * searches rely on; `o` sets anything else.
 */
export function positionInput(
  title: string,
  o: Partial<PositionInput> & Pick<PositionInput, 'description' | 'postedAt'>,
): PositionInput {
  return {
    title,
    department: 'Engineering',
    jobType: 'full-time',
    seniority: 'mid',
    locations: [BERLIN],
    isRemote: false,
    requiredSkills: ['Communication'],
    preferredSkills: [],
    salary: null,
    validThrough: null,
    ...o,
  };
}
