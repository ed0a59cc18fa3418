import { API, type ResumeSummary } from '@portico/contracts';
import { PlainButton, useToast } from '@portico/ui';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.js';
import { lazyComponent } from '../../lib/lazy-component.js';
import { checkResumeFile, RESUME_ACCEPT } from '../../lib/resume-file.js';
import styles from './profile.module.css';
import type { ResumeDialogsProps } from './resume-dialogs.js';
import { SectionCard } from './section-card.js';
import type { ProfileActions } from './use-profile-actions.js';

/** The dialogs (React Aria's modal) and the upload and delete come when a file is chosen or a delete asked. */
const resumeDialogs = lazyComponent<ResumeDialogsProps>(() =>
  import('./resume-dialogs.js').then((module) => module.ResumeDialogs),
);

function sizeText(bytes: number, language: string): string {
  const format = (n: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(n);
  return bytes >= 1024 * 1024
    ? format(bytes / (1024 * 1024), 'megabyte')
    : format(Math.max(1, bytes / 1024), 'kilobyte');
}

/**
 * Resumes: the stored list with Download and Delete (asked first), and Upload: choose a file, confirm or
 * cancel in a dialog, then upload. The upload reads the resume into the profile's empty parts (its
 * location among them), so the profile, the search and any open job are asked again afterwards.
 */
export function ResumesSection({
  resumes,
  domain,
  siteHref,
  actions,
}: {
  resumes: readonly ResumeSummary[];
  domain: string;
  siteHref: (path: string) => string;
  actions: ProfileActions;
}) {
  const { t, i18n } = useTranslation('profile');
  const toasts = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [toDelete, setToDelete] = useState<ResumeSummary | null>(null);
  const Dialogs = resumeDialogs.useComponent(chosen !== null || toDelete !== null);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!file) return;
    const problem = checkResumeFile(file);
    if (problem) {
      toasts.showToast(t(`resumes.errors.${problem}`), { type: 'error' });
      return;
    }
    setChosen(file);
  };

  return (
    <SectionCard
      id="resumes"
      title={t('resumes.title')}
      actions={
        <PlainButton
          variant="secondary"
          size="small"
          isDisabled={actions.editing !== null || chosen !== null}
          onPress={() => input.current?.click()}
        >
          {t('resumes.upload')}
        </PlainButton>
      }
    >
      <p className={styles.muted}>{t('resumes.hint')}</p>
      <input
        ref={input}
        type="file"
        accept={RESUME_ACCEPT}
        className={styles.visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="resume-file"
        onChange={onInput}
      />
      {resumes.length === 0 ? <p className={styles.muted}>{t('resumes.empty')}</p> : null}
      {resumes.length > 0 ? (
        <ul className={styles.resumes}>
          {resumes.map((resume) => (
            <li key={resume.id} className={styles.resume}>
              <div className={styles.resumeInfo}>
                <span className={styles.resumeName} dir="auto">
                  {resume.fileName}
                </span>
                <span className={styles.muted}>
                  {t('resumes.meta', {
                    kind: resume.kind.toUpperCase(),
                    size: sizeText(resume.size, i18n.language || 'en'),
                    date: formatDate(resume.uploadedAt, i18n.language || 'en'),
                  })}
                </span>
              </div>
              <div className={styles.buttonRow}>
                <a
                  className={styles.download}
                  href={siteHref(API.resumeFile(resume.id))}
                  download={resume.fileName}
                  aria-label={t('resumes.downloadLabel', { name: resume.fileName })}
                >
                  {t('resumes.download')}
                </a>
                <PlainButton
                  variant="ghost"
                  size="small"
                  aria-label={t('resumes.deleteLabel', { name: resume.fileName })}
                  onPress={() => setToDelete(resume)}
                >
                  {t('resumes.delete')}
                </PlainButton>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {Dialogs ? (
        <Dialogs
          chosen={chosen}
          toDelete={toDelete}
          domain={domain}
          onUploadClosed={() => setChosen(null)}
          onDeleteClosed={() => setToDelete(null)}
        />
      ) : null}
    </SectionCard>
  );
}
