import type { ProfileEditRequest } from '@portico/contracts';
import { useToast } from '@portico/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileEdit } from '../../lib/api/endpoints/profile-edit.js';
import { editErrorKey } from './edit-error.js';

/** The page's sections; one is edited at a time. */
export type SectionId =
  | 'contact'
  | 'avatar'
  | 'experience'
  | 'education'
  | 'skills'
  | 'links'
  | 'preferences'
  | 'resumes';

/** What is open for editing: a whole section (index null), an entry of a list, or a new entry ('new'). */
export type Editing = { readonly section: SectionId; readonly index: number | 'new' | null } | null;

export const headingId = (section: SectionId) => `profile-${section}-heading`;

export interface ProfileActions {
  readonly editing: Editing;
  /** Opens a section or entry for editing (only while nothing else is open). */
  open(section: SectionId, index?: number | 'new' | null): void;
  /** Closes the open editor; the focus goes to its section's heading. */
  close(): void;
  /**
   * Sends `profile_edit` calls one after another; each answer replaces the cached profile. On a failure
   * the candidate is told (422 or not) and it resolves false, so the form stays with what was typed.
   */
  run(edits: readonly ProfileEditRequest[], success?: string): Promise<boolean>;
  readonly busy: boolean;
}

export function useProfileActions(): ProfileActions {
  const { t } = useTranslation('profile');
  const toasts = useToast();
  const mutation = useProfileEdit();
  const [editing, setEditing] = useState<Editing>(null);

  const open = useCallback((section: SectionId, index: number | 'new' | null = null) => {
    setEditing((current) => current ?? { section, index });
  }, []);
  const close = useCallback(() => {
    setEditing((current) => {
      if (current) requestAnimationFrame(() => document.getElementById(headingId(current.section))?.focus());
      return null;
    });
  }, []);
  const run = useCallback(
    async (edits: readonly ProfileEditRequest[], success?: string) => {
      try {
        for (const edit of edits) await mutation.mutateAsync(edit);
        if (success) toasts.showToast(success, { type: 'success' });
        return true;
      } catch (error) {
        toasts.showToast(t(editErrorKey(error)), { type: 'error' });
        return false;
      }
    },
    [mutation.mutateAsync, toasts, t],
  );
  return { editing, open, close, run, busy: mutation.isPending };
}
