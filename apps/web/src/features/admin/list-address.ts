import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';

/** A value that means "no filter": dropped from the address. */
export const ANY = 'any';

/** A list's filters as the address holds them, read with the call's query schema; anything malformed is the default. */
export function queryOf<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : schema.parse({});
}

/**
 * A workspace list whose filters live in the address (a reload or a shared link shows the same list): the search
 * box's words (kept in step when the address changes), the address of a change of filters (a new filter goes back
 * to the first page), and the search form's submit.
 */
export function useListAddress(path: string, href: (path: string) => string, q: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [words, setWords] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    setWords(q);
  }
  const listHref = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === ANY) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    const search = next.toString();
    return href(`${path}${search ? `?${search}` : ''}`);
  };
  const go = (changes: Record<string, string | number | undefined>) => void navigate(listHref(changes));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: words.trim() });
  };
  return { params, words, setWords, listHref, go, submit };
}
