import {
  JOB_ALERT_UNSUBSCRIBE_PAGE,
  jobPath,
  type Locale,
  matchLocale,
  type Position,
  writeFilterParams,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { tenantLink } from '../../lib/origin.js';
import { isListed } from '../../search/documents.js';
import type { CandidatesService } from '../candidates/candidates.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PositionsService } from '../positions/positions.service.js';
import {
  createSavedSearchesService,
  jobAlertsOffered,
  type SavedSearchesService,
  type SavedSearchRow,
  toJobAlert,
  visitorAlertsOffered,
} from '../saved-searches/saved-searches.service.js';
import type { Tenant, TenantsService } from '../tenants/tenants.service.js';
import { createAlertCompiler, type MatchSources, matchJobs, newJobOf } from './alert-matcher.js';
import { createDeliveriesRepository } from './deliveries.repository.js';
import { fill, jobAlertTexts } from './job-alert-texts.js';

/*
 * Job alert digests (docs/decisions/053), run as queue jobs (wired in services.ts):
 *
 * - The tick (`JOB_ALERTS_TICK_JOB`, every JOB_ALERT_TICK_MS) takes the alerts that are due, per tenant reads the
 *   jobs posted since the oldest of their cursors (listed jobs only: published, public, open — never archived,
 *   private or a draft), matches them all at once (alert-matcher.ts) and, per alert in one transaction, records
 *   the matches as deliveries of that alert's digest and moves the alert's cursor and next due time. It then
 *   enqueues one digest job per alert and period (key = the digest's key), and again any digest left unsent (a
 *   process that died between the commit and the enqueue loses nothing).
 * - The digest job (`JOB_ALERT_DIGEST_JOB`) mails the digest's jobs that are still listed, in the reader's
 *   language, with a signed one-click unsubscribe link, marks them sent and, for a candidate, notifies
 *   `job_alert_matches` in the same transaction. (alert, position) is the deliveries' primary key: a job is never
 *   mailed twice to one alert, however often the tick or the digest runs.
 */

export const JOB_ALERTS_TICK_JOB = 'job-alerts-tick';
export const JOB_ALERT_DIGEST_JOB = 'job-alert-digest';
/** Due alerts one tick takes; more wait for the next tick (oldest due first). */
const DUE_PER_TICK = 5_000;
/** New jobs one tick matches per tenant; a larger backlog moves the cursors to the last one read, the rest next. */
const JOBS_PER_TICK = 5_000;
/** Jobs one digest mail lists; the mail's "see all" link shows the rest. */
const JOBS_PER_MAIL = 20;

/** The queue key of a digest's job, also its mail's idempotency key: one digest, one job, one mail. */
export const digestJobKey = (digestKey: string) => `job-alert-digest:${digestKey}`;

export interface DigestJob {
  alertId: string;
  digestKey: string;
}

export type EnqueueDigest = (job: DigestJob & { tenantId: string }) => Promise<void>;

export interface JobAlertsLogger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** The search page of an alert's search (its words, place and filters), on the tenant's site. */
export function alertSearchLink(origin: string, tenant: Tenant, row: SavedSearchRow): string {
  const params: Record<string, string> = {};
  if (row.query) params.query = row.query;
  if (row.location) params.location = row.location;
  const url = new URL(tenantLink(origin, tenant, '/careers', params));
  const filters = JSON.parse(row.filters_json) as Record<string, string[]>;
  for (const [k, v] of writeFilterParams(filters, {
    commaInValues: tenant.config.behaviourFlags.enableCommaInFilterValues,
  }))
    url.searchParams.append(k, v);
  return url.toString();
}

/** A link's path and query, without the tenant's `domain` (a notification's target is a path of the site). */
function searchPathOf(link: string): string {
  const url = new URL(link);
  url.searchParams.delete('domain');
  return `${url.pathname}${url.search}`;
}

/** The place a job's line in the digest names: its first place, or remote. */
function placeOf(p: Position): string {
  const first = p.locations[0];
  if (first) return [first.city, first.country].filter(Boolean).join(', ');
  return p.isRemote ? 'Remote' : '';
}

export function createJobAlertsService(
  db: Kysely<Database>,
  deps: {
    now: () => Date;
    dayMs: number;
    savedSearches: SavedSearchesService;
    positions: Pick<PositionsService, 'listedPostedBetween' | 'findManyByIds'>;
    candidates: Pick<CandidatesService, 'findById'>;
    tenants: Pick<TenantsService, 'findById'>;
    mail: Pick<MailService, 'send' | 'sendToCandidate'>;
    notifications: Pick<NotificationsService, 'transaction' | 'notify'>;
    match: MatchSources;
    siteUrl: (tenant: Tenant) => string;
    log: JobAlertsLogger;
  },
) {
  const { now } = deps;
  const deliveries = createDeliveriesRepository(db);
  /** Where digest jobs go: the queue once wired (`useQueue`), else run at once in this process. */
  let enqueueDigest: EnqueueDigest = async (job) => {
    setImmediate(() => {
      sendDigest(job).catch((error: unknown) =>
        deps.log.error({ err: error, digest: job.digestKey }, 'job alert digest failed'),
      );
    });
  };

  /** The language of an alert's mails: the candidate's saved one, the visitor's page's, else the site's. */
  function languageOf(tenant: Tenant, row: SavedSearchRow, saved: string | null): Locale {
    const supported = new Set<string>(tenant.config.supportedLanguages);
    for (const tag of [saved, row.email ? row.language : null]) {
      const locale = matchLocale(tag);
      if (locale && supported.has(locale)) return locale;
    }
    return tenant.config.defaultLanguage;
  }

  function offered(tenant: Tenant, row: SavedSearchRow): boolean {
    return row.candidate_id ? jobAlertsOffered(tenant.config) : visitorAlertsOffered(tenant.config);
  }

  /** One tenant's due alerts: match the new jobs, record each alert's digest, move its schedule. */
  async function tickTenant(tenant: Tenant | null, rows: SavedSearchRow[], at: Date): Promise<DigestJob[]> {
    const iso = at.toISOString();
    const live = tenant ? rows.filter((r) => offered(tenant, r)) : [];
    // Where the site stopped offering alerts nothing is mailed, and switching them on again mails only what
    // is posted from then on.
    for (const r of rows) if (!live.includes(r)) await deps.savedSearches.advance(r, iso);
    if (!tenant || live.length === 0) return [];
    const since = live.reduce((min, r) => (r.covered_until < min ? r.covered_until : min), iso);
    const jobs = await deps.positions.listedPostedBetween(tenant.id, since, iso, JOBS_PER_TICK);
    const last = jobs[jobs.length - 1];
    const until = jobs.length === JOBS_PER_TICK && last ? last.postedAt : iso;
    const postedAt = new Map(jobs.map((p) => [p.id, p.postedAt]));
    const compile = createAlertCompiler(tenant, at);
    const matches = await matchJobs(
      deps.match,
      tenant,
      live.map((r) => compile(toJobAlert(r))),
      jobs.map(newJobOf),
    );
    const out: DigestJob[] = [];
    for (const row of live) {
      const ids = (matches.get(row.id) ?? []).filter((id) => {
        const posted = postedAt.get(id) as string;
        return posted > row.covered_until && posted <= until;
      });
      const digestKey = `${row.id}:${until}`;
      const inserted = await db.transaction().execute(async (trx) => {
        const n = await createDeliveriesRepository(trx).record(tenant.id, row.id, digestKey, ids, iso);
        await createSavedSearchesService(trx, { now, dayMs: deps.dayMs }).advance(row, until);
        return n;
      });
      if (inserted > 0) out.push({ alertId: row.id, digestKey });
    }
    return out;
  }

  /**
   * The tick: every due alert's digest recorded and enqueued, and every digest still unsent enqueued again.
   * Answers how many alerts were due and how many digests were enqueued.
   */
  async function tick(): Promise<{ due: number; digests: number }> {
    const at = now();
    await deps.savedSearches.removeExpiredUnconfirmed();
    const due = await deps.savedSearches.due(at, DUE_PER_TICK);
    const byTenant = new Map<string, SavedSearchRow[]>();
    for (const r of due) {
      const list = byTenant.get(r.tenant_id);
      if (list) list.push(r);
      else byTenant.set(r.tenant_id, [r]);
    }
    const jobs: (DigestJob & { tenantId: string })[] = [];
    for (const [tenantId, rows] of byTenant) {
      const tenant = await deps.tenants.findById(tenantId);
      for (const job of await tickTenant(tenant, rows, at)) jobs.push({ ...job, tenantId });
    }
    const keys = new Set(jobs.map((j) => j.digestKey));
    for (const left of await deliveries.unsentDigests()) if (!keys.has(left.digestKey)) jobs.push(left);
    for (const job of jobs) await enqueueDigest(job);
    return { due: due.length, digests: jobs.length };
  }

  /**
   * Mails one digest: its jobs that are still listed (one archived, made private or expired since is dropped),
   * newest first. Nothing to mail, a paused alert or a site that stopped offering alerts: its deliveries are
   * dropped unsent. Answers what it did.
   */
  async function sendDigest(job: DigestJob): Promise<'sent' | 'held' | 'skipped'> {
    const pending = await deliveries.unsent(job.digestKey);
    if (pending.length === 0) return 'skipped';
    const row = await deps.savedSearches.byId(job.alertId);
    const tenant = row ? await deps.tenants.findById(row.tenant_id) : null;
    const candidate = row?.candidate_id
      ? await deps.candidates.findById(row.tenant_id, row.candidate_id)
      : null;
    if (
      !row ||
      !tenant ||
      row.alerts_enabled !== 1 ||
      !offered(tenant, row) ||
      (row.candidate_id && !candidate)
    ) {
      await deliveries.dropUnsent(job.digestKey);
      return 'skipped';
    }
    const at = now();
    const found = await deps.positions.findManyByIds(
      tenant.id,
      pending.map((d) => d.position_id),
    );
    const listed = found.filter((p) => isListed(p, at)).sort((a, b) => (a.postedAt < b.postedAt ? 1 : -1));
    if (listed.length === 0) {
      await deliveries.dropUnsent(job.digestKey);
      return 'skipped';
    }
    const locale = languageOf(tenant, row, candidate?.preferred_language ?? null);
    const { texts } = jobAlertTexts(locale);
    const alert = toJobAlert(row);
    const site = tenant.config.pcsxConfig.branding.companyName || tenant.name;
    const origin = deps.siteUrl(tenant);
    const token = await deps.savedSearches.unsubscribeToken(row);
    const unsubscribe = tenantLink(origin, tenant, JOB_ALERT_UNSUBSCRIBE_PAGE, { token, hl: locale });
    const lines = listed.slice(0, JOBS_PER_MAIL).flatMap((p) => {
      const place = placeOf(p);
      return [
        `- ${p.title}${place ? ` (${place})` : ''}`,
        `  ${tenantLink(origin, tenant, jobPath(p), { hl: locale })}`,
      ];
    });
    const message = {
      tenantId: tenant.id,
      subject: fill(texts.digestSubject, { name: alert.name, count: listed.length }),
      text: [
        fill(texts.digestIntro, { name: alert.name, site }),
        '',
        ...lines,
        '',
        fill(texts.seeAll, { link: alertSearchLink(origin, tenant, row) }),
        '',
        '--',
        site,
        fill(texts.unsubscribe, { link: unsubscribe }),
      ].join('\n'),
      headers: {
        // RFC 8058: a mail client's own "unsubscribe" button posts `List-Unsubscribe=One-Click` here.
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
    // Sent under the digest's key: a digest job that dies after the mail and runs again does not mail twice.
    const mailKey = digestJobKey(job.digestKey);
    let outcome: 'sent' | 'held' = 'sent';
    if (candidate) {
      const r = await deps.mail.sendToCandidate({ ...message, candidate }, { idempotencyKey: mailKey });
      if (!r.delivered && !r.held) throw new Error('the digest was not delivered');
      if (r.held) outcome = 'held';
    } else {
      const r = await deps.mail.send({ ...message, to: row.email as string }, { idempotencyKey: mailKey });
      if (!r.delivered) throw new Error('the digest was not delivered');
    }
    const sentIds = listed.map((p) => p.id);
    const iso = at.toISOString();
    const candidateId = row.candidate_id;
    const mark = async (trx: Kysely<Database>) => {
      await createDeliveriesRepository(trx).markSent(job.digestKey, sentIds, iso);
      await createDeliveriesRepository(trx).dropUnsent(job.digestKey);
      await createSavedSearchesService(trx, { now, dayMs: deps.dayMs }).markSent(row.id, iso);
    };
    if (candidateId)
      await deps.notifications.transaction(async (trx) => {
        await mark(trx);
        await deps.notifications.notify(trx, {
          tenantId: tenant.id,
          candidateId,
          kind: 'job_alert_matches',
          params: { alertName: alert.name, count: listed.length },
          targetPath: searchPathOf(alertSearchLink(origin, tenant, row)),
          dedupeKey: `job-alert:${job.digestKey}`,
        });
      });
    else await db.transaction().execute(mark);
    return outcome;
  }

  return {
    tick,
    sendDigest,
    /** Routes digest jobs through the queue (JOB_ALERT_DIGEST_JOB, keyed by the digest). */
    useQueue(enqueue: EnqueueDigest): void {
      enqueueDigest = enqueue;
    },

    /**
     * "Download my data": the candidate's alerts as settings show them, each with the jobs it matched — those
     * mailed (`sentAt`) and those waiting for the next digest — oldest first. A job since deleted keeps its id.
     */
    async exportFor(tenantId: string, candidateId: string) {
      const alerts = await deps.savedSearches.listAlerts(tenantId, candidateId);
      const matched = await deliveries.forCandidate(tenantId, candidateId);
      return alerts.map((alert) => ({
        ...alert,
        jobs: matched
          .filter((m) => m.alert_id === alert.id)
          .map((m) => ({
            positionId: Number(m.position_id),
            title: m.title,
            matchedAt: m.matched_at,
            sentAt: m.sent_at,
          })),
      }));
    },
  };
}
export type JobAlertsService = ReturnType<typeof createJobAlertsService>;
