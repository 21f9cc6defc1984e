import { useSessionUser, useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { Link, useLocation, useSearchParams } from '@dating/platform/router';
import { isApiError, loginFrom } from '@dating/shared-contracts';
import { css } from '@emotion/react';
import { alertStyle, panelStyle } from '../../../components/form-styles';
import { outlineButtonStyle } from '../../../components/more-form-styles';
import { useStatement, useStatements } from '../api/decisions';
import { DECISIONS_NS } from '../decisions-texts';
import { StatementCard } from './statement-card';

/** The namespace this chunk's texts are in (loaded by the route before it renders). */
export const DECISIONS_NAMESPACE = DECISIONS_NS;

const pageStyle = css(panelStyle, {
  maxWidth: 720,
  display: 'grid',
  gap: 16,
  h1: { margin: 0 },
  p: { margin: 0 },
});

/** A load that failed: said, with a way to try again. */
function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(DECISIONS_NS);
  const errorMessage = useApiErrorMessage();
  return (
    <>
      <p role="alert" css={alertStyle}>
        {errorMessage(error)}
      </p>
      <button type="button" css={outlineButtonStyle} onClick={retry}>
        {t('retry')}
      </button>
    </>
  );
}

/** `/decisions?token=…`: the statement a mail links to, readable without signing in. */
function OneStatement({ token }: { token: string }) {
  const { t } = useTranslation(DECISIONS_NS);
  const statement = useStatement(token);
  const loggedIn = useSessionUser() !== null;
  if (isApiError(statement.error) && statement.error.status === 400) {
    return (
      <>
        <h1>{t('invalidTitle')}</h1>
        <p role="alert">{t('invalidBody')}</p>
        <Link to={loggedIn ? '/decisions' : '/login'}>{t(loggedIn ? 'toAll' : 'toLogin')}</Link>
      </>
    );
  }
  return (
    <>
      <h1>{t('oneTitle')}</h1>
      {statement.isError ? (
        <LoadFailed error={statement.error} retry={() => void statement.refetch()} />
      ) : statement.data ? (
        <StatementCard statement={statement.data} now={new Date()} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </>
  );
}

/** `/decisions`: every statement about the signed-in member, newest first. */
function AllStatements() {
  const { t } = useTranslation(DECISIONS_NS);
  const statements = useStatements(true);
  const now = new Date();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {statements.isError ? (
        <LoadFailed error={statements.error} retry={() => void statements.refetch()} />
      ) : !statements.data ? (
        <p role="status">{t('loading')}</p>
      ) : statements.data.statements.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        statements.data.statements.map((statement) => (
          <StatementCard key={statement.token} statement={statement} now={now} />
        ))
      )}
    </>
  );
}

/**
 * The decisions our moderators took about a member, each with its statement of reasons and
 * its appeal. A mail's link shows its one statement to anyone holding it (a suspended member
 * cannot sign in); without one the page lists the signed-in member's, or asks to sign in.
 */
export function DecisionsScreen() {
  const { t } = useTranslation(DECISIONS_NS);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const loggedIn = useSessionUser() !== null;
  const location = useLocation();
  return (
    <section css={pageStyle} aria-busy={undefined}>
      {token !== '' ? (
        <OneStatement token={token} />
      ) : loggedIn ? (
        <AllStatements />
      ) : (
        <>
          <h1>{t('title')}</h1>
          <p>{t('loginFirst')}</p>
          <Link to={loginFrom(location)}>{t('toLogin')}</Link>
        </>
      )}
    </section>
  );
}
