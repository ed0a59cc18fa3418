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
  const { t: tApply } = useTranslation('apply');
  const toasts = useToast();
  const api = useApi();
  const queryClient = useQueryClient();
  const drafts = useDraftApplications();
  const remove = useDeleteDraftApplications();
  // A deleted card takes the focus with it: the tab's lists get it.
  const top = useRef<HTMLDivElement>(null);
  const key = draftApplicationsQueryOptions(api).queryKey;

  // Here, not on the card: the card is gone before the server answers, and its answer must still be heard.
  const onDelete = (draft: DraftApplication) => {
    const before = queryClient.getQueryData<DraftApplications>(key);
    const without = (list: DraftApplication[]) => list.filter((d) => d.position_id !== draft.position_id);
    queryClient.setQueryData<DraftApplications>(key, (old) =>
      old
        ? {
            openDraftApplications: without(old.openDraftApplications),
            closedDraftApplications: without(old.closedDraftApplications),
          }
        : old,
    );
    top.current?.focus();
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
            onDelete={onDelete}
          />
          <DraftList
            title={t('drafts.closed')}
            items={data.closedDraftApplications}
            links={links}
            onDelete={onDelete}
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
  onDelete,
}: {
  title: string;
  items: DraftApplication[];
  links: DashboardLinks;
  onDelete: (draft: DraftApplication) => void;
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
            <DraftCard draft={draft} links={links} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DraftCard({
  draft,
  links,
  onDelete,
}: {
  draft: DraftApplication;
  links: DashboardLinks;
  onDelete: (draft: DraftApplication) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { t: tApply } = useTranslation('apply');
  const [confirming, setConfirming] = useState(false);
  const titleId = `draft-${draft.position_id}`;

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
          <Button
            variant="danger"
            onPress={() => {
              setConfirming(false);
              onDelete(draft);
            }}
          >
            {tApply('draft.delete')}
          </Button>
        </div>
      </Modal>
    </article>
  );
}
