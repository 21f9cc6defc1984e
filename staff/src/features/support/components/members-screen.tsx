import { css } from '@emotion/react';
import { MEMBER_SEARCH_MAX } from '@dating/shared-contracts/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { holdsRole, useMe } from '../../../lib/session';
import {
  alertStyle,
  fieldErrorStyle,
  fieldStyle,
  hintStyle,
  mutedStyle,
  panelStyle,
  primaryButtonStyle,
} from '../../../lib/styles';
import { useMemberSearch } from '../api/members';
import { memberPath } from '../paths';
import { useSupportErrorText } from '../support-errors';

const screenStyle = css({ display: 'grid', gap: 16, h1: { margin: 0 } });
const searchStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: 12,
  '& > div': { flex: '1 1 240px' },
});
const tableStyle = css({
  width: '100%',
  borderCollapse: 'collapse',
  'th, td': { textAlign: 'left', padding: '8px 8px 8px 0', verticalAlign: 'top' },
  td: { overflowWrap: 'anywhere' },
});
const errorStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

/** Finance opens a file by the member's id (searching is support's). */
function OpenById() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = typed.trim();
    if (!/^\d{1,10}$/.test(id)) {
      setProblem(t('support.members.idInvalid'));
      return;
    }
    void navigate(memberPath(id));
  };
  return (
    <form css={searchStyle} onSubmit={submit} noValidate>
      <div css={fieldStyle}>
        <label htmlFor="member-id">{t('support.members.openById')}</label>
        <input
          id="member-id"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'member-id-error member-id-hint' : 'member-id-hint'}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id="member-id-hint" css={hintStyle}>
          {t('support.members.openByIdHint')}
        </p>
        {problem && (
          <p id="member-id-error" css={fieldErrorStyle}>
            {problem}
          </p>
        )}
      </div>
      <button type="submit" css={primaryButtonStyle}>
        {t('support.members.open')}
      </button>
    </form>
  );
}

/** "Leden": find a member by e-mail, the start of a name, or an id; the query lives in `?q=`. */
export function MembersScreen() {
  const me = useMe();
  const { t } = useTranslation();
  if (holdsRole(me, 'support') || holdsRole(me, 'admin')) return <MemberSearch />;
  return (
    <section css={screenStyle} aria-labelledby="members-title">
      <h1 id="members-title">{t('support.members.title')}</h1>
      <OpenById />
    </section>
  );
}

function MemberSearch() {
  const { t } = useTranslation();
  const errorText = useSupportErrorText();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(q);
  const found = useMemberSearch(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <section css={screenStyle} aria-labelledby="members-title">
      <h1 id="members-title">{t('support.members.title')}</h1>
      <form role="search" css={searchStyle} onSubmit={submit}>
        <div css={fieldStyle}>
          <label htmlFor="member-query">{t('support.members.query')}</label>
          <input
            id="member-query"
            type="search"
            value={typed}
            autoComplete="off"
            aria-describedby="member-query-hint"
            onChange={(event) => setTyped(event.target.value)}
          />
          <p id="member-query-hint" css={hintStyle}>
            {t('support.members.queryHint')}
          </p>
        </div>
        <button type="submit" css={primaryButtonStyle}>
          {t('support.members.search')}
        </button>
      </form>
      {found.isError && (
        <div css={errorStyle}>
          <p role="alert" css={alertStyle}>
            {errorText(found.error)}
          </p>
          <button
            type="button"
            css={primaryButtonStyle}
            disabled={found.isFetching}
            onClick={() => void found.refetch()}
          >
            {t('app.retry')}
          </button>
        </div>
      )}
      {q && found.isPending && <p role="status">{t('support.members.searching')}</p>}
      {found.data && found.data.members.length === 0 && (
        <p css={panelStyle} role="status">
          {t('support.members.none', { q })}
        </p>
      )}
      {found.data && found.data.members.length > 0 && (
        <>
          <p css={[mutedStyle, { margin: 0 }]} role="status">
            {found.data.members.length >= MEMBER_SEARCH_MAX
              ? t('support.members.many', { limit: MEMBER_SEARCH_MAX })
              : t('support.members.count', { count: found.data.members.length })}
          </p>
          <table css={tableStyle}>
            <caption css={{ textAlign: 'left', fontWeight: 600 }}>
              {t('support.members.caption', { q })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('support.members.name')}</th>
                <th scope="col">{t('support.members.email')}</th>
                <th scope="col">{t('support.members.state')}</th>
                <th scope="col">{t('support.members.id')}</th>
              </tr>
            </thead>
            <tbody>
              {found.data.members.map((member) => (
                <tr key={member.id}>
                  <td>
                    <Link to={memberPath(member.id)}>
                      {member.name || t('support.members.noName')}
                    </Link>
                  </td>
                  <td>{member.email}</td>
                  <td>{t(`support.accountStates.${member.state}`)}</td>
                  <td>{member.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
