import type { ResumeSummary, UploadResumeResponse } from '@portico/contracts';
import { FormAlert } from '@portico/ui';
import { type ChangeEvent, type DragEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadResume } from '../../lib/api/endpoints/upload-resume.js';
import { formatDate } from '../../lib/dates.js';
import {
  checkResumeFile,
  RESUME_ACCEPT,
  type ResumeError,
  readDataUrl,
  resumeUploadError,
} from '../../lib/resume-file.js';
import styles from './apply.module.css';

export type { ResumeError };

export interface ResumeStepProps {
  readonly domain: string;
  readonly required: boolean;
  /** The signed-in candidate's stored resumes. */
  readonly stored: readonly ResumeSummary[];
  readonly resume: ResumeSummary | null;
  /** How many answers the last upload filled (null: no upload in this visit). */
  readonly filledCount: number | null;
  readonly error: ResumeError | null;
  readonly onError: (error: ResumeError | null) => void;
  readonly onChoose: (resume: ResumeSummary) => void;
  readonly onUploaded: (answer: UploadResumeResponse['data']) => void;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** The candidate checks what was read on the bootstrapping page, so the upload leaves the profile alone. */
  readonly reviewFields?: boolean;
}

/**
 * Step 1: one resume, uploaded (read into the form) or chosen from the candidate's list. The file is
 * checked here for size and kind, and by its bytes on the server.
 */
export function ResumeStep(props: ResumeStepProps) {
  const { t, i18n } = useTranslation('apply');
  const { resume, stored, error } = props;
  const ids = { hint: useId(), error: useId(), input: useId(), choice: useId() };
  const [dragging, setDragging] = useState(false);
  const upload = useUploadResume();
  const busy = useRef(false);

  async function take(file: File | undefined) {
    if (!file || busy.current) return;
    const problem = checkResumeFile(file);
    if (problem) {
      props.onError(problem);
      return;
    }
    busy.current = true;
    props.onError(null);
    try {
      const dataUrl = await readDataUrl(file);
      const answer = await upload.mutateAsync({
        fileName: file.name,
        dataUrl,
        domain: props.domain,
        reviewFields: props.reviewFields,
      });
      props.onUploaded(answer);
    } catch (cause) {
      props.onError(resumeUploadError(cause));
    } finally {
      busy.current = false;
    }
  }

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = Array.from(event.target.files ?? []);
    // The same file chosen again after a failure must fire again.
    event.target.value = '';
    void take(file);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 1) {
      props.onError('wrongType');
      return;
    }
    void take(files[0]);
  };

  const date = (iso: string) => formatDate(iso, i18n.language || 'en');
  const describedBy = [ids.hint, error ? ids.error : null].filter(Boolean).join(' ');

  return (
    <div className={styles.resumeStep}>
      <p id={ids.hint} className={styles.stageIntro}>
        {t('resume.intro')} {props.required ? t('resume.required') : t('resume.optional')}
      </p>

      {resume ? (
        <p className={styles.attached} role="status">
          <span className={styles.attachedName}>{t('resume.current', { name: resume.fileName })}</span>
        </p>
      ) : null}
      {resume && props.filledCount !== null ? (
        <FormAlert tone="success">
          {props.filledCount > 0 ? t('resume.filled') : t('resume.nothingFilled')}
        </FormAlert>
      ) : null}

      {stored.length > 0 ? (
        <fieldset className={styles.storedList}>
          <legend className={styles.storedLegend}>{t('resume.stored')}</legend>
          {stored.map((item) => (
            <label key={item.id} className={styles.storedItem}>
              <input
                type="radio"
                name={ids.choice}
                value={item.id}
                checked={resume?.id === item.id}
                onChange={() => {
                  props.onError(null);
                  props.onChoose(item);
                }}
              />
              <span>
                <span className={styles.storedName}>{item.fileName}</span>{' '}
                <span className={styles.storedDate}>
                  {t('resume.uploadedOn', { date: date(item.uploadedAt) })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a dragged file; the file input inside is the way for keyboards and screen readers */}
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={ids.input} className={styles.dropLabel}>
          <span className={styles.dropTitle}>
            {resume ? t('resume.replace') : stored.length > 0 ? t('resume.uploadNew') : t('resume.choose')}
          </span>
          <span className={styles.dropHint}>{t('resume.drop')}</span>
        </label>
        <input
          ref={props.inputRef}
          id={ids.input}
          type="file"
          accept={RESUME_ACCEPT}
          className={styles.fileInput}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={upload.isPending}
          onChange={onInput}
        />
      </div>
      <p className={styles.uploadStatus} role="status">
        {upload.isPending ? t('resume.uploading') : ''}
      </p>
      {error ? (
        <p id={ids.error} className={styles.fieldError}>
          {t(`resume.errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
