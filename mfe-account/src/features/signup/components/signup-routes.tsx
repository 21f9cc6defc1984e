import type { ComponentType } from 'react';
import { useTranslation } from '@dating/platform';
import type { i18n as I18n } from 'i18next';
import { panelStyle } from '../../../components/form-styles';
import { loadAccountTexts } from '../../../lib/account-namespace';
import { lazyRoute } from '../../../lib/lazy-screen';

function SignupLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" css={panelStyle}>
      {t('loading')}
    </p>
  );
}

/**
 * A signup screen whose code and texts (the `account-signup` namespace and what `load` adds:
 * the account namespace's signup texts, for its progress line and form) are fetched together
 * the first time it opens, with a loading line meanwhile.
 */
const signupRoute = (load: (i18n: I18n) => Promise<ComponentType>) =>
  lazyRoute(
    (i18n) =>
      Promise.all([
        load(i18n),
        // The namespace's list of files comes in a small chunk beside the screen's, not in the
        // remote's first chunk, which a visit of /login loads.
        import('../signup-namespace').then(({ SIGNUP_NS }) => i18n.loadNamespaces(SIGNUP_NS)),
      ]).then(([Screen]) => Screen),
    SignupLoading,
  );

/** /complete-signup: the signup steps after the account. */
export const CompleteSignupRoute = signupRoute(async (i18n) => {
  // The steps show the own profile's parts (photos, place, fields): their texts come along.
  const [{ CompleteSignupScreen, SIGNUP_TEXTS }, { loadOwnProfileTexts }] = await Promise.all([
    import('./complete-signup-screen'),
    import('../../own-profile/profile-texts'),
  ]);
  await Promise.all([loadOwnProfileTexts(i18n), loadAccountTexts(i18n, [SIGNUP_TEXTS])]);
  return CompleteSignupScreen;
});

/** /members/:id/signup: signing up on a member's invite. */
export const InviteSignupRoute = signupRoute(async (i18n) => {
  const { InviteSignupScreen, SIGNUP_TEXTS } = await import('./invite-signup-screen');
  await loadAccountTexts(i18n, [SIGNUP_TEXTS]);
  return InviteSignupScreen;
});
