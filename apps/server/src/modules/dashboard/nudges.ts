import {
  NUDGE_KINDS,
  NUDGE_MAX,
  NUDGE_MAX_NEW_JOBS,
  NUDGE_MAX_PROFILE_STEPS,
  NUDGE_URGENT_DAYS,
  type Nudge,
} from '@portico/contracts';

const DAY_MS = 86_400_000;

/** Kinds by how much is lost by waiting, most first (NUDGE_KINDS is written in this order). */
const KIND_ORDER = new Map(NUDGE_KINDS.map((kind, i) => [kind, i]));

/** A deadline this close or past: the nudge goes before every other. */
function urgent(nudge: Nudge, now: Date): boolean {
  return nudge.due_at !== null && Date.parse(nudge.due_at) - now.getTime() <= NUDGE_URGENT_DAYS * DAY_MS;
}

/**
 * The dashboard's next steps in the order the candidate should take them (docs/decisions/054):
 *
 * 1. Anything whose deadline is within NUDGE_URGENT_DAYS (an offer expiring, a form due, a drafted job
 *    closing), soonest deadline first, whatever its kind: missing it cannot be undone.
 * 2. Then by kind, by what waiting costs: signing an offer (the company waits, and it expires), answering a
 *    form the company asked for, finishing a draft (the job may close), a newly posted job that matches (it
 *    fills), completing the profile (no deadline at all).
 * 3. Within a kind: the earlier deadline first (none last), then the newest (`at`), then the biggest gain.
 *
 * At most NUDGE_MAX_NEW_JOBS new jobs and NUDGE_MAX_PROFILE_STEPS profile steps, NUDGE_MAX in all: a list
 * of everything is a list of nothing.
 */
export function rankNudges(nudges: readonly Nudge[], now: Date): Nudge[] {
  const due = (n: Nudge) => (n.due_at === null ? Number.POSITIVE_INFINITY : Date.parse(n.due_at));
  const sorted = [...nudges].sort((a, b) => {
    const ua = urgent(a, now);
    const ub = urgent(b, now);
    if (ua !== ub) return ua ? -1 : 1;
    if (ua && ub && due(a) !== due(b)) return due(a) - due(b);
    const kind = (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0);
    if (kind !== 0) return kind;
    if (due(a) !== due(b)) return due(a) < due(b) ? -1 : 1;
    const at = (b.at ?? '').localeCompare(a.at ?? '');
    if (at !== 0) return at;
    return (b.adds ?? 0) - (a.adds ?? 0);
  });
  const taken = new Map<Nudge['kind'], number>();
  const limit: Partial<Record<Nudge['kind'], number>> = {
    new_job: NUDGE_MAX_NEW_JOBS,
    complete_profile: NUDGE_MAX_PROFILE_STEPS,
  };
  const out: Nudge[] = [];
  for (const nudge of sorted) {
    const n = taken.get(nudge.kind) ?? 0;
    if (n >= (limit[nudge.kind] ?? Number.POSITIVE_INFINITY)) continue;
    taken.set(nudge.kind, n + 1);
    out.push(nudge);
    if (out.length === NUDGE_MAX) break;
  }
  return out;
}
