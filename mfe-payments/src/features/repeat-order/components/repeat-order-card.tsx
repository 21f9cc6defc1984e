import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@dating/platform';
import { formatMoney, type RepeatOrder } from '@dating/shared-contracts/api';
import { formatDate, methodKey, STATUS_NS, styles } from '../../transactions';
import { REPEAT_NS } from '../repeat-order-texts';

const cardStyle = css(styles.cardStyle, {
  marginBottom: 0,
  display: 'grid',
  gap: 8,
  h2: { margin: 0 },
  p: { margin: 0 },
});

/** One package bought before: what it costs now, how it is paid, and the one button. */
export function RepeatOrderCard({
  order,
  busy,
  disabled,
  onBuy,
}: {
  order: RepeatOrder;
  /** This order's request is running. */
  busy: boolean;
  /** Any order's request is running. */
  disabled: boolean;
  onBuy: () => void;
}) {
  const { t, i18n } = useTranslation(REPEAT_NS);
  const headingId = useId();
  const locale = i18n.language;
  const method = t(methodKey(order.method), { ns: STATUS_NS });
  return (
    <li css={cardStyle}>
      <h2 id={headingId}>{t('credits', { count: order.credits })}</h2>
      <p>{t('price', { amount: formatMoney(order.amount_cents, order.currency, locale) })}</p>
      <p>{t('method', { method })}</p>
      <p css={styles.mutedStyle}>
        {t('lastBought', { date: formatDate(order.last_bought_at, locale) })}
      </p>
      <p>
        {order.one_click && order.mandate_label
          ? t('oneClick', { mandate: order.mandate_label })
          : t('checkout', { method })}
      </p>
      <div>
        <button
          type="button"
          css={styles.primaryButton}
          aria-describedby={headingId}
          disabled={disabled}
          onClick={onBuy}
        >
          {busy ? t('busy') : t('buy')}
        </button>
      </div>
    </li>
  );
}
