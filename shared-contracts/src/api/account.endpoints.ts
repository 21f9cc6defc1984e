import {
  AccountDeleteBodySchema,
  ChangePasswordBodySchema,
  EmailBodySchema,
  MailChangeRequestBodySchema,
  NotificationPreferencesResponseSchema,
  OptionalTokenQuerySchema,
  OutboxQuerySchema,
  OutboxResponseSchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  SignupStepBodySchema,
  TokenBodySchema,
  TokenQuerySchema,
  UpdateNotificationPreferencesBodySchema,
} from './account.schema';
import { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import { UserResponseSchema } from './user.schema';

/** Signup, activation, password reset and change, e-mail change, deletion, reactivation. */
export const accountEndpoints = {
  /** Creates the account and logs it in. */
  signup: defineEndpoint({
    method: 'POST',
    path: '/api/signup.php',
    access: 'visitor',
    body: SignupBodySchema,
    response: { 201: UserResponseSchema },
  }),
  /** Where the member is in the signup steps: /complete-signup resumes there. */
  signupStep: defineEndpoint({
    method: 'PUT',
    path: '/api/signup-step.php',
    access: 'member',
    body: SignupStepBodySchema,
    response: { 200: UserResponseSchema },
  }),
  /** The e-mail link: redirects to the front end's done or error page. */
  activateLink: defineEndpoint({
    method: 'GET',
    path: '/api/activate.php',
    access: 'visitor',
    querystring: OptionalTokenQuerySchema,
  }),
  resendActivation: defineEndpoint({
    method: 'POST',
    path: '/api/activate.php',
    access: 'member',
    response: { 200: OkResponseSchema },
  }),
  /** The same answer whether or not the address has an account. */
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/reset-password.php',
    access: 'visitor',
    body: EmailBodySchema,
    response: { 200: OkResponseSchema },
  }),
  /** Whether the e-mail's reset link still works, without using it (400 `link_expired`). */
  checkResetLink: defineEndpoint({
    method: 'GET',
    path: '/api/reset-password.php',
    access: 'visitor',
    querystring: TokenQuerySchema,
    response: { 200: OkResponseSchema },
  }),
  /** Sets the new password with the e-mail's token and logs in. */
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/api/reset-password.php',
    access: 'visitor',
    body: ResetPasswordBodySchema,
    response: { 200: UserResponseSchema },
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/password.php',
    access: 'member',
    body: ChangePasswordBodySchema,
    response: { 200: OkResponseSchema },
  }),
  requestMailChange: defineEndpoint({
    method: 'POST',
    path: '/api/mail-change.php',
    access: 'member',
    body: MailChangeRequestBodySchema,
    response: { 200: OkResponseSchema },
  }),
  /** The token of the confirmation mail is the proof; it may be opened logged out. */
  confirmMailChange: defineEndpoint({
    method: 'PUT',
    path: '/api/mail-change.php',
    access: 'visitor',
    body: TokenBodySchema,
    response: { 200: OkResponseSchema },
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/api/account-delete.php',
    access: 'member',
    body: AccountDeleteBodySchema,
    response: { 200: OkResponseSchema },
  }),
  /** The e-mail link: reactivates, logs in and redirects to the front end. */
  reactivateLink: defineEndpoint({
    method: 'GET',
    path: '/api/reactivate.php',
    access: 'visitor',
    querystring: TokenQuerySchema,
  }),
  requestReactivation: defineEndpoint({
    method: 'POST',
    path: '/api/reactivate.php',
    access: 'visitor',
    body: EmailBodySchema,
    response: { 200: OkResponseSchema },
  }),
  notificationPreferences: defineEndpoint({
    method: 'GET',
    path: '/api/notifications.php',
    access: 'member',
    response: { 200: NotificationPreferencesResponseSchema },
  }),
  updateNotificationPreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications.php',
    access: 'member',
    body: UpdateNotificationPreferencesBodySchema,
    response: { 200: NotificationPreferencesResponseSchema },
  }),
  /** Development only (404 in production): the mails the app would have sent. */
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/outbox.php',
    access: 'visitor',
    querystring: OutboxQuerySchema,
    response: { 200: OutboxResponseSchema },
  }),
};
