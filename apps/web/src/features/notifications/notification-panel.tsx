import type { Notification, NotificationTab } from '@portico/contracts';
import { Button, ErrorState, LoadingState, VisuallyHidden } from '@portico/ui';
import { useQuery } from '@tanstack/react-query';
import { BellRing, CircleCheck, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  Popover,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../lib/api/context.js';
import { notificationBadgeQueryOptions } from '../../lib/api/endpoints/notification-badge.js';
import {
  useMarkAllNotificationsClicked,
  useMarkAllNotificationsViewed,
  useMarkNotificationClicked,
  useNotifications,
} from '../../lib/api/endpoints/notifications.js';
import { formatDate } from '../../lib/dates.js';
import { isPlainClick } from '../../lib/plain-click.js';
import { hasUnread, notificationHref, relativeTime } from './notification-rules.js';
import styles from './panel.module.css';

export interface NotificationPanelProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The bell: the dropdown hangs from it, and the focus returns to it when the panel closes. */
  triggerRef: RefObject<HTMLElement | null>;
  actionRequiredTab: boolean;
}

/** Spec 3 §9: the panel is a dropdown on wide screens and fills the screen at 1024 px or narrower. */
export const FULL_SCREEN_QUERY = '(max-width: 1024px)';

/** Whether the media query matches; false where the browser (or a test's DOM) has no matchMedia. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The notification center (spec 1 §2, §4; docs/decisions/055): a dropdown 480 px wide under the bell on
 * desktops, a full-screen dialog on tablets and phones. Either way a modal dialog for assistive technology:
 * the focus moves in and stays in, Escape or a press outside closes it, and the focus returns to the bell.
 */
export function NotificationPanel({
  isOpen,
  onOpenChange,
  triggerRef,
  actionRequiredTab,
}: NotificationPanelProps) {
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY);
  const content = <PanelDialog actionRequiredTab={actionRequiredTab} onClose={() => onOpenChange(false)} />;
  if (fullScreen) {
    return (
      <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
        <Modal className={styles.sheet}>{content}</Modal>
      </ModalOverlay>
    );
  }
  return (
    <Popover
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      placement="bottom end"
      offset={8}
      className={styles.popover}
    >
      {content}
    </Popover>
  );
}

/** What the dialog shows; mounted on each opening (React Aria renders a closed popover's content not at all). */
function PanelDialog({ actionRequiredTab, onClose }: { actionRequiredTab: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('notifications');
  const api = useApi();
  const [tab, setTab] = useState<NotificationTab>('all');
  const all = useNotifications('all', i18n.language);
  const markAll = useMarkAllNotificationsClicked();
  const viewed = useMarkAllNotificationsViewed();
  // Observes the bell's count without fetching it: new notifications arriving while the panel is open.
  const badge = useQuery({ ...notificationBadgeQueryOptions(api), enabled: false });

  // Spec 1 §4: opening the bell marks every notification viewed and sets the badge to zero; so does a
  // notification that arrives while the panel is open (the candidate sees it appear in the list).
  const markedOnce = useRef(false);
  const { mutate: markViewed } = viewed;
  useEffect(() => {
    if (markedOnce.current && !((badge.data ?? 0) > 0)) return;
    markedOnce.current = true;
    markViewed();
  }, [badge.data, markViewed]);

  return (
    <Dialog className={styles.dialog}>
      <div className={styles.header}>
        <Heading slot="title" className={styles.title}>
          {t('panel.title')}
        </Heading>
        <div className={styles.headerActions}>
          <Button
            variant="ghost"
            size="small"
            isDisabled={!hasUnread(all.data) || markAll.isPending}
            onPress={() => markAll.mutate()}
          >
            <CircleCheck aria-hidden="true" size={18} className={styles.markAllIcon} />
            {t('panel.markAllRead')}
          </Button>
          <Button variant="ghost" size="small" aria-label={t('panel.close')} onPress={onClose}>
            <X aria-hidden="true" size={20} />
          </Button>
        </div>
      </div>
      <div role="alert" className={styles.alert}>
        {markAll.isError ? t('panel.markAllFailed') : null}
      </div>
      {actionRequiredTab ? (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => setTab(key as NotificationTab)}
          className={styles.tabs}
        >
          <TabList aria-label={t('panel.tabs')} className={styles.tabList}>
            <Tab id="all" className={styles.tab}>
              {t('panel.all')}
            </Tab>
            <Tab id="action_required" className={styles.tab}>
              {t('panel.actionRequired')}
            </Tab>
          </TabList>
          <TabPanel id="all" className={styles.tabPanel}>
            <NotificationList tab="all" onNavigate={onClose} />
          </TabPanel>
          <TabPanel id="action_required" className={styles.tabPanel}>
            <NotificationList tab="action_required" onNavigate={onClose} />
          </TabPanel>
        </Tabs>
      ) : (
        <div className={styles.tabPanel}>
          <NotificationList tab="all" onNavigate={onClose} />
        </div>
      )}
    </Dialog>
  );
}

function NotificationList({ tab, onNavigate }: { tab: NotificationTab; onNavigate(): void }) {
  const { t, i18n } = useTranslation('notifications');
  const list = useNotifications(tab, i18n.language);
  if (list.isPending) return <LoadingState label={t('panel.loading')} className={styles.state} />;
  if (list.isError) {
    // Spec 1 §8: the failure was logged and no notification is listed; the candidate may try again.
    return (
      <ErrorState message={t('panel.loadFailed')} className={styles.state}>
        <Button variant="secondary" size="small" onPress={() => list.refetch()}>
          {t('panel.retry')}
        </Button>
      </ErrorState>
    );
  }
  if (list.data.length === 0) {
    return (
      <div className={styles.state}>
        <BellRing aria-hidden="true" size={32} className={styles.emptyIcon} />
        <p className={styles.emptyText}>{t('panel.empty')}</p>
      </div>
    );
  }
  const now = Date.now();
  return (
    <ul className={styles.list}>
      {list.data.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} now={now} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({
  notification,
  now,
  onNavigate,
}: {
  notification: Notification;
  now: number;
  onNavigate(): void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const location = useLocation();
  const clicked = useMarkNotificationClicked();
  const href = notificationHref(notification.redirectUrl, location.search);
  const unread = !notification.isClicked;
  const body = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      {/* The spaces keep the words of the link's accessible name apart (the spans are drawn as blocks). */}
      <span className={styles.itemBody}>
        {unread ? (
          <>
            <VisuallyHidden>{t('panel.unread')}</VisuallyHidden>{' '}
          </>
        ) : null}
        <span className={styles.category}>{notification.categoryTitle}</span>{' '}
        <span className={styles.message}>{notification.message}</span>{' '}
        <span className={styles.meta}>
          <time dateTime={notification.createdAt} title={formatDate(notification.createdAt, i18n.language)}>
            {relativeTime(notification.createdAt, now, i18n.language)}
          </time>
          {notification.notificationType === 'action_required' ? (
            <>
              {' '}
              <span className={styles.actionTag}>{t('panel.actionRequired')}</span>
            </>
          ) : null}
        </span>
      </span>
    </>
  );
  if (!href) {
    return (
      <div className={styles.item} data-unread={unread || undefined}>
        {body}
      </div>
    );
  }
  return (
    <a
      href={href}
      className={styles.item}
      data-unread={unread || undefined}
      onClick={(event) => {
        // Spec 1 §4: marked clicked at once (rolled back if the server refuses), then followed in the app;
        // a middle or modified click opens a new tab and still counts as clicked.
        if (unread) clicked.mutate(notification.id);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate();
        void navigate(href);
      }}
    >
      {body}
    </a>
  );
}
