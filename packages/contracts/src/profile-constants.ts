/*
 * Plain values, no zod: the browser's first load imports these without the schemas (docs/decisions/014).
 */

/** `profile_edit`'s `op_section` values (spec 2 §7, snake case; docs/decisions/024). */
export const PROFILE_LIST_SECTIONS = ['work_experience', 'education', 'skills', 'links'] as const;
export const PROFILE_VALUE_SECTIONS = [
  'contact',
  'headline',
  'location',
  'job_preferences',
  'avatar',
  'years_of_experience',
] as const;
export const PROFILE_SECTIONS = [...PROFILE_VALUE_SECTIONS, ...PROFILE_LIST_SECTIONS] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export type ProfileListSection = (typeof PROFILE_LIST_SECTIONS)[number];

/** `profile_edit`'s `operation` values (spec 2 §7, snake case). */
export const PROFILE_OPERATIONS = ['add', 'update', 'delete'] as const;
export type ProfileOperation = (typeof PROFILE_OPERATIONS)[number];

/** Job preferences: how the candidate wants to work ("any" is no preference). */
export const REMOTE_PREFERENCES = ['any', 'remote', 'hybrid', 'onsite'] as const;

export const PROFILE_MAX_LINKS = 10;
/**
 * Whole years of experience a candidate can state (docs/decisions/028): more than a working life is a typo,
 * not a career.
 */
export const PROFILE_MAX_YEARS_OF_EXPERIENCE = 60;
/** Skills that make the skills piece of the completion score whole. */
export const PROFILE_COMPLETE_SKILLS = 5;

/**
 * The completion score's pieces (docs/decisions/024), each with what it adds to the 0-100 score and the
 * key of its next step (the web translates keys). The weights sum to 100; the order breaks ties when the
 * missing pieces are ranked by what each adds. Skills earn their weight in equal parts up to
 * PROFILE_COMPLETE_SKILLS; every other piece is all or nothing.
 */
export const PROFILE_COMPLETION_PIECES = [
  { key: 'resume', weight: 20, section: 'resumes', nextStep: 'upload_resume' },
  { key: 'experience', weight: 15, section: 'work_experience', nextStep: 'add_work_experience' },
  { key: 'skills', weight: 15, section: 'skills', nextStep: 'add_skills' },
  { key: 'headline', weight: 10, section: 'headline', nextStep: 'add_headline' },
  { key: 'location', weight: 10, section: 'location', nextStep: 'add_location' },
  { key: 'education', weight: 10, section: 'education', nextStep: 'add_education' },
  { key: 'job_preferences', weight: 6, section: 'job_preferences', nextStep: 'set_job_preferences' },
  { key: 'phone', weight: 5, section: 'contact', nextStep: 'add_phone' },
  { key: 'links', weight: 4, section: 'links', nextStep: 'add_links' },
  { key: 'avatar', weight: 3, section: 'avatar', nextStep: 'add_avatar' },
  { key: 'salary_expectation', weight: 2, section: 'job_preferences', nextStep: 'set_salary_expectation' },
] as const;
export type ProfileCompletionKey = (typeof PROFILE_COMPLETION_PIECES)[number]['key'];

/* The candidate's photo (docs/decisions/026-profile-screen.md). */

/** The largest photo the upload takes, in bytes (a phone camera's JPEG fits). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a photo may have (decoding is bounded by this, whatever the header claims). */
export const AVATAR_MAX_PIXELS = 50_000_000;
/** The smallest side a photo may have: anything smaller cannot fill the avatar. */
export const AVATAR_MIN_SIDE = 64;
/** The longest side a photo may have. */
export const AVATAR_MAX_SIDE = 10_000;
/** The stored avatar: a square of this many pixels. */
export const AVATAR_SIZE = 512;
