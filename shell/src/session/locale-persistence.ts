import { Subscription, distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  isLocale,
  type ApiClient,
  type EventBus,
  type Locale,
} from '@dating/shared-contracts';
import { logShellError } from '../errors/shell-log';

export const LOCALE_COOKIE_MAX_AGE_S = LOCALE_COOKIE_DAYS * 24 * 60 * 60;

/** The `i18n_redirected` cookie: the chosen locale, kept 365 days, for the whole site. */
export const localeCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;

/**
 * Keeps the chosen locale: the cookie on every locale (the first one included), and
 * `PUT /api/user.php { language }` on a change while logged in. The bus event
 * `locale/change-requested` switches i18next; locales outside LOCALES are ignored.
 */
export function bindLocalePersistence(deps: {
  api: ApiClient;
  bus: EventBus;
  locale$: Observable<string>;
  isLoggedIn: () => boolean;
  changeLanguage: (locale: Locale) => unknown;
  doc?: Document;
}): Subscription {
  const doc = deps.doc ?? document;
  const subscription = new Subscription();
  subscription.add(
    deps.bus
      .on('locale/change-requested')
      .pipe(
        map((event) => event.locale),
        filter(isLocale),
      )
      .subscribe((locale) => {
        Promise.resolve(deps.changeLanguage(locale)).catch((error: unknown) => {
          logShellError('[shell] changing the language failed', error);
        });
      }),
  );
  let first = true;
  subscription.add(
    deps.locale$.pipe(filter(isLocale), distinctUntilChanged()).subscribe((locale) => {
      doc.cookie = localeCookie(locale);
      if (!first && deps.isLoggedIn()) {
        callEndpoint(deps.api, endpoints.user.update, { body: { language: locale } }).catch(
          (error: unknown) => {
            logShellError('[shell] saving the language failed', error);
          },
        );
      }
      first = false;
    }),
  );
  return subscription;
}
