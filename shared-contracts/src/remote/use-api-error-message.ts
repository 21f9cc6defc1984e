import { useTranslation } from 'react-i18next';
import { isApiError } from '../api-client/api-error';

/**
 * Turns a failed call into the text of the shell's `errors` namespace. Asking for the
 * namespace here (not only through an `errors:` prefix) makes react-i18next re-render
 * once it has loaded. A validation failure names its fields; on a one-field form their
 * messages say more than the code.
 */
export function useApiErrorMessage() {
  const { t } = useTranslation('errors');
  return (error: unknown): string => {
    const fallback = t('generic_error');
    if (!isApiError(error)) return fallback;
    const fieldKeys =
      error.code === 'validation_failed' ? (error.fields ?? []).map((f) => f.messageKey) : [];
    const keys = fieldKeys.length > 0 ? fieldKeys : [error.code];
    return keys.map((key) => t(key, { ...error.params, defaultValue: fallback })).join(' ');
  };
}
