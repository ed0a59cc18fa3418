import { Button, Modal } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import styles from './offers.module.css';

/** Spec 1 §2: 'Decline offer?' with 'Back to offer' and 'Decline offer'. Declining cannot be undone. */
export function DeclineModal({
  isOpen,
  pending,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('offers');
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t('decline.title')}
      role="alertdialog"
      showCloseButton={false}
      className={styles.modal}
    >
      <p className={styles.modalText}>{t('decline.text')}</p>
      <div className={styles.actionsEnd}>
        {/* First, so that it gets the focus: the safe choice of an action that cannot be undone. */}
        <Button variant="secondary" onPress={onClose} isDisabled={pending} autoFocus>
          {t('decline.back')}
        </Button>
        <Button variant="danger" onPress={onConfirm} isPending={pending}>
          {t('decline.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
