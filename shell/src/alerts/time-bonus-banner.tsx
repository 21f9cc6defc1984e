import { css } from '@emotion/react';
import { type TimeBonusState, useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { AppLink } from '../layout/app-link';

const bannerStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4px 12px',
  padding: '8px 12px',
  background: theme.colors.secondary,
  color: theme.colors.onFill,
  fontWeight: 600,
  a: { color: theme.colors.onFill },
  time: { fontVariantNumeric: 'tabular-nums' },
});

export const countdownText = (bonus: TimeBonusState) =>
  `${bonus.hours}:${bonus.minutes}:${bonus.seconds}`;

/** The first item of the default layout: star, welcome discount title, live countdown. */
export function TimeBonusBanner({ bonus }: { bonus: TimeBonusState }) {
  const { t } = useTranslation('alerts');
  const time = countdownText(bonus);
  return (
    <section aria-label={t('timeBonus.title')} css={bannerStyle}>
      <span aria-hidden="true">★</span>
      <span>{t('timeBonus.title')}</span>
      <time dateTime={`PT${bonus.hours}H${bonus.minutes}M${bonus.seconds}S`}>{time}</time>
      <AppLink href="/credits">{t('timeBonus.link')}</AppLink>
    </section>
  );
}
