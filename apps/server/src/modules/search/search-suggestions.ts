import type { Suggestion } from '@portico/contracts';
import { placeLabel, placeLocation, suggestPlaces } from '../../search/gazetteer.js';
import { type createSearchTermsRepository, termKey } from '../../search/search-terms.js';

/** Titles and skills of listed positions: those starting with the text first, then containing a word that does. */
export async function suggestQueries(
  searchTerms: ReturnType<typeof createSearchTermsRepository>,
  tenantId: string,
  text: string,
  limit = 8,
): Promise<Suggestion[]> {
  const key = termKey(text);
  if (!key) return [];
  const rows = await searchTerms.matching(tenantId, key, 200);
  return rows
    .map((r) => ({ r, starts: r.term_key.startsWith(key) ? 0 : 1 }))
    .sort((a, b) => a.starts - b.starts || b.r.docs - a.r.docs || a.r.text.localeCompare(b.r.text))
    .slice(0, limit)
    .map(({ r }) => ({ label: r.text, value: r.text, kind: r.kind === 'skill' ? 'skill' : 'title' }));
}

/** "Remote" when the text starts it, then the world's places (the gazetteer) named by the text before a comma. */
export function suggestLocations(text: string, limit = 8): Suggestion[] {
  const trimmed = text.replace(/[-_]+/g, ' ').trim();
  if (!trimmed) return [];
  const out: Suggestion[] = [];
  if ('remote'.startsWith(trimmed.toLowerCase()))
    out.push({ label: 'Remote', value: 'remote', kind: 'remote' });
  for (const place of suggestPlaces(trimmed.split(',')[0] ?? trimmed, limit)) {
    const label = placeLabel(place);
    out.push({
      label,
      value: label,
      kind: 'place',
      lat: place.lat,
      lng: place.lng,
      place: placeLocation(place),
    });
  }
  return out.slice(0, limit);
}
