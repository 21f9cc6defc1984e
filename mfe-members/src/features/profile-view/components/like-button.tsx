import { useTranslation } from '@dating/platform';
import { useLikeProfile } from '../api/like-profile';
import { PROFILE_NS } from '../profile-namespace';
import { primaryButton } from './styles';

/** Like and unlike a profile; the state shown is what the server says. */
export function LikeButton({ profileId, liked }: { profileId: string; liked: boolean }) {
  const { t } = useTranslation(PROFILE_NS);
  const mutation = useLikeProfile(profileId);
  return (
    <>
      <button
        type="button"
        css={primaryButton}
        aria-pressed={liked}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(liked)}
      >
        {liked ? t('profile.liked') : t('profile.like')}
      </button>
      <div role="status" css={{ flexBasis: '100%', '&:empty': { display: 'none' } }}>
        {mutation.isSuccess && mutation.data.match && t('profile.match')}
      </div>
      {mutation.isError && (
        <p role="alert" css={{ flexBasis: '100%', margin: 0 }}>
          {t('profile.actionFailed')}
        </p>
      )}
    </>
  );
}
