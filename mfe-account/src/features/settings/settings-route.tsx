import { loadAccountTexts } from '../../lib/account-namespace';
import { lazyRoute } from '../../lib/lazy-screen';

/**
 * `/notifications`: the member's settings. Their code, then their texts, the first time they
 * open (they are for members only and larger than a login form; the namespaces register in the
 * chunk, so the remote's entry carries neither).
 */
export const SettingsRoute = lazyRoute(async (i18n) => {
  const module = await import('./components/settings-screen');
  await Promise.all([
    i18n.loadNamespaces([...module.SETTINGS_NAMESPACES]),
    loadAccountTexts(i18n, [module.SETTINGS_TEXTS]),
  ]);
  return module.SettingsScreen;
});
