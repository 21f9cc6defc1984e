import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { lockedPhotoShade, theme } from '@dating/shared-contracts';
import type { PublicProfile } from '@dating/shared-contracts/api';
import { PROFILE_NS } from '../profile-namespace';

const mainStyle = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: theme.radius,
  background: theme.colors.border,
});

const thumbStyle = css({
  padding: 0,
  border: '2px solid transparent',
  borderRadius: theme.radius,
  background: 'none',
  cursor: 'pointer',
  width: 64,
  height: 64,
  overflow: 'hidden',
  '&[aria-pressed="true"]': { borderColor: theme.colors.primary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

const lockedStyle = css({
  position: 'relative',
  width: 64,
  height: 64,
  borderRadius: theme.radius,
  overflow: 'hidden',
  img: { width: '100%', height: '100%', objectFit: 'cover', filter: 'blur(6px)' },
  span: {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    background: lockedPhotoShade,
    color: theme.colors.onFill,
  },
});

function LockIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
    </svg>
  );
}

/**
 * The photos the viewer may see, one large with the others as buttons to show them, and the
 * locked ones as blurred thumbnails with a way to premium (their full size never reaches a
 * viewer who is not entitled: the API sends only the thumbnail, decision 0106).
 */
export function PhotoHeader({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(PROFILE_NS);
  const open = profile.images.filter((image) => !image.locked);
  const locked = profile.images.filter((image) => image.locked);
  const [selected, setSelected] = useState(0);
  const shown = open[Math.min(selected, open.length - 1)];

  return (
    <section aria-label={t('profile.photosLabel', { name: profile.name })}>
      {shown ? (
        <img
          css={mainStyle}
          src={shown.url}
          alt={t('profile.photoAlt', { number: open.indexOf(shown) + 1, name: profile.name })}
          width={600}
          height={600}
        />
      ) : (
        <div css={[mainStyle, { display: 'grid', placeItems: 'center' }]}>
          <p css={{ color: theme.colors.textMuted }}>{t('profile.noPhoto')}</p>
        </div>
      )}
      {(open.length > 1 || locked.length > 0) && (
        <ul
          css={{
            listStyle: 'none',
            padding: 0,
            margin: '8px 0 0',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 8,
          }}
        >
          {open.length > 1 &&
            open.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  css={thumbStyle}
                  aria-pressed={image === shown}
                  aria-label={t('profile.showPhoto', { number: index + 1 })}
                  onClick={() => setSelected(index)}
                >
                  <img src={image.thumb_url} alt="" width={64} height={64} loading="lazy" />
                </button>
              </li>
            ))}
          {locked.map((image, index) => (
            <li key={image.id} css={lockedStyle}>
              <img
                src={image.thumb_url}
                alt={t('profile.lockedPhoto', { number: open.length + index + 1 })}
                width={64}
                height={64}
                loading="lazy"
              />
              <span>
                <LockIcon />
              </span>
            </li>
          ))}
        </ul>
      )}
      {locked.length > 0 && (
        <p css={{ margin: '8px 0 0' }}>
          {t('profile.locked', { count: locked.length })}{' '}
          <Link to="/premium" css={{ color: theme.colors.secondary, fontWeight: 700 }}>
            {t('profile.becomePremium')}
          </Link>
        </p>
      )}
    </section>
  );
}
