import { useCallback, useEffect, useState } from 'react';

export const MAP_STORAGE_PREFIX = 'portico-map:';
export const mapStorageKey = (domain: string) => `${MAP_STORAGE_PREFIX}${domain}`;

function read(domain: string): boolean {
  try {
    return globalThis.localStorage?.getItem(mapStorageKey(domain)) === 'shown';
  } catch {
    return false; // storage blocked (privacy settings): the map starts hidden
  }
}

function write(domain: string, shown: boolean): void {
  try {
    globalThis.localStorage?.setItem(mapStorageKey(domain), shown ? 'shown' : 'hidden');
  } catch {
    // Not remembered; the choice still holds for this page.
  }
}

/**
 * Spec 2 §4 "Map: shown or hidden", remembered per site (domain) in local storage like the theme. Hidden
 * in the server render and the first browser render (no storage there, and the two must match); the
 * remembered choice applies right after hydration.
 */
export function useMapPreference(domain: string, enabled: boolean): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (enabled) setShown(read(domain));
  }, [domain, enabled]);
  const toggle = useCallback(() => {
    write(domain, !shown);
    setShown(!shown);
  }, [domain, shown]);
  return [enabled && shown, toggle];
}
