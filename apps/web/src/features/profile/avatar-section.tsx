import { AVATAR_MAX_BYTES } from '@portico/contracts';
import { PlainButton, useToast } from '@portico/ui';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api/context.js';
import { uploadAvatar } from '../../lib/api/endpoints/profile.js';
import { isApiError } from '../../lib/api/errors.js';
import { readDataUrl } from '../../lib/resume-file.js';
import styles from './profile.module.css';
import { SectionCard } from './section-card.js';
import type { ProfileActions } from './use-profile-actions.js';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

type AvatarError = 'type' | 'tooLarge' | 'unreadable' | 'failed';

function avatarUploadError(error: unknown): AvatarError {
  if (!isApiError(error)) return 'failed';
  if (error.status === 415) return 'type';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 422 || error.status === 400) return 'unreadable';
  return 'failed';
}

/** The initials of a name, for the place of a photo not given yet. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The photo: shown from its address on this site (with the tenant's `domain`, the site's static host);
 * a new one is uploaded (checked and re-encoded by the server) and then put on the profile with
 * `profile_edit`; Remove clears it (the server deletes the file).
 */
export function AvatarSection({
  avatarUrl,
  fullName,
  domain,
  siteHref,
  actions,
}: {
  avatarUrl: string | null;
  fullName: string;
  domain: string;
  siteHref: (path: string) => string;
  actions: ProfileActions;
}) {
  const { t } = useTranslation('profile');
  const api = useApi();
  const toasts = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const src = avatarUrl ? (avatarUrl.startsWith('/') ? siteHref(avatarUrl) : avatarUrl) : null;

  async function take(file: File | undefined) {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      toasts.showToast(t('avatar.errors.type'), { type: 'error' });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toasts.showToast(t('avatar.errors.tooLarge'), { type: 'error' });
      return;
    }
    setUploading(true);
    try {
      let path: string;
      try {
        path = await uploadAvatar(api, { dataUrl: await readDataUrl(file), domain });
      } catch (error) {
        toasts.showToast(t(`avatar.errors.${avatarUploadError(error)}`), { type: 'error' });
        return;
      }
      await actions.run(
        [{ op_section: 'avatar', operation: 'update', op_data: { value: path } }],
        t('avatar.updated'),
      );
    } finally {
      setUploading(false);
    }
  }

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = Array.from(event.target.files ?? []);
    event.target.value = '';
    void take(file);
  };

  return (
    <SectionCard id="avatar" title={t('avatar.title')}>
      <div className={styles.avatarRow}>
        {src ? (
          <img className={styles.avatar} src={src} alt={t('avatar.alt')} width={96} height={96} />
        ) : (
          <span className={styles.avatarPlaceholder} role="img" aria-label={t('avatar.none')}>
            {initialsOf(fullName)}
          </span>
        )}
        <div className={styles.avatarActions}>
          <p className={styles.muted} id="profile-avatar-hint">
            {t('avatar.hint')}
          </p>
          <div className={styles.buttonRow}>
            <PlainButton
              variant="secondary"
              size="small"
              isPending={uploading}
              isDisabled={actions.editing !== null}
              aria-describedby="profile-avatar-hint"
              onPress={() => input.current?.click()}
            >
              {src ? t('avatar.change') : t('avatar.upload')}
            </PlainButton>
            {src ? (
              <PlainButton
                variant="ghost"
                size="small"
                isDisabled={uploading || actions.busy || actions.editing !== null}
                onPress={() =>
                  void actions.run(
                    [{ op_section: 'avatar', operation: 'delete', op_data: {} }],
                    t('avatar.removed'),
                  )
                }
              >
                {t('avatar.remove')}
              </PlainButton>
            ) : null}
          </div>
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className={styles.visuallyHidden}
            tabIndex={-1}
            aria-hidden="true"
            data-testid="avatar-file"
            onChange={onInput}
          />
        </div>
      </div>
    </SectionCard>
  );
}
