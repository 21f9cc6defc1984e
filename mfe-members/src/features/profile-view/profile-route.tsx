import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '@dating/platform';
import type { i18n as I18n } from 'i18next';

let screen: LazyExoticComponent<ComponentType> | null = null;

/**
 * The profile screen's code and texts (its own and the profile fields', whose loaders the
 * lazy profile-texts module registers), fetched together the first time a profile opens.
 * React.lazy keeps a failed import: the next mount after a failure starts a new one.
 */
function profileScreen(i18n: I18n) {
  screen ??= lazy(() =>
    Promise.all([
      import('./components/profile-screen'),
      import('./profile-texts').then(({ loadProfileTexts }) => loadProfileTexts(i18n)),
    ]).then(
      ([module]) => ({ default: module.ProfileScreen }),
      (error: unknown) => {
        screen = null;
        throw error;
      },
    ),
  );
  return screen;
}

/** `/members/:id` and `/likes/m/:id`: the profile view, code-split from the search. */
export function ProfileRoute() {
  const { t, i18n } = useTranslation();
  const Screen = profileScreen(i18n);
  return (
    <Suspense fallback={<p role="status">{t('profile.loading')}</p>}>
      <Screen />
    </Suspense>
  );
}
