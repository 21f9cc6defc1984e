import { css } from '@emotion/react';
import { QUEUE_KINDS, type QueueKind } from '@dating/shared-contracts/api';
import { theme } from '@dating/shared-contracts/theme';
import { useTranslation } from 'react-i18next';
import { secondaryButtonStyle } from '../../../lib/styles';

const groupStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  border: 0,
  legend: { padding: 0, marginBottom: 8, fontWeight: 600 },
});

const pressedStyle = css({
  '&[aria-pressed="true"]': {
    background: theme.colors.secondary,
    color: theme.colors.onFill,
  },
});

interface Props {
  readonly counts: Readonly<Record<string, number>> | undefined;
  readonly active: QueueKind | null;
  readonly onChange: (kind: QueueKind | null) => void;
}

/** The queue's kinds with their open counts, whatever the filter; one pressed at a time. */
export function KindFilter({ counts, active, onChange }: Props) {
  const { t } = useTranslation();
  const count = (kind: QueueKind) => counts?.[kind] ?? 0;
  const total = QUEUE_KINDS.reduce((sum, kind) => sum + count(kind), 0);
  const option = (kind: QueueKind | null, label: string, n: number) => (
    <button
      key={kind ?? 'all'}
      type="button"
      css={[secondaryButtonStyle, pressedStyle]}
      aria-pressed={active === kind}
      onClick={() => onChange(kind)}
    >
      {label} ({counts ? n : '…'})
    </button>
  );
  return (
    <fieldset css={groupStyle}>
      <legend>{t('inbox.filter')}</legend>
      {option(null, t('inbox.all'), total)}
      {QUEUE_KINDS.map((kind) => option(kind, t(`kinds.${kind}`), count(kind)))}
    </fieldset>
  );
}
