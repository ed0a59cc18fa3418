import { randomUUID } from 'node:crypto';
import {
  JOB_ALERT_FREQUENCIES,
  type JobAlertFrequency,
  type SavedSearch,
  SEARCH_LOCATION_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { createSavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository.js';

function fromRow(row: SavedSearchRow): SavedSearch {
  const frequency = (JOB_ALERT_FREQUENCIES as readonly string[]).includes(row.frequency)
    ? (row.frequency as JobAlertFrequency)
    : 'weekly';
  return {
    id: row.id,
    query: row.query,
    location: row.location,
    filters: JSON.parse(row.filters_json) as Record<string, string[]>,
    alertsEnabled: row.alerts_enabled === 1,
    frequency,
    createdAt: row.created_at,
  };
}

export interface NewSavedSearch {
  query: string;
  location: string;
  filters: Record<string, string[]>;
  alertsEnabled: boolean;
  frequency: JobAlertFrequency;
}

/**
 * The candidate's saved searches and their job alerts (docs/decisions/027). Accepts a transaction as `db`, so
 * the onboarding writes one in its own transaction. A search that names nothing (no query, place or filter)
 * would alert on every new job, so it is refused.
 */
export function createSavedSearchesService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const repo = createSavedSearchesRepository(db);
  return {
    async create(tenantId: string, candidateId: string, input: NewSavedSearch): Promise<SavedSearch> {
      const query = input.query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
      const location = input.location.trim().slice(0, SEARCH_LOCATION_MAX_LENGTH);
      const filters = Object.fromEntries(
        Object.entries(input.filters).filter(([, values]) => values.length > 0),
      );
      if (!query && !location && Object.keys(filters).length === 0)
        throw new AppError('UNPROCESSABLE', 'A saved search needs a title, a place or a filter.');
      const row = {
        id: randomUUID(),
        tenant_id: tenantId,
        candidate_id: candidateId,
        query,
        location,
        filters_json: JSON.stringify(filters),
        alerts_enabled: input.alertsEnabled ? 1 : 0,
        frequency: input.frequency,
        created_at: now().toISOString(),
      };
      await repo.insert(row);
      return fromRow(row);
    },

    /** Newest first. */
    async list(tenantId: string, candidateId: string): Promise<SavedSearch[]> {
      return (await repo.listForCandidate(tenantId, candidateId)).map(fromRow);
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
