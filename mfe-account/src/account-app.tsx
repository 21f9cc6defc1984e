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

/** The routes of the route table that mfe-account owns. */
export function AccountApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/account-deleted" element={<AccountDeletedScreen />} />
        <Route path="/complete-signup" element={<CompleteSignupRoute />} />
        <Route path="/lang-config" element={<LangConfigScreen />} />
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/notifications" element={<SettingsRoute />} />
        <Route path="/profile" element={<OwnProfileRoute />} />
        <Route path="/reset-password" element={<ResetPasswordScreen />} />
        <Route path="/reset-password/do" element={<ResetPasswordDoScreen />} />
        <Route path="/signup" element={<SignupScreen />} />
        <Route path="/members/:id/signup" element={<InviteSignupRoute />} />
        <Route path="/activate/done" element={<ActivationDoneScreen />} />
        <Route path="/activate/error" element={<ActivationErrorScreen />} />
        <Route path="/mail-change/do" element={<MailChangeDoScreen />} />
        <Route path="/unsubscribe" element={<UnsubscribeRoute />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
