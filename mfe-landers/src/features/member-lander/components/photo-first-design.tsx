import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { mediaUp } from '@dating/shared-contracts';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { ChatCta, TrustLine } from './chat-cta';
import type { DesignProps } from './design-props';
import { MemberExtras } from './member-extras';
import { MemberPhoto } from './member-photo';
import { SimilarMembers } from './similar-members';

// Full-bleed: its height is set before the photo loads, so nothing below it moves.
const bleedStyle = css({
  position: 'relative',
  height: 'min(82vh, 760px)',
  minHeight: 460,
  overflow: 'hidden',
  background: '#2a1a20',
  [mediaUp('md')]: { height: 'min(78vh, 720px)' },
});

const overlayStyle = css({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'grid',
  gap: 8,
  padding: '96px 16px 20px',
  background: 'linear-gradient(to bottom, rgba(20, 10, 14, 0) 0%, rgba(20, 10, 14, 0.82) 45%)',
  color: '#ffffff',
  textShadow: '0 1px 3px rgba(0, 0, 0, 0.6)',
  [mediaUp('md')]: { padding: '120px max(24px, calc((100% - 960px) / 2)) 32px' },
  h1: { margin: 0, fontSize: 28, lineHeight: 1.2, [mediaUp('md')]: { fontSize: 44 } },
  p: { margin: 0 },
});

/** /members/{id}/landing3: the photo first, full width, and members like them below. */
export function PhotoFirstDesign({ member, copy, signupHref, place }: DesignProps) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  const { name } = member;
  return (
    <>
      <section css={bleedStyle}>
        <MemberPhoto member={member} priority sizes="100vw" />
        <div css={overlayStyle}>
          <p css={{ fontSize: 22, fontWeight: 700 }}>
            {t('nameAge', { name, age: member.age })}
            {place && <span css={{ fontWeight: 400 }}> · {place}</span>}
          </p>
          <h1>{t(`headline.${copy}`, { name })}</h1>
          <p>{t(`subline.${copy}`, { name })}</p>
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
