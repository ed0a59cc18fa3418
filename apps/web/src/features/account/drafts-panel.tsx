import type { DraftApplication } from '@portico/contracts';
import { Button, buttonClassName, Modal, useToast } from '@portico/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../lib/api/context.js';
import {
  type DraftApplications,
  draftApplicationsQueryOptions,
  useDeleteDraftApplications,
  useDraftApplications,
} from '../../lib/api/endpoints/draft-applications.js';
import { formatDate } from '../../lib/dates.js';
import styles from './account.module.css';
import { AccountListState } from './account-list-page.js';
import type { DashboardLinks } from './dashboard-screen.js';

/**
 * The drafts tab (spec 2 §3 open and closed drafts): continue an open one on its apply page, or delete one
 * after a confirmation. Spec 2 §4: the draft leaves the list at once and comes back if the server call
 * fails, with "Deleted draft application" or "Failed to delete draft application".
 */
export function DraftsPanel({ links }: { links: DashboardLinks }) {
  const { t } = useTranslation('account');
  const drafts = useDraftApplications();
  // A deleted card takes the focus with it: the tab's lists get it.
  const top = useRef<HTMLDivElement>(null);
  return (
    <AccountListState
      words={{ loading: 'drafts.loading', loadFailed: 'drafts.loadFailed', empty: 'dashboard.noData' }}
      query={drafts}
      isEmpty={(d) => d.openDraftApplications.length === 0 && d.closedDraftApplications.length === 0}
      next={{ href: links.search, label: t('links.search') }}
    >
      {(data) => (
        <div ref={top} tabIndex={-1} className={styles.focusTarget}>
          <DraftList
            title={t('drafts.open')}
            items={data.openDraftApplications}
            links={links}
            onDeleted={() => top.current?.focus()}
          />
          <DraftList
            title={t('drafts.closed')}
            items={data.closedDraftApplications}
            links={links}
            onDeleted={() => top.current?.focus()}
          />
        </div>
      )}
    </AccountListState>
  );
}

function DraftList({
  title,
  items,
  links,
  onDeleted,
}: {
  title: string;
  items: DraftApplication[];
  links: DashboardLinks;
  onDeleted: () => void;
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      <ul className={styles.list}>
        {items.map((draft) => (
          <li key={draft.position_id}>
            <DraftCard draft={draft} links={links} onDeleted={onDeleted} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DraftCard({
  draft,
  links,
  onDeleted,
}: {
  draft: DraftApplication;
  links: DashboardLinks;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { t: tApply } = useTranslation('apply');
  const toasts = useToast();
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDraftApplications();
  const titleId = `draft-${draft.position_id}`;
  const key = draftApplicationsQueryOptions(api).queryKey;

  const onDelete = () => {
    setConfirming(false);
    const before = queryClient.getQueryData<DraftApplications>(key);
    // Removed at once; restored below if the server keeps it.
    queryClient.setQueryData<DraftApplications>(key, (old) =>
      old
        ? {
            openDraftApplications: old.openDraftApplications.filter(
              (d) => d.position_id !== draft.position_id,
            ),
            closedDraftApplications: old.closedDraftApplications.filter(
              (d) => d.position_id !== draft.position_id,
            ),
          }
        : old,
    );
    onDeleted();
    remove.mutate(
      { position_ids: [draft.position_id] },
      {
        onSuccess: () => toasts.showToast(tApply('draft.deleted'), { type: 'success' }),
        onError: () => {
          queryClient.setQueryData<DraftApplications>(key, before);
          toasts.showToast(tApply('draft.deleteFailed'), { type: 'error' });
        },
      },
    );
  };

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h4 className={styles.cardTitle} id={titleId}>
        {draft.position.open ? (
          <Link to={links.job({ id: draft.position_id, title: draft.position.title })}>
            {draft.position.title}
          </Link>
        ) : (
          draft.position.title
        )}
      </h4>
      <p className={styles.meta}>
        <span>{t('drafts.savedOn', { date: formatDate(draft.updated_at, i18n.language || 'en') })}</span>
        <span>{t('drafts.step', { step: draft.step })}</span>
      </p>
      {draft.position.open ? null : <p className={styles.detail}>{t('drafts.closedNote')}</p>}
      <div className={styles.cardActions}>
        {draft.position.open ? (
          <Link
            to={links.apply(draft.position_id)}
            className={buttonClassName('primary')}
            aria-describedby={titleId}
          >
            {t('drafts.continue')}
          </Link>
        ) : null}
        <Button variant="secondary" onPress={() => setConfirming(true)} aria-describedby={titleId}>
          {tApply('draft.delete')}
        </Button>
      </div>
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={tApply('draft.confirmTitle')}
        role="alertdialog"
        showCloseButton={false}
      >
        <p>{t('drafts.confirmText', { title: draft.position.title })}</p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={() => setConfirming(false)} autoFocus>
            {tApply('draft.cancel')}
          </Button>
          <Button variant="danger" onPress={onDelete}>
            {tApply('draft.delete')}
          </Button>
        </div>
      </Modal>
    </article>
  );
}
