import { createHash, randomUUID } from 'node:crypto';
import { API } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { ProfileService } from '../profile/profile.service.js';
import { normaliseAvatar } from './avatar-image.js';
import { createAvatarsRepository } from './avatars.repository.js';

const AVATAR_PATH = /^\/api\/pcsx\/avatars\/([0-9a-f-]{36})$/;

/** The id of a stored photo named by a profile's avatarUrl; null for an outside address or none. */
export function storedAvatarId(avatarUrl: string | null): string | null {
  return avatarUrl ? (AVATAR_PATH.exec(avatarUrl)?.[1] ?? null) : null;
}

/**
 * Candidates' photos (docs/decisions/026). A photo is stored, then the profile points at it through
 * `profile_edit`; the stored photos a candidate keeps are at most the one the profile names and the newest
 * upload (which the profile is about to name), so a failed edit leaves one spare file, never a growing pile.
 */
export function createAvatarsService(
  db: Kysely<Database>,
  deps: { now: () => Date; profiles: ProfileService },
) {
  const repo = createAvatarsRepository(db);

  /** Removes every stored photo the profile does not name, except `alsoKeep`. */
  async function prune(
    tenantId: string,
    candidateId: string,
    alsoKeep: string | null = null,
  ): Promise<number> {
    const current = storedAvatarId((await deps.profiles.get(tenantId, candidateId)).avatarUrl);
    const keep = [current, alsoKeep].filter((id): id is string => id !== null);
    return repo.deleteAllBut(tenantId, candidateId, keep);
  }

  return {
    /** Checks, re-encodes and stores a photo; answers its path. Nothing is stored on a refusal. */
    async upload(tenantId: string, candidateId: string, bytes: Uint8Array) {
      const image = await normaliseAvatar(bytes);
      const id = randomUUID();
      await repo.insert({
        id,
        tenant_id: tenantId,
        candidate_id: candidateId,
        mime: image.mime,
        width: image.width,
        height: image.height,
        size: image.content.byteLength,
        sha256: createHash('sha256').update(image.content).digest('hex'),
        content: image.content,
        created_at: deps.now().toISOString(),
      });
      await prune(tenantId, candidateId, id);
      return { avatarUrl: API.avatarFile(id), width: image.width, height: image.height };
    },

    /** The candidate's own stored photo; NOT_FOUND for anyone else's or an unknown id. */
    async file(tenantId: string, candidateId: string, id: string) {
      const row = await repo.findOwned(tenantId, candidateId, id);
      if (!row) throw new AppError('NOT_FOUND', 'This photo does not exist.');
      return row;
    },

    /** After the profile's avatar changed: the photos it no longer names are deleted. */
    prune,

    /** Every stored photo of the candidate, newest first ("Download my data"). */
    async listForCandidate(tenantId: string, candidateId: string) {
      return repo.listForCandidate(tenantId, candidateId);
    },
  };
}
export type AvatarsService = ReturnType<typeof createAvatarsService>;
