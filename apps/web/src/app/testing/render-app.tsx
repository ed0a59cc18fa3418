import {
  type BootData,
  type Locale,
  type PageConfigInput,
  pageConfigSchema,
  type StaffRole,
} from '@portico/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApiClient } from '../../lib/api/client.js';
import { createMemoryCsrfStore } from '../../lib/api/csrf.js';
import { createApiEvents } from '../../lib/api/events.js';
import { createI18n } from '../../lib/i18n/index.js';
import { createQueryClient } from '../../lib/query-client.js';
import { AppProviders } from '../providers.js';
import { createRoutes } from '../routes.js';

type BrandingInput = PageConfigInput['pcsxConfig']['branding'];

export interface TestBootOptions {
  companyName?: string;
  branding?: Partial<BrandingInput>;
  config?: Partial<Omit<PageConfigInput, 'pcsxConfig'>> & {
    pcsxConfig?: Partial<PageConfigInput['pcsxConfig']>;
  };
  user?: { fullName: string; email: string; isAdmin?: boolean; staffRole?: StaffRole | null } | null;
  language?: Locale;
  footerHtml?: string;
  sessionExpired?: boolean;
  /** The terms-of-service gate applies (the server says so for a signed-in candidate who has not attested). */
  termsGate?: boolean;
}

/** Boot data as the server would embed it, through the real config schema (defaults filled in). */
export function makeBoot(options: TestBootOptions = {}): BootData {
  const pageConfig = pageConfigSchema.parse({
    ...options.config,
    pcsxConfig: {
      ...options.config?.pcsxConfig,
      branding: { companyName: options.companyName ?? 'Acme Corp', ...options.branding },
    },
  });
  const user = options.user
    ? {
        id: 'c-1',
        email: options.user.email,
        fullName: options.user.fullName,
        isAdmin: options.user.isAdmin ?? options.user.staffRole === 'admin',
        staffRole: options.user.staffRole ?? (options.user.isAdmin ? ('admin' as const) : null),
        preferredLanguage: null,
      }
    : null;
  return {
    domain: 'acme.example',
    siteUrl: 'https://acme.example',
    tenantName: 'Acme',
    pageConfig,
    user: {
      groupId: 'acme.example',
      isLoggedIn: user !== null,
      user,
      microsite: null,
      onboarding: { isOnboarded: true, isBootstrapped: true, bootstrappingConfig: {} },
      termsGate: options.termsGate ?? false,
    },
    language: options.language ?? 'en',
    languageFromPage: false,
    footerHtml: options.footerHtml ?? '',
    sessionExpired: options.sessionExpired ?? false,
  };
}

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers every API call with a 200 `{ data: { ok: true } }` unless a handler says otherwise. */
const okFetch: FetchHandler = () =>
  new Response(JSON.stringify({ data: { ok: true } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The whole app (providers, real route tree, lazy screens) in a memory router at `path`. */
export function renderApp(path: string, boot: BootData, onFetch: FetchHandler = okFetch) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const api = createApiClient({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://test.invalid');
      calls.push({ url, init });
      return onFetch(url, init);
    },
    ...(() => {
      const csrf = createMemoryCsrfStore('test-token');
      return { getCsrfToken: csrf.get, setCsrfToken: csrf.set };
    })(),
    getContext: () => ({ groupId: boot.domain }),
    events: createApiEvents(),
  });
  const queryClient = createQueryClient({ server: false });
  const i18n = createI18n(boot.language);
  const router = createMemoryRouter(createRoutes({ api, queryClient, boot }), { initialEntries: [path] });
  const view = render(
    <AppProviders services={{ boot, api, queryClient, i18n }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, calls, i18n };
}
