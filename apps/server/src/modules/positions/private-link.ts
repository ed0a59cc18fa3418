import type { PositionRow } from '../../db/types.js';
import { randomToken, safeEqual } from '../../lib/crypto.js';

/**
 * Private positions are read by their link only (docs/decisions/034): the link carries `private=<token>`, 128
 * random bits made when the position becomes private, so the ids (sequential) lead nowhere without it.
 */
export function newPrivateToken(): string {
  return randomToken(16);
}

/**
 * Whether a reader holding `token` (or none) may read the position: every public one; a private one only with
 * its own token. Everyone else gets the answer of an unknown id.
 */
export function canRead(
  row: Pick<PositionRow, 'is_private' | 'private_token' | 'published_at'>,
  token: string | null | undefined,
) {
  // A draft is the staff's until it is published: for everyone else it does not exist.
  if (row.published_at === null) return false;
  if (row.is_private !== 1) return true;
  if (!token || !row.private_token) return false;
  return safeEqual(token, row.private_token);
}
