import { Button } from '@portico/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSignedUpload } from './offer-rules.js';
import styles from './offers.module.css';

/**
 * Step 3: the signed copy, one PDF (spec 1 §5). Checked here by count, type and extension so a wrong file
 * is caught before it is sent; the server checks the bytes.
 */
export function UploadStep({
  maxMB,
  pending,
  onSubmit,
  onDecline,
}: {
  /** The tenant's size limit for a signed file. */
  maxMB: number;
  pending: boolean;
  onSubmit: (file: File) => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('offers');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const check = (): File | null => {
    const files = Array.from(inputRef.current?.files ?? []);
    const found = checkSignedUpload(files, maxMB);
    setProblem(found ? t(`upload.${found}`, { size: maxMB }) : null);
    return found ? null : (files[0] ?? null);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const file = check();
        if (file) onSubmit(file);
        else inputRef.current?.focus();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-file`} className={styles.label}>
          {t('upload.label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          name="signed_file"
          type="file"
          accept="application/pdf,.pdf"
          required
          className={styles.fileInput}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          onChange={() => {
            if (problem) check();
          }}
        />
        {problem ? (
          <p id={`${id}-error`} className={styles.fieldError} role="alert">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className={styles.hint}>
            {t('upload.hint')}
          </p>
        )}
      </div>
      <div className={styles.actionsEnd}>
        <Button variant="secondary" onPress={onDecline} isDisabled={pending}>
          {t('steps.decline')}
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          {t('steps.submit')}
        </Button>
      </div>
    </form>
  );
}
