import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@dating/shared-contracts';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The console's API client (lib/staff-api.ts), given by the app's providers. */
export function useStaffApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useStaffApi needs an ApiProvider');
  return api;
}
