/*
 * Plain values, no zod: the browser's first load imports these without the schemas (docs/decisions/014).
 */

/** A resume is one file of at most 5 MB: PDF, DOCX or plain text (checked by its bytes). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Parsed fields below this confidence are marked in the form for the candidate to check. */
export const RESUME_CONFIDENCE_THRESHOLD = 0.8;
/** Draft answers are saved at most this long after the last change. */
export const DRAFT_AUTOSAVE_MS = 1000;
/** How many jobs of the job cart one apply flow may take. */
export const APPLY_MAX_POSITIONS = 20;

/**
 * Names the application form definitions use for the answers the resume fills and the account needs. A
 * tenant's form may leave any out except `email`, which is how a visitor who is not signed in is known.
 */
export const APPLY_FIELDS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  location: 'location',
  links: 'links',
  skills: 'skills',
  /** A dynamic list whose entries have `title`, `company` and `dates` (a date range). */
  experience: 'experience',
  /** A dynamic list whose entries have `school`, `degree`, `field` and `dates` (a date range). */
  education: 'education',
} as const;

/** The search page's parameters that travel with a visitor to the application (spec 2 §2). */
export const SOURCE_PARAMS = [
  'utm_source',
  'utm_campaign',
  'src',
  'source',
  'microsite',
  'ref_src',
  'referral_token',
] as const;
export type SourceParam = (typeof SOURCE_PARAMS)[number];

/** Where an application stands. New applications are "Submitted" and in the tenant's first stage. */
export const APPLICATION_STATUSES = [
  'Submitted',
  'In review',
  'Interview',
  'Offer',
  'Hired',
  'Rejected',
  'Withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The demo tenants' pipeline stages (recruiters move applications through them). */
export const DEFAULT_PIPELINE_STAGES = [
  'New',
  'Screening',
  'Interview',
  'Offer',
  'Hired',
  'Rejected',
  'Withdrawn',
] as const;
/** What the candidate sees of each pipeline stage. */
export const STATUS_OF_STAGE: Readonly<Record<string, ApplicationStatus>> = {
  New: 'Submitted',
  Screening: 'In review',
  Interview: 'Interview',
  Offer: 'Offer',
  Hired: 'Hired',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn',
};
/** Stages after which an application is no longer active. */
export const INACTIVE_STAGES: readonly string[] = ['Hired', 'Rejected', 'Withdrawn'];
