import { describe, expect, it } from 'vitest';
import { JOB_SLUG_MAX_LENGTH, jobPath, jobSlug, privateJobPath } from './job-path.js';

describe('jobSlug', () => {
  it('lowercases and turns every run of other characters into one dash, none at the ends', () => {
    expect(jobSlug('Senior Software Engineer (Backend) – Payments & Billing!')).toBe(
      'senior-software-engineer-backend-payments-billing',
    );
    expect(jobSlug('  --C++ / C# Developer--  ')).toBe('c-c-developer');
    expect(jobSlug('Data_Analyst.v2')).toBe('data-analyst-v2');
  });

  it('drops accents from Latin letters but keeps other scripts', () => {
    expect(jobSlug('Développeur Énergie Ølstrøm')).toBe('developpeur-energie-ølstrøm');
    expect(jobSlug('ソフトウェア エンジニア')).toBe('ソフトウェア-エンジニア');
    expect(jobSlug('मुख्य अभियंता')).toBe('मुख्य-अभियंता');
    expect(jobSlug('ﬁnance ２０２６')).toBe('finance-2026');
  });

  it('keeps at most the maximum length, cut back to a whole word', () => {
    const title = 'Principal Staff Engineer for Distributed Systems and Infrastructure Reliability Platform';
    const slug = jobSlug(title);
    expect(slug.length).toBeLessThanOrEqual(JOB_SLUG_MAX_LENGTH);
    expect(slug).toBe('principal-staff-engineer-for-distributed-systems-and');
    expect(slug.endsWith('-')).toBe(false);
    // One long word is cut where it must be.
    expect(jobSlug('x'.repeat(80))).toBe('x'.repeat(JOB_SLUG_MAX_LENGTH));
    // A cut that falls exactly on a dash keeps the whole previous word.
    expect(jobSlug(`${'a'.repeat(JOB_SLUG_MAX_LENGTH)} tail`)).toBe('a'.repeat(JOB_SLUG_MAX_LENGTH));
  });

  it('is empty for a title without letters or digits', () => {
    expect(jobSlug('!!! ---')).toBe('');
  });
});

describe('jobPath / privateJobPath', () => {
  it('puts the id first, then the percent-encoded slug', () => {
    expect(jobPath({ id: 42, title: 'Head Nurse (Nights)' })).toBe('/careers/job/42-head-nurse-nights');
    expect(jobPath({ id: 7, title: 'エンジニア' })).toBe(
      `/careers/job/7-${encodeURIComponent('エンジニア')}`,
    );
    expect(jobPath({ id: 9, title: '???' })).toBe('/careers/job/9');
  });

  it('gives private positions their own address', () => {
    expect(privateJobPath(5)).toBe('/careers/job/private?pid=5');
    expect(privateJobPath(5, 'aB-9_x')).toBe('/careers/job/private?pid=5&private=aB-9_x');
  });
});
