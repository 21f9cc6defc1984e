import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { mediaUp, theme, visuallyHidden, withAlpha } from '@dating/shared-contracts';
import {
  FALLBACK_ICON,
  INTEREST_ICONS,
  LineIcon,
  loadProfileFieldTexts,
  PROFILE_FIELDS_NS,
} from '@dating/shared-contracts/profile-fields';
import { registerNamespace, useTranslation } from '@dating/platform';
import { useInterests } from '../api/interests';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { BLOCK_COLORS } from './block-colors';
import { BlockHeading } from './block-heading';
import { CtaLink } from './cta-link';
import { interestTints } from '../../../theme/lander-tokens';

// The interests' names in every language, shared with the profile screens of other areas.
registerNamespace(PROFILE_FIELDS_NS, loadProfileFieldTexts);

/** Shown at first; the rest behind "show all", so the page stays short on a phone. */
const FIRST_SHOWN = 18;

const sectionStyle = css({
  maxWidth: 960,
  margin: '0 auto',
  padding: '24px 16px 0',
  textAlign: 'center',
  'h1, h2': { margin: '0 0 8px', fontSize: 28, [mediaUp('md')]: { fontSize: 40 } },
  '& > p': { margin: '0 auto 16px', maxWidth: 620, fontSize: 17 },
});
const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 12,
  margin: '0 0 12px',
  // The first icons' rows are kept free while they load, so the call to action never jumps.
  minHeight: 6 * 84 + 5 * 12,
  [mediaUp('sm')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', minHeight: 5 * 84 + 4 * 12 },
  [mediaUp('md')]: {
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    gap: 16,
    minHeight: 3 * 84 + 2 * 16,
  },
});
const iconStyle = css({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: 6,
  minHeight: 84,
  padding: '12px 4px',
  border: '2px solid transparent',
  borderRadius: 16,
  color: theme.colors.secondary,
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed="true"]': {
    background: `${theme.colors.secondary} !important`,
    borderColor: theme.colors.secondary,
    color: theme.colors.onFill,
  },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
});
const moreStyle = css({
  padding: '12px 20px',
  border: `2px solid ${theme.colors.secondary}`,
  borderRadius: 999,
  background: 'transparent',
  color: theme.colors.secondary,
  fontWeight: 600,
  cursor: 'pointer',
});
// The call to action stays at the bottom of the screen while the icons scroll under it.
const stickyStyle = css({
  position: 'sticky',
  bottom: 0,
  padding: '4px 0 16px',
  // Fades into the page's own background (lander-page's light theme).
  background: `linear-gradient(${withAlpha(theme.colors.background, 0)}, ${theme.colors.background} 45%)`,
});

/**
 * interest-icons (iconslanding): the site's interests as icons to tap. A tap presses one, and
 * the call to action counts them; the choice is the visitor's warm-up and does not travel
 * to the signup.
 */
export function InterestIconsBlock({ lander, signupHref, first }: BlockProps) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const names = useTranslation(PROFILE_FIELDS_NS, { useSuspense: false });
  const interests = useInterests();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const id = useId();
  const list = interests.data?.interests ?? [];
  const shown = all ? list : list.slice(0, FIRST_SHOWN);
  const toggle = (interest: string) =>
    setPicked((before) => {
      const after = new Set(before);
      if (!after.delete(interest)) after.add(interest);
      return after;
    });
  const cta =
    picked.size > 0
      ? t('interestIcons.ctaWithCount', { count: picked.size, cta: lander.copy.cta })
      : lander.copy.cta;

  return (
    <section
      css={[sectionStyle, { 'h1, h2': { color: BLOCK_COLORS[lander.theme].heading } }]}
      aria-labelledby={id}
    >
      <BlockHeading lander={lander} first={first} id={id} title={t('interestIcons.title')} />
      {!interests.isError && (
        <>
          <p>{t('interestIcons.hint')}</p>
          <div
            role="group"
            aria-label={t('interestIcons.label')}
            aria-busy={interests.isPending}
            css={gridStyle}
          >
            {shown.map((interest, index) => (
              <button
                key={interest.id}
                type="button"
                aria-pressed={picked.has(interest.id)}
                onClick={() => toggle(interest.id)}
                css={[iconStyle, { background: interestTints[index % interestTints.length] }]}
              >
                <LineIcon path={INTEREST_ICONS[interest.slug] ?? FALLBACK_ICON} size={28} />
                {names.t(`interests.${interest.slug}`, { defaultValue: interest.name })}
              </button>
            ))}
          </div>
          {!all && list.length > FIRST_SHOWN && (
            <button type="button" css={moreStyle} onClick={() => setAll(true)}>
              {t('interestIcons.more', { total: list.length })}
            </button>
          )}
        </>
      )}
      <p role="status" css={visuallyHidden}>
        {picked.size > 0 ? t('interestIcons.chosen', { count: picked.size }) : ''}
      </p>
      <div css={stickyStyle}>
        <CtaLink to={signupHref}>{cta}</CtaLink>
      </div>
    </section>
  );
}
