import { useTranslation } from '@dating/platform';
import { ERROR_TEXTS_KEY, isApiError } from '@dating/shared-contracts';
import { COMPLAINTS_NS } from '../complaints-texts';
import { alertStyle, secondaryButton } from './styles';

interface Props {
  readonly error: unknown;
  /** Sends the same notice again (the same key: it is filed once). */
  readonly onRetry: () => void;
}

/** The notice did not arrive: why, in the API's words, and a retry that loses nothing. */
export function FailureAlert({ error, onRetry }: Props) {
  const { t } = useTranslation(COMPLAINTS_NS);
  const generic = t(`${ERROR_TEXTS_KEY}.generic_error`);
  const message = isApiError(error)
    ? t(`${ERROR_TEXTS_KEY}.${error.code}`, { ...error.params, defaultValue: generic })
    : generic;
  return (
    <div role="alert" css={alertStyle}>
      <p>{message}</p>
      <p>{t('failureKept')}</p>
      <button type="button" css={secondaryButton} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
