import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { alertStyle, primaryButtonStyle } from '../../../components/form-styles';
import { useClaimRetentionDiscount } from '../api/retention-discount';

/**
 * The company's discount for a member about to leave: claiming it makes a personal code,
 * shown with its end date, to use on the next credits.
 */
export function RetentionDiscount({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const claim = useClaimRetentionDiscount();
  const code = claim.data?.discountcode;
  const until = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  return (
    <>
      <h4>{t('settings.delete.discountTitle', { percent })}</h4>
      {code ? (
        <>
          <p role="status">
            {t('settings.delete.discountClaimed', {
              code: code.code,
              percent,
              date: code.expires ? until(code.expires) : '',
            })}
          </p>
          <p>
            <Link to={`/credits?code=${encodeURIComponent(code.code)}`}>
              {t('settings.delete.discountUse')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('settings.delete.discountBody', { percent })}</p>
          {claim.isError && (
            <p role="alert" css={alertStyle}>
              {errorMessage(claim.error)}
            </p>
          )}
          <button
            type="button"
            css={primaryButtonStyle}
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
          >
            {t('settings.delete.discountClaim', { percent })}
          </button>
        </>
      )}
    </>
  );
}
