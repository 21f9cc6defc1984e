import { css } from '@emotion/react';
import type { MemberFile, RefundResponse } from '@dating/shared-contracts/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  factsStyle,
  mutedStyle,
  noticeStyle,
  panelStyle,
  secondaryButtonStyle,
} from '../../../lib/styles';
import { money } from '../money';
import { RefundForm } from './refund-form';

const listStyle = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
const rowStyle = css({ display: 'grid', gap: 8, dl: { margin: 0 } });

/** The member's payments; finance may refund what is left of a completed one. */
export function PaymentsSection({ member, canRefund }: { member: MemberFile; canRefund: boolean }) {
  const { t, i18n } = useTranslation();
  const [refunding, setRefunding] = useState<string | null>(null);
  const [done, setDone] = useState<RefundResponse | null>(null);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'nl-NL');

  return (
    <section css={panelStyle} aria-labelledby="member-payments">
      <h2 id="member-payments">{t('support.file.payments')}</h2>
      {done && (
        <p role="status" css={[noticeStyle, { marginBottom: 12 }]}>
          {t('support.refund.done', {
            amount: money(done.refund.amountCents, done.refund.currency, i18n.language),
            credits: done.refund.creditsTaken,
          })}
          {done.refund.creditsShort > 0 &&
            ` ${t('support.refund.short', { count: done.refund.creditsShort })}`}
          {done.refund.premiumEnded && ` ${t('support.refund.premiumEnded')}`}
        </p>
      )}
      {member.payments.length === 0 ? (
        <p css={mutedStyle}>{t('support.file.noPayments')}</p>
      ) : (
        <ul css={listStyle}>
          {member.payments.map((payment) => {
            const format = (cents: number) => money(cents, payment.currency, i18n.language);
            return (
              <li key={payment.id} css={rowStyle}>
                <dl
                  css={factsStyle}
                  aria-label={t('support.file.paymentLabel', { id: payment.id })}
                >
                  <dt>{t('support.file.payment')}</dt>
                  <dd>
                    {payment.id}
                    {payment.invoiceNumber && ` · ${payment.invoiceNumber}`}
                  </dd>
                  <dt>{t('support.file.date')}</dt>
                  <dd>{date(payment.completedAt ?? payment.createdAt)}</dd>
                  <dt>{t('support.file.amount')}</dt>
                  <dd>{format(payment.amountCents)}</dd>
                  <dt>{t('support.file.status')}</dt>
                  <dd>
                    {t(`support.paymentStates.${payment.status}`)}
                    {payment.withdrawnAt && ` · ${t('support.file.withdrawn')}`}
                  </dd>
                  <dt>{t('support.file.provider')}</dt>
                  <dd>
                    {payment.provider} · {payment.method}
                  </dd>
                  <dt>{t('support.file.bought')}</dt>
                  <dd>{t('support.file.credits', { count: payment.credits })}</dd>
                  <dt>{t('support.file.refunded')}</dt>
                  <dd>{format(payment.refundedCents)}</dd>
                </dl>
                {canRefund && payment.refundableCents > 0 && refunding !== payment.id && (
                  <button
                    type="button"
                    css={[secondaryButtonStyle, { justifySelf: 'start' }]}
                    data-refund={payment.id}
                    onClick={() => {
                      setDone(null);
                      setRefunding(payment.id);
                    }}
                  >
                    {t('support.refund.open', { amount: format(payment.refundableCents) })}
                  </button>
                )}
                {refunding === payment.id && (
                  <RefundForm
                    memberId={member.id}
                    payment={payment}
                    onClose={(answer) => {
                      setRefunding(null);
                      setDone(answer);
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
