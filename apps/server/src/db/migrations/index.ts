import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation.js';
import * as m0002 from './0002-search.js';
import * as m0003 from './0003-candidate-positions.js';
import * as m0004 from './0004-candidate-profiles.js';
import * as m0005 from './0005-offers.js';
import * as m0006 from './0006-search-speed.js';
import * as m0007 from './0007-search-versions.js';
import * as m0008 from './0008-search-doc-counts.js';
import * as m0009 from './0009-search-filters-in-text.js';
import * as m0010 from './0010-search-places.js';
import * as m0011 from './0011-applications.js';
import * as m0012 from './0012-candidate-forms.js';
import * as m0013 from './0013-terms-attestations.js';
import * as m0014 from './0014-profile-sections.js';
import * as m0015 from './0015-candidate-avatars.js';
import * as m0016 from './0016-saved-searches.js';
import * as m0017 from './0017-years-of-experience.js';
import * as m0020 from './0020-email-verification.js';
import * as m0021 from './0021-private-position-tokens.js';
import * as m0022 from './0022-staff-roles.js';
import * as m0023 from './0023-position-drafts.js';
import * as m0024 from './0024-position-external-ids.js';
import * as m0025 from './0025-application-notes.js';
import * as m0026 from './0026-interviews.js';
import * as m0029 from './0029-page-view-days.js';
import * as m0030 from './0030-events.js';
import * as m0031 from './0031-pipeline-stages.js';
import * as m0032 from './0032-queue-jobs.js';
import * as m0033 from './0033-notifications.js';
import * as m0034 from './0034-job-alerts.js';
import * as m0035 from './0035-referrals.js';
import * as m0036 from './0036-search-format.js';
import * as m0037 from './0037-search-languages.js';

/**
 * Every migration, by name, in order. A static map instead of a folder scan, so the compiled server in
 * dist/ and the TypeScript sources under Vitest find exactly the same set. Add new files here.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-search': m0002,
  '0003-candidate-positions': m0003,
  '0004-candidate-profiles': m0004,
  '0005-offers': m0005,
  '0006-search-speed': m0006,
  '0007-search-versions': m0007,
  '0008-search-doc-counts': m0008,
  '0009-search-filters-in-text': m0009,
  '0010-search-places': m0010,
  '0011-applications': m0011,
  '0012-candidate-forms': m0012,
  '0013-terms-attestations': m0013,
  '0014-profile-sections': m0014,
  '0016-saved-searches': m0016,
  '0015-candidate-avatars': m0015,
  '0017-years-of-experience': m0017,
  '0020-email-verification': m0020,
  '0021-private-position-tokens': m0021,
  '0022-staff-roles': m0022,
  '0023-position-drafts': m0023,
  '0024-position-external-ids': m0024,
  '0025-application-notes': m0025,
  '0026-interviews': m0026,
  '0029-page-view-days': m0029,
  '0030-events': m0030,
  '0031-pipeline-stages': m0031,
  '0032-queue-jobs': m0032,
  '0033-notifications': m0033,
  '0034-job-alerts': m0034,
  '0035-referrals': m0035,
  '0036-search-format': m0036,
  '0037-search-languages': m0037,
};
