import { css } from '@emotion/react';
import { useSessionUser, useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import { PARTS_NS } from '../parts-texts';

/** Credits badge, as in the top navigation: a warning at 10 or fewer, danger at 0. */
const LOW_CREDITS = 10;

const badgeStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: '4px 12px',
  borderRadius: 16,
  fontSize: 14,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.secondary,
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

// Each pair passes WCAG AA for small bold text.
const tones = {
  none: {},
  warning: { background: theme.colors.warningBackground, color: theme.colors.warning },
  danger: { background: theme.colors.dangerBackground, color: theme.colors.danger },
} as const;

/**
 * The member's credits in the chat's top bar, a link to buy more (paying members), or the
 * way to premium (free members). Follows the session, so a paid message lowers it at once.
 */
export function CreditBadge() {
  const { t } = useTranslation(PARTS_NS);
  const user = useSessionUser();
  if (!user) return null;
  if (!user.paid_user) {
    return (
      <Link to="/premium" css={badgeStyle}>
        {t('topBar.premium')}
      </Link>
    );
  }
  const { credits } = user;
  const tone = credits > LOW_CREDITS ? 'none' : credits > 0 ? 'warning' : 'danger';
  return (
    <Link
      to="/credits"
      css={[badgeStyle, tones[tone]]}
      data-tone={tone}
      aria-label={
        credits > 0 ? t('topBar.creditsLabel', { count: credits }) : t('topBar.noCreditsLabel')
      }
    >
      {t('topBar.credits', { count: credits })}
    </Link>
  );
}
