import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';
import { visuallyHidden } from '@dating/shared-contracts';

export type BadgeTone = 'unread' | 'warning' | 'danger';

// Each pair passes WCAG AA for small bold text (white on primary 4.9:1, the others above 5:1).
const toneStyles = {
  unread: { background: theme.colors.onFill, color: theme.colors.primary },
  warning: { background: theme.colors.warningBackground, color: theme.colors.warning },
  danger: { background: theme.colors.dangerBackground, color: theme.colors.danger },
} as const;

const badgeStyle = css({
  display: 'inline-block',
  minWidth: 20,
  marginLeft: 4,
  padding: '0 6px',
  borderRadius: 10,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});

/** A small number beside a link; `label` is what assistive technology reads instead. */
export function CountBadge({
  shown,
  label,
  tone,
}: {
  shown: string;
  label: string;
  tone: BadgeTone;
}) {
  return (
    <>
      <span aria-hidden="true" data-tone={tone} css={[badgeStyle, toneStyles[tone]]}>
        {shown}
      </span>
      <span css={visuallyHidden}>{label}</span>
    </>
  );
}
