import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen, theme, type LazyScreen } from '@dating/shared-contracts';

/**
 * The screen's chunk; a failed load is asked for again on the next mount (React.lazy keeps a
 * rejection). The server's render loads it first (`preloadComplaints`), so it draws the form.
 */
function loadable(): LazyScreen {
  return lazyScreen(() =>
    import('./components/complaints-screen').then(
      (module) => ({ default: module.ComplaintsScreen }),
      (error: unknown) => {
        screen = loadable();
        throw error;
      },
    ),
  );
}
let screen = loadable();

/** For the server's render of `/complaints` (server-routes.ts). */
export const preloadComplaints = () => screen.preload();

/** `/complaints`: its code and texts come with the route, not with the remote's entry. */
export function ComplaintsRoute() {
  const { t } = useTranslation();
  const Screen = screen;
  return (
    <Suspense
      fallback={
        <div role="status" aria-busy="true" css={{ padding: 24, color: theme.colors.textMuted }}>
          {t('areas.complaints')}…
        </div>
      }
    >
      <Screen />
    </Suspense>
  );
}
