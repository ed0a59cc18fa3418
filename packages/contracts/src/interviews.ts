import { z } from 'zod';
import { envelope } from './errors.js';

/**
 * Interviews (docs/decisions/044): the staff schedule, move and cancel them for an application; the candidate
 * reads theirs with an "Add to calendar" file. Times travel as UTC instants; the interview's IANA time zone
 * says where they are shown. The staff's form sends the wall-clock date and time in that zone, and the server
 * turns them into the instant, so the browser's own zone never shifts an interview.
 */
export const INTERVIEW_KINDS = ['in-person', 'video', 'phone'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_STATUSES = ['scheduled', 'canceled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 480;
export const ADMIN_INTERVIEWS_PAGE_SIZE = 50;

/**
 * `POST /api/admin/applications/{id}/interviews` (schedule) and, with `version`, `PUT /api/admin/interviews/{id}`
 * (reschedule). `place` is the address or the dial-in for in-person and phone interviews, and the call's https
 * link for a video interview (where it is required). Interviewers are staff of the same tenant.
 */
const interviewFields = {
  date: z.iso.date({ message: 'Use a date like 2027-01-31.' }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30.'),
  time_zone: z.string().trim().min(1, 'Choose a time zone.').max(64, 'Not a time zone.'),
  duration_minutes: z
    .number({ message: 'Give the duration in minutes.' })
    .int('Give whole minutes.')
    .min(INTERVIEW_MIN_MINUTES, `An interview lasts at least ${INTERVIEW_MIN_MINUTES} minutes.`)
    .max(INTERVIEW_MAX_MINUTES, `An interview lasts at most ${INTERVIEW_MAX_MINUTES} minutes.`),
  kind: z.enum(INTERVIEW_KINDS, { message: 'Choose in person, video or phone.' }),
  place: z.string().trim().max(500, 'At most 500 characters.').default(''),
  interviewer_ids: z
    .array(z.uuid({ message: 'Not a member of the staff.' }))
    .min(1, 'Choose at least one interviewer.')
    .max(10, 'Choose at most ten interviewers.'),
  message: z
    .string()
    .trim()
    .max(2000, 'A message is at most 2,000 characters.')
    .optional()
    .transform((m) => (m ? m : undefined)),
};

const videoLink = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** A video interview needs its call's https link; an in-person one needs its address. */
function checkPlace(input: { kind: InterviewKind; place: string }, ctx: z.RefinementCtx) {
  if (input.kind === 'video') {
    if (!videoLink.safeParse(input.place).success)
      ctx.addIssue({
        code: 'custom',
        path: ['place'],
        message: 'Give the video call’s link, starting with https://.',
      });
  } else if (input.kind === 'in-person' && !input.place)
    ctx.addIssue({ code: 'custom', path: ['place'], message: 'Give the address of the interview.' });
}

export const scheduleInterviewRequestSchema = z.object(interviewFields).strict().superRefine(checkPlace);
export type ScheduleInterviewRequest = z.input<typeof scheduleInterviewRequestSchema>;

export const rescheduleInterviewRequestSchema = z
  .object({ ...interviewFields, version: z.number().int().min(1, 'Name the version you saw.') })
  .strict()
  .superRefine(checkPlace);
export type RescheduleInterviewRequest = z.input<typeof rescheduleInterviewRequestSchema>;

/** `POST /api/admin/interviews/{id}/cancel`: why (mailed to the candidate), and the version the recruiter saw. */
export const cancelInterviewRequestSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the interview is canceled.')
      .max(500, 'At most 500 characters.'),
    version: z.number().int().min(1, 'Name the version you saw.'),
  })
  .strict();
export type CancelInterviewRequest = z.input<typeof cancelInterviewRequestSchema>;

export const interviewIdParamSchema = z.object({ id: z.uuid({ message: 'Not an interview id.' }) });

const interviewer = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminInterviewSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  candidate_name: z.string(),
  candidate_email: z.string(),
  position_id: z.number(),
  position_title: z.string(),
  /** UTC instants. */
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number(),
  time_zone: z.string(),
  kind: z.enum(INTERVIEW_KINDS),
  place: z.string(),
  interviewers: z.array(interviewer),
  message: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  cancel_reason: z.string().nullable(),
  /** The version a reschedule or cancel names; each change adds one. */
  version: z.number(),
  updated_at: z.string(),
});
export type AdminInterview = z.infer<typeof adminInterviewSchema>;

export const adminInterviewResponseSchema = envelope(adminInterviewSchema);
/** `GET /api/admin/applications/{id}/interviews`: the application's interviews, soonest first. */
export const adminApplicationInterviewsResponseSchema = envelope(
  z.object({ interviews: z.array(adminInterviewSchema) }),
);

/** `GET /api/admin/interviews`: the tenant's interviews still to come, across jobs, soonest first. */
export const adminInterviewsQuerySchema = z.object({
  interviewer_id: z.uuid({ message: 'Not a member of the staff.' }).optional(),
  position_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1, 'The page starts at 1.').max(10_000).default(1),
});
export type AdminInterviewsQuery = z.infer<typeof adminInterviewsQuerySchema>;
export const adminInterviewsResponseSchema = envelope(
  z.object({
    interviews: z.array(adminInterviewSchema),
    total: z.number(),
    page: z.number(),
    /** The jobs that have interviews to come (for the interviewer chosen, any job), by title: the job filter. */
    jobs: z.array(z.object({ id: z.number(), title: z.string(), count: z.number() })),
  }),
);

/** `GET /api/admin/interviewers`: the tenant's staff, who can be chosen as interviewers. */
export const adminInterviewersResponseSchema = envelope(z.object({ interviewers: z.array(interviewer) }));

/** One of the candidate's interviews (`GET /api/pcsx/dashboard/interviews`). */
export const candidateInterviewSchema = z.object({
  id: z.string(),
  positionId: z.number(),
  title: z.string(),
  /** UTC instants; shown in `timeZone`. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  timeZone: z.string(),
  kind: z.enum(INTERVIEW_KINDS),
  place: z.string(),
  interviewers: z.array(z.string()),
  message: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  cancelReason: z.string().nullable(),
});
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;

/** Upcoming (not yet ended; soonest first) and past (newest first) interviews of the signed-in candidate. */
export const candidateInterviewsResponseSchema = envelope(
  z.object({
    upcoming: z.array(candidateInterviewSchema),
    past: z.array(candidateInterviewSchema),
  }),
);
export type CandidateInterviewsResponse = z.infer<typeof candidateInterviewsResponseSchema>;
