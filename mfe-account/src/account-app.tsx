import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { LoginScreen } from './features/login/components/login-screen';
import { OwnProfileRoute } from './features/own-profile/profile-route';
import { CompleteSignupRoute, InviteSignupRoute } from './features/signup/components/signup-routes';
import { SettingsRoute } from './features/settings/settings-route';
import { UnsubscribeRoute } from './features/unsubscribe/unsubscribe-route';
import { DecisionsRoute } from './features/decisions/decisions-route';
import { VerificationRoute } from './features/verification/verification-route';
import { lazyScreen } from './lib/lazy-screen';
import {
  ACCOUNT_DELETED,
  ACTIVATE_DONE,
  ACTIVATE_ERROR,
  COMPLETE_SIGNUP,
  DECISIONS,
  INVITE_SIGNUP,
  LANG_CONFIG,
  LOGIN,
  MAIL_CHANGE_DO,
  NOTIFICATIONS,
  PROFILE,
  RESET_PASSWORD,
  RESET_PASSWORD_DO,
  SIGNUP,
  UNSUBSCRIBE,
  VERIFY,
} from './route-declarations';

// The login form is the page a visitor opens most; the other screens load with their route,
// each with its part of the account namespace's texts.
const AccountDeletedScreen = lazyScreen(() =>
  import('./features/account-deleted/components/account-deleted-screen').then(
    (m) => [m.AccountDeletedScreen, m.ACCOUNT_DELETED_TEXTS] as const,
  ),
);
const ActivationDoneScreen = lazyScreen(() =>
  import('./features/activation/components/activation-done-screen').then(
    (m) => [m.ActivationDoneScreen, m.ACTIVATE_TEXTS] as const,
  ),
);
const ActivationErrorScreen = lazyScreen(() =>
  import('./features/activation/components/activation-error-screen').then(
    (m) => [m.ActivationErrorScreen, m.ACTIVATE_TEXTS] as const,
  ),
);
const LangConfigScreen = lazyScreen(() =>
  import('./features/lang-config/components/lang-config-screen').then(
    (m) => [m.LangConfigScreen, m.LANG_CONFIG_TEXTS] as const,
  ),
);
const MailChangeDoScreen = lazyScreen(() =>
  import('./features/mail-change/components/mail-change-do-screen').then(
    (m) => [m.MailChangeDoScreen, m.MAIL_CHANGE_TEXTS] as const,
  ),
);
const ResetPasswordDoScreen = lazyScreen(() =>
  import('./features/reset-password/components/reset-password-do-screen').then(
    (m) => [m.ResetPasswordDoScreen, m.RESET_DO_TEXTS] as const,
  ),
);
const ResetPasswordScreen = lazyScreen(() =>
  import('./features/reset-password/components/reset-password-screen').then(
    (m) => [m.ResetPasswordScreen, m.RESET_PASSWORD_TEXTS] as const,
  ),
);
const SignupScreen = lazyScreen(() =>
  import('./features/signup/components/signup-screen').then(
    (m) => [m.SignupScreen, m.SIGNUP_TEXTS] as const,
  ),
);

/** The routes of the route table that mfe-account owns. */
export function AccountApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={ACCOUNT_DELETED} element={<AccountDeletedScreen />} />
        <Route path={COMPLETE_SIGNUP} element={<CompleteSignupRoute />} />
        <Route path={LANG_CONFIG} element={<LangConfigScreen />} />
        <Route path={LOGIN} element={<LoginScreen />} />
        <Route path={NOTIFICATIONS} element={<SettingsRoute />} />
        <Route path={PROFILE} element={<OwnProfileRoute />} />
        <Route path={RESET_PASSWORD} element={<ResetPasswordScreen />} />
        <Route path={RESET_PASSWORD_DO} element={<ResetPasswordDoScreen />} />
        <Route path={SIGNUP} element={<SignupScreen />} />
        <Route path={INVITE_SIGNUP} element={<InviteSignupRoute />} />
        <Route path={ACTIVATE_DONE} element={<ActivationDoneScreen />} />
        <Route path={ACTIVATE_ERROR} element={<ActivationErrorScreen />} />
        <Route path={MAIL_CHANGE_DO} element={<MailChangeDoScreen />} />
        <Route path={UNSUBSCRIBE} element={<UnsubscribeRoute />} />
        <Route path={DECISIONS} element={<DecisionsRoute />} />
        <Route path={VERIFY} element={<VerificationRoute />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
