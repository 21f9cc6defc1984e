import { css } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { alertStyle, hintStyle, secondaryButtonStyle } from '../../../lib/styles';
import { exportAudit } from '../api/audit';

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

/** Downloads every row of the filters' days (an export needs both days), as CSV or JSON. */
export function AuditExport({ from, to }: { from?: string; to?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const download = useMutation({
    mutationFn: (format: 'csv' | 'json') => exportAudit(from!, to!, format),
  });
  const ready = Boolean(from && to);
  return (
    <section aria-labelledby="audit-export-title">
      <h2 id="audit-export-title">{t('audit.export')}</h2>
      <p id="audit-export-hint" css={hintStyle}>
        {ready ? t('audit.exportRange', { from, to }) : t('audit.exportNeedsRange')}
      </p>
      <div css={rowStyle}>
        {(['csv', 'json'] as const).map((format) => (
          <button
            key={format}
            type="button"
            css={secondaryButtonStyle}
            disabled={!ready || download.isPending}
            aria-describedby="audit-export-hint"
            onClick={() => download.mutate(format)}
          >
            {t(`audit.download.${format}`)}
          </button>
        ))}
        {download.isPending && <p role="status">{t('audit.downloading')}</p>}
      </div>
      {download.isError && (
        <p role="alert" css={alertStyle}>
          {errorText(download.error)}
        </p>
      )}
    </section>
  );
}
