import type { Nudge } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { rankNudges } from './nudges.js';

const NOW = new Date('2026-05-11T09:00:00.000Z');
const inDays = (d: number) => new Date(NOW.getTime() + d * 86_400_000).toISOString();
const nudge = (id: string, kind: Nudge['kind'], o: Partial<Nudge> = {}): Nudge => ({
  id,
  kind,
  title: id,
  href: `/${id}`,
  due_at: null,
  step: null,
  adds: null,
  at: null,
  ...o,
});

describe('rankNudges', () => {
  it('puts deadlines within three days first (soonest first, overdue included), then kinds in order', () => {
    const ranked = rankNudges(
      [
        nudge('profile', 'complete_profile', { adds: 20 }),
        nudge('job', 'new_job', { at: inDays(-1) }),
        nudge('draft-later', 'finish_draft', { due_at: inDays(30) }),
        nudge('form-overdue', 'answer_form', { due_at: inDays(-1) }),
        nudge('offer-later', 'sign_offer', { due_at: inDays(14) }),
        nudge('draft-soon', 'finish_draft', { due_at: inDays(1) }),
        nudge('form-none', 'answer_form'),
        nudge('form-later', 'answer_form', { due_at: inDays(9) }),
      ],
      NOW,
    );
    expect(ranked.map((n) => n.id)).toEqual(
      ['form-overdue', 'draft-soon', 'offer-later', 'form-later', 'form-none', 'draft-later', 'job']
        .concat(['profile'])
        .slice(0, 8),
    );
  });

  it('keeps at most 3 new jobs (newest first), 2 profile steps (biggest gain first) and 8 in all', () => {
    const jobs = [1, 2, 3, 4, 5].map((d) => nudge(`job-${d}`, 'new_job', { at: inDays(-d) }));
    const profile = [5, 20, 10].map((adds) => nudge(`profile-${adds}`, 'complete_profile', { adds }));
    const drafts = [1, 2, 3, 4].map((d) => nudge(`draft-${d}`, 'finish_draft', { due_at: inDays(10 + d) }));
    const ranked = rankNudges([...profile, ...jobs, ...drafts], NOW);
    expect(ranked.map((n) => n.id)).toEqual([
      'draft-1',
      'draft-2',
      'draft-3',
      'draft-4',
      'job-1',
      'job-2',
      'job-3',
      'profile-20',
    ]);
    expect(rankNudges(profile, NOW).map((n) => n.id)).toEqual(['profile-20', 'profile-10']);
  });
});
