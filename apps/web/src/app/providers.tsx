import type { BootData } from '@portico/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthModalProvider } from '../features/auth/index.js';
import type { ApiClient } from '../lib/api/client.js';
import { ApiProvider } from '../lib/api/context.js';
import { BootProvider } from './boot-context.js';
import { ToastProvider } from './shell/toasts.js';

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
              <ToastProvider>{children}</ToastProvider>
            </AuthModalProvider>
          </ApiProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </BootProvider>
  );
}
