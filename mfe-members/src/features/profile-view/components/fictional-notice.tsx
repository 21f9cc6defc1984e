import { css } from '@emotion/react';
import { useSessionSettings, useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { PROFILE_NS } from '../profile-namespace';

const noteStyle = css({
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: theme.colors.warningBackground,
  color: theme.colors.warning,
  border: `1px solid ${theme.colors.warning}`,
  p: { margin: 0 },
  strong: { display: 'block' },
});

/**
 * A fictional profile says so on the profile itself (issue 10), with the site's own icon
 * setting, not only in the footer. The disclosure must be readable: the site's own warning
 * text is written in the site's language, so it is shown only to a member reading that
 * language; everyone else reads ours in their language.
 */
export function FictionalNotice() {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const settings = useSessionSettings();
  const siteWarning = settings?.fictional_warning.trim();
  const body =
    siteWarning && i18n.language === settings?.domain_language
      ? siteWarning
      : t('profile.fictionalBody');
  return (
    <div role="note" css={noteStyle}>
      {settings?.fictional_icon !== false && (
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M2 12a10 10 0 1 0 20 0 10 10 0 0 0-20 0M12 7v6M12 16.5v.5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
      )}
      <p>
        <strong>{t('profile.fictionalTitle')}</strong>
        {body}
      </p>
    </div>
  );
}
