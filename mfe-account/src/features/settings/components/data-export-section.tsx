import type { DataExport } from '@dating/shared-contracts/api';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import { alertStyle, primaryButtonStyle } from '../../../components/form-styles';
import { linkButtonStyle, outlineButtonStyle } from '../../../components/more-form-styles';
import { EXPORT_DOWNLOAD_URL, useDataExport, useRequestDataExport } from '../api/data-export';
import { formatDateTime, formatSize } from '../lib/format-date';
import { SETTINGS_NS } from '../settings-texts';
import { LoadState } from './load-state';

/** The mail's link came back here because it expired, was used up or is not this member's. */
const linkExpired = () =>
  new URLSearchParams(window.location.search).get('export') === 'link_expired';

/**
 * "Download my data" (GDPR articles 15 and 20): starts an export, shows it being prepared
 * (asking again every few seconds), ready with its download until it expires, or failed
 * with a retry. A mail announces the ready export too.
 */
export function DataExportSection() {
  const { t } = useTranslation(SETTINGS_NS);
  const errorText = useErrorText();
  const errorMessage = useApiErrorMessage();
  const current = useDataExport();
  const request = useRequestDataExport();
  const latest = current.data?.export ?? null;
  const start = () => request.mutate();

  return (
    <section id="data-export" aria-labelledby="settings-export-title" aria-busy={current.isPending}>
      <h2 id="settings-export-title">{t('export.title')}</h2>
      <p>{t('export.intro')}</p>
      {linkExpired() && latest?.status !== 'preparing' && (
        <p role="alert" css={alertStyle}>
          {errorText('link_expired')}
        </p>
      )}
      <LoadState query={current} failedText={t('export.loadFailed')} />
      {request.isError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(request.error)}
        </p>
      )}
      {current.data && <ExportState latest={latest} busy={request.isPending} onStart={start} />}
    </section>
  );
}

function ExportState({
  latest,
  busy,
  onStart,
}: {
  latest: DataExport | null;
  busy: boolean;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation(SETTINGS_NS);
  const startButton = (label: string, style = primaryButtonStyle) => (
    <button type="button" css={style} disabled={busy} onClick={onStart}>
      {label}
    </button>
  );
  if (latest?.status === 'preparing') {
    return <p role="status">{t('export.preparing')}</p>;
  }
  if (latest?.status === 'ready' && latest.expires_at) {
    return (
      <>
        <p role="status">
          {t('export.ready', { date: formatDateTime(latest.expires_at, i18n.language) })}
        </p>
        <a href={EXPORT_DOWNLOAD_URL} download css={linkButtonStyle}>
          {t('export.download', { size: formatSize(latest.size ?? 0, i18n.language) })}
        </a>
        <p>{startButton(t('export.again'), outlineButtonStyle)}</p>
      </>
    );
  }
  if (latest?.status === 'failed') {
    return (
      <div role="alert" css={alertStyle}>
        <p>{t('export.failed')}</p>
        {startButton(t('export.retry'))}
      </div>
    );
  }
  return startButton(t('export.start'));
}
