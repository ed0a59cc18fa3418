import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from './client.js';

const ApiContext = createContext<ApiClient | null>(null);

/** Gives hooks the request layer. The server renders with a client built on its in-process fetch. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() needs an <ApiProvider> above it');
  return client;
}
