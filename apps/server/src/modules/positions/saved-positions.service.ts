import { isPositionOpen, type SavedPosition } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { createPositionsRepository, isPositionId, toPosition } from './positions.repository.js';
import { canRead } from './private-link.js';
import { createSavedPositionsRepository } from './saved-positions.repository.js';

/**
 * Saving positions (spec 2 §4 "saving or unsaving flips isSaved"). A position is saved as it is read: any public one
 * (archived ones included), a private one with its link token (private-link.ts), and the saved list gives that
 * link back to the one who saved it. Both operations are idempotent, so a double click or a retried request lands
 * in the same state.
 */
export function createSavedPositionsService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const repo = createSavedPositionsRepository(db);
  const positions = createPositionsRepository(db);

  return {
    /** 404 when the tenant has no such position (another tenant's id included) or it is private and the token wrong. */
    async save(
      tenantId: string,
      candidateId: string,
      positionId: number,
      privateToken: string | null = null,
    ): Promise<void> {
      const row = isPositionId(positionId) ? await positions.findById(tenantId, positionId) : undefined;
      if (!row || !canRead(row, privateToken))
        throw new AppError('NOT_FOUND', 'This position does not exist.');
      await repo.insert({ tenantId, candidateId, positionId, at: now().toISOString() });
    },

    /** Removes the candidate's own row only; unsaving what is not saved is not an error. */
    async unsave(tenantId: string, candidateId: string, positionId: number): Promise<void> {
      if (isPositionId(positionId)) await repo.delete(tenantId, candidateId, positionId);
    },

    isSaved(tenantId: string, candidateId: string, positionId: number): Promise<boolean> {
      return isPositionId(positionId)
        ? repo.exists(tenantId, candidateId, positionId)
        : Promise.resolve(false);
    },

    /**
     * The candidate's saved positions for the saved-jobs page (spec 1 §7), most recently saved first; archived
     * and expired ones stay in the list, marked closed, so the candidate can see and remove them.
     */
    async list(tenantId: string, candidateId: string): Promise<SavedPosition[]> {
      const saved = await repo.list(tenantId, candidateId);
      if (saved.length === 0) return [];
      const rows = await positions.findManyByIds(
        tenantId,
        saved.map((s) => s.positionId),
      );
      const byId = new Map(
        rows.map((row) => [Number(row.id), { ...toPosition(row), token: row.private_token }]),
      );
      const at = now();
      return saved.flatMap(({ positionId, savedAt }) => {
        const p = byId.get(positionId);
        if (!p) return [];
        return [
          {
            id: p.id,
            title: p.title,
            department: p.department,
            jobType: p.jobType,
            locations: p.locations,
            isRemote: p.isRemote,
            postedAt: p.postedAt,
            validThrough: p.validThrough,
            isPrivate: p.isPrivate,
            privateToken: p.isPrivate ? p.token : null,
            archived_at: p.archivedAt,
            savedAt,
            isOpen: isPositionOpen(p, at),
          },
        ];
      });
    },

    /** The candidate's saved position ids, most recently saved first. */
    positionIds(tenantId: string, candidateId: string): Promise<number[]> {
      return repo.positionIds(tenantId, candidateId);
    },
  };
}

export type SavedPositionsService = ReturnType<typeof createSavedPositionsService>;
