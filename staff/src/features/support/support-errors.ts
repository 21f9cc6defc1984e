import { useErrorText, errorCode } from '../../lib/error-text';
import { useTranslation } from 'react-i18next';

/** The codes of support and refunds with a text of their own in `support.errors`. */
const SUPPORT_CODES = new Set([
  'already_confirmed',
  'refund_exceeds_payment',
  'payment_not_refundable',
  'idempotency_key_reused',
]);

/** A failed support call as a sentence; the console's shared texts for the rest. */
export function useSupportErrorText() {
  const { t } = useTranslation();
  const shared = useErrorText();
  return (error: unknown): string => {
    const code = errorCode(error);
    return code && SUPPORT_CODES.has(code) ? t(`support.errors.${code}`) : shared(error);
  };
}
