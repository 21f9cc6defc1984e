import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { loadAccountTexts } from '../../lib/account-namespace';

let screen: LazyExoticComponent<ComponentType> | null = null;

/**
 * The own profile's code and texts (its own, the photo manager's, the profile fields' and
 * the invisible switch's),
 * fetched together the first time /profile opens. React.lazy keeps a failed import: the
 * next mount after a failure starts a new one.
 */
function ownProfileScreen(i18n: I18n) {
  screen ??= lazy(() =>
    Promise.all([
      // The invisible switch, which the settings show too, reads the settings' texts.
      import('./components/own-profile-screen').then(async (module) => {
        await loadAccountTexts(i18n, [module.SETTINGS_TEXTS]);
        return module;
      }),
      import('./profile-texts').then(({ loadOwnProfileTexts }) => loadOwnProfileTexts(i18n)),
    ]).then(
      ([module]) => ({ default: module.OwnProfileScreen }),
      (error: unknown) => {
        screen = null;
        throw error;
      },
    ),
  );
  return screen;
}

/** `/profile`: the member's own profile, code-split from the account forms. */
export function OwnProfileRoute() {
  const { i18n } = useTranslation();
  const Screen = ownProfileScreen(i18n);
  // Like the settings: the chunk is small, a loading line would only flash.
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
