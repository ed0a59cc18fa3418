import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_MAX_DAYS,
  pageTimingSchema,
  SEARCH_METRICS_NAMESPACE,
  searchMetricsSchema,
  type VslogBody,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { createAnalyticsRepository } from './analytics.repository.js';
import { dayRowsOf, sumDayRows } from './page-view-days.js';

export interface PageViewInput {
  tenantId: string;
  candidateId: string | null;
  body: VslogBody;
  /** Query `event`/`namespace` (spec 2 §7) win over the body's when both are present. */
  query: { pid?: string | undefined; event?: string | undefined; namespace?: string | undefined };
  userAgent: string | null;
  /** When the view happened; now unless given (the demo seed logs the visits of past days). */
  at?: Date;
}

/**
 * How long page-view rows are kept: 180 days, then they are deleted (purgeExpired). They name the visitor's
 * account and browser, so they are not kept for ever; half a year still compares one season with the last,
 * and covers the 90 days of visits the demo data generates.
 */
export const PAGE_VIEW_RETENTION_DAYS = 180;
/**
 * How long the daily rollup is kept: its rows are counts that name nobody, so they outlive the views they sum,
 * long enough for the longest period the workspace shows (a year) plus a month.
 */
export const PAGE_VIEW_DAYS_RETENTION_DAYS = ANALYTICS_MAX_DAYS + 31;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createAnalyticsService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const repo = createAnalyticsRepository(db);
  /** The row a view is stored as and what the rollup reads of it, or a 400 naming what is wrong. */
  function checkedRow(input: PageViewInput) {
    let data: unknown;
    try {
      data = JSON.parse(input.body.data_json);
    } catch {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { data_json: 'data_json must be valid JSON.' },
      });
    }
    if (typeof data !== 'object' || data === null) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { data_json: 'data_json must be a JSON object.' },
      });
    }
    const event = input.body.event;
    // Page timings feed the performance numbers, so their shape is checked; other events are free-form.
    if (event === 'contentloadtime' && !pageTimingSchema.safeParse(data).success) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { data_json: 'data_json is not a valid page timing.' },
      });
    }
    const namespace = input.query.namespace ?? input.body.namespace;
    if (
      event === 'metrics' &&
      namespace === SEARCH_METRICS_NAMESPACE &&
      !searchMetricsSchema.safeParse(data).success
    ) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { data_json: 'data_json is not a valid search log.' },
      });
    }
    const row = {
      id: randomUUID(),
      tenant_id: input.tenantId,
      candidate_id: input.candidateId,
      event,
      namespace,
      pid: input.query.pid ?? null,
      data_json: JSON.stringify(data),
      user_agent: input.userAgent?.slice(0, 400) ?? null,
      created_at: (input.at ?? now()).toISOString(),
    };
    return { row, view: { ...row, data: data as Record<string, unknown> } };
  }
  /**
   * Logs several views at once (the demo seed's generated visits), by the same rules as `record`, in one
   * transaction: all of them or, when one is malformed, none.
   */
  async function recordMany(inputs: readonly PageViewInput[]): Promise<void> {
    const rows = inputs.map(checkedRow);
    // The views and their counts in the daily rollup together: the figures never miss or double a view.
    const [first] = rows;
    if (!first) return;
    if (rows.some((r) => r.row.tenant_id !== first.row.tenant_id))
      throw new Error('recordMany logs the views of one tenant at a time.');
    const days = sumDayRows(rows.flatMap((r) => dayRowsOf(r.view))).map((d) => ({
      ...d,
      tenant_id: first.row.tenant_id,
    }));
    await db.transaction().execute(async (trx) => {
      const tx = createAnalyticsRepository(trx);
      await tx.insertMany(rows.map((r) => r.row));
      await tx.addDays(days);
    });
  }
  return {
    /** Logs one page view or search (POST /vslog); a 400 with the field when it is malformed. */
    record: (input: PageViewInput): Promise<void> => recordMany([input]),
    recordMany,
    /**
     * Deletes every tenant's page views older than PAGE_VIEW_RETENTION_DAYS (answers how many went), and rollup
     * days older than PAGE_VIEW_DAYS_RETENTION_DAYS. Run at
     * start and periodically (housekeeping.ts). Tenant by tenant, so each delete uses the tenant + created_at
     * index.
     */
    async purgeExpired(tenantIds: readonly string[]): Promise<number> {
      const before = new Date(now().getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS).toISOString();
      const beforeDay = new Date(now().getTime() - PAGE_VIEW_DAYS_RETENTION_DAYS * DAY_MS)
        .toISOString()
        .slice(0, 10);
      let removed = 0;
      for (const tenantId of tenantIds) {
        removed += await repo.deleteOlderThan(tenantId, before);
        await repo.deleteDaysBefore(tenantId, beforeDay);
      }
      return removed;
    },
    list(tenantId: string, limit?: number) {
      return repo.listForTenant(tenantId, limit);
    },
    /** "Download my data": every page view logged for the candidate, oldest first. */
    listForCandidate(tenantId: string, candidateId: string) {
      return repo.listForCandidate(tenantId, candidateId);
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
