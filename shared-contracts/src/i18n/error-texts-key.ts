import type { i18n as I18n } from 'i18next';

/**
 * Where a package's namespace holds the API's error texts (`errors.<code>`), and whether it
 * holds them now: what a component asks at each draw, so it is a module of its own, without
 * the loader and its list of the languages' files (errors-namespace.ts), which come with the
 * first error shown.
 */
export const ERROR_TEXTS_KEY = 'errors';

/** Whether `namespace` holds the error texts in the language `i18n` shows now. */
export function hasErrorTexts(i18n: I18n, namespace: string): boolean {
  return i18n.getResource(i18n.language, namespace, ERROR_TEXTS_KEY) !== undefined;
}
