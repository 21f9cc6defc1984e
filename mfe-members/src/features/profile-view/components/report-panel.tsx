import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@dating/platform';
import { reportTextAreaStyle } from '@dating/shared-contracts';
import { REPORT_REASONS, type ReportReason } from '@dating/shared-contracts/api';
import { useReportProfile } from '../api/report-profile';
import { PROFILE_NS } from '../profile-namespace';
import { alertStyle, panelStyle, primaryButton, secondaryButton } from './styles';
import { usePanelFocus } from './use-panel-focus';

const formStyle = css({
  fieldset: { border: 0, padding: 0, margin: '0 0 12px', display: 'grid', gap: 6 },
  legend: { fontWeight: 700, marginBottom: 6, padding: 0 },
  label: { display: 'flex', gap: 8, alignItems: 'center' },
  textarea: { ...reportTextAreaStyle, minHeight: 80 },
});

/** Reporting a profile for moderation: a reason from a fixed list and optional words. */
export function ReportPanel({
  profileId,
  name,
  onClose,
}: {
  profileId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const panel = usePanelFocus<HTMLElement>(onClose);
  const report = useReportProfile(profileId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');

  return (
    <section css={panelStyle} role="dialog" aria-labelledby="report-title" {...panel}>
      <h2 id="report-title">{t('report.title', { name })}</h2>
      {report.isSuccess ? (
        <>
          <p role="status">{report.data.created ? t('report.sent') : t('report.already')}</p>
          <button type="button" css={secondaryButton} onClick={onClose}>
            {t('report.close')}
          </button>
        </>
      ) : (
        <form
          css={formStyle}
          onSubmit={(event) => {
            event.preventDefault();
            if (reason && !report.isPending) report.mutate({ reason, text });
          }}
        >
          <fieldset>
            <legend>{t('report.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <label css={{ display: 'block', marginBottom: 12 }}>
            {t('report.text')}
            <textarea
              value={text}
              maxLength={1000}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <button
              type="submit"
              css={primaryButton}
              disabled={!reason}
              aria-disabled={report.isPending || undefined}
            >
              {t('report.send')}
            </button>
            <button type="button" css={secondaryButton} onClick={onClose}>
              {t('profile.cancel')}
            </button>
          </div>
          {report.isError && (
            <p role="alert" css={alertStyle}>
              {t('profile.actionFailed')}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
