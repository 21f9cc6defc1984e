import { css } from '@emotion/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUp, theme } from '@dating/shared-contracts';
import { useLanderMembers } from '../api/landers-members';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { BLOCK_COLORS } from './block-colors';
import { BlockHeading } from './block-heading';
import { CtaLink } from './cta-link';
import { MemberPhoto, useAgeAndCity } from './member-photo';

/** A button moves the gallery by most of its width, at least one card when it has none. */
const MIN_STEP = 180;

const sectionStyle = css({
  maxWidth: 1200,
  margin: '0 auto',
  padding: '24px 0 8px',
  'h1, h2': { margin: '0 16px 12px', fontSize: 24, textAlign: 'center' },
  '& > p': { margin: '0 16px', textAlign: 'center' },
});
const barStyle = css({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  padding: '0 16px 8px',
  button: {
    width: 44,
    height: 44,
    borderRadius: '50%',
    border: `2px solid ${theme.colors.secondary}`,
    background: '#ffffff',
    color: theme.colors.secondary,
    fontSize: 22,
    lineHeight: 1,
    cursor: 'pointer',
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
  },
});
const regionStyle = css({
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: 16,
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: -3 },
  ul: { display: 'flex', gap: 12, margin: 0, padding: '4px 16px 16px', listStyle: 'none' },
  li: {
    flex: 'none',
    width: 150,
    scrollSnapAlign: 'start',
    borderRadius: 14,
    overflow: 'hidden',
    boxShadow: '0 4px 14px rgba(31, 26, 28, 0.12)',
    [mediaUp('md')]: { width: 200 },
  },
  img: { display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' },
});
const captionStyle = css({ display: 'grid', padding: '8px 10px 12px', lineHeight: 1.3 });

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
  const region = useRef<HTMLDivElement>(null);
  const [atStart, setAtStart] = useState(true);
  const colors = BLOCK_COLORS[lander.theme];

  const onScroll = () => setAtStart((region.current?.scrollLeft ?? 0) <= 1);
  const move = (direction: 1 | -1) => {
    const row = region.current;
    if (!row) return;
    row.scrollLeft += direction * Math.max(row.clientWidth * 0.8, MIN_STEP);
    onScroll();
  };

  if (members.length === 0 && !first) return null;
  return (
    <section css={[sectionStyle, { 'h1, h2': { color: colors.heading } }]} aria-labelledby={id}>
      <BlockHeading lander={lander} first={first} id={id} title={t('gallery.title')} />
      {first && <CtaLink to={signupHref}>{lander.copy.cta}</CtaLink>}
      {members.length > 0 && (
        <>
          <div css={barStyle}>
            <button
              type="button"
              aria-label={t('gallery.previous')}
              aria-disabled={atStart}
              onClick={() => move(-1)}
            >
              ‹
            </button>
            <button type="button" aria-label={t('gallery.next')} onClick={() => move(1)}>
              ›
            </button>
          </div>
          <div
            ref={region}
            role="region"
            aria-label={t('gallery.label')}
            tabIndex={0}
            css={regionStyle}
            onScroll={onScroll}
          >
            <ul>
              {members.map((member, index) => (
                <li key={member.id} css={{ background: colors.card }}>
                  <MemberPhoto member={member} decorative eager={index < 2} />
                  <div css={captionStyle}>
                    <strong>{member.name}</strong>
                    <span css={{ color: colors.muted, fontSize: 15 }}>{ageAndCity(member)}</span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
