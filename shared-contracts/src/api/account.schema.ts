import { Type, type Static, type TBoolean } from 'typebox';
import { GenderSchema, IdSchema } from './common.schema';
import { NOTIFICATION_PREFERENCES, type NotificationPreferenceKey } from './notification-rules';

export const TrackingSchema = Type.Object({
  network: Type.Optional(Type.String({ maxLength: 100 })),
  ref: Type.Optional(Type.String({ maxLength: 200 })),
  sub1: Type.Optional(Type.String({ maxLength: 200 })),
  sub2: Type.Optional(Type.String({ maxLength: 200 })),
  sub3: Type.Optional(Type.String({ maxLength: 200 })),
});
export type Tracking = Static<typeof TrackingSchema>;

/** Signup form; the signup rules (name, age, address taken) are checked by the server. */
export const SignupBodySchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  password: Type.String({ maxLength: 200 }),
  date_of_birth: Type.String({ maxLength: 10 }),
  gender: Type.Optional(GenderSchema),
  signup_message: Type.Optional(Type.String({ maxLength: 2000 })),
  language: Type.Optional(Type.String({ maxLength: 5 })),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
  tracking: Type.Optional(TrackingSchema),
  /**
   * The profile whose invite page (/members/{id}/signup) the visitor signs up on: recorded
   * with the account, and a traffic source of its own on a `with_trafficsource` domain.
   */
  invited_by: Type.Optional(IdSchema),
});
export type SignupBody = Static<typeof SignupBodySchema>;

/** PUT /api/signup-step.php: the step the member is on now (2 to 7), or null when done. */
export const SignupStepBodySchema = Type.Object({
  step: Type.Union([Type.Integer({ minimum: 2, maximum: 7 }), Type.Null()]),
});
export type SignupStepBody = Static<typeof SignupStepBodySchema>;

export const EmailBodySchema = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type EmailBody = Static<typeof EmailBodySchema>;

/** PUT /api/reset-password.php: the token of the e-mail link and the new password twice. */
export const ResetPasswordBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
  password_repeat: Type.String({ maxLength: 200 }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

/** PUT /api/password.php: change the password while logged in. */
export const ChangePasswordBodySchema = Type.Object({
  current_password: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
  password_repeat: Type.String({ maxLength: 200 }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/** POST /api/mail-change.php: ask for a confirmation link at the new address. */
export const MailChangeRequestBodySchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
});
export type MailChangeRequestBody = Static<typeof MailChangeRequestBodySchema>;

export const TokenBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
export type TokenBody = Static<typeof TokenBodySchema>;

export const AccountDeleteBodySchema = Type.Object({
  password: Type.String({ maxLength: 200 }),
  reasons: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 }),
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type AccountDeleteBody = Static<typeof AccountDeleteBodySchema>;

export const OutboxMailSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  /** Extra headers the mail goes out with (List-Unsubscribe, ...); decision 0130. */
  headers: Type.Record(Type.String(), Type.String()),
  /** The From header, the member's site (decision 0130); null: the mailer's default. */
  from: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type OutboxMail = Static<typeof OutboxMailSchema>;
export const OutboxResponseSchema = Type.Object({ mails: Type.Array(OutboxMailSchema) });
export type OutboxResponse = Static<typeof OutboxResponseSchema>;

/** Each of NOTIFICATION_PREFERENCES (notification-rules.ts), on or off. */
export const NotificationPreferencesSchema = Type.Object(
  Object.fromEntries(NOTIFICATION_PREFERENCES.map((key) => [key, Type.Boolean()])) as Record<
    NotificationPreferenceKey,
    TBoolean
  >,
);
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesResponseSchema = Type.Object({
  preferences: NotificationPreferencesSchema,
});

/** The token of an e-mail link (activation, reactivation) in its query string. */
export const TokenQuerySchema = Type.Object({ token: Type.String({ maxLength: 200 }) });
/** Activation accepts a link without a token, and answers it with the error page. */
export const OptionalTokenQuerySchema = Type.Partial(TokenQuerySchema);

export const UpdateNotificationPreferencesBodySchema = Type.Partial(NotificationPreferencesSchema);

export const OutboxQuerySchema = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
});
