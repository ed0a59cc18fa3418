import {
  type CandidateProfile,
  PROFILE_COMPLETE_SKILLS,
  PROFILE_COMPLETION_PIECES,
  type ProfileCompletion,
  type ProfileCompletionKey,
} from '@portico/contracts';

/** What each piece has earned of its weight (docs/decisions/024): all or nothing, skills in equal parts. */
function earned(key: ProfileCompletionKey, weight: number, p: CandidateProfile, resumes: number): number {
  const whole = (done: boolean) => (done ? weight : 0);
  const prefs = p.jobPreferences;
  switch (key) {
    case 'resume':
      return whole(resumes > 0);
    case 'experience':
      return whole(p.experience.length > 0);
    case 'skills':
      return Math.floor(
        (weight * Math.min(p.skills.length, PROFILE_COMPLETE_SKILLS)) / PROFILE_COMPLETE_SKILLS,
      );
    case 'headline':
      return whole(p.headline.trim() !== '');
    case 'location':
      return whole(p.location !== null);
    case 'education':
      return whole(p.education.length > 0);
    case 'job_preferences':
      // What they look for and where: a title, and a place or a way of working.
      return whole(prefs.titles.length > 0 && (prefs.locations.length > 0 || prefs.remote !== 'any'));
    case 'phone':
      return whole(p.phone.trim() !== '');
    case 'links':
      return whole(p.links.length > 0);
    case 'avatar':
      return whole(p.avatarUrl !== null);
    case 'salary_expectation':
      return whole(prefs.salary !== null);
  }
}

/**
 * The profile's completion (docs/decisions/024): the score is the sum of what every piece earned, and the
 * missing pieces are ranked by what completing each adds, the weights' order breaking ties.
 */
export function profileCompletion(profile: CandidateProfile, resumeCount: number): ProfileCompletion {
  let score = 0;
  const missing: ProfileCompletion['missing'] = [];
  const completed: ProfileCompletionKey[] = [];
  for (const piece of PROFILE_COMPLETION_PIECES) {
    const got = earned(piece.key, piece.weight, profile, resumeCount);
    score += got;
    if (got === piece.weight) completed.push(piece.key);
    else
      missing.push({
        key: piece.key,
        adds: piece.weight - got,
        weight: piece.weight,
        section: piece.section,
        nextStep: piece.nextStep,
      });
  }
  // Array.prototype.sort is stable: equal gains keep the weights' order.
  missing.sort((a, b) => b.adds - a.adds);
  return { score, missing, completed };
}
