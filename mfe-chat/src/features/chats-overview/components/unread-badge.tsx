import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme, visuallyHidden } from '@dating/shared-contracts';

/** Like the top navigation, a badge never shows more than two digits: above 99 it reads 99+. */
export const MAX_BADGE = 99;
export const badgeText = (count: number) => (count > MAX_BADGE ? `${MAX_BADGE}+` : String(count));

const badgeStyle = css({
  minWidth: 24,
  padding: '2px 8px',
  borderRadius: 12,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontSize: 13,
  fontWeight: 700,
  textAlign: 'center',
});

export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <span css={badgeStyle} aria-hidden="true">
        {badgeText(count)}
      </span>
      <span css={visuallyHidden}>{t('overview.unread', { count })}</span>
    </>
  );
}
