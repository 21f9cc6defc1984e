import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { panelStyle } from '../../../components/form-styles';
import { SIGNUP_NS } from '../signup-namespace';
import { loadAccountTexts } from '../../../lib/account-namespace';

type Loader = (i18n: I18n) => Promise<ComponentType>;

/**
 * A screen whose code and texts (the `account-signup` namespace and what `load` adds: the
 * account namespace's signup texts, for its progress line and form) are fetched together
 * the first time it opens. React.lazy keeps a failed import: the next
 * mount after a failure starts a new one.
 */
function lazyScreen(load: Loader) {
  let screen: LazyExoticComponent<ComponentType> | null = null;
  return (i18n: I18n) => {
    screen ??= lazy(() =>
      Promise.all([load(i18n), i18n.loadNamespaces(SIGNUP_NS)]).then(
        ([Screen]) => ({ default: Screen }),
        (error: unknown) => {
          screen = null;
          throw error;
        },
      ),
    );
    return screen;
  };
}

// The steps show the own profile's parts (photos, place, fields): their texts come along.
const completeSignup = lazyScreen(async (i18n) => {
  const [{ CompleteSignupScreen, SIGNUP_TEXTS }, { loadOwnProfileTexts }] = await Promise.all([
    import('./complete-signup-screen'),
    import('../../own-profile/profile-texts'),
  ]);
  await Promise.all([loadOwnProfileTexts(i18n), loadAccountTexts(i18n, [SIGNUP_TEXTS])]);
  return CompleteSignupScreen;
});
const inviteSignup = lazyScreen(async (i18n) => {
  const { InviteSignupScreen, SIGNUP_TEXTS } = await import('./invite-signup-screen');
  await loadAccountTexts(i18n, [SIGNUP_TEXTS]);
  return InviteSignupScreen;
});

function LazyRoute({ screen }: { screen: (i18n: I18n) => ComponentType }) {
  const { t, i18n } = useTranslation();
  const Screen = screen(i18n);
  return (
    <Suspense
      fallback={
        <p role="status" css={panelStyle}>
          {t('loading')}
        </p>
      }
    >
      <Screen />
    </Suspense>
  );
}

/** /complete-signup: the signup steps after the account. */
export const CompleteSignupRoute = () => <LazyRoute screen={completeSignup} />;
/** /members/:id/signup: signing up on a member's invite. */
export const InviteSignupRoute = () => <LazyRoute screen={inviteSignup} />;
