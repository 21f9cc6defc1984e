import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { AccountDeletedScreen } from './features/account-deleted/components/account-deleted-screen';
import { ActivationDoneScreen } from './features/activation/components/activation-done-screen';
import { ActivationErrorScreen } from './features/activation/components/activation-error-screen';
import { LangConfigScreen } from './features/lang-config/components/lang-config-screen';
import { LoginScreen } from './features/login/components/login-screen';
import { OwnProfileRoute } from './features/own-profile/profile-route';
import { MailChangeDoScreen } from './features/mail-change/components/mail-change-do-screen';
import { ResetPasswordDoScreen } from './features/reset-password/components/reset-password-do-screen';
import { ResetPasswordScreen } from './features/reset-password/components/reset-password-screen';
import { CompleteSignupRoute, InviteSignupRoute } from './features/signup/components/signup-routes';
import { SettingsRoute } from './features/settings/settings-route';
import { SignupScreen } from './features/signup/components/signup-screen';
import { UnsubscribeRoute } from './features/unsubscribe/unsubscribe-route';
import { DecisionsRoute } from './features/decisions/decisions-route';
import { VerificationRoute } from './features/verification/verification-route';
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
