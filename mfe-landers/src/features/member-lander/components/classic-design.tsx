import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { mediaUp } from '@dating/shared-contracts';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { ChatCta, TrustLine } from './chat-cta';
import type { DesignProps } from './design-props';
import { MemberExtras } from './member-extras';
import { MemberPhoto } from './member-photo';
import { headlineStyle, mutedStyle } from './styles';

const heroStyle = css({
  display: 'grid',
  gap: 16,
  maxWidth: 960,
  margin: '0 auto',
  padding: '16px 16px 0',
  [mediaUp('md')]: {
    gridTemplateColumns: '440px 1fr',
    gap: 32,
    alignItems: 'center',
    paddingTop: 32,
  },
});

// A landscape crop on a phone keeps the call to action above the fold; a square beside it
// on a wider screen.
const photoBoxStyle = css({
  overflow: 'hidden',
  borderRadius: 16,
  aspectRatio: '4 / 3',
  [mediaUp('md')]: { aspectRatio: '1' },
});

/** /members/{id}/landing: the classic lander, the member's photo beside the invitation. */
export function ClassicDesign({ member, copy, signupHref, place }: DesignProps) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  const { name } = member;
  return (
    <>
      <section css={heroStyle}>
        <div css={photoBoxStyle}>
          <MemberPhoto member={member} priority sizes="(min-width: 768px) 440px, 100vw" />
        </div>
        <div css={{ display: 'grid', gap: 12 }}>
          <h1 css={headlineStyle}>{t(`headline.${copy}`, { name })}</h1>
          <p css={{ margin: 0, fontSize: 20, fontWeight: 700 }}>
            {t('nameAge', { name, age: member.age })}
            {place && <span css={[mutedStyle, { fontWeight: 400 }]}> · {place}</span>}
          </p>
          <p css={{ margin: 0 }}>{t(`subline.${copy}`, { name })}</p>
          <div>
            <ChatCta name={name} href={signupHref} />
            <TrustLine />
          </div>
        </div>
      </section>
      <MemberExtras member={member} signupHref={signupHref} />
    </>
  );
}
