import { useTranslation } from '@dating/platform';
import { alertStyle, primaryButtonStyle } from '../../../components/form-styles';

/** What a section's query says of itself while it loads, or after it failed. */
interface SectionQuery {
  readonly isPending: boolean;
  readonly isError: boolean;
  refetch(): unknown;
}

/** A settings section's loading line, or its load failure with a way to try again. */
export function LoadState({ query, failedText }: { query: SectionQuery; failedText: string }) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('settings.loading')}</p>;
  if (!query.isError) return null;
  return (
    <div role="alert" css={alertStyle}>
      <p>{failedText}</p>
      <button type="button" css={primaryButtonStyle} onClick={() => void query.refetch()}>
        {t('settings.retry')}
      </button>
    </div>
  );
}
