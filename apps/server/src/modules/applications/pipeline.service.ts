import {
  BUILT_IN_STAGES,
  builtInStatus,
  type PipelineStage,
  pipelineProblems,
  STATUS_OF_STAGE,
  type UpdatePipelineRequest,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import { dbKind } from '../../db/database.js';
import type { CandidateRow, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';

type Actor = Pick<CandidateRow, 'id' | 'email'>;
export type Stage = { name: string; status: string };

export const PIPELINE_MESSAGES = {
  stale: 'Someone else changed the pipeline after you opened it. Reload it to see their changes.',
  inUse: (n: number, name: string) =>
    `${n === 1 ? '1 application is' : `${n} applications are`} in “${name}”. Move ${n === 1 ? 'it' : 'them'} to another stage first.`,
  notAStage: 'Not a stage of the pipeline.',
} as const;

const DEFAULT_STAGES: readonly Stage[] = BUILT_IN_STAGES.map((name) => ({
  name,
  status: STATUS_OF_STAGE[name] ?? '',
}));

/**
 * A tenant's pipeline (docs/decisions/050): its stages in order with the status each shows the candidate, the
 * default one while the tenant has none of its own, and saving a new one (checked, versioned, audited).
 */
export function createPipelineService(db: Kysely<Database>, deps: { audit: AuditService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function rows(tenantId: string, on: Kysely<Database> = db) {
    return on
      .selectFrom('pipeline_stages')
      .select(['name', 'status', 'updated_at'])
      .where('tenant_id', '=', tenantId)
      .orderBy('position')
      .execute();
  }
  const versionOf = (list: readonly { updated_at: string }[]) => list[0]?.updated_at ?? '';

  async function stages(tenantId: string, on: Kysely<Database> = db): Promise<Stage[]> {
    const own = await rows(tenantId, on);
    return own.length > 0 ? own.map(({ name, status }) => ({ name, status })) : [...DEFAULT_STAGES];
  }

  async function counts(tenantId: string, on: Kysely<Database> = db): Promise<Map<string, number>> {
    const list = await on
      .selectFrom('applications')
      .select(['stage', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .groupBy('stage')
      .execute();
    return new Map(list.map((r) => [r.stage, Number(r.n)]));
  }

  return {
    stages,

    /**
     * The stage as the tenant names it and the status it shows, or a 400 on `field` when the tenant's pipeline
     * has no such stage.
     */
    async stage(tenantId: string, name: string, field = 'stage', on: Kysely<Database> = db): Promise<Stage> {
      const found = (await stages(tenantId, on)).find((s) => s.name === name);
      if (!found)
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { [field]: PIPELINE_MESSAGES.notAStage },
        });
      return found;
    },

    async get(tenantId: string): Promise<{ stages: PipelineStage[]; version: string }> {
      const [own, inStage] = await Promise.all([rows(tenantId), counts(tenantId)]);
      const list = own.length > 0 ? own : DEFAULT_STAGES;
      return {
        stages: list.map((s) => ({
          name: s.name,
          status: s.status,
          built_in: builtInStatus(s.name) !== null,
          applications: inStage.get(s.name) ?? 0,
        })),
        version: versionOf(own),
      };
    },

    /**
     * Saves the whole pipeline if it is still as the admin read it; a stage of the tenant's own that still holds
     * applications cannot go (renaming one is removing it and adding another). One transaction with its audit
     * row; on PostgreSQL the tenant's row is locked so two saves cannot both pass the version check.
     */
    async update(tenantId: string, actor: Actor, input: UpdatePipelineRequest): Promise<void> {
      const next = input.stages.map((s) => ({ name: s.name.trim(), status: s.status }));
      const problems = pipelineProblems(next);
      if (Object.keys(problems).length > 0)
        throw new AppError('VALIDATION_FAILED', undefined, { fields: problems });
      await db.transaction().execute(async (trx) => {
        if (dbKind(trx) === 'postgres')
          await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute();
        const own = await rows(tenantId, trx);
        if (versionOf(own) !== input.version) throw new AppError('CONFLICT', PIPELINE_MESSAGES.stale);
        const before =
          own.length > 0 ? own.map(({ name, status }) => ({ name, status })) : [...DEFAULT_STAGES];
        const inStage = await counts(tenantId, trx);
        for (const gone of before.filter((b) => !next.some((n) => n.name === b.name))) {
          const n = inStage.get(gone.name) ?? 0;
          if (n > 0) throw new AppError('CONFLICT', PIPELINE_MESSAGES.inUse(n, gone.name));
        }
        // A save always moves the version on, even within one millisecond of the last.
        const at = new Date(Math.max(now().getTime(), Date.parse(versionOf(own) || '0') + 1)).toISOString();
        await trx.deleteFrom('pipeline_stages').where('tenant_id', '=', tenantId).execute();
        await trx
          .insertInto('pipeline_stages')
          .values(next.map((s, position) => ({ tenant_id: tenantId, ...s, position, updated_at: at })))
          .execute();
        await deps.audit.record(trx, tenantId, actor, {
          action: 'pipeline.update',
          targetType: 'pipeline',
          targetId: tenantId,
          before,
          after: next,
        });
      });
    },
  };
}
export type PipelineService = ReturnType<typeof createPipelineService>;
