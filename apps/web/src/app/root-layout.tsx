import { isLocale, type Locale, localizedText } from '@portico/contracts';
import { useToast } from '@portico/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject, useLocation, useNavigation } from 'react-router';
import { useAuthModal } from '../features/auth/index.js';
import { NotificationBell } from '../features/notifications/index.js';
import type { PageViewLogger } from '../lib/analytics.js';
import { useApi } from '../lib/api/context.js';
import { withCarriedParams, withDomain } from '../lib/careers-href.js';
import { usePageViewLogging } from '../lib/page-view-logging.js';
import { replayPendingPress } from '../lib/pending-press.js';
import { useBoot } from './boot-context.js';
import { useSwitchLanguage } from './language.js';
import { LoginModalHost, preloadLoginModal } from './login-modal-host.js';
import { useOnboardingStart } from './onboarding-start.js';
import { RequestAlerts } from './request-alerts.js';
import { isSignedInOnlyHref, useRouteHandle } from './route-handle.js';
import { CustomBanner } from './shell/custom-banner.js';
import { HeroImage } from './shell/hero-image.js';
import { Navbar } from './shell/navbar.js';
import styles from './shell/shell.module.css';
import { SiteFooter } from './shell/site-footer.js';
import { useTermsGate } from './terms-gate-host.js';

/**
 * Spec 2 §2: scroll resets to the top when the page (path) changes; query changes keep the position.
 * Focus moves to the main landmark so keyboard and screen-reader users start at the new content.
 */
function useScrollReset(pathname: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

function usePageViews(pageId: string, navigating: boolean, enabled: boolean): void {
  const api = useApi();
  const boot = useBoot();
  const location = useLocation();
  const [logger, setLogger] = useState<PageViewLogger | null>(null);
  // Downloaded and created after hydration: page views are a browser concern, never part of the server
  // render nor of the first download (docs/decisions/014). Analytics is best effort: a failed download
  // logs nothing.
  useEffect(() => {
    let current = true;
    import('../lib/analytics.js').then(
      ({ createPageViewLogger }) => current && setLogger(createPageViewLogger({ api, domain: boot.domain })),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, boot.domain]);
  const pid = new URLSearchParams(location.search).get('pid') ?? undefined;
  usePageViewLogging(enabled ? logger : null, {
    page: pageId,
    path: `${location.pathname}${location.search}`,
    pid,
    navigating,
  });
}

/**
 * Marks the document once the app has hydrated (effects run after the whole tree's first commit), and presses
 * again what the visitor pressed before (the start script held it and showed it as busy: pending-press.ts).
 * Browser journeys wait for `html[data-hydrated]` before pressing buttons.
 */
function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayPendingPress();
  }, []);
}

/**
 * The app shell around every screen: skip link, navbar, banner, hero, main landmark, footer, dialogs. `routes` is
 * the app's route tree, to tell which of the tenant's navbar links need a signed-in candidate.
 */
export function RootLayout({ routes }: { routes: RouteObject[] }) {
  useHydratedMarker();
  const boot = useBoot();
  const { t, i18n } = useTranslation('shell');
  const location = useLocation();
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const { openLogin } = useAuthModal();
  const switchLanguage = useSwitchLanguage();
  const api = useApi();
  const queryClient = useQueryClient();
  const toasts = useToast();
  const sections = boot.pageConfig.pcsxConfig.branding.customPageSections;
  const branding = boot.pageConfig.pcsxConfig.branding;
  const domain = new URLSearchParams(location.search).get('domain');
  const href = useMemo(() => (path: string) => withDomain(path, domain), [domain]);
  // The choice being loaded, then whatever i18n is on (the settings screen can switch it too).
  const [pendingLanguage, setPendingLanguage] = useState<Locale | null>(null);
  const language = pendingLanguage ?? (isLocale(i18n.language) ? i18n.language : boot.language);
  // The tenant's words follow the page's language where the tenant translated them; a visitor is not offered
  // links to pages that need a signed-in candidate.
  const pageLanguage = isLocale(i18n.language) ? i18n.language : boot.language;
  const customNavbar = useMemo(
    () => ({
      ...sections.customNavbarConfig,
      links: sections.customNavbarConfig.links
        .filter((link) => boot.user.isLoggedIn || !isSignedInOnlyHref(routes, link.href, boot))
        .map((link) => ({ label: localizedText(link.label, link.labels, pageLanguage), href: link.href })),
    }),
    [sections.customNavbarConfig, boot, routes, pageLanguage],
  );
  const banner = sections.customBanner;
  // Spec 1 §6: the notification center is for signed-in candidates where the tenant has in-app notifications.
  const notifications = boot.pageConfig.notificationsConfig;
  const showBell = boot.user.isLoggedIn && notifications.enableCandidateInappNotifications;
  // Spec 1 §4: while the terms gate stands, everything else is inert (no focus, no clicks, hidden from AT).
  const terms = useTermsGate();
  // A candidate who just signed in and is not onboarded starts onboarding, after the terms gate.
  useOnboardingStart(terms.blocking);

  useScrollReset(location.pathname);
  // Not on /logout: its sign-out rotates the CSRF token while the page-view post is in flight.
  usePageViews(
    handle.pageId ?? 'jobs',
    navigation.state !== 'idle',
    handle.pageId !== 'logout' && !handle.bare && !handle.workspace,
  );

  async function changeLanguage(next: Locale) {
    setPendingLanguage(next);
    try {
      await switchLanguage(next);
    } catch {
      // The language's strings could not be downloaded (offline): stay on the current one.
      toasts.showToast(i18n.t('shell:language.loadFailed'), { type: 'error' });
      return;
    } finally {
      setPendingLanguage(null);
    }
    if (boot.user.isLoggedIn) {
      try {
        // Downloaded when a signed-in candidate first switches: with its mutation hook, the request module
        // would otherwise bring TanStack Query's mutation observer into every page's first load (014).
        const { updateLanguage, afterLanguageSaved } = await import(
          '../lib/api/endpoints/update-language.js'
        );
        await updateLanguage(api, { language: next });
        await afterLanguageSaved(queryClient);
      } catch {
        toasts.showToast(i18n.t('shell:language.saveFailed'), { type: 'error' });
      }
    }
  }

  if (handle.bare) {
    return (
      <>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <RequestAlerts />
      </>
    );
  }

  return (
    <>
      <div className={styles.app} inert={terms.blocking || undefined}>
        <a href="#main" className={styles.skipLink}>
          {t('skipToContent')}
        </a>
        <header>
          <Navbar
            companyName={branding.companyName}
            logoUrl={branding.logoUrl}
            homeHref={href('/careers')}
            settingsHref={href('/careers/settings')}
            offersHref={href('/careers/offers')}
            savedJobsHref={href('/careers/saved-jobs')}
            profileHref={href('/careers/profile')}
            dashboardHref={href('/careers/dashboard')}
            formsHref={href('/careers/forms/center')}
            workspaceHref={boot.user.user?.staffRole ? href('/careers/admin/jobs') : undefined}
            logoutHref={withDomain('/logout', boot.domain)}
            customNavbar={customNavbar}
            isLoggedIn={boot.user.isLoggedIn}
            userName={boot.user.user?.fullName || boot.user.user?.email || null}
            loginEnabled={boot.pageConfig.loginSignupConfig.candidateLoginEnabled}
            languages={boot.pageConfig.supportedLanguages}
            language={language}
            onLanguageChange={(next) => void changeLanguage(next)}
            signInHref={withCarriedParams('/careers/login', location.search)}
            onSignIn={() => openLogin()}
            onSignInIntent={preloadLoginModal}
            onAccountMenuFailed={() =>
              toasts.showToast(i18n.t('shell:nav.menuLoadFailed'), { type: 'error' })
            }
            notificationBell={
              showBell ? (
                <NotificationBell
                  domain={boot.domain}
                  actionRequiredTab={notifications.hasActionRequiredNotificationsConfigured}
                  live={!terms.blocking}
                  onOpenFailed={() =>
                    toasts.showToast(i18n.t('shell:notifications.openFailed'), { type: 'error' })
                  }
                />
              ) : null
            }
          />
          <CustomBanner
            enabled={banner.enabled}
            alertType={banner.alertType}
            message={localizedText(banner.message, banner.messages, pageLanguage)}
          />
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          {handle.ownHero || handle.workspace ? null : (
            <HeroImage config={handle.pageId ? sections.heroImages[handle.pageId] : undefined} />
          )}
          <Outlet />
        </main>
        {handle.hideFooter ? null : (
          <SiteFooter html={boot.footerHtml} hidePoweredBy={sections.footer.hidePoweredBy} />
        )}
        <LoginModalHost />
        <RequestAlerts />
      </div>
      {terms.gate}
    </>
  );
}
