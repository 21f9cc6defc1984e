import { css } from '@emotion/react';
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { useQueryClient, useRemoteProps, useSessionUser } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { theme, visuallyHidden } from '@dating/shared-contracts';
import type { ProfileCard, SwipeAction } from '@dating/shared-contracts/api';
import { browserTimeZone, swipeCardsKey, useSwipeCards } from '../api/get-swipe-cards';
import { useSwipe } from '../api/swipe';
import { SwipeCard } from './swipe-card';
import { SwipeCountdown, toSearchStyle } from './swipe-countdown';
import { usePlayTranslation, WithPlayTexts } from '../../../components/play-texts';
import { VerifiedOnlyToggle } from '../../../components/verified/verified-only-toggle';

const screenStyle = css({
  maxWidth: 440,
  margin: '0 auto',
  padding: 16,
  display: 'grid',
  gap: 16,
  h1: { margin: 0, color: theme.colors.secondary },
});

const actionsStyle = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 12,
  button: {
    minHeight: 48,
    borderRadius: 999,
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
    border: `2px solid ${theme.colors.primary}`,
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  },
});

/**
 * The swipe game (decision 0113): one card at a time, liked or passed by button,
 * by the arrow keys or by dragging; four likes a day, counted by the server, then a
 * countdown to the member's next midnight.
 */
function SwipeGame() {
  const { t } = usePlayTranslation();
  const user = useSessionUser();
  const { bus } = useRemoteProps();
  const [tz] = useState(browserTimeZone);
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const result = useSwipeCards(user ? tz : undefined, verifiedOnly);
  const mutation = useSwipe(tz, verifiedOnly);
  const queryClient = useQueryClient();
  // What the last action did; `news` (a match, a failure) stays in sight under the countdown.
  const [announcement, setAnnouncement] = useState({ text: '', news: false });
  // Whether the next card takes the focus: the one acted on had it (arrow keys on the card).
  const [focusNext, setFocusNext] = useState(false);
  const instructionsId = useId();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: swipeCardsKey(tz, verifiedOnly) }),
    [queryClient, tz, verifiedOnly],
  );

  if (!user)
    return (
      <section css={screenStyle}>
        <h1>{t('swipe.title')}</h1>
        <p>{t('swipe.loginPrompt')}</p>
        <button type="button" onClick={() => bus.emit({ type: 'modal/signup-requested' })}>
          {t('swipe.signup')}
        </button>
      </section>
    );

  const act = (profile: ProfileCard, action: SwipeAction) => {
    // The buttons stay enabled (a disabled button drops the keyboard focus); repeats wait.
    if (mutation.isPending) return;
    setFocusNext(document.activeElement?.hasAttribute('data-swipe-card') ?? false);
    mutation.mutate(
      { profileId: profile.id, action },
      {
        onSuccess: (answer) =>
          setAnnouncement({
            text: answer.match
              ? t('swipe.matched', { name: profile.name })
              : t(action === 'like' ? 'swipe.liked' : 'swipe.passed', { name: profile.name }),
            news: answer.match,
          }),
        onError: () => setAnnouncement({ text: t('swipe.actionFailed'), news: true }),
      },
    );
  };

  const limitReached = result.status === 'success' && result.data.allowance.remaining === 0;

  const body = () => {
    if (result.status === 'pending') return <p role="status">{t('swipe.loading')}</p>;
    if (result.status === 'error')
      return (
        <div role="alert">
          <p>{t('swipe.error')}</p>
          <button type="button" onClick={() => void result.refetch()}>
            {t('swipe.retry')}
          </button>{' '}
          <Link to="/members">{t('swipe.toSearch')}</Link>
        </div>
      );
    const { allowance, profiles } = result.data;
    if (allowance.remaining === 0)
      return (
        <SwipeCountdown resetsAt={allowance.resets_at} limit={allowance.limit} onEnd={refresh} />
      );
    const [card] = profiles;
    if (!card)
      return (
        <div>
          <p>{t('swipe.empty')}</p>
          <Link to="/members" css={toSearchStyle}>
            {t('swipe.toSearch')}
          </Link>
        </div>
      );
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') act(card, 'like');
      else if (event.key === 'ArrowLeft') act(card, 'pass');
      else return;
      event.preventDefault();
    };
    return (
      // Arrow keys act wherever focus is in the game: on the card or on either button.
      <div css={{ display: 'grid', gap: 16 }} onKeyDown={onKeyDown}>
        <p css={{ margin: 0 }}>{t('swipe.remaining', { count: allowance.remaining })}</p>
        <SwipeCard
          key={card.id}
          profile={card}
          instructionsId={instructionsId}
          autoFocus={focusNext}
          onSwipe={(direction) => act(card, direction === 'right' ? 'like' : 'pass')}
        />
        <div css={actionsStyle}>
          <button
            type="button"
            css={{ background: theme.colors.surface, color: theme.colors.primary }}
            onClick={() => act(card, 'pass')}
          >
            {t('swipe.pass')}
          </button>
          <button
            type="button"
            css={{ background: theme.colors.primary, color: theme.colors.onFill }}
            onClick={() => act(card, 'like')}
          >
            {t('swipe.like')}
          </button>
        </div>
        <p id={instructionsId} css={{ margin: 0, fontSize: 14, color: theme.colors.textMuted }}>
          {t('swipe.instructions')}
        </p>
      </div>
    );
  };

  return (
    <section css={screenStyle} aria-labelledby={`${instructionsId}-title`}>
      <h1 id={`${instructionsId}-title`}>{t('swipe.title')}</h1>
      <VerifiedOnlyToggle checked={verifiedOnly} onChange={setVerifiedOnly} />
      {body()}
      {/* Under the countdown a plain "liked" or "passed" is only read out, not left as a
          stray line; a match or a failure stays in sight. */}
      <p
        role="status"
        css={
          limitReached && !announcement.news ? visuallyHidden : { margin: 0, minHeight: '1.5em' }
        }
      >
        {announcement.text}
      </p>
    </section>
  );
}

export function SwipeGameScreen() {
  return (
    <WithPlayTexts>
      <SwipeGame />
    </WithPlayTexts>
  );
}
