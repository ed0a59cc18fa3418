import type { DraftApplication } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { chooseStart } from './draft-start.js';
import type { LocalDraft } from './draft-store.js';
import { answersKey, draftKey, readLocalDraft, writeLocalDraft } from './draft-store.js';

const draft = (over: Partial<DraftApplication> = {}): DraftApplication => ({
  position_id: 7,
  position: { title: 'Chef', archived_at: null, open: true },
  version: 3,
  step: 2,
  values: { first_name: 'Server' },
  resume_id: 'r-1',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});
const local = (over: Partial<LocalDraft> = {}): LocalDraft => ({
  values: { first_name: 'Local' },
  step: 1,
  resume: null,
  versions: { '7': 3 },
  dirty: true,
  checks: {},
  savedAt: '2026-11-20T10:05:00.000Z',
  ...over,
});
const prefill = { email: 'demo@example.com', first_name: 'Account' };

describe('chooseStart', () => {
  it('a visitor continues from the browser’s copy, over what the site knew', () => {
    const start = chooseStart({ local: local({ dirty: false }), signedIn: false, drafts: null, prefill });
    expect(start).toMatchObject({
      values: { email: 'demo@example.com', first_name: 'Local' },
      step: 1,
      dirty: true,
    });
  });

  it('unsent changes based on the server’s current version are the continuation', () => {
    const start = chooseStart({ local: local(), signedIn: true, drafts: [draft()], prefill });
    expect(start).toMatchObject({ values: { first_name: 'Local' }, dirty: true, replacedByNewer: false });
    expect(start.versions).toEqual({ '7': 3 });
  });

  it('a newer save from elsewhere wins over unsent changes, and the candidate is told', () => {
    const start = chooseStart({
      local: local({ versions: { '7': 2 } }),
      signedIn: true,
      drafts: [draft()],
      prefill,
    });
    expect(start).toMatchObject({
      values: { first_name: 'Server' },
      step: 2,
      dirty: false,
      replacedByNewer: true,
    });
  });

  it('the same answers saved elsewhere are not a conflict', () => {
    const start = chooseStart({
      local: local({ versions: { '7': 2 }, values: { first_name: 'Server' }, step: 2 }),
      signedIn: true,
      drafts: [draft()],
      prefill,
    });
    expect(start.replacedByNewer).toBe(false);
  });

  it('the server’s draft wins over a confirmed copy, and a confirmed copy without a draft is gone', () => {
    expect(
      chooseStart({ local: local({ dirty: false }), signedIn: true, drafts: [draft()], prefill }).values
        .first_name,
    ).toBe('Server');
    const start = chooseStart({ local: local({ dirty: false }), signedIn: true, drafts: [], prefill });
    expect(start).toMatchObject({ origin: 'fresh', values: prefill, step: 0 });
  });

  it('offline (drafts unreadable), the browser’s copy continues on the versions it knew', () => {
    const start = chooseStart({
      local: local({ versions: { '7': 5 } }),
      signedIn: true,
      drafts: null,
      prefill,
    });
    expect(start).toMatchObject({ origin: 'local', versions: { '7': 5 }, dirty: true });
  });
});

describe('answersKey', () => {
  it('ignores key order and empty answers, and nothing else', () => {
    expect(answersKey({ b: 1, a: { y: '', x: [1, { q: null, p: 2 }] } })).toBe(
      answersKey({ a: { x: [1, { p: 2 }] }, b: 1 }),
    );
    expect(answersKey({ a: 'x' })).not.toBe(answersKey({ a: 'y' }));
    expect(answersKey({ a: false })).not.toBe(answersKey({}));
  });
});

describe('the browser’s copy', () => {
  it('is kept per tenant, person and set of jobs, and read back', () => {
    expect(draftKey('acme.example', null, [3, 1])).toBe('portico-apply-draft:acme.example:visitor:1,3');
    expect(draftKey('acme.example', 'c-1', [1])).toBe('portico-apply-draft:acme.example:c-1:1');
    const storage = window.localStorage;
    const key = draftKey('acme.example', null, [1]);
    expect(writeLocalDraft(storage, key, local())).toBe(true);
    expect(readLocalDraft(storage, key)).toEqual(local());
    storage.setItem(key, '{not json');
    expect(readLocalDraft(storage, key)).toBeNull();
    expect(readLocalDraft(undefined, key)).toBeNull();
    storage.removeItem(key);
  });
});
