import { randomUUID } from 'node:crypto';
import {
  DEFAULT_DISTANCE,
  DISTANCE_FILTER,
  isLocale,
  JOB_ALERT_CONFIRM_HOURS,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_MESSAGES,
  JOB_ALERT_NAME_MAX_LENGTH,
  JOB_ALERTS_PER_CANDIDATE,
  type JobAlert,
  type JobAlertFrequency,
  type Locale,
  type PageConfig,
  type SavedSearch,
  type SavedSearchMetadata,
  SEARCH_LOCATION_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  type UpdateJobAlertRequest,
} from '@portico/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { Database, SavedSearchTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { Signer } from '../../lib/signing.js';
import { locationText, resolveLocation } from '../../search/location.js';
import { searchRequest } from '../search/search-request.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { createSavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository.js';

export type { SavedSearchRow };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Unconfirmed subscriptions one address may have at once: more requests mail nothing more. */
const MAX_UNCONFIRMED_PER_ADDRESS = 5;

function frequencyOf(value: string): JobAlertFrequency {
  return (JOB_ALERT_FREQUENCIES as readonly string[]).includes(value)
    ? (value as JobAlertFrequency)
    : 'weekly';
}

function fromRow(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    query: row.query,
    location: row.location,
    filters: JSON.parse(row.filters_json) as Record<string, string[]>,
    alertsEnabled: row.alerts_enabled === 1,
    frequency: frequencyOf(row.frequency),
    createdAt: row.created_at,
  };
}

/** A readable summary of a search, language-neutral (the candidate's own words and the filters' values). */
export function searchSummary(search: {
  query: string;
  location: string;
  filters: Record<string, string[]>;
}) {
  const parts = [search.query.trim(), search.location.trim()];
  for (const [name, values] of Object.entries(search.filters))
    if (name !== DISTANCE_FILTER) parts.push(values.join(', '));
  const text = parts.filter(Boolean).join(' · ');
  return text.length > JOB_ALERT_NAME_MAX_LENGTH ? `${text.slice(0, JOB_ALERT_NAME_MAX_LENGTH - 1)}…` : text;
}

export function toJobAlert(row: SavedSearchRow): JobAlert {
  const filters = JSON.parse(row.filters_json) as Record<string, string[]>;
  return {
    id: row.id,
    name: row.name || searchSummary({ query: row.query, location: row.location, filters }),
    query: row.query,
    location: row.location,
    filters,
    frequency: frequencyOf(row.frequency),
    alertsEnabled: row.alerts_enabled === 1,
    createdAt: row.created_at,
    lastSentAt: row.last_sent_at,
  };
}

/** Job alerts are offered where the tenant sends saved-search notifications and candidates can sign in. */
export function jobAlertsOffered(config: PageConfig): boolean {
  return (
    config.notificationsConfig.savedSearchNotification.enabled &&
    config.loginSignupConfig.candidateLoginEnabled
  );
}

/** A visitor may subscribe by address where the site also switches the logged-out notification on. */
export function visitorAlertsOffered(config: PageConfig): boolean {
  return (
    config.notificationsConfig.savedSearchNotification.enabled &&
    config.pcsxConfig.loggedOutNotificationConfig.enabled
  );
}

export interface SearchParts {
  query: string;
  location: string;
  filters: Record<string, string[]>;
}

/**
 * A search as an alert keeps it: the words and place as typed (trimmed), and the filters as the search
 * understands them (the tenant's filter names, canonical values, unknown ones dropped, the radius kept), with
 * `key`, the normalised form two equal searches share (case and spacing of the words and place ignored,
 * filters in any order) — what `savedSearchMetadata` compares.
 */
export function normalizeSearch(tenant: Pick<Tenant, 'id' | 'config'>, parts: SearchParts) {
  const query = parts.query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const location = parts.location.trim().slice(0, SEARCH_LOCATION_MAX_LENGTH);
  const request = searchRequest(tenant, { query, location, start: 0, num: 1 }, parts.filters);
  const filters: Record<string, string[]> = {};
  for (const f of request.active) filters[f.config.filterName] = f.values;
  // The default radius is no choice: a search with `distance=50` and one without it are the same search.
  if (request.distance !== null && request.distance !== DEFAULT_DISTANCE && location)
    filters[DISTANCE_FILTER] = [String(request.distance)];
  const key = JSON.stringify([
    query.toLowerCase().replace(/\s+/g, ' '),
    locationText(location).toLowerCase(),
    Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);
  return { query, location, filters, key };
}

/**
 * Whether a search can be an alert: it must name something (else every new job would be mailed) and a place
 * must be one the search knows by name (the map's points and the browser's position are not kept).
 */
function checkAlertable(search: ReturnType<typeof normalizeSearch>): void {
  if (!search.query && !search.location && Object.keys(search.filters).length === 0)
    throw new AppError('UNPROCESSABLE', JOB_ALERT_MESSAGES.empty, {
      fields: { query: JOB_ALERT_MESSAGES.empty },
    });
  if (!search.location) return;
  const geo = resolveLocation({ location: search.location, radiusKm: 50, fallbackPoint: null });
  if (
    geo.kind === 'unresolved' ||
    geo.kind === 'current_location' ||
    geo.kind === 'map_location' ||
    geo.kind === 'map_area'
  )
    throw new AppError('UNPROCESSABLE', JOB_ALERT_MESSAGES.place, {
      fields: { location: JOB_ALERT_MESSAGES.place },
    });
}

export interface NewSavedSearch {
  query: string;
  location: string;
  filters: Record<string, string[]>;
  alertsEnabled: boolean;
  frequency: JobAlertFrequency;
  name?: string;
}

/** A visitor's new subscription: what to mail the confirmation link to, and the token for the link. */
export interface PendingSubscription {
  alert: JobAlert;
  email: string;
  language: Locale;
  /** Null when the address has too many unconfirmed subscriptions: nothing is mailed. */
  token: string | null;
}

/** What the unsubscribe links sign (lib/signing.ts): the purpose is part of the signature. */
const UNSUBSCRIBE_PURPOSE = 'job-alert-unsubscribe';

/**
 * The candidate's saved searches and their job alerts (docs/decisions/027, 053). Accepts a transaction as `db`,
 * so the onboarding writes one in its own transaction. `dayMs` is the length of a digest day (a day; the
 * journeys shorten it): a daily alert is due a day after its last digest, a weekly one seven.
 */
export function createSavedSearchesService(
  db: Kysely<Database>,
  opts: { now?: () => Date; dayMs?: number; signer?: Signer } = {},
) {
  const now = opts.now ?? (() => new Date());
  const dayMs = opts.dayMs ?? DAY_MS;
  const repo = createSavedSearchesRepository(db);
  const periodMs = (frequency: JobAlertFrequency) => (frequency === 'daily' ? 1 : 7) * dayMs;
  const after = (iso: string, frequency: JobAlertFrequency) =>
    new Date(Date.parse(iso) + periodMs(frequency)).toISOString();

  function signer(): Signer {
    if (!opts.signer) throw new Error('the saved-searches service needs a signer for unsubscribe links');
    return opts.signer;
  }

  /** The columns every new alert has: its schedule from `confirmedAt` (null: not yet). */
  function schedule(at: string, confirmedAt: string | null, frequency: JobAlertFrequency, enabled: boolean) {
    return {
      confirmed_at: confirmedAt,
      covered_until: at,
      next_digest_at: confirmedAt && enabled ? after(confirmedAt, frequency) : null,
      created_at: at,
      updated_at: at,
    };
  }

  async function ownRow(tenantId: string, candidateId: string, id: string): Promise<SavedSearchRow> {
    const row = await repo.getForCandidate(tenantId, candidateId, id);
    // Another candidate's alert is answered like one that does not exist.
    if (!row) throw new AppError('NOT_FOUND', 'No such job alert.');
    return row;
  }

  /** The alert a mailed unsubscribe link names, when the link is signed by this site for it; else null. */
  async function byUnsubscribeToken(tenantId: string, token: string): Promise<SavedSearchRow | null> {
    const payload = (await signer().verify(UNSUBSCRIBE_PURPOSE, token)) as {
      a?: unknown;
      t?: unknown;
    } | null;
    if (!payload || typeof payload.a !== 'string' || payload.t !== tenantId) return null;
    const row = await repo.getById(payload.a);
    return row && row.tenant_id === tenantId ? row : null;
  }

  return {
    periodMs,

    /** The token of an alert's unsubscribe links: signed, so nobody can make one for another's alert. */
    unsubscribeToken: (row: Pick<SavedSearchRow, 'id' | 'tenant_id'>) =>
      signer().sign(UNSUBSCRIBE_PURPOSE, { a: row.id, t: row.tenant_id }),

    /** A saved search as the onboarding stores it (its own checks: docs/decisions/027). */
    async create(tenantId: string, candidateId: string, input: NewSavedSearch): Promise<SavedSearch> {
      const query = input.query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
      const location = input.location.trim().slice(0, SEARCH_LOCATION_MAX_LENGTH);
      const filters = Object.fromEntries(
        Object.entries(input.filters).filter(([, values]) => values.length > 0),
      );
      if (!query && !location && Object.keys(filters).length === 0)
        throw new AppError('UNPROCESSABLE', 'A saved search needs a title, a place or a filter.');
      const at = now().toISOString();
      const row: SavedSearchRow = {
        id: randomUUID(),
        tenant_id: tenantId,
        candidate_id: candidateId,
        email: null,
        language: 'en',
        name: (input.name ?? searchSummary({ query, location, filters })).slice(0, JOB_ALERT_NAME_MAX_LENGTH),
        query,
        location,
        filters_json: JSON.stringify(filters),
        alerts_enabled: input.alertsEnabled ? 1 : 0,
        frequency: input.frequency,
        confirm_token_hash: null,
        confirm_expires_at: null,
        last_sent_at: null,
        ...schedule(at, at, input.frequency, input.alertsEnabled),
      };
      await repo.insert(row);
      return fromRow(row);
    },

    /** Newest first. */
    async list(tenantId: string, candidateId: string): Promise<SavedSearch[]> {
      return (await repo.listForCandidate(tenantId, candidateId)).map(fromRow);
    },

    /** The candidate's alerts as the settings list them, newest first. */
    async listAlerts(tenantId: string, candidateId: string): Promise<JobAlert[]> {
      return (await repo.listForCandidate(tenantId, candidateId)).map(toJobAlert);
    },

    /**
     * Saves the search page's current search as the candidate's alert (on, at the chosen frequency). Refused:
     * a search that names nothing or no known place, one the candidate saved already (409), more than
     * JOB_ALERTS_PER_CANDIDATE.
     */
    async createAlert(
      tenant: Pick<Tenant, 'id' | 'config'>,
      candidateId: string,
      input: SearchParts & { name?: string | undefined; frequency: JobAlertFrequency },
    ): Promise<JobAlert> {
      const search = normalizeSearch(tenant, input);
      checkAlertable(search);
      const existing = await repo.listForCandidate(tenant.id, candidateId);
      if (existing.some((r) => normalizeSearch(tenant, partsOf(r)).key === search.key))
        throw new AppError('CONFLICT', JOB_ALERT_MESSAGES.duplicate);
      if (existing.length >= JOB_ALERTS_PER_CANDIDATE)
        throw new AppError('UNPROCESSABLE', JOB_ALERT_MESSAGES.tooMany);
      const at = now().toISOString();
      const row: SavedSearchRow = {
        id: randomUUID(),
        tenant_id: tenant.id,
        candidate_id: candidateId,
        email: null,
        language: 'en',
        name: input.name ?? searchSummary(search),
        query: search.query,
        location: search.location,
        filters_json: JSON.stringify(search.filters),
        alerts_enabled: 1,
        frequency: input.frequency,
        confirm_token_hash: null,
        confirm_expires_at: null,
        last_sent_at: null,
        ...schedule(at, at, input.frequency, true),
      };
      await repo.insert(row);
      return toJobAlert(row);
    },

    /**
     * Renames, pauses or resumes, or changes the frequency of the candidate's own alert. Resuming starts from
     * now: jobs posted while it was paused are not mailed. A new frequency applies from the last digest.
     */
    async updateAlert(
      tenantId: string,
      candidateId: string,
      id: string,
      patch: UpdateJobAlertRequest,
    ): Promise<JobAlert> {
      if (patch.name === undefined && patch.frequency === undefined && patch.alertsEnabled === undefined)
        throw new AppError('VALIDATION_FAILED', JOB_ALERT_MESSAGES.nothingToChange);
      const row = await ownRow(tenantId, candidateId, id);
      const at = now().toISOString();
      const set: Updateable<SavedSearchTable> = { updated_at: at };
      if (patch.name !== undefined) set.name = patch.name;
      const frequency = patch.frequency ?? frequencyOf(row.frequency);
      if (patch.frequency !== undefined) set.frequency = patch.frequency;
      const enabled = patch.alertsEnabled ?? row.alerts_enabled === 1;
      if (patch.alertsEnabled === true && row.alerts_enabled !== 1) {
        set.alerts_enabled = 1;
        set.covered_until = at;
        set.next_digest_at = after(at, frequency);
      } else if (patch.alertsEnabled === false) {
        set.alerts_enabled = 0;
      } else if (patch.frequency !== undefined && enabled) {
        set.next_digest_at = after(row.last_sent_at ?? row.covered_until, frequency);
      }
      await repo.updateForCandidate(tenantId, candidateId, id, set);
      return toJobAlert({ ...row, ...set } as SavedSearchRow);
    },

    async deleteAlert(tenantId: string, candidateId: string, id: string): Promise<void> {
      if (!(await repo.deleteForCandidate(tenantId, candidateId, id)))
        throw new AppError('NOT_FOUND', 'No such job alert.');
    },

    /**
     * `savedSearchMetadata` of a search answer: whether the signed-in candidate saved this search and its id.
     * Null when signed out or where job alerts are not offered.
     */
    async metadata(
      tenant: Pick<Tenant, 'id' | 'config'>,
      candidateId: string | null,
      parts: SearchParts,
    ): Promise<SavedSearchMetadata> {
      if (!candidateId || !jobAlertsOffered(tenant.config)) return null;
      const rows = await repo.listForCandidate(tenant.id, candidateId);
      if (rows.length === 0) return { isSaved: false, savedSearchId: null };
      const key = normalizeSearch(tenant, parts).key;
      const found = rows.find((r) => normalizeSearch(tenant, partsOf(r)).key === key);
      return { isSaved: found !== undefined, savedSearchId: found?.id ?? null };
    },

    /**
     * A visitor's subscription by address: stored unconfirmed with a confirmation token (as SHA-256, valid
     * JOB_ALERT_CONFIRM_HOURS); nothing is mailed from it until the link is used.
     */
    async subscribeVisitor(
      tenant: Pick<Tenant, 'id' | 'config'>,
      input: SearchParts & { email: string; language: string; frequency: JobAlertFrequency },
    ): Promise<PendingSubscription> {
      const search = normalizeSearch(tenant, input);
      checkAlertable(search);
      const email = input.email.trim().toLowerCase();
      const language: Locale = isLocale(input.language) ? input.language : 'en';
      const at = now();
      await repo.deleteExpiredUnconfirmed(at.toISOString());
      const pending = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenant_id', '=', tenant.id)
        .where('email', '=', email)
        .where('confirmed_at', 'is', null)
        .executeTakeFirstOrThrow();
      const token = Number(pending.n) < MAX_UNCONFIRMED_PER_ADDRESS ? randomToken(32) : null;
      const iso = at.toISOString();
      const row: SavedSearchRow = {
        id: randomUUID(),
        tenant_id: tenant.id,
        candidate_id: null,
        email,
        language,
        name: searchSummary(search),
        query: search.query,
        location: search.location,
        filters_json: JSON.stringify(search.filters),
        alerts_enabled: 1,
        frequency: input.frequency,
        confirm_token_hash: token ? sha256(token) : null,
        confirm_expires_at: new Date(at.getTime() + JOB_ALERT_CONFIRM_HOURS * 3_600_000).toISOString(),
        last_sent_at: null,
        ...schedule(iso, null, input.frequency, true),
      };
      // Over the limit nothing is stored either: the address's owner never asked for this one.
      if (token) await repo.insert(row);
      return { alert: toJobAlert(row), email, language, token };
    },

    /**
     * The confirmation link of a visitor's subscription: starts the alert (the jobs posted from now on). Using
     * the link again answers the same; an unknown or expired token is refused and changes nothing.
     */
    async confirm(tenantId: string, token: string): Promise<{ name: string }> {
      const row = await repo.getByConfirmHash(tenantId, sha256(token));
      const at = now().toISOString();
      if (!row)
        throw new AppError('BAD_REQUEST', JOB_ALERT_MESSAGES.link, {
          fields: { token: JOB_ALERT_MESSAGES.link },
        });
      if (row.confirmed_at) return { name: toJobAlert(row).name };
      if (!row.confirm_expires_at || row.confirm_expires_at <= at)
        throw new AppError('BAD_REQUEST', JOB_ALERT_MESSAGES.link, {
          fields: { token: JOB_ALERT_MESSAGES.link },
        });
      const frequency = frequencyOf(row.frequency);
      await repo.update(row.id, {
        confirmed_at: at,
        covered_until: at,
        next_digest_at: after(at, frequency),
        updated_at: at,
      });
      return { name: toJobAlert(row).name };
    },

    /**
     * A mailed unsubscribe link (no sign-in): a candidate's alert is paused (it stays in their settings, and
     * can be resumed there); a visitor's subscription is deleted with its address. A token whose secret is not
     * the alert's is refused and changes nothing.
     */
    async unsubscribe(tenantId: string, token: string): Promise<{ name: string; paused: boolean }> {
      const row = await byUnsubscribeToken(tenantId, token);
      if (!row)
        throw new AppError('BAD_REQUEST', JOB_ALERT_MESSAGES.link, {
          fields: { token: JOB_ALERT_MESSAGES.link },
        });
      if (row.candidate_id) await repo.update(row.id, { alerts_enabled: 0, updated_at: now().toISOString() });
      else await repo.delete(row.id);
      return { name: toJobAlert(row).name, paused: row.candidate_id !== null };
    },

    /** Alerts due at `at` (the digests' tick). */
    due: (at: Date, limit: number) => repo.due(at.toISOString(), limit),

    /** One alert as stored (the digest job reads it again when it runs). */
    byId: (id: string) => repo.getById(id),

    /** After a digest period: the jobs up to `coveredUntil` are dealt with; the next digest is a period later. */
    async advance(row: SavedSearchRow, coveredUntil: string): Promise<void> {
      await repo.update(row.id, {
        covered_until: coveredUntil,
        next_digest_at: after(coveredUntil, frequencyOf(row.frequency)),
      });
    },

    async markSent(id: string, at: string): Promise<void> {
      await repo.update(id, { last_sent_at: at });
    },

    /** Unconfirmed subscriptions whose link expired are deleted with their address. */
    removeExpiredUnconfirmed: () => repo.deleteExpiredUnconfirmed(now().toISOString()),
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;

export function partsOf(row: Pick<SavedSearchRow, 'query' | 'location' | 'filters_json'>): SearchParts {
  return {
    query: row.query,
    location: row.location,
    filters: JSON.parse(row.filters_json) as Record<string, string[]>,
  };
}
