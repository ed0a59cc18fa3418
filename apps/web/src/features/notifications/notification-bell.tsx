import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellIcon } from '../../app/shell/shell-icons.js';
import { useApi } from '../../lib/api/context.js';
import { loadScreenNamespaces } from '../../lib/i18n/index.js';
import { lazyComponent } from '../../lib/lazy-component.js';
import styles from './bell.module.css';
import type { NotificationPanelProps } from './notification-panel.js';

/*
 * This file is part of a signed-in page's first load: it imports nothing of the screens' shared chunk (the query
 * hooks and keys, the API paths, @portico/ui's VisuallyHidden), which would otherwise come with every page
 * (vite.config.ts SCREEN_COMMON). The count's machinery (bell-live.ts) comes after hydration, the panel when
 * the bell is first pressed.
 */

/**
 * The panel (React Aria's popover and dialog, the lists, their strings) is its own chunk with the `screens`
 * catalogue part: a signed-in page's first load carries only this button (docs/decisions/014, 055).
 */
export const notificationPanel = lazyComponent<NotificationPanelProps>(() =>
  Promise.all([import('./notification-panel.js'), loadScreenNamespaces()]).then(
    ([module]) => module.NotificationPanel,
  ),
);

export interface NotificationBellProps {
  /** The tenant's domain: the stream's address names it like every API call (entry-client's tenantFetch). */
  domain: string;
  /** The tenant configures the "Action required" tab (`hasActionRequiredNotificationsConfigured`). */
  actionRequiredTab: boolean;
  /**
   * False while something else blocks the page (the terms gate): the bell shows but asks the server nothing,
   * since every notification call is refused until the terms are accepted.
   */
  live: boolean;
  /** The panel's code could not be downloaded (offline): the shell tells the candidate. */
  onOpenFailed(): void;
  className?: string;
}

/** The badge's text for counts above 99 (the accessible name says the real number). */
const BADGE_MAX = 99;

/**
 * The navbar's notification bell (spec 1 §2, §4; issue 18 §2), for a signed-in candidate where the tenant has
 * in-app notifications on (the shell decides). A native button with the unread count in its name
 * ("Notifications, 3 unread"); the count comes from `notification_badge`, polled every 5 minutes, and live
 * from one EventSource per tab (`notifications/stream`, event `badge`), kept by bell-live.ts. A rise is
 * announced politely. Pressing
 * the bell downloads the panel once and opens it; the panel marks everything viewed.
 */
export function NotificationBell({
  domain,
  actionRequiredTab,
  live,
  onOpenFailed,
  className,
}: NotificationBellProps) {
  const { t } = useTranslation('shell');
  const api = useApi();
  const queryClient = useQueryClient();
  // Undefined until the first count arrives (the server's render and the first client render show none).
  const [badge, setBadge] = useState<number | undefined>(undefined);
  const count = badge ?? 0;
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<NotificationPanelProps> | null>(() =>
    notificationPanel.loaded(),
  );
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | undefined>(undefined);

  // While the bell is live: its count's machinery, downloaded after hydration. A failed download leaves the
  // bell without a count (spec 1 §8: a badge that cannot be had is zero); the panel still opens.
  useEffect(() => {
    if (!live) return;
    let stop: (() => void) | null = null;
    let current = true;
    import('./bell-live.js').then(
      ({ startBellLive }) => {
        if (current) stop = startBellLive({ api, queryClient, domain, onCount: setBadge });
      },
      (error: unknown) => console.error('The notification badge could not be started', error),
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [live, domain, api, queryClient]);

  // A rise after the first count is said once, politely (the first count is in the button's name already).
  useEffect(() => {
    if (badge === undefined) return;
    if (previous.current !== undefined && badge > previous.current)
      setAnnouncement(t('notifications.bell', { count: badge }));
    previous.current = badge;
  }, [badge, t]);

  const show = () => {
    if (Panel) {
      setOpen(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    notificationPanel.preload().then(
      (component) => {
        setLoading(false);
        setPanel(() => component);
        setOpen(true);
      },
      () => {
        setLoading(false);
        onOpenFailed();
      },
    );
  };
  const preload = () => void notificationPanel.preload().catch(() => undefined);
  const label = count > 0 ? t('notifications.bell', { count }) : t('notifications.bellNone');

  return (
    <>
      <button
        ref={button}
        type="button"
        className={[styles.bell, className].filter(Boolean).join(' ')}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
        data-pending={loading || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={show}
      >
        <ShellIcon name="bell" size={22} />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </button>
      <span role="status" className={styles.visuallyHidden}>
        {announcement}
      </span>
      {Panel ? (
        <Panel
          isOpen={open}
          onOpenChange={setOpen}
          triggerRef={button}
          actionRequiredTab={actionRequiredTab}
        />
      ) : null}
    </>
  );
}
