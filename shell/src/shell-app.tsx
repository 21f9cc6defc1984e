import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoute, type ApiClient } from '@dating/shared-contracts';
import {
  ErrorPage,
  ErrorPageBoundary,
  NotFoundPage,
  ShellErrorBoundary,
} from './errors/error-page';
import { Layout } from './layout/layouts';
import { ShellModals } from './modals/shell-modals';
import { RemoteOutlet } from './remotes/remote-outlet';
import { useLocationPath } from './routing/use-location-path';

/**
 * Chooses layout and outlet for the current path; single-spa mounts the owner into it.
 * `api` is for the modals' calls (the like modal); by default they make their own client.
 */
export function ShellApp({ api }: { api?: ApiClient } = {}) {
  const { t, i18n } = useTranslation();
  const path = useLocationPath();
  const match = matchRoute(path);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  return (
    <ErrorPageBoundary fallbackText={t('errorPage.failed')}>
      <ShellErrorBoundary
        renderError={(message) => (
          <Layout name="default">
            <ErrorPage status={500} message={message} />
          </Layout>
        )}
      >
        <Layout name={match?.route.layout ?? 'default'} route={match?.route ?? null}>
          {match ? <RemoteOutlet name={match.route.owner} /> : <NotFoundPage />}
        </Layout>
        <ShellModals route={match?.route ?? null} {...(api ? { api } : {})} />
      </ShellErrorBoundary>
    </ErrorPageBoundary>
  );
}
