import type { ResumeSummary } from '@portico/contracts';
import { Button, Modal, useToast } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import { useDeleteResume } from '../../lib/api/endpoints/profile.js';
import { useUploadResume } from '../../lib/api/endpoints/upload-resume.js';
import { readDataUrl, resumeUploadError } from '../../lib/resume-file.js';
import styles from './profile.module.css';

export interface ResumeDialogsProps {
  readonly chosen: File | null;
  readonly toDelete: ResumeSummary | null;
  readonly domain: string;
  /** The upload dialog closes: uploaded, failed (both told in a toast) or cancelled. */
  onUploadClosed(): void;
  /** The delete dialog closes: deleted, failed or kept. */
  onDeleteClosed(): void;
}

/**
 * The resumes' two questions and the work behind them (this module comes when a file is chosen or a delete
 * asked, not with the page): upload the chosen file (confirm or cancel), and delete a stored resume (it cannot
 * be undone, so the safe answer comes first and takes the focus).
 */
export function ResumeDialogs(props: ResumeDialogsProps) {
  const { t } = useTranslation('profile');
  const toasts = useToast();
  const upload = useUploadResume();
  const remove = useDeleteResume();

  async function confirmUpload() {
    const file = props.chosen;
    if (!file) return;
    try {
      await upload.mutateAsync({
        fileName: file.name,
        dataUrl: await readDataUrl(file),
        domain: props.domain,
      });
      toasts.showToast(t('resumes.uploaded', { name: file.name }), { type: 'success' });
    } catch (error) {
      toasts.showToast(t(`resumes.errors.${resumeUploadError(error)}`), { type: 'error' });
    } finally {
      props.onUploadClosed();
    }
  }

  async function confirmDelete() {
    const resume = props.toDelete;
    if (!resume) return;
    try {
      await remove.mutateAsync(resume);
      toasts.showToast(t('resumes.deleted', { name: resume.fileName }), { type: 'success' });
    } catch {
      toasts.showToast(t('errors.failed'), { type: 'error' });
    } finally {
      props.onDeleteClosed();
      document.getElementById('profile-resumes-heading')?.focus();
    }
  }

  const uploading = upload.isPending;
  const deleting = remove.isPending;
  return (
    <>
      <Modal
        isOpen={props.chosen !== null}
        onOpenChange={(open) => {
          if (!open && !uploading) props.onUploadClosed();
        }}
        title={t('resumes.confirmTitle')}
        showCloseButton={false}
      >
        <p className={styles.modalText}>{t('resumes.confirmText', { name: props.chosen?.name ?? '' })}</p>
        <div className={styles.modalActions}>
          <Button variant="secondary" onPress={props.onUploadClosed} isDisabled={uploading} autoFocus>
            {t('actions.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void confirmUpload()} isPending={uploading}>
            {t('resumes.confirmUpload')}
          </Button>
        </div>
      </Modal>
      <Modal
        isOpen={props.toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) props.onDeleteClosed();
        }}
        title={t('resumes.deleteTitle')}
        role="alertdialog"
        showCloseButton={false}
      >
        <p className={styles.modalText}>
          {t('resumes.deleteText', { name: props.toDelete?.fileName ?? '' })}
        </p>
        <div className={styles.modalActions}>
          <Button variant="secondary" onPress={props.onDeleteClosed} isDisabled={deleting} autoFocus>
            {t('resumes.keep')}
          </Button>
          <Button variant="danger" onPress={() => void confirmDelete()} isPending={deleting}>
            {t('resumes.delete')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
