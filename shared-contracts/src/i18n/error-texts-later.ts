import type { i18n as I18n } from 'i18next';

/** Adds the API's error texts to a namespace in the language shown now (`addErrorTexts`). */
export type ErrorTextsLoader = (i18n: I18n, namespace: string) => Promise<void>;

/**
 * This package's error texts, added to `namespace` when a component first shows an error: the
 * loader, with its list of the languages' files, is a chunk of its own that comes then, not in
 * the chunk of every component that may show one (decision 0182). A remote hands it to the
 * platform with its definition, so the texts it shows are the ones it was built with.
 */
export const addErrorTextsLater: ErrorTextsLoader = (i18n, namespace) =>
  import('./errors-namespace').then((module) => module.addErrorTexts(i18n, namespace));
