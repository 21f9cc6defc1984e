import { css } from '@emotion/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme, withAlpha } from '@dating/shared-contracts';
import { useLanderMembers } from '../api/landers-members';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { BlockHeading } from './block-heading';
import { CtaLink } from './cta-link';
import { MemberPhoto, useAgeAndCity } from './member-photo';
import { landerColors } from '../../../theme/lander-tokens';

/** A button moves the gallery by most of its width, at least one card when it has none. */
const MIN_STEP = 180;

// A dark band of its own on every theme: the gallery reads as a film strip of members.
const sectionStyle = css({
  padding: '32px 0 20px',
  background: `linear-gradient(180deg, ${landerColors.galleryTop} 0%, ${landerColors.galleryBottom} 100%)`,
  color: theme.colors.onFill,
  textAlign: 'center',
  'h1, h2': {
    margin: '0 16px 12px',
    fontSize: 28,
    lineHeight: 1.15,
    [mediaUp('md')]: { fontSize: 42 },
  },
  'h1 + p': { margin: '0 16px', fontSize: 17, color: landerColors.galleryLead },
});
const innerStyle = css({ maxWidth: 1200, margin: '0 auto' });
const ctaLook = css({ margin: '16px 16px 8px', [mediaUp('sm')]: { marginInline: 'auto' } });
const barStyle = css({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  padding: '0 16px 8px',
  button: {
    width: 44,
    height: 44,
    borderRadius: '50%',
    border: `2px solid ${theme.colors.onFill}`,
    background: 'transparent',
    color: theme.colors.onFill,
    fontSize: 22,
    lineHeight: 1,
    cursor: 'pointer',
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.onFill}`, outlineOffset: 2 },
  },
});
const regionStyle = css({
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: 16,
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.onFill}`, outlineOffset: -3 },
  ul: { display: 'flex', gap: 12, margin: 0, padding: '4px 16px 12px', listStyle: 'none' },
  li: {
    flex: 'none',
    width: 160,
    scrollSnapAlign: 'start',
    borderRadius: 16,
    overflow: 'hidden',
    background: withAlpha(theme.colors.onFill, 0.1),
    boxShadow: `0 8px 22px ${withAlpha(landerColors.shadow, 0.35)}`,
    textAlign: 'left',
    [mediaUp('md')]: { width: 210 },
  },
  img: { display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' },
});
const captionStyle = css({
  display: 'grid',
  padding: '8px 12px 12px',
  lineHeight: 1.3,
  span: { color: landerColors.galleryCaption, fontSize: 15 },
});

/**
 * gallery: member cards in a row that scrolls sideways and snaps card by card. The row is a
 * labelled region a keyboard can scroll (arrow keys once focused), with previous and next
 * buttons beside it; without members the block is left out.
 */
export function GalleryBlock({ lander, signupHref, first }: BlockProps) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const ageAndCity = useAgeAndCity();
  const { members } = useLanderMembers(lander.audience);
  const id = useId();
  const regionId = useId();
  const region = useRef<HTMLDivElement>(null);
  const [atStart, setAtStart] = useState(true);

  const onScroll = () => setAtStart((region.current?.scrollLeft ?? 0) <= 1);
  const move = (direction: 1 | -1) => {
    const row = region.current;
    if (!row) return;
    row.scrollLeft += direction * Math.max(row.clientWidth * 0.8, MIN_STEP);
    onScroll();
  };

  if (members.length === 0 && !first) return null;
  return (
    <section css={sectionStyle} aria-labelledby={id}>
      <BlockHeading lander={lander} first={first} id={id} title={t('gallery.title')} />
      {first && (
        <CtaLink to={signupHref} look={ctaLook}>
          {lander.copy.cta}
        </CtaLink>
      )}
      {members.length > 0 && (
        <div css={innerStyle}>
          <div css={barStyle}>
            <button
              type="button"
              aria-label={t('gallery.previous')}
              aria-controls={regionId}
              aria-disabled={atStart}
              onClick={() => move(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              aria-label={t('gallery.next')}
              aria-controls={regionId}
              onClick={() => move(1)}
            >
              ›
            </button>
          </div>
          <div
            ref={region}
            id={regionId}
            role="region"
            aria-label={t('gallery.label')}
            tabIndex={0}
            css={regionStyle}
            onScroll={onScroll}
          >
            <ul>
              {members.map((member, index) => (
                <li key={member.id}>
                  <MemberPhoto member={member} decorative eager={index < 2} />
                  <div css={captionStyle}>
                    <strong>{member.name}</strong>
                    <span>{ageAndCity(member)}</span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
