import { isApiError } from '@dating/shared-contracts';
import { useTranslation } from 'react-i18next';

/** Codes with a text of their own in `errors` (the rest read as the generic text). */
const KNOWN = new Set([
  'staff_login_failed',
  'staff_login_expired',
  'staff_authentication_required',
  'staff_role_required',
  'item_closed',
  'claim_required',
  'undo_expired',
  'own_decision',
  'validation_failed',
  'not_found',
  'cross_site_request',
  'network_error',
]);

/** The code of a failed call, or null for anything that is not an API error. */
export const errorCode = (error: unknown): string | null => (isApiError(error) ? error.code : null);

/** Turns a failed call into a sentence in the console's language; never the server's words. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (!isApiError(error)) return t('errors.generic');
    if (error.code === 'too_many_attempts') {
      const minutes = Number(error.params.minutes);
      return Number.isFinite(minutes) && minutes > 0
        ? t('errors.too_many_attempts', { count: Math.ceil(minutes) })
        : t('errors.too_many_attempts_later');
    }
    return KNOWN.has(error.code) ? t(`errors.${error.code}`) : t('errors.generic');
  };
}
