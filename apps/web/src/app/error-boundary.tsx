import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { withDomain } from '../lib/careers-href.js';
import { useBoot } from './boot-context.js';
import { CrashScreen, SimpleNotice } from './shell/crash-screen.js';
import { usePageTitle } from './shell/page-title.js';

export function supportHrefFor(domain: string): string {
  return `mailto:support@${domain}`;
}

function technicalText(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText}${error.data ? `\n${String(error.data)}` : ''}`;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * The router's error element: a 404 answer shows "Page not found", anything else the crash screen.
 * Only admins see the technical text (spec 2 §6).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const boot = useBoot();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  usePageTitle({});
  const home = withDomain('/careers', boot.domain);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <SimpleNotice
          title={t('notFound.title')}
          message={t('notFound.message')}
          linkText={t('notFound.link')}
          href={home}
        />
      </main>
    );
  }
  return (
    <main id="main">
      <CrashScreen
        backHref={home}
        supportHref={supportHrefFor(boot.domain)}
        detail={boot.user.user?.isAdmin ? technicalText(error) : null}
        onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(home))}
      />
    </main>
  );
}
