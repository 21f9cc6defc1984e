import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps, useSessionUser } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { useLikeProfile } from '../api/like-profile';

const buttonStyle = css({
  padding: '10px 18px',
  border: `2px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: '#fff',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: 'transparent', color: theme.colors.primary },
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

/**
 * Like and unlike on a profile (spec section 2, profile view). A visitor is asked to sign
 * up first (spec section 5: likes need a login); a failure says so and keeps the button.
 */
export function LikeButton({ profileId, liked }: { profileId: string; liked: boolean }) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const user = useSessionUser();
  const mutation = useLikeProfile(profileId);
  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <button
        type="button"
        css={buttonStyle}
        aria-pressed={user ? liked : undefined}
        disabled={mutation.isPending}
        onClick={() =>
          user ? mutation.mutate(liked) : bus.emit({ type: 'modal/signup-requested' })
        }
      >
        {user && liked ? t('profile.liked') : t('profile.like')}
      </button>
      <div role="status">{mutation.isSuccess && mutation.data.match && t('profile.match')}</div>
      {mutation.isError && <p role="alert">{t('profile.likeFailed')}</p>}
    </div>
  );
}
