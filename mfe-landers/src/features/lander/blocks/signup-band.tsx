import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme } from '@dating/shared-contracts';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { BlockHeading } from './block-heading';
import { CtaLink } from './cta-link';
import { landerColors } from '../../../theme/lander-tokens';

const bandStyle = css({
  margin: '32px 0 0',
  padding: '32px 16px',
  background: `linear-gradient(135deg, ${theme.colors.secondary}, ${landerColors.bandEnd})`,
  color: theme.colors.onFill,
  textAlign: 'center',
  'h1, h2': { margin: '0 0 8px', fontSize: 26, [mediaUp('md')]: { fontSize: 34 } },
  p: { margin: '0 auto', maxWidth: 640 },
});
const ctaOnBand = css({
  background: theme.colors.onFill,
  color: theme.colors.primary,
  '&:hover': { background: landerColors.bandCtaHover },
  '&:focus-visible': { outlineColor: theme.colors.onFill },
});
const trustStyle = css({
  marginTop: '16px !important',
  fontSize: 15,
  color: landerColors.bandTrust,
});

/** signup-band: the call to action as a band of its own, with the trust line under it. */
export function SignupBandBlock({ lander, signupHref, first }: BlockProps) {
  const { t } = useTranslation();
  const texts = useTranslation(LANDER_BLOCKS_NS);
  const id = useId();
  return (
    <section css={bandStyle} aria-labelledby={id}>
      <BlockHeading lander={lander} first={first} id={id} title={texts.t('signupBand.title')} />
      <CtaLink to={signupHref} look={ctaOnBand}>
        {lander.copy.cta}
      </CtaLink>
      <p css={trustStyle}>{t('lander.trust')}</p>
    </section>
  );
}
