import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { withDomain } from '../lib/careers-href.js';
import { useBoot } from './boot-context.js';
import { CrashScreen } from './shell/crash-screen.js';
import { NotFoundNotice } from './shell/not-found-notice.js';
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
 * The router's error element: a 404 answer (a job that does not exist) shows the site's "Page not found"
 * with its search box, anything else the crash screen. Only admins see the technical text (spec 2 §6).
 * Every page route has `PageErrorBoundary` (routes.tsx), so a page's error shows inside the shell, whose
 * main landmark holds it; the root's `RouteErrorBoundary` only catches the shell's own failures and brings
 * its own main landmark.
 */
function ErrorContent() {
  const error = useRouteError();
  const boot = useBoot();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle({ page: notFound ? t('notFound.title') : t('crash.title') });
  if (notFound) return <NotFoundNotice />;
  const home = withDomain('/careers', boot.domain);
  return (
    <CrashScreen
      backHref={home}
      supportHref={supportHrefFor(boot.domain)}
      detail={boot.user.user?.isAdmin ? technicalText(error) : null}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(home))}
    />
  );
}

export function PageErrorBoundary() {
  return <ErrorContent />;
}

export function RouteErrorBoundary() {
  return (
    <main id="main">
      <ErrorContent />
    </main>
  );
}
