import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';

type Screen = LazyExoticComponent<ComponentType>;

/** The screen's chunk; a failed load is asked for again on the next mount (React.lazy keeps a rejection). */
function loadable(): Screen {
  return lazy(() =>
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
