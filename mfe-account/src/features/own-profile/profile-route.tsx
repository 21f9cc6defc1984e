import { loadAccountTexts } from '../../lib/account-namespace';
import { lazyRoute } from '../../lib/lazy-screen';

/**
 * `/profile`: the member's own profile, code-split from the account forms. Its code and texts
 * (its own, the photo manager's, the profile fields' and the invisible switch's) are fetched
 * together the first time it opens; like the settings, without a loading line.
 */
export const OwnProfileRoute = lazyRoute(async (i18n) => {
  const [module] = await Promise.all([
    // The invisible switch, which the settings show too, reads the settings' texts.
    import('./components/own-profile-screen').then(async (loaded) => {
      await loadAccountTexts(i18n, [loaded.SETTINGS_TEXTS]);
      return loaded;
    }),
    import('./profile-texts').then(({ loadOwnProfileTexts }) => loadOwnProfileTexts(i18n)),
  ]);
  return module.OwnProfileScreen;
});
