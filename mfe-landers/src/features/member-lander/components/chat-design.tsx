import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme, withAlpha } from '@dating/shared-contracts';
import { PROFILE_FIELDS_NS } from '@dating/shared-contracts/profile-fields';
import { MEMBER_LANDER_NS } from '../member-lander-texts';
import { ChatCta, TrustLine } from './chat-cta';
import type { DesignProps } from './design-props';
import { MemberExtras } from './member-extras';
import { MemberPhoto } from './member-photo';
import { headlineStyle, mutedStyle } from './styles';

const layoutStyle = css({
  display: 'grid',
  gap: 20,
  maxWidth: 960,
  margin: '0 auto',
  padding: '16px 16px 0',
  [mediaUp('md')]: { gridTemplateColumns: '1fr 380px', gap: 32, paddingTop: 32 },
});

const boxStyle = css({
  overflow: 'hidden',
  borderRadius: 16,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  boxShadow: `0 8px 24px ${withAlpha(theme.colors.text, 0.08)}`,
});

const boxHeaderStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 16px',
  background: theme.colors.secondary,
  color: theme.colors.onFill,
  p: { margin: 0 },
});

const avatarStyle = css({
  width: 56,
  height: 56,
  flex: 'none',
  overflow: 'hidden',
  borderRadius: '50%',
  border: `2px solid ${theme.colors.onFill}`,
});

const suggestionStyle = css({
  display: 'grid',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  a: {
    display: 'block',
    padding: '12px 16px',
    borderRadius: '16px 16px 16px 4px',
    background: theme.colors.background,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover': { borderColor: theme.colors.primary },
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
  },
});

/** Openers to choose from: a few of our own, and one about the member's first interest. */
function useIcebreakers(member: DesignProps['member']): string[] {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  const { t: field } = useTranslation(PROFILE_FIELDS_NS);
  const openers = [t('chat.opener1', { name: member.name }), t('chat.opener2')];
  const interest = member.interests[0];
  if (interest) {
    const named = field(`interests.${interest.slug}`, { defaultValue: interest.name });
    openers.push(t('chat.openerInterest', { interest: named }));
  } else openers.push(t('chat.opener3'));
  return openers;
}

/**
 * /members/{id}/landing2: a conversation to start. Honest: the box shows no message the
 * member did not write (there are none yet), only openers the visitor may send once signed
 * up, each leading to the signup like the call to action.
 */
export function ChatDesign({ member, copy, signupHref, place }: DesignProps) {
  const { t } = useTranslation(MEMBER_LANDER_NS);
  const { name } = member;
  const openers = useIcebreakers(member);
  return (
    <>
      <div css={layoutStyle}>
        <section css={{ display: 'grid', gap: 12, alignContent: 'start' }}>
          <h1 css={headlineStyle}>{t(`headline.${copy}`, { name })}</h1>
          <p css={{ margin: 0 }}>{t(`subline.${copy}`, { name })}</p>
          <section aria-labelledby="chat-with" css={boxStyle}>
            <div css={boxHeaderStyle}>
              <div css={avatarStyle}>
                <MemberPhoto member={member} priority sizes="56px" />
              </div>
              <p id="chat-with">
                <strong>{t('nameAge', { name, age: member.age })}</strong>
                {place && <span css={{ display: 'block', fontSize: 14 }}>{place}</span>}
              </p>
            </div>
            <div css={{ display: 'grid', gap: 12, padding: 16 }}>
              <p css={mutedStyle}>{t('chat.empty', { name })}</p>
              <p css={{ margin: 0, fontWeight: 700 }} id="chat-openers">
                {t('chat.openersTitle')}
              </p>
              <ul css={suggestionStyle} aria-labelledby="chat-openers">
                {openers.map((opener) => (
                  <li key={opener}>
                    <Link to={signupHref}>{opener}</Link>
                  </li>
                ))}
              </ul>
              <div css={{ textAlign: 'center' }}>
                <ChatCta name={name} href={signupHref} />
                <TrustLine />
              </div>
            </div>
          </section>
        </section>
        <div
          css={{
            display: 'none',
            [mediaUp('md')]: { display: 'block', aspectRatio: '3 / 4' },
            overflow: 'hidden',
            borderRadius: 16,
          }}
        >
          <MemberPhoto member={member} sizes="380px" />
        </div>
      </div>
      <MemberExtras member={member} signupHref={signupHref} />
    </>
  );
}
