/**
 * The API's error codes as text, in every language. They live with the codes
 * (`api/error-codes.ts`) so the API cannot add a code without its texts, and they are
 * bundled into every package that shows them: a remote released after the shell brings
 * the texts of the codes it knows, instead of reading a copy frozen in the shell.
 * Each package merges them into its own i18next namespace under the key `errors`.
 */
export const ERROR_TEXTS_KEY = 'errors';

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
