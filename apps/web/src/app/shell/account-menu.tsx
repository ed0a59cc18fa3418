import { ChevronDown, UserRound } from 'lucide-react';
import { type RefObject, useContext, useEffect, useRef } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RootMenuTriggerStateContext,
  RouterProvider,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type NavigateOptions, useHref, useNavigate } from 'react-router';
import styles from './shell.module.css';

/** `reloadDocument`: load the address as a new page instead of changing the route in the app. */
type MenuLinkOptions = NavigateOptions & { reloadDocument?: boolean };

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: MenuLinkOptions;
  }
}

export interface AccountMenuProps {
  userName: string;
  settingsHref: string;
  offersHref: string;
  savedJobsHref: string;
  profileHref: string;
  dashboardHref: string;
  formsHref: string;
  /** The recruiter workspace, for the tenant's staff only. */
  workspaceHref?: string;
  logoutHref: string;
  /**
   * Opens the menu as soon as it is mounted, with the focus on its button first (so that closing the menu
   * returns the focus there): the candidate pressed the first-load stand-in (navbar.tsx) and this chunk was
   * downloaded for that press. The value is where the focus goes, as React Aria decides for its own button:
   * the first or last item (keyboard, screen reader) or the menu itself (a pointer).
   */
  openWith?: MenuFocus;
}

/** Where an opening menu puts the focus: its first or last item, or (null) the menu itself. */
export type MenuFocus = 'first' | 'last' | null;

/**
 * Opens the surrounding menu once, when mounted. The focus goes to the menu button first, synchronously: the
 * menu's focus scope remembers what had the focus when it opened and gives it back on Escape or a choice.
 * (React Aria's `autoFocus` may wait a frame when the last input came from a screen reader's virtual cursor,
 * and the menu would then remember nothing.)
 */
function OpenOnMount({ focus, trigger }: { focus: MenuFocus; trigger: RefObject<HTMLButtonElement | null> }) {
  const state = useContext(RootMenuTriggerStateContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the press that loaded this chunk.
  useEffect(() => {
    trigger.current?.focus({ preventScroll: true });
    state?.open(focus);
  }, []);
  return null;
}

/**
 * The signed-in candidate's menu (React Aria: menu button, arrow keys, Escape, focus restored). Its own
 * chunk, downloaded when the first-load stand-in button is approached and shown at its first press
 * (docs/decisions/014, 026). Its links navigate in the app through React Router; signing out loads `/logout`.
 */
export function AccountMenu({
  userName,
  settingsHref,
  offersHref,
  savedJobsHref,
  profileHref,
  dashboardHref,
  formsHref,
  workspaceHref,
  logoutHref,
  openWith,
}: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const label = t('nav.account', { name: userName });
  const go = (href: string, options?: MenuLinkOptions) => {
    if (options?.reloadDocument) window.location.assign(href);
    else void navigate(href, options);
  };
  return (
    <RouterProvider navigate={go} useHref={useHref}>
      <MenuTrigger>
        <Button ref={trigger} className={styles.accountButton} aria-label={label}>
          <UserRound aria-hidden="true" size={20} />
          <span className={styles.accountName}>{userName}</span>
          <ChevronDown aria-hidden="true" size={16} />
        </Button>
        {openWith !== undefined ? <OpenOnMount focus={openWith} trigger={trigger} /> : null}
        <Popover className={styles.popover} placement="bottom end">
          <Menu className={styles.menu} aria-label={label}>
            <MenuItem className={styles.menuItem} href={dashboardHref}>
              {t('nav.dashboard')}
            </MenuItem>
            <MenuItem className={styles.menuItem} href={profileHref}>
              {t('nav.profile')}
            </MenuItem>
            <MenuItem className={styles.menuItem} href={savedJobsHref}>
              {t('nav.savedJobs')}
            </MenuItem>
            <MenuItem className={styles.menuItem} href={offersHref}>
              {t('nav.offers')}
            </MenuItem>
            <MenuItem className={styles.menuItem} href={formsHref}>
              {t('nav.forms')}
            </MenuItem>
            <MenuItem className={styles.menuItem} href={settingsHref}>
              {t('nav.settings')}
            </MenuItem>
            {workspaceHref ? (
              <MenuItem className={styles.menuItem} href={workspaceHref}>
                {t('nav.workspace')}
              </MenuItem>
            ) : null}
            {/* A page load, not an in-app navigation: the server signs out a navigation made on this site at
                once (modules/auth/logout-page.ts), where an in-app route change would only reach the "Sign out?" page. */}
            <MenuItem className={styles.menuItem} href={logoutHref} routerOptions={{ reloadDocument: true }}>
              {t('nav.signOut')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
