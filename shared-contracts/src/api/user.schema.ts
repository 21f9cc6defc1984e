import { Type, type Static } from 'typebox';
import { LOCALES } from '../i18n/locales';
import { GenderSchema, IdSchema, ImageRefSchema, OkResponseSchema } from './common.schema';

export const UserStatusSchema = Type.Union([
  Type.Literal('not_confirmed'),
  Type.Literal('active'),
  Type.Literal('deleted'),
]);

export const UserProfileSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  country: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  main_image: Type.Union([ImageRefSchema, Type.Null()]),
  gender: GenderSchema,
  city: Type.Union([Type.String(), Type.Null()]),
  region: Type.Union([Type.String(), Type.Null()]),
});

/** The logged-in user: what the session store of the shell holds. */
export const UserSchema = Type.Object({
  id: IdSchema,
  email: Type.String(),
  status: UserStatusSchema,
  credits: Type.Integer(),
  paid_user: Type.Boolean(),
  signup_date: Type.String({ format: 'date-time' }),
  language: Type.String(),
  /**
   * What is off that the member did not set in the settings: why every e-mail notification
   * is off (`bounce`, `spam_complaint`, `unsubscribe`), then the mail categories a mail's
   * unsubscribe link switched off (`new_messages`...) until they are set in the settings.
   * Not empty: the disabled-notifications alert shows, the activation reminder does not.
   */
  notifications_disabled: Type.Array(Type.String()),
  /**
   * Statements of reasons about the member's account sent and not yet read on /decisions; above
   * 0 the site's notice leads there. Absent from an API that predates it.
   */
  unread_decisions: Type.Optional(Type.Integer({ minimum: 0 })),
  invisible: Type.Boolean(),
  fictional_icon: Type.Boolean(),
  profile: UserProfileSchema,
  /**
   * The signup step (2 to 7, SIGNUP_STEPS) a member who has not finished signup is on, so
   * /complete-signup resumes there on any device; null once the steps are done.
   */
  signup_step: Type.Union([Type.Integer({ minimum: 2, maximum: 7 }), Type.Null()]),
  /** The profile whose invite page the member signed up on; signup ends at that profile. */
  invited_by: Type.Union([IdSchema, Type.Null()]),
});
export type User = Static<typeof UserSchema>;

export const UserResponseSchema = Type.Object({ user: UserSchema });
export type UserResponse = Static<typeof UserResponseSchema>;

/**
 * GET /api/user.php: who the session belongs to. A visitor (no session, or one that ended)
 * is an answer, not an error: `user` is null, so asking costs a page no failed request.
 */
export const SessionUserResponseSchema = Type.Object({
  user: Type.Union([UserSchema, Type.Null()]),
});
export type SessionUserResponse = Static<typeof SessionUserResponseSchema>;

export const LoginBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const UpdateUserBodySchema = Type.Object({
  language: Type.Optional(Type.Enum([...LOCALES])),
  invisible: Type.Optional(Type.Boolean()),
  /**
   * `true` switches e-mail notifications on again: the reasons in `notifications_disabled`
   * (a bounce, a spam complaint, an unsubscribe) are forgotten. They are switched off by
   * those events only. Categories a link switched off stay off until set in the settings.
   */
  email_notifications: Type.Optional(Type.Literal(true)),
});
export type UpdateUserBody = Static<typeof UpdateUserBodySchema>;

/** Body of POST /api/user.php?push=1: a browser PushSubscription as JSON. */
export const PushSubscriptionBodySchema = Type.Object({
  subscription: Type.Object({
    endpoint: Type.String({ format: 'uri', maxLength: 1000 }),
    keys: Type.Object({
      p256dh: Type.String({ minLength: 1, maxLength: 200 }),
      auth: Type.String({ minLength: 1, maxLength: 200 }),
    }),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBodySchema>;

/** POST /api/user.php?push=1 links a push subscription instead of logging in. */
export const PushQuerySchema = Type.Object({
  push: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});

/** One body for both uses of POST /api/user.php; which fields are required depends on ?push=1. */
export const LoginOrPushBodySchema = Type.Partial(
  Type.Object({ ...LoginBodySchema.properties, ...PushSubscriptionBodySchema.properties }),
);
/** The logged-in user after a login; ok after linking a push subscription. */
export const LoginOrPushResponseSchema = Type.Union([UserResponseSchema, OkResponseSchema]);
