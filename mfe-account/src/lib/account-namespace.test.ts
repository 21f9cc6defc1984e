import i18next from 'i18next';
import { namespaceBackend, registerNamespace } from '@dating/platform';
import { SETTINGS_TEXTS } from '../screen-locales/settings';
import { SIGNUP_TEXTS } from '../screen-locales/signup';
import { ACCOUNT_NAMESPACE, loadAccountMessages, loadAccountTexts } from './account-namespace';

async function accountI18n() {
  registerNamespace(ACCOUNT_NAMESPACE, loadAccountMessages);
  const i18n = i18next.createInstance();
  await i18n.use(namespaceBackend).init({
    lng: 'nl',
    fallbackLng: 'nl',
    ns: [ACCOUNT_NAMESPACE],
    defaultNS: ACCOUNT_NAMESPACE,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

it("holds the login form's texts, not the other screens'", async () => {
  const own = await loadAccountMessages('nl');
  expect(Object.keys(own).sort()).toEqual(['areas', 'comingSoon', 'loading', 'login']);
});

it("adds a screen's part, and brings it with a language loaded later", async () => {
  const i18n = await accountI18n();
  expect(i18n.exists('settings.email.title')).toBe(false);
  await loadAccountTexts(i18n, [SETTINGS_TEXTS]);
  expect(i18n.t('settings.email.title')).not.toBe('settings.email.title');
  expect(i18n.t('login.title')).toBe('Inloggen');

  await i18n.changeLanguage('de');
  expect(i18n.getResource('de', ACCOUNT_NAMESPACE, 'settings')).toBeDefined();
  expect(i18n.t('settings.email.title')).toBe(
    i18n.getResource('de', ACCOUNT_NAMESPACE, 'settings.email.title'),
  );
  expect(i18n.t('login.title')).toBe('Anmelden');
  // A part not asked for stays out.
  expect(i18n.getResource('de', ACCOUNT_NAMESPACE, 'resetDo')).toBeUndefined();

  await loadAccountTexts(i18n, [SIGNUP_TEXTS]);
  expect(i18n.getResource('de', ACCOUNT_NAMESPACE, 'signup')).toBeDefined();
  expect(i18n.getResource('nl', ACCOUNT_NAMESPACE, 'signup')).toBeDefined();
});
