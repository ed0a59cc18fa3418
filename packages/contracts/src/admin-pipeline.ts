import { z } from 'zod';
import { type ApplicationStatus, DEFAULT_PIPELINE_STAGES, STATUS_OF_STAGE } from './apply-constants.js';
import { envelope } from './errors.js';

/**
 * A tenant's own pipeline (docs/decisions/050). The seven built-in stages stay, because the site itself moves
 * applications into them (a new application is New, an interview moves it to Interview, an offer to Offer, an
 * accepted offer makes a hire, a candidate withdraws); a tenant adds its own stages between New and Hired, each
 * showing the candidate one of the statuses of an application in progress.
 */
export const BUILT_IN_STAGES = DEFAULT_PIPELINE_STAGES;
/** Stages that close an application: always last, in this order. */
export const CLOSING_STAGES = ['Hired', 'Rejected', 'Withdrawn'] as const;
/** What a tenant's own stage may show the candidate. */
export const CUSTOM_STAGE_STATUSES = [
  'In review',
  'Interview',
  'Offer',
] as const satisfies readonly ApplicationStatus[];
export const PIPELINE_MAX_CUSTOM_STAGES = 8;
export const STAGE_NAME_MAX = 40;

export const pipelineStageSchema = z.object({
  name: z.string(),
  /** What the candidate sees while their application is in this stage. */
  status: z.string(),
  /** One of the seven stages every pipeline has (it cannot be renamed, moved past the others or removed). */
  built_in: z.boolean(),
  /** Applications in this stage now (a stage with applications cannot be removed). */
  applications: z.number(),
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

export const adminPipelineSchema = z.object({
  stages: z.array(pipelineStageSchema),
  /** The version a save names: when the pipeline last changed (empty for the default pipeline). */
  version: z.string(),
});
export type AdminPipeline = z.infer<typeof adminPipelineSchema>;
export const adminPipelineResponseSchema = envelope(adminPipelineSchema);

/** `PUT /api/admin/pipeline`: every stage in order, naming the version it was read at (409 when stale). */
export const updatePipelineRequestSchema = z
  .object({
    stages: z
      .array(
        z.object({
          name: z
            .string()
            .trim()
            .min(1, 'Name the stage.')
            .max(STAGE_NAME_MAX, `A stage name is at most ${STAGE_NAME_MAX} characters.`),
          status: z.string(),
        }),
      )
      .max(BUILT_IN_STAGES.length + PIPELINE_MAX_CUSTOM_STAGES, 'Too many stages.'),
    version: z.string(),
  })
  .strict();
export type UpdatePipelineRequest = z.infer<typeof updatePipelineRequestSchema>;

/** The status a built-in stage shows; null for a tenant's own stage. */
export const builtInStatus = (name: string): ApplicationStatus | null =>
  Object.hasOwn(STATUS_OF_STAGE, name) ? (STATUS_OF_STAGE[name] ?? null) : null;

/**
 * The problems of a pipeline, by the path of the field (`stages.3.name`) or `stages` for the whole list; empty
 * when it can be saved. The browser checks a draft with it and the server checks every save.
 */
export function pipelineProblems(
  stages: readonly { name: string; status: string }[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const names = stages.map((s) => s.name.trim());
  for (const builtIn of BUILT_IN_STAGES)
    if (!names.includes(builtIn))
      problems.stages ??= `The stage “${builtIn}” is built in and cannot be removed.`;
  if (names[0] !== 'New') problems.stages ??= 'New comes first: every application starts there.';
  const tail = names.slice(-CLOSING_STAGES.length);
  if (tail.join('\n') !== CLOSING_STAGES.join('\n'))
    problems.stages ??= 'Hired, Rejected and Withdrawn come last, in that order.';
  const order = names.filter((n) => (BUILT_IN_STAGES as readonly string[]).includes(n));
  if (order.join('\n') !== BUILT_IN_STAGES.join('\n'))
    problems.stages ??=
      'The built-in stages keep their order: New, Screening, Interview, Offer, Hired, Rejected, Withdrawn.';
  const seen = new Set<string>();
  let custom = 0;
  for (const [i, stage] of stages.entries()) {
    const name = names[i] ?? '';
    const key = name.toLowerCase();
    if (seen.has(key)) problems[`stages.${i}.name`] = `There is already a stage named “${name}”.`;
    seen.add(key);
    const builtIn = builtInStatus(name);
    if (builtIn) {
      if (stage.status !== builtIn) problems[`stages.${i}.status`] = `“${name}” always shows “${builtIn}”.`;
      continue;
    }
    custom += 1;
    if (!name) problems[`stages.${i}.name`] = 'Name the stage.';
    if (!(CUSTOM_STAGE_STATUSES as readonly string[]).includes(stage.status))
      problems[`stages.${i}.status`] = `A stage of your own shows ${CUSTOM_STAGE_STATUSES.join(', ')}.`;
  }
  if (custom > PIPELINE_MAX_CUSTOM_STAGES)
    problems.stages ??= `At most ${PIPELINE_MAX_CUSTOM_STAGES} stages of your own.`;
  return problems;
}
