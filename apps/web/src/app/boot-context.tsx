import type { BootData, PageConfig } from '@portico/contracts';
import { createContext, type ReactNode, useContext } from 'react';

const BootContext = createContext<BootData | null>(null);

/** The server-embedded boot data (tenant config, user, language, footer) for every component. */
export function BootProvider({ boot, children }: { boot: BootData; children: ReactNode }) {
  return <BootContext.Provider value={boot}>{children}</BootContext.Provider>;
}

export function useBoot(): BootData {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot() needs a <BootProvider> above it');
  return boot;
}

export function usePageConfig(): PageConfig {
  return useBoot().pageConfig;
}

export function useCompanyName(): string {
  return useBoot().pageConfig.pcsxConfig.branding.companyName;
}

export function useCandidateLoginEnabled(): boolean {
  return useBoot().pageConfig.loginSignupConfig.candidateLoginEnabled;
}
