import {
  type CandidateProfile,
  EMPTY_JOB_PREFERENCES,
  PROFILE_LIST_SECTIONS,
  type ProfileEditRequest,
  type ProfileListSection,
  profileEditRequestSchema,
  profileSectionValueSchemas,
} from '@portico/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { zodFields } from '../../lib/zod-fields.js';

const LIST_FIELD = {
  work_experience: 'experience',
  education: 'education',
  skills: 'skills',
  links: 'links',
} as const satisfies Record<ProfileListSection, keyof CandidateProfile>;

const isList = (section: string): section is ProfileListSection =>
  (PROFILE_LIST_SECTIONS as readonly string[]).includes(section);

function unprocessable(message: string, fields: Record<string, string>): AppError {
  return new AppError('UNPROCESSABLE', message, { fields });
}

/** Reads a `profile_edit` body; anything malformed is a 422 (spec 2 §5) with the field paths. */
export function parseProfileEdit(body: unknown): ProfileEditRequest {
  const parsed = profileEditRequestSchema.safeParse(body ?? {});
  if (!parsed.success)
    throw new AppError('UNPROCESSABLE', 'Invalid request received. Please try again', {
      fields: zodFields(parsed.error, 'op_data'),
      cause: parsed.error,
    });
  return parsed.data;
}

function sectionValue<S extends keyof typeof profileSectionValueSchemas>(section: S, value: unknown) {
  const parsed = profileSectionValueSchemas[section].safeParse(value);
  if (!parsed.success)
    throw new AppError('UNPROCESSABLE', 'The value is invalid.', {
      fields: zodFields(parsed.error, 'op_data.value'),
      cause: parsed.error,
    });
  return parsed.data as z.output<(typeof profileSectionValueSchemas)[S]>;
}

/**
 * Applies one `profile_edit` to a profile and answers the new profile (docs/decisions/024); pure, so the
 * service can retry it on a newer version. A bad index or value is a 422 and the profile is untouched.
 */
export function applyProfileEdit(profile: CandidateProfile, edit: ProfileEditRequest): CandidateProfile {
  const { op_section: section, operation } = edit;
  const index = edit.op_data.index ?? null;
  const value = edit.op_data.value;

  if (operation !== 'delete' && value === undefined)
    throw unprocessable('A value is needed.', { 'op_data.value': 'A value is needed.' });

  if (!isList(section)) {
    if (index !== null)
      throw unprocessable('This section takes no index.', {
        'op_data.index': 'This section takes no index.',
      });
    const clear = operation === 'delete';
    switch (section) {
      case 'headline':
        return { ...profile, headline: clear ? '' : sectionValue('headline', value) };
      case 'contact':
        return { ...profile, phone: clear ? '' : sectionValue('contact', value).phone };
      case 'location':
        return { ...profile, location: clear ? null : sectionValue('location', value) };
      case 'job_preferences':
        return {
          ...profile,
          jobPreferences: clear ? EMPTY_JOB_PREFERENCES : sectionValue('job_preferences', value),
        };
      case 'avatar':
        return { ...profile, avatarUrl: clear ? null : sectionValue('avatar', value) };
      case 'years_of_experience':
        return {
          ...profile,
          yearsOfExperience: clear ? null : sectionValue('years_of_experience', value),
        };
    }
  }

  const field = LIST_FIELD[section];
  const list = profile[field] as readonly unknown[];
  const badIndex = (message: string) => unprocessable(message, { 'op_data.index': message });
  if (operation === 'add') {
    if (index !== null && index > list.length) throw badIndex('The index is out of range.');
  } else {
    if (index === null) throw badIndex(`An index is needed to ${operation} an entry.`);
    if (index >= list.length) throw badIndex('The index is out of range.');
  }
  const next = [...list];
  if (operation === 'delete') {
    next.splice(index as number, 1);
  } else {
    const item = sectionValue(section, value);
    if (section === 'skills') {
      const key = (item as string).toLowerCase();
      const clash = next.some(
        (s, i) => (s as string).toLowerCase() === key && (operation === 'add' || i !== index),
      );
      if (clash) {
        throw unprocessable('This skill is in your profile already.', {
          'op_data.value': 'This skill is in your profile already.',
        });
      }
    }
    if (operation === 'add') next.splice(index ?? next.length, 0, item);
    else next[index as number] = item;
  }
  return { ...profile, [field]: next };
}
