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
import { useActOnProposal } from '../api/act-on-proposal';
import { useProposals } from '../api/get-proposals';
import { usePlayTranslation, WithPlayTexts } from '../../../components/play-texts';

/**
 * The match finder (issue 10): members whose wishes fit the member's both ways (decision
 * 0113), each to like or to skip for a while.
 */
function MatchFinder() {
  const { t } = usePlayTranslation();
  const user = useSessionUser();
  const { bus } = useRemoteProps();
  const result = useProposals();
  const mutation = useActOnProposal();
  const [announcement, setAnnouncement] = useState('');

  const act = (profile: ProfileCard, action: 'like' | 'skip') =>
    mutation.mutate(
      { profile_id: profile.id, action },
      {
        onSuccess: (answer) =>
          setAnnouncement(
            answer.match
              ? t('matchFinder.matched', { name: profile.name })
              : t(action === 'like' ? 'matchFinder.liked' : 'matchFinder.skipped', {
                  name: profile.name,
                }),
          ),
        onError: () => setAnnouncement(t('matchFinder.actionFailed')),
      },
    );

  const body = () => {
    if (!user)
      return (
        <>
          <p>{t('matchFinder.loginPrompt')}</p>
          <button
            type="button"
            css={tileButtonStyle}
            onClick={() => bus.emit({ type: 'modal/signup-requested' })}
          >
            {t('matchFinder.signup')}
          </button>
        </>
      );
    if (result.status === 'pending') return <p>{t('matchFinder.loading')}</p>;
    if (result.status === 'error')
      return (
        <div role="alert">
          <p>{t('matchFinder.error')}</p>
          <button type="button" css={tileButtonStyle} onClick={() => void result.refetch()}>
            {t('matchFinder.retry')}
          </button>
        </div>
      );
    if (result.data.profiles.length === 0)
      return (
        <p>
          {t('matchFinder.empty')} <Link to="/members">{t('matchFinder.toSearch')}</Link>
        </p>
      );
    return (
      <ul css={proposalGridStyle} aria-label={t('matchFinder.listLabel')}>
        {result.data.profiles.map((profile) => (
          <li key={profile.id}>
            <ProposalTile profile={profile}>
              <button
                type="button"
                css={tileButtonStyle}
                data-variant="quiet"
                disabled={mutation.isPending}
                onClick={() => act(profile, 'skip')}
              >
                {t('matchFinder.skip')}
                <span css={visuallyHidden}> {profile.name}</span>
              </button>
              <button
                type="button"
                css={tileButtonStyle}
                disabled={mutation.isPending}
                onClick={() => act(profile, 'like')}
              >
                {t('matchFinder.like')}
                <span css={visuallyHidden}> {profile.name}</span>
              </button>
            </ProposalTile>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section css={{ maxWidth: 1000, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <h1 css={{ margin: 0, color: theme.colors.secondary }}>{t('matchFinder.title')}</h1>
      <p css={{ margin: 0 }}>{t('matchFinder.intro')}</p>
      {body()}
      <p role="status" css={{ margin: 0, minHeight: '1.5em' }}>
        {announcement}
      </p>
    </section>
  );
}

export function MatchFinderScreen() {
  return (
    <WithPlayTexts>
      <MatchFinder />
    </WithPlayTexts>
  );
}
