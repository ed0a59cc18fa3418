/*
 * Plain values, no zod: the browser's first load imports these without the schemas (docs/decisions/014).
 *
 * The one rule for "this position takes applications", shared by the job page, the search pane, the
 * JobPosting data and the server (search index, sitemap, places, insights; the server's SQL form of it is
 * apps/server/src/db/position-open.ts). A position is open when it is not archived and its valid-through
 * date, if it has one, is still ahead. Listed (searchable, in the sitemap) is open and not private.
 */

/**
 * When the position was archived. The stored position and the server's rows write `archivedAt`, the API
 * answers of spec 2 (`SearchPosition`, `PositionDetail`) `archived_at`; either is accepted, and one of them
 * must be there (an absent field is not "not archived": that mistake showed every live job as closed).
 */
export type PositionArchiving =
  | { readonly archivedAt: string | null }
  | { readonly archived_at: string | null };

/** What decides whether a position is open. */
export type PositionOpenFields = PositionArchiving & { readonly validThrough: string | null };

/** True when the position has been archived (taken down by the employer), whatever its dates say. */
export function isPositionArchived(position: PositionArchiving): boolean {
  const either = position as { archivedAt?: string | null; archived_at?: string | null };
  return (either.archivedAt ?? null) !== null || (either.archived_at ?? null) !== null;
}

/**
 * True when the position takes applications at `now`: not archived, and no valid-through date or one
 * after `now` (a position is closed from the instant of its valid-through date on). A valid-through date
 * that cannot be read counts as passed, so a bad date never keeps a job open.
 */
export function isPositionOpen(position: PositionOpenFields, now: Date | number): boolean {
  if (isPositionArchived(position)) return false;
  if (position.validThrough === null) return true;
  const at = typeof now === 'number' ? now : now.getTime();
  return Date.parse(position.validThrough) > at;
}
