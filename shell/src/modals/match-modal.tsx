import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import type { AutoLikeResponse } from '@dating/shared-contracts/api';
import { Dialog, primaryButtonStyle } from './dialog';

export type LikeProfile = NonNullable<AutoLikeResponse['profile']>;

const stageStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  minHeight: '100%',
  textAlign: 'center',
  cursor: 'pointer',
  h2: { color: theme.colors.primary, fontSize: 28 },
});

const photoStyle = css({
  padding: 0,
  border: `4px solid ${theme.colors.primary}`,
  borderRadius: '50%',
  overflow: 'hidden',
  width: 'min(60vw, 240px)',
  height: 'min(60vw, 240px)',
  background: theme.colors.background,
  cursor: 'pointer',
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

/**
 * The full-screen match modal: a click anywhere closes it; the photo
 * and the one action button open the liker's profile.
 */
export function MatchModal({
  profile,
  onClose,
  onOpenProfile,
}: {
  profile: LikeProfile;
  onClose: () => void;
  onOpenProfile: (id: string) => void;
}) {
  const { t } = useTranslation('alerts');
  const open = () => onOpenProfile(profile.id);
  return (
    <Dialog onClose={onClose} fullScreen>
      {(titleId) => (
        // The whole stage closes on click; keyboard users have Escape and the button.
        <div css={stageStyle} onClick={onClose}>
          <h2 id={titleId}>{t('matchModal.title')}</h2>
          <p>{t('matchModal.body', { name: profile.name })}</p>
          <button
            type="button"
            css={photoStyle}
            aria-label={t('matchModal.photo', { name: profile.name })}
            onClick={open}
          >
            {profile.main_image && <img src={profile.main_image.url} alt="" />}
          </button>
          <button type="button" css={primaryButtonStyle} onClick={open}>
            {t('matchModal.action')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
