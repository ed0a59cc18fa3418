import { useToast } from '@portico/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../features/auth/index.js';
import { useApi } from '../lib/api/context.js';
import { useBoot } from './boot-context.js';

/**
 * Turns request-layer events into alerts (spec 2 §8): 'Session timed out.' with a sign-in-again
 * action, 'Invalid CSRF.' with a reload action, the 429 message, and 'Server error. Please try again.'
 * for failed GETs. Form errors stay with their forms.
 */
export function RequestAlerts() {
  const api = useApi();
  const { t } = useTranslation(['shell', 'common']);
  const toasts = useToast();
  const { openLogin } = useAuthModal();
  const boot = useBoot();
  const loginEnabled = boot.pageConfig.loginSignupConfig.candidateLoginEnabled;

  // The page itself was requested with a session that had timed out: same alert as an API x-login.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load.
  useEffect(() => {
    if (!boot.sessionExpired) return;
    toasts.showToast(t('common:api.sessionTimeout', { defaultValue: 'Session timed out.' }), {
      type: 'warning',
      timeout: null,
      action: loginEnabled
        ? { label: t('shell:alerts.signInAgain'), onAction: () => openLogin() }
        : undefined,
    });
  }, []);

  useEffect(() => {
    const events = api.events;
    if (!events) return;
    const offs = [
      events.on('sessionTimeout', ({ messageKey, message }) =>
        toasts.showToast(t(`common:${messageKey}`, { defaultValue: message }), {
          type: 'warning',
          timeout: null,
          action: loginEnabled
            ? { label: t('shell:alerts.signInAgain'), onAction: () => openLogin() }
            : undefined,
        }),
      ),
      events.on('csrfInvalid', ({ messageKey, message }) =>
        toasts.showToast(t(`common:${messageKey}`, { defaultValue: message }), {
          type: 'error',
          timeout: null,
          action: { label: t('shell:alerts.reload'), onAction: () => window.location.reload() },
        }),
      ),
      events.on('rateLimited', ({ messageKey, message }) =>
        toasts.showToast(t(`common:${messageKey}`, { defaultValue: message }), { type: 'warning' }),
      ),
      events.on('error', ({ error }) => {
        if (error.kind !== 'server') return;
        toasts.showToast(
          t(`common:${error.messageKey ?? 'api.serverError'}`, { defaultValue: error.message }),
          {
            type: 'error',
          },
        );
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [api, t, toasts, openLogin, loginEnabled]);

  return null;
}
