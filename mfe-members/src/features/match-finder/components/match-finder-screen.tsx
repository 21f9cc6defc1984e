import { useEffect, useRef, useState } from 'react';
import { useRemoteProps, useSessionUser } from '@dating/platform';
import { Link } from '@dating/platform/router';
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
import { ProposalsScreen } from '../../../components/proposals-screen';
import { VerifiedOnlyToggle } from '../../../components/verified/verified-only-toggle';

/**
 * The match finder (issue 10): members whose wishes fit the member's both ways (decision
 * 0113), each to like or to skip for a while.
 */
function MatchFinder() {
  const { t } = usePlayTranslation();
  const user = useSessionUser();
  const { bus } = useRemoteProps();
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const result = useProposals(user !== null, verifiedOnly);
  const mutation = useActOnProposal(verifiedOnly);
  const [announcement, setAnnouncement] = useState('');
  // A tile acted on leaves the list: the keyboard focus goes on to the tile in its place.
  const list = useRef<HTMLUListElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const profiles = result.data?.profiles;
  useEffect(() => {
    if (focusAt === null || !profiles) return;
    const items = list.current?.querySelectorAll('li') ?? [];
    items[Math.min(focusAt, items.length - 1)]?.querySelector('button')?.focus();
    setFocusAt(null);
  }, [focusAt, profiles]);

  const act = (profile: ProfileCard, action: 'like' | 'skip', index: number) => {
    // The buttons stay enabled (a disabled button drops the focus); a repeat waits.
    if (mutation.isPending) return;
    const keyboardInList = list.current?.contains(document.activeElement) ?? false;
    mutation.mutate(
      { profile_id: profile.id, action },
      {
        onSuccess: (answer) => {
          if (keyboardInList) setFocusAt(index);
          setAnnouncement(
            answer.match
              ? t('matchFinder.matched', { name: profile.name })
              : t(action === 'like' ? 'matchFinder.liked' : 'matchFinder.skipped', {
                  name: profile.name,
                }),
          );
        },
        onError: () => setAnnouncement(t('matchFinder.actionFailed')),
      },
    );
  };

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
      <ul ref={list} css={proposalGridStyle} aria-label={t('matchFinder.listLabel')}>
        {result.data.profiles.map((profile, index) => (
          <li key={profile.id}>
            <ProposalTile profile={profile}>
              <button
                type="button"
                css={tileButtonStyle}
                data-variant="quiet"
                onClick={() => act(profile, 'skip', index)}
              >
                {t('matchFinder.skip')}
                <span css={visuallyHidden}> {profile.name}</span>
              </button>
              <button
                type="button"
                css={tileButtonStyle}
                onClick={() => act(profile, 'like', index)}
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
    <ProposalsScreen
      title={t('matchFinder.title')}
      intro={t('matchFinder.intro')}
      announcement={announcement}
    >
      {user && <VerifiedOnlyToggle checked={verifiedOnly} onChange={setVerifiedOnly} />}
      {body()}
    </ProposalsScreen>
  );
}

export function MatchFinderScreen() {
  return (
    <WithPlayTexts>
      <MatchFinder />
    </WithPlayTexts>
  );
}
