import { describe, expect, it } from 'vitest';
import { applicationsQueryOf } from './applications-screen.js';
import { importFormatOf } from './import-screen.js';
import { actionsFor } from './job-actions.js';
import { jobsQueryOf } from './jobs-list-screen.js';

describe('the workspace’s addresses and choices', () => {
  it('reads the lists’ filters from the address, and falls back to the defaults for anything malformed', () => {
    expect(jobsQueryOf(new URLSearchParams('q=pilot&status=draft&sort=title&page=2'))).toEqual({
      q: 'pilot',
      status: 'draft',
      sort: 'title',
      page: 2,
    });
    expect(jobsQueryOf(new URLSearchParams('status=lost&page=-1'))).toEqual({
      q: '',
      sort: 'updated',
      page: 1,
    });
    expect(applicationsQueryOf(new URLSearchParams('position_id=7&stage=Interview&view=board'))).toEqual({
      position_id: 7,
      stage: 'Interview',
      q: '',
      sort: 'newest',
      page: 1,
    });
    // Any short stage name is read; the server checks it against the tenant's pipeline.
    expect(applicationsQueryOf(new URLSearchParams(`stage=${'x'.repeat(41)}`))).toEqual({
      q: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('offers the next steps a job’s status allows', () => {
    expect(actionsFor('draft')).toEqual(['publish', 'duplicate', 'archive']);
    expect(actionsFor('published')).toEqual(['duplicate', 'archive']);
    expect(actionsFor('archived')).toEqual(['publish', 'duplicate']);
  });

  it('tells a JSON feed from a CSV file by name, else by its first character', () => {
    expect(importFormatOf('jobs.JSON', 'external_id,title')).toBe('json');
    expect(importFormatOf('jobs.csv', '[{}]')).toBe('csv');
    expect(importFormatOf('export', '\uFEFF  [{"@type":"JobPosting"}]')).toBe('json');
    expect(importFormatOf('export.txt', 'external_id,title')).toBe('csv');
    expect(importFormatOf('photo.png', 'PNG')).toBeNull();
  });
});
