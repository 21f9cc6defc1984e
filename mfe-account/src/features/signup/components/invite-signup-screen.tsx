import { useSessionUser, useTranslation } from '@dating/platform';
import { Link, Navigate, useParams } from '@dating/platform/router';
import { isApiError, theme } from '@dating/shared-contracts';
import type { PublicProfile } from '@dating/shared-contracts/api';
import { css } from '@emotion/react';
import { alertStyle, panelStyle } from '../../../components/form-styles';
import { linkButtonStyle, secondaryButtonStyle } from '../../../components/more-form-styles';
import { useInviter } from '../api/inviter';
import { SIGNUP_NS } from '../signup-namespace';
import { SignupForm } from './signup-form';
import { SignupProgress } from './signup-progress';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { SIGNUP_TEXTS } from '../../../screen-locales/signup';

const inviterStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  marginBottom: 16,
  img: { width: 96, height: 96, borderRadius: '50%', objectFit: 'cover', flex: 'none' },
  p: { margin: 0 },
});
const initialStyle = css({
  display: 'grid',
  placeItems: 'center',
  width: 96,
  height: 96,
  flex: 'none',
  borderRadius: '50%',
  background: theme.colors.secondary,
  color: theme.colors.onFill,
  fontSize: 40,
  fontWeight: 700,
});

function Inviter({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(SIGNUP_NS);
  const place = [profile.city, profile.region].filter(Boolean).join(', ');
  return (
    <div css={inviterStyle}>
      {profile.main_image ? (
        <img
          src={profile.main_image.thumb_url}
          alt={t('invite.photoAlt', { name: profile.name })}
        />
      ) : (
        <span css={initialStyle} aria-hidden="true">
          {profile.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <p css={{ fontSize: 20, fontWeight: 700 }}>
          {t('invite.nameAge', { name: profile.name, age: profile.age })}
        </p>
        {place && <p>{place}</p>}
      </div>
    </div>
  );
}

/** What an invite page of no (longer) shown profile says: not found, and a way on. */
function InviteNotFound() {
  const { t } = useTranslation(SIGNUP_NS);
  return (
    <section css={panelStyle}>
      <h1>{t('invite.notFoundTitle')}</h1>
      <p>{t('invite.notFoundBody')}</p>
      <Link to="/signup" css={linkButtonStyle}>
        {t('invite.signupAnyway')}
      </Link>
      <p>
        <Link to="/">{t('invite.home')}</Link>
      </p>
    </section>
  );
}

/**
 * /members/:id/signup: signing up on a member's invite. It shows who invites (name, photo,
 * place, as a visitor may see them) and makes the account on their behalf: the account
 * records the inviter, which also counts as the traffic source on a `with_trafficsource`
 * domain. The steps follow at /complete-signup and end at the inviter's profile.
 */
export function InviteSignupScreen() {
  const { t } = useTranslation(SIGNUP_NS);
  const { id = '' } = useParams();
  const user = useSessionUser();
  const inviter = useInviter(id);

  if (user?.signup_step != null) return <Navigate to="/complete-signup" replace />;
  if (user) return <Navigate to={`/members/${id}`} replace />;
  if (inviter.isPending)
    return (
      <p role="status" css={panelStyle}>
        {t('invite.loading')}
      </p>
    );
  if (inviter.isError) {
    if (isApiError(inviter.error) && [400, 404].includes(inviter.error.status))
      return <InviteNotFound />;
    return (
      <section css={panelStyle}>
        <h1>{t('invite.title')}</h1>
        <p role="alert" css={alertStyle}>
          {t('invite.loadFailed')}
        </p>
        <button type="button" css={secondaryButtonStyle} onClick={() => void inviter.refetch()}>
          {t('invite.retry')}
        </button>
      </section>
    );
  }

  const { profile } = inviter.data;
  return (
    <section css={panelStyle}>
      <h1>{t('invite.heading', { name: profile.name })}</h1>
      <Inviter profile={profile} />
      <p>{t('invite.intro', { name: profile.name })}</p>
      <SignupProgress current={1} />
      <SignupForm idPrefix="invite" invitedBy={profile.id} />
      <p>
        {t('invite.haveAccount')} <Link to="/login">{t('invite.login')}</Link>
      </p>
    </section>
  );
}
