import type { CandidateApplication } from '@portico/contracts';
import { Button, FormAlert, Modal, useToast } from '@portico/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawApplication } from '../../lib/api/endpoints/dashboard.js';
import { queryKeys } from '../../lib/api/endpoints/keys.js';
import styles from './account.module.css';

/**
 * "Withdraw" on an active application, behind a confirmation (docs/decisions/054): withdrawing cannot be
 * undone, and the company sees it. A refusal (the application moved since the page was read, or was
 * withdrawn in another tab) says so in the dialog, and the list is read again.
 */
export function WithdrawButton({
  application,
  onWithdrawn,
}: {
  application: CandidateApplication;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation('account');
  const toasts = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const withdraw = useWithdrawApplication({
    onSuccess: () => {
      setOpen(false);
      toasts.showToast(t('withdraw.done', { title: application.title }), { type: 'success' });
      onWithdrawn();
    },
    onError: async (error) => {
      setFailed(error.kind === 'http' && error.status === 409 ? t('withdraw.changed') : t('withdraw.failed'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.candidateApplications });
    },
  });
  const titleId = `application-${application.id}`;
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setFailed(null);
          setOpen(true);
        }}
        aria-describedby={titleId}
      >
        {t('withdraw.action')}
      </Button>
      <Modal
        isOpen={open}
        onOpenChange={(next) => {
          if (!next && !withdraw.isPending) setOpen(false);
        }}
        title={t('withdraw.confirmTitle')}
        role="alertdialog"
        showCloseButton={false}
      >
        <p>{t('withdraw.confirmText', { title: application.title })}</p>
        {failed ? <FormAlert>{failed}</FormAlert> : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={() => setOpen(false)} autoFocus>
            {t('withdraw.keep')}
          </Button>
          {failed ? null : (
            <Button
              variant="danger"
              onPress={() => withdraw.mutate({ id: application.id, version: application.version })}
              isDisabled={withdraw.isPending}
            >
              {t('withdraw.confirm')}
            </Button>
          )}
        </div>
      </Modal>
    </>
  );
}
