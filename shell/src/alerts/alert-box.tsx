import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@dating/platform';
import { successBackground, successText, theme } from '@dating/shared-contracts';

export type AlertTone = 'warning' | 'success' | 'danger';

const tones: Record<AlertTone, { color: string; background: string }> = {
  warning: { color: theme.colors.warning, background: theme.colors.warningBackground },
  success: { color: successText, background: successBackground },
  danger: { color: theme.colors.danger, background: theme.colors.dangerBackground },
};

const boxStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 12,
  margin: '8px 12px 0',
  padding: '12px',
  borderRadius: theme.radius,
  fontSize: 15,
  lineHeight: 1.4,
  a: { color: 'inherit', fontWeight: 700 },
  p: { margin: 0, flex: 1 },
});

const closeStyle = css({
  flex: 'none',
  minWidth: 32,
  minHeight: 32,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
});

/** One alert of the header: a labelled region, with a close button when dismissible. */
export function AlertBox({
  label,
  tone,
  onDismiss,
  children,
}: {
  label: string;
  tone: AlertTone;
  onDismiss?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('alerts');
  return (
    <section aria-label={label} css={[boxStyle, tones[tone]]}>
      <p>{children}</p>
      {onDismiss && (
        <button type="button" css={closeStyle} aria-label={t('dismiss')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
