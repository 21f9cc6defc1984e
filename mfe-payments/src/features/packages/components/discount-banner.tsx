import { useMemo } from 'react';
import { useObservable, useRemoteProps, useTranslation } from '@dating/platform';
import { isTimeBonus, type CreditsOfferResponse } from '@dating/shared-contracts/api';
import { PACKAGES_NS } from '../packages-texts';
import { bannerStyle } from './styles';

type Discount = NonNullable<CreditsOfferResponse['discount']>;

/** The time bonus countdown the shell keeps (hh:mm:ss), while it runs. */
function TimeBonusCountdown() {
  const { t } = useTranslation(PACKAGES_NS);
  const { session } = useRemoteProps();
  const bonus = useObservable(session.timeBonus$, session.snapshot().timeBonus);
  if (!bonus.isVisible) return null;
  return (
    <p role="timer" aria-live="off">
      {t('banner.timeBonus', { time: `${bonus.hours}:${bonus.minutes}:${bonus.seconds}` })}
    </p>
  );
}

/** The active discount the API decided, as the prices below already include it. */
export function DiscountBanner({ discount }: { discount: Discount }) {
  const { t, i18n } = useTranslation(PACKAGES_NS);
  const until = useMemo(() => {
    if (!discount.expires) return null;
    const date = new Date(discount.expires);
    if (Number.isNaN(date.getTime())) return null;
    return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(date);
  }, [discount.expires, i18n.language]);
  // The time bonus's banner counts down; another discount says until when it runs.
  const timeBonus = isTimeBonus(discount);
  return (
    <section css={bannerStyle} aria-label={t('banner.label')}>
      <strong>{t('banner.title', { percentage: discount.percentage })}</strong>
      <p>{t('banner.included')}</p>
      {timeBonus && <TimeBonusCountdown />}
      {!timeBonus && until && <p>{t('banner.until', { date: until })}</p>}
    </section>
  );
}
