import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme, withAlpha } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { useLanderMembers } from '../api/landers-members';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { BlockHeading } from './block-heading';
import { CtaLink } from './cta-link';
import { MemberPhoto } from './member-photo';
import { landerColors } from '../../../theme/lander-tokens';

/** Each side of the card holds this many photos; a tile without a member is a warm blank. */
const PER_SIDE = 4;
const TILTS = [-6, 4, -3, 7, 5, -5, 3, -7];

const sectionStyle = css({
  display: 'grid',
  gridTemplateAreas: '"before" "card" "after"',
  gap: 16,
  overflow: 'hidden',
  padding: '16px 12px 32px',
  background: `linear-gradient(160deg, ${landerColors.collageStart} 0%, ${landerColors.warmBackground} 45%, ${landerColors.collageEnd} 100%)`,
  [mediaUp('md')]: {
    gridTemplateAreas: '"before card after"',
    gridTemplateColumns: '1fr minmax(0, 500px) 1fr',
    alignItems: 'center',
    gap: 24,
    padding: '48px 24px',
  },
});
const sideStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  justifyContent: 'center',
  [mediaUp('md')]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, 150px)',
    justifyContent: 'center',
    gap: 16,
  },
});
const tileStyle = css({
  flex: 'none',
  width: 82,
  margin: '0 -4px',
  padding: '6px 6px 16px',
  background: theme.colors.surface,
  borderRadius: 4,
  boxShadow: `0 6px 16px ${withAlpha(theme.colors.secondary, 0.22)}`,
  [mediaUp('md')]: { width: 150, margin: 0, padding: '8px 8px 24px' },
  'img, span': { display: 'block', width: '100%', height: 'auto', aspectRatio: '1' },
  span: {
    background: `linear-gradient(135deg, ${landerColors.photoPlaceholderStart}, ${landerColors.photoPlaceholderEnd})`,
  },
});
const cardStyle = css({
  gridArea: 'card',
  padding: '24px 20px',
  borderRadius: 18,
  background: theme.colors.surface,
  boxShadow: `0 12px 36px ${withAlpha(theme.colors.secondary, 0.18)}`,
  textAlign: 'center',
  'h1, h2': {
    margin: '0 0 8px',
    fontSize: 28,
    lineHeight: 1.15,
    color: theme.colors.secondary,
    [mediaUp('md')]: { fontSize: 40 },
  },
  p: { margin: 0, fontSize: 17 },
});

function Side({ members, offset, area }: { members: ProfileCard[]; offset: number; area: string }) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  return (
    // Blank tiles are decoration: a side without members is hidden from screen readers.
    <ul
      css={[sideStyle, { gridArea: area }]}
      aria-label={members.length > offset ? t('members.label') : undefined}
      aria-hidden={members.length > offset ? undefined : true}
    >
      {Array.from({ length: PER_SIDE }, (_, index) => {
        const member = members[offset + index];
        const tilt = TILTS[(offset + index) % TILTS.length];
        return (
          <li
            key={member?.id ?? `blank-${index}`}
            css={[tileStyle, { rotate: `${tilt}deg` }]}
            aria-hidden={member ? undefined : true}
          >
            {member ? <MemberPhoto member={member} eager /> : <span />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * collage (collagelanding): members' photos as polaroids on both sides of the headline card
 * (above and under it on a phone), the call to action inside the card.
 */
export function CollageBlock({ lander, signupHref, first }: BlockProps) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const { members } = useLanderMembers(lander.audience);
  const id = useId();
  return (
    <section css={sectionStyle} aria-labelledby={id}>
      <div css={cardStyle}>
        <BlockHeading lander={lander} first={first} id={id} title={t('collage.title')} />
        <CtaLink to={signupHref}>{lander.copy.cta}</CtaLink>
      </div>
      <Side members={members} offset={0} area="before" />
      <Side members={members} offset={PER_SIDE} area="after" />
    </section>
  );
}
