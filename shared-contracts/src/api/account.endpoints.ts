import type {
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
import type { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import type { UserResponseSchema } from './user.schema';

/** Signup, activation, password reset and change, e-mail change, deletion, reactivation. */
export const accountEndpoints = {
  /** Creates the account and logs it in. */
  signup: defineEndpoint<{
    body: typeof SignupBodySchema;
    response: { 201: typeof UserResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/signup.php',
    access: 'visitor',
  }),
  /** Where the member is in the signup steps: /complete-signup resumes there. */
  signupStep: defineEndpoint<{
    body: typeof SignupStepBodySchema;
    response: { 200: typeof UserResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/signup-step.php',
    access: 'member',
  }),
  /** The e-mail link: redirects to the front end's done or error page. */
  activateLink: defineEndpoint<{ querystring: typeof OptionalTokenQuerySchema }>()({
    method: 'GET',
    path: '/api/activate.php',
    access: 'visitor',
  }),
  resendActivation: defineEndpoint<{ response: { 200: typeof OkResponseSchema } }>()({
    method: 'POST',
    path: '/api/activate.php',
    access: 'member',
  }),
  /** The same answer whether or not the address has an account. */
  requestPasswordReset: defineEndpoint<{
    body: typeof EmailBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/reset-password.php',
    access: 'visitor',
  }),
  /** Whether the e-mail's reset link still works, without using it (400 `link_expired`). */
  checkResetLink: defineEndpoint<{
    querystring: typeof TokenQuerySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/reset-password.php',
    access: 'visitor',
  }),
  /** Sets the new password with the e-mail's token and logs in. */
  resetPassword: defineEndpoint<{
    body: typeof ResetPasswordBodySchema;
    response: { 200: typeof UserResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/reset-password.php',
    access: 'visitor',
  }),
  changePassword: defineEndpoint<{
    body: typeof ChangePasswordBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/password.php',
    access: 'member',
  }),
  requestMailChange: defineEndpoint<{
    body: typeof MailChangeRequestBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/mail-change.php',
    access: 'member',
  }),
  /** The token of the confirmation mail is the proof; it may be opened logged out. */
  confirmMailChange: defineEndpoint<{
    body: typeof TokenBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/mail-change.php',
    access: 'visitor',
  }),
  deleteAccount: defineEndpoint<{
    body: typeof AccountDeleteBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/account-delete.php',
    access: 'member',
  }),
  /** The e-mail link: reactivates, logs in and redirects to the front end. */
  reactivateLink: defineEndpoint<{ querystring: typeof TokenQuerySchema }>()({
    method: 'GET',
    path: '/api/reactivate.php',
    access: 'visitor',
  }),
  requestReactivation: defineEndpoint<{
    body: typeof EmailBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/reactivate.php',
    access: 'visitor',
  }),
  notificationPreferences: defineEndpoint<{
    response: { 200: typeof NotificationPreferencesResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/notifications.php',
    access: 'member',
  }),
  updateNotificationPreferences: defineEndpoint<{
    body: typeof UpdateNotificationPreferencesBodySchema;
    response: { 200: typeof NotificationPreferencesResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/notifications.php',
    access: 'member',
  }),
  /** Development only (404 in production): the mails the app would have sent. */
  outbox: defineEndpoint<{
    querystring: typeof OutboxQuerySchema;
    response: { 200: typeof OutboxResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/outbox.php',
    access: 'visitor',
  }),
};
