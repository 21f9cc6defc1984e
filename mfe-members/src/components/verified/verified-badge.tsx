import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { VERIFIED_NS } from './verified-texts';

const badgeStyle = css({ verticalAlign: 'text-bottom', marginInlineStart: 4, flex: 'none' });

/** A tick in a rosette: a moderator saw this member's selfie match their photos. */
export function VerifiedBadge({ size = 18 }: { size?: number }) {
  const { t, ready } = useTranslation(VERIFIED_NS, { useSuspense: false });
  if (!ready) return null;
  return (
    <svg
      css={badgeStyle}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label={t('badge')}
    >
      <title>{t('badge')}</title>
      <path
        fill={theme.colors.secondary}
        d="M12 1l2.6 2.2 3.4-.4 1 3.3 3 1.7-1 3.2 1 3.2-3 1.7-1 3.3-3.4-.4L12 23l-2.6-2.2-3.4.4-1-3.3-3-1.7 1-3.2-1-3.2 3-1.7 1-3.3 3.4.4z"
      />
      <path
        d="M7.5 12.2l3 3 6-6.4"
        fill="none"
        stroke={theme.colors.onFill}
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
