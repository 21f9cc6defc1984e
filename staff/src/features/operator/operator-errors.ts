import { useTranslation } from 'react-i18next';
import { errorCode, useErrorText } from '../../lib/error-text';

/** The codes of the operators' calls with a text of their own in `operator.errors`. */
const OPERATOR_CODES = new Set(['operator_purchase_refused']);

/** A failed operator call as a sentence; the console's shared texts for the rest. */
export function useOperatorErrorText() {
  const { t } = useTranslation();
  const shared = useErrorText();
  return (error: unknown): string => {
    const code = errorCode(error);
    return code && OPERATOR_CODES.has(code) ? t(`operator.errors.${code}`) : shared(error);
  };
}
