import { Type, type Static } from 'typebox';
import { MAIL_CATEGORIES } from './notification-rules';

/** One of MAIL_CATEGORIES (notification-rules.ts). */
export const MailCategorySchema = Type.Enum(MAIL_CATEGORIES);
export type MailCategory = Static<typeof MailCategorySchema>;

/** The token of an unsubscribe link: the member and the category, signed. */
export const UnsubscribeQuerySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});

/**
 * POST /api/unsubscribe.php: a mail client's one-click button sends the form
 * `List-Unsubscribe=One-Click` (RFC 8058); our page sends JSON, `all: true` to stop every
 * e-mail notification as well.
 */
export const UnsubscribeBodySchema = Type.Object({
  'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')),
  all: Type.Optional(Type.Boolean()),
});
export type UnsubscribeBody = Static<typeof UnsubscribeBodySchema>;

export const UnsubscribeResponseSchema = Type.Object({
  category: MailCategorySchema,
  /** Whether mails of the category still go out (the preference is on). */
  subscribed: Type.Boolean(),
  /** Whether `unsubscribe` is among the member's notifications_disabled. */
  all_disabled: Type.Boolean(),
});
export type UnsubscribeResponse = Static<typeof UnsubscribeResponseSchema>;

/** A bounce or spam complaint as the mail provider posts it (signed, X-Mail-Signature). */
export const MailEventBodySchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200 }),
  type: Type.Union([Type.Literal('bounce'), Type.Literal('complaint')]),
  email: Type.String({ minLength: 1, maxLength: 254 }),
  bounce_type: Type.Optional(Type.Union([Type.Literal('hard'), Type.Literal('soft')])),
  detail: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type MailEventBody = Static<typeof MailEventBodySchema>;

/** The dev mailbox's Bounce and Spam buttons: a form naming the mail and the event. */
export const OutboxEventBodySchema = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,15}$' }),
  type: Type.Union([Type.Literal('bounce'), Type.Literal('complaint')]),
});
