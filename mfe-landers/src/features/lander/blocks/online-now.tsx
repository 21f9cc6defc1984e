import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme, withAlpha } from '@dating/shared-contracts';
import { useLanderMembers } from '../api/landers-members';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { BLOCK_COLORS } from './block-colors';
import { BlockHeading } from './block-heading';
import { CtaLink } from './cta-link';
import { MemberPhoto, useAgeAndCity } from './member-photo';

const SHOWN = 8;

const sectionStyle = css({
  maxWidth: 1100,
  margin: '0 auto',
  padding: '32px 16px 8px',
  'h1, h2': { margin: '0 0 16px', fontSize: 24, textAlign: 'center' },
});
const gridStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 12,
  [mediaUp('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 },
  li: { borderRadius: 12, overflow: 'hidden' },
  img: { display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' },
});
const captionStyle = css({ display: 'grid', padding: '8px 12px 12px', lineHeight: 1.3 });
const nameStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  fontWeight: 700,
  '&::before': {
    content: '""',
    flex: 'none',
    width: 9,
    height: 9,
    borderRadius: '50%',
    background: theme.colors.success,
    boxShadow: `0 0 0 2px ${withAlpha(theme.colors.success, 0.35)}`,
  },
});

/**
 * online-now (alonetonight): the members of the lander's audience who were active last, with
 * a green dot, first name, age and city. The search ranks by last activity, so "recently
 * online" is what this honestly shows; without members the block is left out.
 */
export function OnlineNowBlock({ lander, signupHref, first }: BlockProps) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const ageAndCity = useAgeAndCity();
  const { members } = useLanderMembers(lander.audience);
  const id = useId();
  const colors = BLOCK_COLORS[lander.theme];
  if (members.length === 0 && !first) return null;
  return (
    <section css={[sectionStyle, { 'h1, h2': { color: colors.heading } }]} aria-labelledby={id}>
      <BlockHeading lander={lander} first={first} id={id} title={t('onlineNow.title')} />
      {first && <CtaLink to={signupHref}>{lander.copy.cta}</CtaLink>}
      {members.length > 0 && (
        <ul css={gridStyle} aria-labelledby={id}>
          {members.slice(0, SHOWN).map((member) => (
            <li key={member.id} css={{ background: colors.card }}>
              <MemberPhoto member={member} decorative />
              <div css={captionStyle}>
                <span css={nameStyle}>{member.name}</span>
                <span css={{ color: colors.muted, fontSize: 15 }}>{ageAndCity(member)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
