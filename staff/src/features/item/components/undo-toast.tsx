import { css } from '@emotion/react';
import { noticeShadow } from '@dating/shared-contracts';
import type { QueueKind } from '@dating/shared-contracts/api';
import { theme } from '@dating/shared-contracts/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { useShortcuts } from '../../../lib/keyboard';
import { itemPath } from '../../../lib/paths';
import { useRecentDecision } from '../../../lib/recent-decision';
import { buttonLinkStyle, secondaryButtonStyle } from '../../../lib/styles';
import { useUndo } from '../api/item';

const toastStyle = css({
  position: 'fixed',
  insetInline: 16,
  bottom: 16,
  maxWidth: theme.toastMaxWidth + 150,
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '12px 16px',
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `2px solid ${theme.colors.secondary}`,
  borderRadius: theme.radius,
  boxShadow: noticeShadow,
  p: { margin: 0, fontWeight: 600 },
  '&:empty': { display: 'none' },
});

type Outcome = { status: 'undone'; itemId: string; kind: QueueKind | null } | { status: 'failed' };

/**
 * "Decided – Undo (10 s)" after a decision, as the console moves on to the next item; the
 * key u undoes while it shows. The region stays in the page, so what it says is read out.
 */
export function UndoToast() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { decision, clear } = useRecentDecision();
  const undo = useUndo();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [undoError, setUndoError] = useState<unknown>(null);

  const left = decision ? Math.ceil((decision.deadline - now) / 1000) : 0;
  const canUndo = decision !== null && left > 0;

  useEffect(() => {
    if (!decision) return;
    setOutcome(null);
    setUndoError(null);
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [decision]);

  useEffect(() => {
    if (decision && left <= 0 && !undo.isPending) clear();
  }, [decision, left, undo.isPending, clear]);

  function takeBack() {
    if (!decision || undo.isPending) return;
    const made = decision;
    undo.mutate(made.decisionId, {
      onSuccess: () => {
        setOutcome({ status: 'undone', itemId: made.itemId, kind: made.kind });
        void queryClient.invalidateQueries({ queryKey: ['GET'] });
      },
      onError: (error) => {
        setUndoError(error);
        setOutcome({ status: 'failed' });
      },
      onSettled: clear,
    });
  }

  useShortcuts((event) => {
    if (event.key === 'u' && canUndo) {
      event.preventDefault();
      takeBack();
    }
  }, canUndo);

  return (
    <div role="status" aria-label={t('undo.region')} css={toastStyle}>
      {canUndo && (
        <>
          <p>{t('undo.decided')}</p>
          <button
            type="button"
            css={secondaryButtonStyle}
            disabled={undo.isPending}
            onClick={takeBack}
          >
            {undo.isPending ? t('undo.undoing') : t('undo.undo', { seconds: left })}
          </button>
        </>
      )}
      {!canUndo && outcome?.status === 'undone' && (
        <>
          <p>{t('undo.undone')}</p>
          <Link
            css={buttonLinkStyle}
            to={itemPath(outcome.itemId, outcome.kind)}
            onClick={() => setOutcome(null)}
          >
            {t('undo.reopen')}
          </Link>
          <button type="button" css={secondaryButtonStyle} onClick={() => setOutcome(null)}>
            {t('undo.dismiss')}
          </button>
        </>
      )}
      {!canUndo && outcome?.status === 'failed' && (
        <>
          <p>{errorText(undoError)}</p>
          <button type="button" css={secondaryButtonStyle} onClick={() => setOutcome(null)}>
            {t('undo.dismiss')}
          </button>
        </>
      )}
    </div>
  );
}
