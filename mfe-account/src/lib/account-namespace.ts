import type { NamespaceLoader } from '@dating/platform';
import type { i18n as I18n } from 'i18next';

/** The i18next namespace of mfe-account, shared by its app and its parcels. */
export const ACCOUNT_NAMESPACE = 'account';

/**
 * The account screens' texts beyond the login form, each a file per language in
 * `screen-locales/<part>/` holding the one key of that name (`signup.*`, `settings.*`...).
 * A screen's chunk names its part (`screen-locales/<part>.ts`, so the part's files are listed
 * in that chunk, not in the remote's first one) and adds it to the namespace when it loads
 * (`loadAccountTexts`): /login carries only its own form's texts (decision 0182).
 */
export type AccountTextsPart =
  | 'accountDeleted'
  | 'activate'
  | 'langConfig'
  | 'mailChange'
  | 'resetDo'
  | 'resetPassword'
  | 'settings'
  | 'signup';

type Messages = Record<string, unknown>;

/** One part of the account namespace's texts and how to load one language of it. */
export interface AccountTexts {
  readonly part: AccountTextsPart;
  readonly load: (locale: string) => Promise<Messages>;
}

export const accountTexts = (
  part: AccountTextsPart,
  load: (locale: string) => Promise<{ default: Messages }>,
): AccountTexts => ({ part, load: (locale) => load(locale).then((module) => module.default) });

// The parts some screen of this page has loaded: a language loaded later (a switch) brings
// them too, so a screen already open never shows a key.
const loaded = new Map<AccountTextsPart, AccountTexts>();

/**
 * The namespace's own texts (the login form, the areas' names, a loading line) and the parts
 * the page's screens have asked for; the API's error texts come when an error first shows
 * (useErrorText, 0182).
 */
export const loadAccountMessages: NamespaceLoader = async (locale) => {
  const [own, ...parts] = await Promise.all([
    import(/* webpackChunkName: "account-locale-[request]" */ `../locales/${locale}.json`).then(
      (module: { default: Messages }) => module.default,
    ),
    ...[...loaded.values()].map((texts) => texts.load(locale)),
  ]);
  return Object.assign({}, own, ...parts) as Messages;
};

/**
 * Adds these parts to the account namespace in the languages `i18n` holds (the namespace
 * itself loaded first, so a bundle holding only a part never passes for the namespace) and
 * in every language it loads later. A screen awaits this before it draws.
 */
export async function loadAccountTexts(i18n: I18n, parts: readonly AccountTexts[]): Promise<void> {
  for (const texts of parts) loaded.set(texts.part, texts);
  await i18n.loadNamespaces(ACCOUNT_NAMESPACE);
  const languages = i18n.languages.filter((language) =>
    i18n.hasResourceBundle(language, ACCOUNT_NAMESPACE),
  );
  await Promise.all(
    languages.flatMap((language) =>
      parts
        .filter((texts) => i18n.getResource(language, ACCOUNT_NAMESPACE, texts.part) === undefined)
        .map(async (texts) => {
          const messages = await texts.load(language);
          i18n.addResourceBundle(language, ACCOUNT_NAMESPACE, messages, true, true);
        }),
    ),
  );
}
