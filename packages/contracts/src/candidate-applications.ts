import { z } from 'zod';
import { envelope } from './errors.js';

/** One step of an application's history: the stage it entered, what the candidate sees of it, and when. */
export const applicationHistoryEntrySchema = z.object({
  stage: z.string(),
  status: z.string(),
  at: z.string(),
});

/**
 * One of the candidate's applications on the applications page (spec 2 §7 "applications"). Where the
 * tenant hides the status (`applicationsPageConfig.tabs.submitted.hideApplicationStatus`), `status`, `stage`
 * and the history are not sent at all: null and empty.
 */
export const candidateApplicationSchema = z.object({
  id: z.string(),
  positionId: z.number().int(),
  title: z.string(),
  status: z.string().nullable(),
  stage: z.string().nullable(),
  appliedAt: z.string(),
  /** The last change of stage (or the application itself). */
  updatedAt: z.string(),
  history: z.array(applicationHistoryEntrySchema),
  /**
   * The application's version (its last write): a withdrawal names it, so one made from a page that is out of
   * date (a recruiter moved it since) is refused instead of overriding what the candidate did not see.
   */
  version: z.string(),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

/** `GET /api/pcsx/dashboard/applications`: active ones and the closed ones (hired, rejected, withdrawn). */
export const candidateApplicationsResponseSchema = envelope(
  z.object({
    applications: z.array(candidateApplicationSchema),
    inactiveApplications: z.array(candidateApplicationSchema),
  }),
);
export type CandidateApplicationsResponse = z.infer<typeof candidateApplicationsResponseSchema>;

/** `POST /api/pcsx/applications/{id}/withdraw` (docs/decisions/054): the application, now withdrawn. */
export const withdrawApplicationResponseSchema = envelope(candidateApplicationSchema);
