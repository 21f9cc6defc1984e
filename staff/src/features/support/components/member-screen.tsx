import { css } from '@emotion/react';
import { isApiError } from '@dating/shared-contracts';
import type { MemberFile } from '@dating/shared-contracts/api';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { holdsRole, useMe } from '../../../lib/session';
import {
  alertStyle,
  buttonLinkStyle,
  factsStyle,
  mutedStyle,
  panelStyle,
  primaryButtonStyle,
} from '../../../lib/styles';
import { useMemberFile } from '../api/members';
import { money } from '../money';
import { MEMBERS_PATH } from '../paths';
import { useSupportErrorText } from '../support-errors';
import { PaymentsSection } from './payments-section';
import { SupportActions } from './support-actions';

const screenStyle = css({ display: 'grid', gap: 16, h1: { margin: 0 }, h2: { marginTop: 0 } });
const tableStyle = css({
  width: '100%',
  borderCollapse: 'collapse',
  'th, td': { textAlign: 'left', padding: '4px 8px 4px 0', verticalAlign: 'top' },
  td: { overflowWrap: 'anywhere' },
});
const scrollStyle = css({ overflowX: 'auto' });
const errorStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'nl-NL');
}

function Account({ member }: { member: MemberFile }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <section css={panelStyle} aria-labelledby="member-account">
      <h2 id="member-account">{t('support.file.account')}</h2>
      <dl css={factsStyle}>
        <dt>{t('support.file.memberId')}</dt>
        <dd>
          {member.id}
          {member.profileId && ` · ${t('support.file.profileId', { id: member.profileId })}`}
        </dd>
        <dt>{t('support.members.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('support.members.state')}</dt>
        <dd>{t(`support.accountStates.${member.state}`)}</dd>
        <dt>{t('support.file.restrictions')}</dt>
        <dd>
          {member.restrictions.length === 0
            ? t('support.file.noRestrictions')
            : member.restrictions
                .map((one) =>
                  one.endsAt
                    ? t('support.file.restrictionUntil', {
                        kind: t(`support.restrictions.${one.kind}`),
                        until: date(one.endsAt),
                      })
                    : t(`support.restrictions.${one.kind}`),
                )
                .join(', ')}
        </dd>
        <dt>{t('support.file.signup')}</dt>
        <dd>{date(member.signupDate)}</dd>
        <dt>{t('support.file.language')}</dt>
        <dd>{member.language}</dd>
        <dt>{t('support.file.balance')}</dt>
        <dd>{t('support.file.credits', { count: member.credits })}</dd>
        <dt>{t('support.file.premium')}</dt>
        <dd>{member.premium ? t('support.file.yes') : t('support.file.no')}</dd>
      </dl>
    </section>
  );
}

function Sessions({ member }: { member: MemberFile }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <section css={panelStyle} aria-labelledby="member-sessions">
      <h2 id="member-sessions">{t('support.file.sessions')}</h2>
      {member.sessions.length === 0 ? (
        <p css={mutedStyle}>{t('support.file.noSessions')}</p>
      ) : (
        <div css={scrollStyle}>
          <table css={tableStyle}>
            <thead>
              <tr>
                <th scope="col">{t('support.file.started')}</th>
                <th scope="col">{t('support.file.lastSeen')}</th>
                <th scope="col">{t('support.file.ip')}</th>
                <th scope="col">{t('support.file.browser')}</th>
              </tr>
            </thead>
            <tbody>
              {member.sessions.map((session) => (
                <tr key={`${session.createdAt}-${session.lastSeenAt}`}>
                  <td>{date(session.createdAt)}</td>
                  <td>{date(session.lastSeenAt)}</td>
                  <td>{session.ip ?? t('support.file.unknown')}</td>
                  <td>{session.userAgent ?? t('support.file.unknown')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Ledger({ member }: { member: MemberFile }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <section css={panelStyle} aria-labelledby="member-ledger">
      <h2 id="member-ledger">{t('support.file.ledger')}</h2>
      {member.ledger.length === 0 ? (
        <p css={mutedStyle}>{t('support.file.noLedger')}</p>
      ) : (
        <div css={scrollStyle}>
          <table css={tableStyle}>
            <caption css={[mutedStyle, { textAlign: 'left' }]}>
              {t('support.file.ledgerCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('support.file.date')}</th>
                <th scope="col">{t('support.file.change')}</th>
                <th scope="col">{t('support.file.why')}</th>
                <th scope="col">{t('support.file.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {member.ledger.map((row) => (
                <tr key={row.id}>
                  <td>{date(row.at)}</td>
                  <td>{row.amount > 0 ? `+${row.amount}` : row.amount}</td>
                  <td>{row.reason}</td>
                  <td>{row.reference ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Decisions({ member }: { member: MemberFile }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <section css={panelStyle} aria-labelledby="member-decisions">
      <h2 id="member-decisions">{t('support.file.decisions')}</h2>
      {member.decisions.length === 0 ? (
        <p css={mutedStyle}>{t('support.file.noDecisions')}</p>
      ) : (
        <ul>
          {member.decisions.map((decision) => (
            <li key={decision.id}>
              {t(`actions.${decision.action}`)} ·{' '}
              {decision.ground ? t(`grounds.${decision.ground}`) : t('decision.noGround')} ·{' '}
              {date(decision.decidedAt)}
              {decision.reversed && ` · ${t('support.file.reversed')}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A member's file: account, actions, payments (refunds for finance), credits, sessions, decisions. */
export function MemberScreen() {
  const { t, i18n } = useTranslation();
  const errorText = useSupportErrorText();
  const me = useMe();
  const { id = '' } = useParams();
  const file = useMemberFile(id);
  const member = file.data;
  const acts = holdsRole(me, 'support') || holdsRole(me, 'admin');

  return (
    <section css={screenStyle} aria-labelledby="member-title">
      <p css={{ margin: 0 }}>
        <Link to={MEMBERS_PATH} css={buttonLinkStyle}>
          {t('support.file.back')}
        </Link>
      </p>
      <h1 id="member-title">
        {member ? member.name || t('support.members.noName') : t('support.file.title')}
      </h1>
      {file.isPending && <p role="status">{t('support.file.loading')}</p>}
      {file.isError && (
        <div css={errorStyle}>
          <p role="alert" css={alertStyle}>
            {isApiError(file.error) && file.error.status === 404
              ? t('support.file.notFound')
              : errorText(file.error)}
          </p>
          {!(isApiError(file.error) && file.error.status === 404) && (
            <button
              type="button"
              css={primaryButtonStyle}
              disabled={file.isFetching}
              onClick={() => void file.refetch()}
            >
              {t('app.retry')}
            </button>
          )}
        </div>
      )}
      {member && (
        <>
          <p css={[mutedStyle, { margin: 0 }]}>
            {t('support.file.summary', {
              credits: member.credits,
              payments: member.payments.length,
              paid: money(
                member.payments
                  .filter((payment) => payment.status === 'completed')
                  .reduce((sum, payment) => sum + payment.amountCents, 0),
                member.payments[0]?.currency ?? 'EUR',
                i18n.language,
              ),
            })}
          </p>
          <Account member={member} />
          {acts && <SupportActions member={member} />}
          <PaymentsSection member={member} canRefund={holdsRole(me, 'finance')} />
          <Ledger member={member} />
          <Sessions member={member} />
          <Decisions member={member} />
        </>
      )}
    </section>
  );
}
