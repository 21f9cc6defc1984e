import { BehaviorSubject } from 'rxjs';
import { createEventBus, type Locale } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer, strictApiClient } from '@dating/shared-contracts/testing';
import { readLocaleCookie } from '../i18n/create-i18n';
import { bindLocalePersistence, localeCookie } from './locale-persistence';

function setup(loggedIn: boolean) {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  const api = strictApiClient([answer(endpoints.user.update, () => ({ user: aSessionUser() }))]);
  const { calls } = api;
  const bus = createEventBus();
  const locale$ = new BehaviorSubject('nl');
  const changeLanguage = jest.fn((locale: Locale) => locale$.next(locale));
  const subscription = bindLocalePersistence({
    api,
    bus,
    locale$,
    isLoggedIn: () => loggedIn,
    changeLanguage,
  });
  return { bus, calls, changeLanguage, subscription };
}

it('writes a 365-day, site-wide, SameSite=Lax cookie', () => {
  expect(localeCookie('de')).toBe('i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax');
});

it('switches i18next on locale/change-requested, keeps the cookie and tells the API', () => {
  const { bus, calls, changeLanguage, subscription } = setup(true);
  expect(readLocaleCookie()).toBe('nl');
  expect(calls).toEqual([]);

  bus.emit({ type: 'locale/change-requested', locale: 'de' });
  expect(changeLanguage).toHaveBeenCalledWith('de');
  expect(readLocaleCookie()).toBe('de');
  expect(calls).toEqual([
    { method: 'PUT', path: endpoints.user.update.path, body: { language: 'de' } },
  ]);
  subscription.unsubscribe();
});

it('keeps only the cookie while logged out', () => {
  const { bus, calls, subscription } = setup(false);
  bus.emit({ type: 'locale/change-requested', locale: 'fr' });
  expect(readLocaleCookie()).toBe('fr');
  expect(calls).toEqual([]);
  subscription.unsubscribe();
});

it('ignores locales the product does not have', () => {
  const { bus, calls, changeLanguage, subscription } = setup(true);
  bus.emit({ type: 'locale/change-requested', locale: 'xx' });
  bus.emit({ type: 'locale/change-requested', locale: 'nl' });
  expect(changeLanguage).toHaveBeenCalledTimes(1);
  expect(changeLanguage).toHaveBeenCalledWith('nl');
  expect(readLocaleCookie()).toBe('nl');
  expect(calls).toEqual([]);
  subscription.unsubscribe();
});
