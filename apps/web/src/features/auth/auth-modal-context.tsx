import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type AuthView = 'signIn' | 'signUp' | 'forgot';

export interface OpenLoginOptions {
  view?: AuthView;
  /** Runs after a successful sign-in, before the page refreshes (spec 2 §4 "Auth modal"). */
  pendingAction?: () => void | Promise<void>;
  /** Keep the page as it is after sign-in (no refresh). */
  skipRefresh?: boolean;
}

export interface AuthModalState extends OpenLoginOptions {
  isOpen: boolean;
}

interface AuthModalApi {
  state: AuthModalState;
  openLogin(options?: OpenLoginOptions): void;
  closeLogin(): void;
}

const AuthModalContext = createContext<AuthModalApi | null>(null);

/** Holds the login modal's open state and the action waiting for a successful sign-in. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthModalState>({ isOpen: false });
  const openLogin = useCallback(
    (options: OpenLoginOptions = {}) => setState({ ...options, isOpen: true }),
    [],
  );
  const closeLogin = useCallback(() => setState({ isOpen: false }), []);
  const value = useMemo(() => ({ state, openLogin, closeLogin }), [state, openLogin, closeLogin]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal() needs an <AuthModalProvider> above it');
  return api;
}
