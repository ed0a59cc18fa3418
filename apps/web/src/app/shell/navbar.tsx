import type { Locale } from '@portico/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component.js';
import type { AccountMenuProps } from './account-menu.js';
import { LanguagePicker } from './language-picker.js';
import styles from './shell.module.css';
import { ShellIcon } from './shell-icons.js';
import { SignInLink } from './sign-in-link.js';

export interface NavbarLink {
  label: string;
  href: string;
}

export interface CustomNavbarSettings {
  enable: boolean;
  showInLoggedinView: boolean;
  links: NavbarLink[];
}

/** Spec 2 §6: the custom bar shows by `showInLoggedinView` when logged in and by `enable` when logged out. */
export function showCustomNavbar(config: CustomNavbarSettings, isLoggedIn: boolean): boolean {
  return (isLoggedIn ? config.showInLoggedinView : config.enable) && config.links.length > 0;
}

export interface NavbarProps {
  companyName: string;
  logoUrl: string | null;
  homeHref: string;
  settingsHref: string;
  /** The offer center (spec 1 §2), reached from the account menu. */
  offersHref: string;
  /** The dashboard, the saved jobs and the profile (spec 1 §2), reached from the account menu. */
  savedJobsHref: string;
  profileHref: string;
  dashboardHref: string;
  /** The forms center (spec 1 §2), reached from the account menu. */
  formsHref: string;
  logoutHref: string;
  customNavbar: CustomNavbarSettings;
  isLoggedIn: boolean;
  userName: string | null;
  loginEnabled: boolean;
  languages: readonly Locale[];
  language: Locale;
  onLanguageChange(language: Locale): void;
  /** `/careers/login` with the carried query parameters; the app intercepts it and calls `onSignIn`. */
  signInHref: string;
  onSignIn(): void;
  /** The pointer or focus is on "Sign in": the dialog's code can start downloading. */
  onSignInIntent?(): void;
}

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

export function Navbar(props: NavbarProps) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  // A followed link closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the open phone menu and returns focus to its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const custom = showCustomNavbar(props.customNavbar, props.isLoggedIn) ? props.customNavbar.links : [];

  return (
    <nav className={styles.navbar} aria-label={t('nav.label')}>
      <div className={styles.navInner}>
        <Link
          to={props.homeHref}
          className={styles.brand}
          aria-label={t('nav.home', { company: props.companyName })}
        >
          {props.logoUrl ? <img src={props.logoUrl} alt="" className={styles.logo} /> : null}
          <span className={styles.brandName}>{props.companyName}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <ShellIcon name={menuOpen ? 'x' : 'menu'} size={22} />
          <span className={styles.menuButtonText}>{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <div id={menuId} className={styles.navItems} data-open={menuOpen || undefined}>
          {custom.length > 0 ? (
            <ul className={styles.customLinks} aria-label={t('nav.customLinks')}>
              {custom.map((link) => (
                <li key={`${link.href}|${link.label}`}>
                  {isExternal(link.href) ? (
                    <a href={link.href} className={styles.navLink} rel="noopener">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.href} className={styles.navLink}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.navActions}>
            <LanguagePicker
              languages={props.languages}
              value={props.language}
              onChange={props.onLanguageChange}
            />
            {props.isLoggedIn ? (
              <AccountMenuSlot
                userName={props.userName ?? ''}
                settingsHref={props.settingsHref}
                offersHref={props.offersHref}
                savedJobsHref={props.savedJobsHref}
                profileHref={props.profileHref}
                dashboardHref={props.dashboardHref}
                formsHref={props.formsHref}
                logoutHref={props.logoutHref}
              />
            ) : props.loginEnabled ? (
              <SignInLink
                className={styles.signIn}
                href={props.signInHref}
                onOpen={props.onSignIn}
                onIntent={props.onSignInIntent}
              >
                {t('nav.signIn')}
              </SignInLink>
            ) : null}
          </div>
        </div>
      </div>
    </nav>
  );
}

/** The signed-in candidate's menu button (React Aria), in its own chunk. */
export const accountMenu = lazyComponent<AccountMenuProps>(() =>
  import('./account-menu.js').then((module) => module.AccountMenu),
);

/**
 * The account menu is React Aria's menu button in its own chunk (docs/decisions/014). Signed-in pages load
 * it before hydration, so this normally renders it straight away; until it is there (a failed download, a
 * test without the preload) a plain button with the same name stands in and opens the menu once it arrives.
 */
function AccountMenuSlot(props: Omit<AccountMenuProps, 'openOnMount'>) {
  const { t } = useTranslation('shell');
  const [pressed, setPressed] = useState(false);
  const Loaded = accountMenu.useComponent(pressed);
  if (Loaded) return <Loaded {...props} openOnMount={pressed} />;
  const preload = () => void accountMenu.preload().catch(() => undefined);
  const open = () => setPressed(true);
  return (
    <button
      type="button"
      className={styles.accountButton}
      aria-label={t('nav.account', { name: props.userName })}
      aria-haspopup="true"
      aria-expanded="false"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open();
        }
      }}
    >
      <ShellIcon name="user-round" size={20} />
      <span className={styles.accountName}>{props.userName}</span>
      <ShellIcon name="chevron-down" size={16} />
    </button>
  );
}
