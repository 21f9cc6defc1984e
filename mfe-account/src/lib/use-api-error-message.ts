import { useTranslation } from 'react-i18next';
import { isApiError } from '@dating/shared-contracts';

/**
 * Turns a failed call into the text of the shell's `errors` namespace. A validation
 * failure names its fields; on a one-field form their messages say more than the code.
 */
export function useApiErrorMessage() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (!isApiError(error)) return t('errors:generic_error');
    const fieldKeys =
      error.code === 'validation_failed' ? (error.fields ?? []).map((f) => f.messageKey) : [];
    const keys = fieldKeys.length > 0 ? fieldKeys : [error.code];
    const fallback = t('errors:generic_error');
    return keys
      .map((key) => t(`errors:${key}`, { ...error.params, defaultValue: fallback }))
      .join(' ');
  };
}
