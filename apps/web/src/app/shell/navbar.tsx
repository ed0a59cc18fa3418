import type { Locale } from '@portico/contracts';
import { type ComponentType, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component.js';
import type { AccountMenuProps, MenuFocus } from './account-menu.js';
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
  /** The recruiter workspace, for the tenant's staff only (docs/decisions/041). */
  workspaceHref?: string;
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
  /** The account menu's code could not be downloaded when it was opened (offline): tell the candidate. */
  onAccountMenuFailed?(): void;
  /**
   * The notification bell (features/notifications), where the shell shows one: a signed-in candidate on a
   * tenant with in-app notifications. It stays in the bar on phones, beside the menu button, not in the menu.
   */
  notificationBell?: ReactNode;
}

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** The tenant's own links of the navbar (also drawn by the site settings' preview). */
export function CustomNavLinks({ links }: { links: readonly NavbarLink[] }) {
  const { t } = useTranslation('shell');
  if (links.length === 0) return null;
  return (
    <ul className={styles.customLinks} aria-label={t('nav.customLinks')}>
      {links.map((link) => (
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
  );
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
        {/* The menu's items and the bell wrap as one group on desktops, so the bell never starts a row alone. */}
        <div className={styles.navEnd}>
          <div id={menuId} className={styles.navItems} data-open={menuOpen || undefined}>
            <CustomNavLinks links={custom} />
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
                  workspaceHref={props.workspaceHref}
                  logoutHref={props.logoutHref}
                  onLoadFailed={props.onAccountMenuFailed}
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
          {props.isLoggedIn && props.notificationBell ? (
            <div className={styles.bellSlot}>{props.notificationBell}</div>
          ) : null}
        </div>
      </div>
    </nav>
  );
}

/** The signed-in candidate's menu (React Aria), in its own chunk: downloaded when it is first approached. */
export const accountMenu = lazyComponent<AccountMenuProps>(() =>
  import('./account-menu.js').then((module) => module.AccountMenu),
);

/**
 * The account menu's button in the first load: a plain menu button (same name, `aria-haspopup`, closed)
 * without React Aria, which stays out of a signed-in page's first load (docs/decisions/026). Pointer, touch or
 * focus on it starts the download of React Aria's menu; the first press (click, Enter, Space, ArrowDown or
 * ArrowUp) is kept until the chunk is in and then opens the menu the way React Aria's own button would have —
 * keyboard and screen readers on the first or last item, a pointer on the menu — so no press is lost on a slow
 * connection. From then on React Aria's menu button takes the stand-in's place (focus moves to it, so Escape
 * returns there). If the download fails, `onLoadFailed` says so and the next press tries again. The server
 * renders the stand-in too, so hydration never waits for the menu.
 */
function AccountMenuSlot({
  onLoadFailed,
  ...props
}: Omit<AccountMenuProps, 'openWith'> & { onLoadFailed?(): void }) {
  const { t } = useTranslation('shell');
  // How the first press asked for the menu; undefined until then. The state outlives the download, so a
  // press while it is in flight is answered when it lands.
  const [openWith, setOpenWith] = useState<MenuFocus | undefined>(undefined);
  const [Loaded, setLoaded] = useState<ComponentType<AccountMenuProps> | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  if (Loaded && openWith !== undefined) return <Loaded {...props} openWith={openWith} />;
  const preload = () => void accountMenu.preload().catch(() => undefined);
  const open = (focus: MenuFocus) => {
    if (openWith !== undefined) return;
    setOpenWith(focus);
    accountMenu.preload().then(
      (component) => {
        if (live.current) setLoaded(() => component);
      },
      () => {
        if (!live.current) return;
        setOpenWith(undefined);
        onLoadFailed?.();
      },
    );
  };
  return (
    <button
      type="button"
      className={styles.accountButton}
      data-stand-in=""
      data-pending={openWith !== undefined || undefined}
      aria-label={t('nav.account', { name: props.userName })}
      aria-haspopup="true"
      aria-expanded="false"
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      // A click with no pointer position (detail 0) came from the keyboard or a screen reader's virtual
      // cursor: React Aria opens the menu on its first item then; a pointer opens it on the menu itself.
      onClick={(event) => open(event.detail === 0 ? 'first' : null)}
      onKeyDown={(event) => {
        const focus = MENU_KEYS[event.key];
        if (focus === undefined) return;
        // The key opens the menu; without this, Enter and Space would also click the button.
        event.preventDefault();
        open(focus);
      }}
    >
      <ShellIcon name="user-round" size={20} />
      <span className={styles.accountName}>{props.userName}</span>
      <ShellIcon name="chevron-down" size={16} />
    </button>
  );
}

/** The keys that open a menu button (WAI-ARIA menu button pattern) and the item each focuses. */
const MENU_KEYS: Record<string, MenuFocus> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};
