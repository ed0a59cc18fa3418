import type { BootData } from '@portico/contracts';
import { createToastQueue, DeferredToastRegion, ToastProvider } from '@portico/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AuthModalProvider } from '../features/auth/index.js';
import type { ApiClient } from '../lib/api/client.js';
import { ApiProvider } from '../lib/api/context.js';
import { BootProvider } from './boot-context.js';

export interface AppServices {
  boot: BootData;
  api: ApiClient;
  queryClient: QueryClient;
  i18n: I18n;
}

/** Everything above the router, identical in the server render and the browser. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <BootProvider boot={services.boot}>
      <I18nextProvider i18n={services.i18n}>
        <QueryClientProvider client={services.queryClient}>
          <ApiProvider client={services.api}>
            <AuthModalProvider>
              <Toasts>{children}</Toasts>
            </AuthModalProvider>
          </ApiProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </BootProvider>
  );
}

/**
 * The page's snack region (spec 2 §8/§9), top centre; `useToast()` below it raises toasts. The region's
 * code arrives with the first toast (docs/decisions/014); until then it is the same empty landmark.
 */
function Toasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [queue] = useState(() => createToastQueue());
  return (
    <ToastProvider queue={queue}>
      {children}
      <DeferredToastRegion queue={queue} label={t('alerts.region')} closeLabel={t('alerts.dismiss')} />
    </ToastProvider>
  );
}
