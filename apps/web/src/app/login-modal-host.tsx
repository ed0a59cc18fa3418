import type { BootData } from '@portico/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type LoginModalProps, loadLoginModal, useAuthModal } from '../features/auth/index.js';
import { withDomain } from '../lib/careers-href.js';
import { lazyComponent } from '../lib/lazy-component.js';
import { useBoot } from './boot-context.js';
import { offerOnboardingAfterSignIn } from './onboarding-start.js';
import { isProtectedRoute, type RouteHandle, useRouteHandle } from './route-handle.js';

const SHOW_LOGIN_PARAM = 'show_login_modal';
const SORT_PARAM = 'sort_by';

/** `show_login_modal=1|true` on any page opens the dialog on load (spec 2 §2). */
export function wantsLoginFromQuery(search: string): boolean {
  const value = new URLSearchParams(search).get(SHOW_LOGIN_PARAM)?.toLowerCase();
  return value === '1' || value === 'true';
}

const LOGIN_PATH = '/careers/login';

/** The sign-in / create-account / forgot-password dialog, with its forms and their schemas. */
export const loginModal = lazyComponent<LoginModalProps>(loadLoginModal);

/** For sign-in entry points: fetch the dialog's code when the visitor heads for it. */
export function preloadLoginModal(): void {
  void loginModal.preload().catch(() => undefined);
}

/**
 * Whether the page itself asks for the dialog: `/careers/login`, `show_login_modal`, or a protected route
 * visited logged out (and only when candidate login is on and nobody is signed in).
 */
export function loginOpensOnLoad(
  boot: BootData,
  location: { pathname: string; search: string },
  handle: RouteHandle,
): boolean {
  if (!boot.pageConfig.loginSignupConfig.candidateLoginEnabled || boot.user.isLoggedIn) return false;
  return (
    location.pathname === LOGIN_PATH || isProtectedRoute(handle, boot) || wantsLoginFromQuery(location.search)
  );
}

/**
 * The one login dialog of the page. It is open when the URL asks for it (`/careers/login`,
 * `show_login_modal`), when a protected route is visited logged out, or when code opened it
 * (`useAuthModal().openLogin`). Closing a URL- or route-opened dialog leaves that state:
 * back to /careers (keeping `domain`), or the same page without the parameter.
 */
export function LoginModalHost() {
  const boot = useBoot();
  const location = useLocation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const { state, closeLogin } = useAuthModal();
  const domain = new URLSearchParams(location.search).get('domain');
  const loginEnabled = boot.pageConfig.loginSignupConfig.candidateLoginEnabled;

  const onLoginRoute = location.pathname === LOGIN_PATH;
  const protectedRoute = isProtectedRoute(handle, boot) && !boot.user.isLoggedIn;
  const fromQuery = wantsLoginFromQuery(location.search);
  const isOpen =
    loginEnabled && !boot.user.isLoggedIn && (state.isOpen || loginOpensOnLoad(boot, location, handle));
  // Its own chunk, downloaded when the dialog first opens (docs/decisions/014); it stays mounted after.
  const LoginModal = loginModal.useComponent(isOpen);

  const withoutLoginParam = useCallback(
    (afterLogin = false) => {
      const params = new URLSearchParams(location.search);
      params.delete(SHOW_LOGIN_PARAM);
      // Spec 2 §4: after login the search's sort option is cleared.
      if (afterLogin) params.delete(SORT_PARAM);
      const search = params.toString();
      return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    },
    [location],
  );

  const onClose = useCallback(() => {
    closeLogin();
    if (onLoginRoute || protectedRoute) navigate(withDomain('/careers', domain), { replace: onLoginRoute });
    else if (fromQuery) navigate(withoutLoginParam(), { replace: true });
  }, [closeLogin, onLoginRoute, protectedRoute, fromQuery, navigate, domain, withoutLoginParam]);

  const onSuccess = useCallback(async () => {
    const { pendingAction, skipRefresh } = state;
    if (pendingAction) await pendingAction();
    if (skipRefresh) {
      closeLogin();
      return;
    }
    // A fresh server render carries the new session, the rotated CSRF token and the candidate's data.
    const target = onLoginRoute ? withDomain('/careers', domain) : withoutLoginParam(true);
    // From the careers home or the sign-in page (nothing else under way), a new candidate starts onboarding.
    if (!pendingAction && (onLoginRoute || handle.pageId === 'jobs')) offerOnboardingAfterSignIn(target);
    const here = `${location.pathname}${location.search}${location.hash}`;
    if (target === here) window.location.reload();
    else window.location.assign(target);
  }, [state, closeLogin, onLoginRoute, domain, withoutLoginParam, location, handle.pageId]);

  if (!loginEnabled || !LoginModal) return null;
  return (
    <LoginModal
      isOpen={isOpen}
      companyName={boot.pageConfig.pcsxConfig.branding.companyName}
      consent={boot.pageConfig.loginSignupConfig}
      initialView={state.view}
      onClose={onClose}
      onSuccess={onSuccess}
    />
  );
}
