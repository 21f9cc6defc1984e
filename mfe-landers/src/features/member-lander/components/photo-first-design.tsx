import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme, withAlpha } from '@dating/shared-contracts';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { ChatCta, TrustLine } from './chat-cta';
import type { DesignProps } from './design-props';
import { MemberExtras } from './member-extras';
import { MemberPhoto } from './member-photo';
import { SimilarMembers } from './similar-members';
import { landerColors } from '../../../theme/lander-tokens';

// Full-bleed: its height is set before the photo loads, so nothing below it moves.
const bleedStyle = css({
  position: 'relative',
  height: 'min(82vh, 760px)',
  minHeight: 460,
  overflow: 'hidden',
  background: landerColors.photoBackground,
  [mediaUp('md')]: { height: 'min(78vh, 640px)' },
});

/**
 * A wide screen would crop a portrait photo to a strip: there the photo stands framed on the
 * right, over a blurred, darkened copy of itself that fills the width (a CSS background, so
 * a phone never fetches it).
 */
const backdropStyle = (url: string) =>
  css({
    [mediaUp('md')]: {
      '&::before': {
        content: '""',
        position: 'absolute',
        inset: -32,
        backgroundImage: `url(${JSON.stringify(url)})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        filter: 'blur(28px) brightness(0.45)',
      },
    },
  });

const frameStyle = css({
  position: 'absolute',
  inset: 0,
  [mediaUp('md')]: {
    inset: 'auto',
    top: 32,
    bottom: 32,
    right: 'max(24px, calc((100% - 960px) / 2))',
    aspectRatio: '3 / 4',
    overflow: 'hidden',
    borderRadius: 16,
    boxShadow: `0 12px 40px ${withAlpha(landerColors.shadow, 0.45)}`,
  },
});

const overlayStyle = css({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'grid',
  gap: 8,
  padding: '64px 16px 16px',
  background: `linear-gradient(to bottom, ${withAlpha(landerColors.photoShade, 0)} 0%, ${withAlpha(landerColors.photoShade, 0.85)} 40%)`,
  color: theme.colors.onFill,
  textShadow: `0 1px 3px ${withAlpha(landerColors.shadow, 0.6)}`,
  [mediaUp('md')]: {
    top: 0,
    right: 'auto',
    left: 'max(24px, calc((100% - 960px) / 2))',
    width: 'min(520px, 50%)',
    alignContent: 'center',
    padding: 0,
    background: 'none',
  },
  h1: { margin: 0, fontSize: 26, lineHeight: 1.2, [mediaUp('md')]: { fontSize: 44 } },
  p: { margin: 0 },
  // On a phone the face comes first: the subline waits for a wider screen.
  '.subline': { display: 'none', [mediaUp('md')]: { display: 'block' } },
});

/** /members/{id}/landing3: the photo first, full width, and members like them below. */
export function PhotoFirstDesign({ member, copy, signupHref, place }: DesignProps) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  const { name } = member;
  return (
    <>
      <section css={[bleedStyle, member.main_image && backdropStyle(member.main_image.square_url)]}>
        <div css={frameStyle}>
          <MemberPhoto member={member} priority sizes="(min-width: 768px) 480px, 100vw" />
        </div>
        <div css={overlayStyle}>
          <p css={{ fontSize: 22, fontWeight: 700 }}>
            {t('nameAge', { name, age: member.age })}
            {place && <span css={{ fontWeight: 400 }}> · {place}</span>}
          </p>
          <h1>{t(`headline.${copy}`, { name })}</h1>
          <p className="subline">{t(`subline.${copy}`, { name })}</p>
          <div>
            <ChatCta name={name} href={signupHref} />
            <TrustLine light />
          </div>
        </div>
      </section>
      <MemberExtras member={member} signupHref={signupHref}>
        <SimilarMembers member={member} design="landing3" title={t('similarTitle', { name })} />
      </MemberExtras>
    </>
  );
}
