import { ChevronDown, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type NavigateOptions, useHref, useNavigate } from 'react-router';
import styles from './shell.module.css';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
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
  logoutHref: string;
  /**
   * Opens the menu as soon as it is mounted, with the focus on its button first (so that closing the menu
   * returns the focus there): the visitor pressed the stand-in button while this chunk was downloading.
   */
  openOnMount?: boolean;
}

/**
 * The signed-in candidate's menu (React Aria: menu button, arrow keys, Escape, focus restored). Its own
 * chunk, loaded before hydration for signed-in visitors only (docs/decisions/014). Its links navigate in
 * the app through React Router.
 */
export function AccountMenu({
  userName,
  settingsHref,
  offersHref,
  savedJobsHref,
  profileHref,
  dashboardHref,
  formsHref,
  logoutHref,
  openOnMount = false,
}: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  // After the button's own autoFocus effect: the popover then records the button as the focus to restore.
  useEffect(() => {
    if (openOnMount) setOpen(true);
  }, [openOnMount]);
  const label = t('nav.account', { name: userName });
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button className={styles.accountButton} aria-label={label} autoFocus={openOnMount}>
          <UserRound aria-hidden="true" size={20} />
          <span className={styles.accountName}>{userName}</span>
          <ChevronDown aria-hidden="true" size={16} />
        </Button>
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
            <MenuItem className={styles.menuItem} href={logoutHref}>
              {t('nav.signOut')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
