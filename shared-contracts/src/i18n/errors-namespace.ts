import type { i18n as I18n } from 'i18next';
import { ERROR_TEXTS_KEY, hasErrorTexts } from './error-texts-key';

export { ERROR_TEXTS_KEY, hasErrorTexts } from './error-texts-key';

// The API's error codes as text, in every language. They live with the codes
// (`api/error-codes.ts`) so the API cannot add a code without its texts, and they are
// bundled into every package that shows them: a remote released after the shell brings
// the texts of the codes it knows, instead of reading a copy frozen in the shell.
// Each package reads them in its own i18next namespace under the key `errors`: added the
// first time one of its components shows an error (`addErrorTexts`, `useErrorText`), so a
// page that shows none never loads them (decision 0182); or loaded with the namespace
// (`withErrorTexts`), where a chunk that shows errors brings its own namespace anyway.

export type MessageLoader = (locale: string) => Promise<Record<string, unknown>>;

function loadErrorTexts(locale: string): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "errors-locale-[request]" */ `./errors/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  );
}

/** A namespace loader that also carries the error texts (`t('errors.<code>')`). */
export function withErrorTexts(load: MessageLoader): MessageLoader {
  return async (locale) => {
    const [messages, errors] = await Promise.all([load(locale), loadErrorTexts(locale)]);
    return { ...messages, [ERROR_TEXTS_KEY]: errors };
  };
}

// Per i18next instance and `language namespace`: one load at a time, none once they are there.
const adding = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Adds the error texts to `namespace` in the language `i18n` shows now, once; its store's
 * `added` event tells the components that wait for them. The namespace itself is loaded
 * first (a bundle holding only the error texts would pass for the loaded namespace).
 * A failed load is forgotten, so the next error tries again.
 */
export function addErrorTexts(i18n: I18n, namespace: string): Promise<void> {
  const language = i18n.language;
  if (hasErrorTexts(i18n, namespace)) return Promise.resolve();
  const loads = adding.get(i18n) ?? new Map<string, Promise<void>>();
  adding.set(i18n, loads);
  const key = `${language} ${namespace}`;
  const pending = loads.get(key);
  if (pending) return pending;
  const load = Promise.all([loadErrorTexts(language), i18n.loadNamespaces(namespace)])
    .then(([texts]) => {
      i18n.addResourceBundle(language, namespace, { [ERROR_TEXTS_KEY]: texts }, true, true);
    })
    .finally(() => loads.delete(key));
  loads.set(key, load);
  return load;
}
