import type { CandidateFormSummary } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import {
  formStatusKey,
  hrefWithTab,
  isOverdue,
  openActionKey,
  searchWithTab,
  tabFromSearch,
} from './forms-center-rules.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');

function form(over: Partial<CandidateFormSummary> = {}): CandidateFormSummary {
  return {
    id: '7d1f0d2e-3c55-4d0b-9f3c-1c1f7d3b0a11',
    title: 'Emergency contact',
    description: '',
    status: 'pending',
    source: 'assigned',
    assigned_at: '2026-11-19T09:00:00.000Z',
    due_at: null,
    submitted_at: null,
    updated_at: '2026-11-19T09:00:00.000Z',
    has_progress: false,
    ...over,
  };
}

describe('forms center rules', () => {
  it('reads the tab from the address, the default tab for anything unknown', () => {
    expect(tabFromSearch('')).toBe('pending');
    expect(tabFromSearch('?tab=completed&domain=a.example')).toBe('completed');
    expect(tabFromSearch('?tab=archived')).toBe('pending');
  });

  it('writes the tab into the address, keeping the other parameters', () => {
    expect(searchWithTab('?domain=a.example', 'completed')).toBe('?domain=a.example&tab=completed');
    expect(searchWithTab('?domain=a.example&tab=completed', 'pending')).toBe('?domain=a.example');
    expect(searchWithTab('?tab=completed', 'pending')).toBe('');
    expect(hrefWithTab('/careers/forms/center?domain=a.example', 'completed')).toBe(
      '/careers/forms/center?domain=a.example&tab=completed',
    );
    expect(hrefWithTab('/careers/forms/center', 'completed')).toBe('/careers/forms/center?tab=completed');
  });

  it('says to do, in progress or completed, and picks the matching button', () => {
    expect(formStatusKey(form())).toBe('status.toDo');
    expect(openActionKey(form())).toBe('list.open');
    expect(formStatusKey(form({ has_progress: true }))).toBe('status.inProgress');
    expect(openActionKey(form({ has_progress: true }))).toBe('list.continue');
    const sent = form({ status: 'submitted', submitted_at: '2026-11-20T10:00:00.000Z' });
    expect(formStatusKey(sent)).toBe('status.completed');
    expect(openActionKey(sent)).toBe('list.view');
  });

  it('calls a pending form overdue once its due date has passed, never a sent one', () => {
    expect(isOverdue(form({ due_at: '2026-11-19T00:00:00.000Z' }), NOW)).toBe(true);
    expect(isOverdue(form({ due_at: '2026-11-27T00:00:00.000Z' }), NOW)).toBe(false);
    expect(isOverdue(form(), NOW)).toBe(false);
    expect(isOverdue(form({ status: 'submitted', due_at: '2026-11-19T00:00:00.000Z' }), NOW)).toBe(false);
  });
});
