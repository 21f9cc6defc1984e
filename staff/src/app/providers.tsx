import { Global } from '@emotion/react';
import type { ApiClient } from '@dating/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider } from '../lib/api-context';
import { createStaffI18n, type StaffLocale } from '../lib/i18n';
import { RecentDecisionProvider } from '../lib/recent-decision';
import { endSession } from '../lib/session';
import { createStaffApi } from '../lib/staff-api';
import { pageStyle } from '../lib/styles';

export interface StaffServices {
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
}

/**
 * What the console's screens share, made once per page: the API client, whose 401
 * staff_authentication_required ends the session in the query cache; the cache; the texts.
 */
export function createStaffServices(locale: StaffLocale): StaffServices {
  const queryClient = new QueryClient({
    defaultOptions: {
      // A failed read shows its retry button; a write is never repeated by itself.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const api = createStaffApi({ onAuthenticationRequired: () => endSession(queryClient) });
  return { api, queryClient, i18n: createStaffI18n(locale) };
}

export function StaffProviders({
  services,
  children,
}: {
  services: StaffServices;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiProvider api={services.api}>
        <I18nextProvider i18n={services.i18n}>
          <RecentDecisionProvider>
            <Global styles={pageStyle} />
            {children}
          </RecentDecisionProvider>
        </I18nextProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
