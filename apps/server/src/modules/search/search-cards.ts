import type { SearchPosition } from '@portico/contracts';
import { htmlToText, positionIdOfKey } from '../../search/documents.js';
import type { ScannedDoc } from '../../search/facets.js';
import type { PositionsService } from '../positions/positions.service.js';
import { distanceOf, type Plan } from './search-plan.js';

const SNIPPET_LENGTH = 220;

/** The description's first words as plain text, cut at a word (at most SNIPPET_LENGTH characters and "…"). */
export function snippet(html: string): string {
  const text = htmlToText(html);
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.slice(0, SNIPPET_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SNIPPET_LENGTH - 40))}…`;
}

/**
 * The result cards of a page, in its order, from the positions themselves (one read): the index carries
 * only what filters and facets need. A position gone since the index was read is left out.
 */
export async function searchCards(
  positions: Pick<PositionsService, 'findManyByIds'>,
  tenantId: string,
  p: Pick<Plan, 'geo'>,
  page: readonly ScannedDoc[],
): Promise<SearchPosition[]> {
  const found = await positions.findManyByIds(
    tenantId,
    page.map((d) => positionIdOfKey(d.key)),
  );
  const byId = new Map(found.map((x) => [x.id, x]));
  const out: SearchPosition[] = [];
  for (const d of page) {
    const pos = byId.get(positionIdOfKey(d.key));
    if (!pos) continue;
    const km = distanceOf(p, d);
    out.push({
      id: pos.id,
      title: pos.title,
      department: pos.department,
      jobType: pos.jobType,
      seniority: pos.seniority,
      locations: pos.locations,
      isRemote: pos.isRemote,
      postedAt: pos.postedAt,
      validThrough: pos.validThrough,
      salary: pos.salary,
      snippet: snippet(pos.description),
      distanceKm: km === null ? null : Math.round(km * 10) / 10,
      archived_at: pos.archivedAt,
    });
  }
  return out;
}
