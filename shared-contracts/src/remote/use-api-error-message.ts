import { useTranslation } from 'react-i18next';
import { isApiError } from '../api-client/api-error';
import { ERROR_TEXTS_KEY } from '../i18n/errors-namespace';

/**
 * Turns a failed call into text from the error texts this package bundles
 * (`withErrorTexts`), read in the current default namespace. A validation failure
 * names its fields; on a one-field form their messages say more than the code.
 */
export function useApiErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const fallback = t(`${ERROR_TEXTS_KEY}.generic_error`);
    if (!isApiError(error)) return fallback;
    const fieldKeys =
      error.code === 'validation_failed' ? (error.fields ?? []).map((f) => f.messageKey) : [];
    const keys = fieldKeys.length > 0 ? fieldKeys : [error.code];
    return keys
      .map((key) => t(`${ERROR_TEXTS_KEY}.${key}`, { ...error.params, defaultValue: fallback }))
      .join(' ');
  };
}
