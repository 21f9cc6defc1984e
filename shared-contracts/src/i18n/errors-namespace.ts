import { registerNamespace } from './namespace-backend';

/**
 * The API's error codes as text (`errors:<code>`), in every language. They live with
 * the codes (`api/error-codes.ts`) so the API cannot add a code without its texts.
 */
export const ERRORS_NAMESPACE = 'errors';

export function registerErrorsNamespace(): void {
  registerNamespace(ERRORS_NAMESPACE, (locale) =>
    import(/* webpackChunkName: "errors-locale-[request]" */ `./errors/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
  );
}
