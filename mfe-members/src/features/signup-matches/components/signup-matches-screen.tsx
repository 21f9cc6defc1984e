import { css } from '@emotion/react';
import { useState } from 'react';
import { useRemoteProps, useSessionUser } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import {
  ProposalTile,
  proposalGridStyle,
  tileButtonStyle,
  visuallyHidden,
} from '../../../components/proposal-tile';
import { useSignupMatches } from '../api/get-signup-matches';
import { useLikeSuggestion } from '../api/like-suggestion';
import { usePlayTranslation, WithPlayTexts } from '../../../components/play-texts';
import { ProposalsScreen } from '../../../components/proposals-screen';

const continueStyle = css({
  justifySelf: 'start',
  padding: '12px 20px',
  borderRadius: theme.radius,
  background: theme.colors.secondary,
  color: theme.colors.onFill,
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
});

/** Right after signup: a few members who fit, to like at once, and the way on to search. */
function SignupMatches() {
  const { t } = usePlayTranslation();
  const user = useSessionUser();
  const { bus } = useRemoteProps();
  const result = useSignupMatches(user !== null);
  const mutation = useLikeSuggestion();
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  const like = (profile: ProfileCard) => {
    // The buttons stay enabled (a disabled button drops the keyboard focus): a liked
    // member's says so (aria-pressed) and does nothing more; a repeat waits.
    if (liked.has(profile.id) || mutation.isPending) return;
    mutation.mutate(profile.id, {
      onSuccess: (answer) => {
        setLiked((old) => new Set(old).add(profile.id));
        setAnnouncement(
          t(answer.match ? 'signupMatches.matched' : 'signupMatches.liked', {
            name: profile.name,
          }),
        );
      },
      onError: () => setAnnouncement(t('signupMatches.likeFailed')),
    });
  };

  const body = () => {
    if (!user)
      return (
        <>
          <p>{t('signupMatches.loginPrompt')}</p>
          <button
            type="button"
            css={tileButtonStyle}
            onClick={() => bus.emit({ type: 'modal/signup-requested' })}
          >
            {t('signupMatches.signup')}
          </button>
        </>
      );
    if (result.status === 'pending') return <p>{t('signupMatches.loading')}</p>;
    if (result.status === 'error')
      return (
        <div role="alert">
          <p>{t('signupMatches.error')}</p>
          <button type="button" css={tileButtonStyle} onClick={() => void result.refetch()}>
            {t('signupMatches.retry')}
          </button>
        </div>
      );
    if (result.data.profiles.length === 0) return <p>{t('signupMatches.empty')}</p>;
    return (
      <ul css={proposalGridStyle} aria-label={t('signupMatches.listLabel')}>
        {result.data.profiles.map((profile) => {
          const done = liked.has(profile.id);
          return (
            <li key={profile.id}>
              <ProposalTile profile={profile}>
                <button
                  type="button"
                  css={tileButtonStyle}
                  aria-pressed={done}
                  onClick={() => like(profile)}
                >
                  {t(done ? 'signupMatches.likedButton' : 'signupMatches.like')}
                  <span css={visuallyHidden}> {profile.name}</span>
                </button>
              </ProposalTile>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <ProposalsScreen
      title={t('signupMatches.title')}
      intro={t('signupMatches.intro')}
      announcement={announcement}
      footer={
        <Link to="/members" css={continueStyle}>
          {t('signupMatches.continue')}
        </Link>
      }
    >
      {body()}
    </ProposalsScreen>
  );
}

export function SignupMatchesScreen() {
  return (
    <WithPlayTexts>
      <SignupMatches />
    </WithPlayTexts>
  );
}
