import type { PositionLocation, ProfileJobPreferences } from '@portico/contracts';

/** How a place is written in the search's location box and in the preferences form ("Berlin, Germany"). */
export function placeName(place: Pick<PositionLocation, 'city' | 'country'>): string {
  return `${place.city}, ${place.country}`;
}

/**
 * The search the candidate lands on after onboarding (docs/decisions/027): the first wanted title as the
 * query, the first place as the location, the remote filter when only remote work is wanted, and the wanted
 * job types; `/careers` when nothing was chosen. Filters are repeated parameters, which the search reads
 * whether or not the tenant allows commas in filter values.
 */
export function preferencesSearchPath(preferences: ProfileJobPreferences | null): string {
  const params = new URLSearchParams();
  if (preferences) {
    const [title] = preferences.titles;
    const [place] = preferences.locations;
    if (title) params.set('query', title);
    if (place) params.set('location', placeName(place));
    if (preferences.remote === 'remote') params.append('filter_is_remote', 'true');
    for (const type of preferences.jobTypes) params.append('filter_job_type', type);
  }
  const query = params.toString();
  return query ? `/careers?${query}` : '/careers';
}

/**
 * A list typed into one field as a list: pieces split at `separator` (commas for titles; new lines for places,
 * whose names hold commas), trimmed, empty ones dropped, each once (case-insensitively).
 */
export function splitList(text: string, separator: ',' | '\n' = ','): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const piece of text.split(separator)) {
    const value = piece.trim().replace(/\s+/g, ' ');
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(value);
  }
  return out;
}
