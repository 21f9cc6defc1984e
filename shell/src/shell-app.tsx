import { useEffect } from 'react';
import { useTranslation } from '@dating/platform';
import { matchRoute } from '@dating/shared-contracts';
import {
  ErrorPage,
  ErrorPageBoundary,
  NotFoundPage,
  ShellErrorBoundary,
} from './errors/error-page';
import { Layout } from './layout/layouts';
import { LoadingBar } from './layout/loading-bar/loading-bar';
import { MemberLiveStatus } from './layout/member-chrome';
import { ShellModals } from './modals/shell-modals';
import { RemoteOutlet } from './remotes/remote-outlet';
import { useShell } from './shell-context';
import { SHELL_VERSION } from './shell-version';
import { useLocationPath } from './routing/use-location-path';

/** Chooses layout and outlet for the current path; single-spa mounts the owner into it. */
export function ShellApp() {
  const { t, i18n } = useTranslation();
  const path = useLocationPath();
  const { routes, errors } = useShell();
  const match = matchRoute(path, routes);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  return (
    <ErrorPageBoundary fallbackText={t('errorPage.failed')}>
      <LoadingBar />
      <ShellErrorBoundary
        onError={(error) =>
          errors.report({ remote: 'shell', version: SHELL_VERSION, kind: 'render', error })
        }
        renderError={(message) => (
          <Layout>
            <ErrorPage status={500} message={message} />
          </Layout>
        )}
      >
        <Layout frame={match?.route.frame} route={match?.route ?? null}>
          {match ? <RemoteOutlet name={match.route.owner} /> : <NotFoundPage />}
        </Layout>
        <ShellModals route={match?.route ?? null} />
        <MemberLiveStatus />
      </ShellErrorBoundary>
    </ErrorPageBoundary>
  );
}
