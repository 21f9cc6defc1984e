import { css } from '@emotion/react';
import { visuallyHidden } from '@dating/shared-contracts';
import type { WaitingConversation } from '@dating/shared-contracts/api';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatAge } from '../../../lib/format-age';
import { useRowKeys } from '../../../lib/keyboard';
import { alertStyle, mutedStyle, panelStyle, primaryButtonStyle } from '../../../lib/styles';
import { useOperatorInbox } from '../api/conversations';
import { useOperatorErrorText } from '../operator-errors';
import { operatorConversationPath } from '../paths';
import { VulnerabilityFlag } from './vulnerability-flag';

const screenStyle = css({ display: 'grid', gap: 16, h1: { margin: 0 } });
const tableStyle = css({
  width: '100%',
  borderCollapse: 'collapse',
  'th, td': { textAlign: 'left', padding: '8px 8px 8px 0', verticalAlign: 'top' },
  td: { overflowWrap: 'anywhere' },
  'tr[data-selected="true"]': { boxShadow: 'inset 4px 0 0 currentColor' },
});
const linkStyle = css({ display: 'inline-flex', alignItems: 'center', minHeight: 44 });
const errorStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

/** "Operator": the conversations with fictional profiles waiting for an answer, oldest first. */
export function OperatorInboxScreen() {
  const { t } = useTranslation();
  const errorText = useOperatorErrorText();
  const inbox = useOperatorInbox();
  return (
    <section css={screenStyle} aria-labelledby="operator-title">
      <h1 id="operator-title">{t('operator.title')}</h1>
      <p css={[mutedStyle, { margin: 0 }]}>{t('operator.intro')}</p>
      {inbox.isError && (
        <div css={errorStyle}>
          <p role="alert" css={alertStyle}>
            {errorText(inbox.error)}
          </p>
          <button
            type="button"
            css={primaryButtonStyle}
            disabled={inbox.isFetching}
            onClick={() => void inbox.refetch()}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {inbox.isPending && <p role="status">{t('app.loading')}</p>}
      {inbox.data && inbox.data.conversations.length === 0 && (
        <p css={panelStyle} role="status">
          {t('operator.empty')}
        </p>
      )}
      {inbox.data && inbox.data.conversations.length > 0 && (
        <WaitingTable conversations={inbox.data.conversations} />
      )}
    </section>
  );
}

/**
 * The waiting conversations, oldest first. j/k or the arrow keys move the selection (the
 * focus, so it is visible and read out), Enter opens the selected conversation.
 */
function WaitingTable({
  conversations,
}: {
  readonly conversations: readonly WaitingConversation[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { selected, setSelected, linkRef } = useRowKeys(
    conversations.map((row) => row.id),
    (id) => void navigate(operatorConversationPath(id)),
  );

  return (
    <table css={tableStyle}>
      <caption css={visuallyHidden}>{t('operator.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('operator.member')}</th>
          <th scope="col">{t('operator.profile')}</th>
          <th scope="col">{t('operator.waiting')}</th>
          <th scope="col">{t('operator.lastMessage')}</th>
          <th scope="col">{t('operator.care')}</th>
          <th scope="col">{t('operator.claim.holder')}</th>
        </tr>
      </thead>
      <tbody>
        {conversations.map((row) => {
          const member = t('operator.memberFacts', {
            name: row.member.name,
            age: row.member.age,
            country: row.member.country,
            language: row.member.language,
          });
          return (
            <tr key={row.id} data-selected={row.id === selected}>
              <td>
                <Link
                  css={linkStyle}
                  to={operatorConversationPath(row.id)}
                  ref={linkRef(row.id)}
                  aria-label={t('operator.open', {
                    member: row.member.name,
                    profile: row.profile.name,
                  })}
                  onFocus={() => setSelected(row.id)}
                >
                  {member}
                </Link>
              </td>
              <td>{row.profile.name}</td>
              <td>{formatAge(row.waitingSeconds, t)}</td>
              <td>{row.lastMessage}</td>
              <td>
                <VulnerabilityFlag vulnerability={row.vulnerability} />
              </td>
              <td>{row.holder?.name ?? t('operator.claim.free')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
