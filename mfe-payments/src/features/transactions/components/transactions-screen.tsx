import { css } from '@emotion/react';
import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { Link } from '@dating/platform/router';
import { mediaUp, theme, visuallyHidden } from '@dating/shared-contracts';
import { formatMoney, type Payment } from '@dating/shared-contracts/api';
import { useTransactions } from '../api/transactions';
import { formatDate, methodKey } from '../lib/format';
import { STATUS_NS } from '../transactions-texts';
import { ContractsSection } from './contracts-section';
import { LoginPrompt } from './login-prompt';
import { statusKey } from './payment-detail';
import {
  actionsStyle,
  alertStyle,
  cardStyle,
  mutedStyle,
  pageStyle,
  primaryButton,
  secondaryButton,
} from './styles';

const listStyle = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });

const rowStyle = css(cardStyle, {
  marginBottom: 0,
  display: 'grid',
  gap: 4,
  [mediaUp('md')]: { gridTemplateColumns: '2fr 1fr 1fr 1fr', alignItems: 'center' },
  a: { fontWeight: 700 },
});

const statusStyle = (status: string) =>
  css({
    fontWeight: 600,
    color:
      status === 'completed'
        ? theme.colors.text
        : status === 'pending'
          ? theme.colors.warning
          : theme.colors.danger,
  });

function TransactionRow({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation(STATUS_NS);
  const locale = i18n.language;
  return (
    <li css={rowStyle}>
      <span>
        <Link to={`/transactions/${payment.id}`}>
          {t('list.row', {
            date: formatDate(payment.created_at, locale),
            credits: t('credits', { count: payment.credits }),
          })}
        </Link>
        <br />
        <span css={mutedStyle}>
          {t('detail.invoice')}: {payment.invoice_number ?? t('detail.noInvoice')}
        </span>
        {payment.withdrawal.possible && (
          // The withdrawal function, where the purchases are: to the purchase's page, which
          // asks to confirm and mails a receipt.
          <>
            <br />
            <Link
              to={`/transactions/${payment.id}`}
              aria-label={t('list.withdrawLabel', {
                date: formatDate(payment.created_at, locale),
              })}
            >
              {t('list.withdraw')}
            </Link>
          </>
        )}
      </span>
      <span>
        <span css={visuallyHidden}>{t('detail.amount')}: </span>
        {formatMoney(payment.amount_cents, payment.currency, locale)}
      </span>
      <span>
        <span css={visuallyHidden}>{t('detail.method')}: </span>
        {t(methodKey(payment.method))}
      </span>
      <span css={statusStyle(payment.status)}>
        <span css={visuallyHidden}>{t('detail.status')}: </span>
        {t(statusKey(payment))}
      </span>
    </li>
  );
}

/**
 * `/transactions`: the member's payments, newest first (the server's order), each to its
 * page. Columns on desktop, stacked at 360 px; a screen reader hears each value's name.
 */
export function TransactionsScreen() {
  const { t } = useTranslation(STATUS_NS);
  const user = useSessionUser();
  return (
    <section css={pageStyle}>
      <h1>{t('list.title')}</h1>
      {user ? (
        <>
          <Transactions />
          <ContractsSection />
        </>
      ) : (
        <LoginPrompt />
      )}
    </section>
  );
}

function Transactions() {
  const { t } = useTranslation(STATUS_NS);
  const errorMessage = useApiErrorMessage();
  const query = useTransactions();

  return (
    <>
      {query.isPending && (
        <p role="status" aria-busy="true" css={mutedStyle}>
          {t('list.loading')}
        </p>
      )}
      {query.isError && (
        <div role="alert" css={alertStyle}>
          <p css={{ margin: 0 }}>{errorMessage(query.error)}</p>
          <div css={actionsStyle}>
            <button type="button" css={secondaryButton} onClick={() => void query.refetch()}>
              {t('reload')}
            </button>
          </div>
        </div>
      )}
      {query.data && query.data.transactions.length === 0 && (
        <div css={cardStyle}>
          <p>{t('list.empty')}</p>
          <Link to="/credits" css={primaryButton}>
            {t('list.buy')}
          </Link>
        </div>
      )}
      {query.data && query.data.transactions.length > 0 && (
        <ul css={listStyle} aria-label={t('list.title')}>
          {query.data.transactions.map((payment) => (
            <TransactionRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </>
  );
}
