import type { ResumeSummary } from '@portico/contracts';
import { Button, Modal } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import styles from './profile.module.css';

export interface ResumeDialogsProps {
  readonly chosen: File | null;
  readonly toDelete: ResumeSummary | null;
  readonly uploading: boolean;
  readonly deleting: boolean;
  onCancelUpload(): void;
  onConfirmUpload(): void;
  onKeep(): void;
  onConfirmDelete(): void;
}

/**
 * The resumes' two questions: upload the chosen file (confirm or cancel), and delete a stored resume (it
 * cannot be undone, so the safe answer comes first and takes the focus).
 */
export function ResumeDialogs(props: ResumeDialogsProps) {
  const { t } = useTranslation('profile');
  return (
    <>
      <Modal
        isOpen={props.chosen !== null}
        onOpenChange={(open) => {
          if (!open && !props.uploading) props.onCancelUpload();
        }}
        title={t('resumes.confirmTitle')}
        showCloseButton={false}
      >
        <p className={styles.modalText}>{t('resumes.confirmText', { name: props.chosen?.name ?? '' })}</p>
        <div className={styles.modalActions}>
          <Button variant="secondary" onPress={props.onCancelUpload} isDisabled={props.uploading} autoFocus>
            {t('actions.cancel')}
          </Button>
          <Button variant="primary" onPress={props.onConfirmUpload} isPending={props.uploading}>
            {t('resumes.confirmUpload')}
          </Button>
        </div>
      </Modal>
      <Modal
        isOpen={props.toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !props.deleting) props.onKeep();
        }}
        title={t('resumes.deleteTitle')}
        role="alertdialog"
        showCloseButton={false}
      >
        <p className={styles.modalText}>
          {t('resumes.deleteText', { name: props.toDelete?.fileName ?? '' })}
        </p>
        <div className={styles.modalActions}>
          <Button variant="secondary" onPress={props.onKeep} isDisabled={props.deleting} autoFocus>
            {t('resumes.keep')}
          </Button>
          <Button variant="danger" onPress={props.onConfirmDelete} isPending={props.deleting}>
            {t('resumes.delete')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
