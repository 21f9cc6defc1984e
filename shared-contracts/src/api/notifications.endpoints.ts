import type { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import type {
  MailEventBodySchema,
  OutboxEventBodySchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from './notifications.schema';

/** The one-click unsubscribe and the mail provider's bounces and complaints (decision 0130). */
export const notificationsEndpoints = {
  /**
   * What an unsubscribe link would stop; changes nothing (link scanners follow GETs). The
   * token is the credential: 400 unsubscribe_link_invalid for a forged or broken one.
   */
  unsubscribeStatus: defineEndpoint<{
    querystring: typeof UnsubscribeQuerySchema;
    response: { 200: typeof UnsubscribeResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/unsubscribe.php',
    access: 'visitor',
  }),
  /**
   * Switches the token's category off: a mail client's one-click POST (RFC 8058, form
   * `List-Unsubscribe=One-Click`) or our page's (JSON, `all: true` also stops every e-mail
   * notification).
   */
  unsubscribe: defineEndpoint<{
    querystring: typeof UnsubscribeQuerySchema;
    body: typeof UnsubscribeBodySchema;
    response: { 200: typeof UnsubscribeResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/unsubscribe.php',
    access: 'visitor',
  }),
};

/**
 * What only a mail provider (or its development stand-in) calls: never a page, so it is no
 * part of `endpoints` and costs no page bytes (see `serverEndpoints`).
 */
export const mailProviderEndpoints = {
  /**
   * The mail provider's events, signed with MAIL_WEBHOOK_SECRET (`X-Mail-Signature`;
   * 401 invalid_signature). Each event id counts once; unknown addresses answer 200 too.
   */
  mailEvent: defineEndpoint<{
    body: typeof MailEventBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/mail-events.php',
    access: 'visitor',
  }),
  /**
   * Development only (404 elsewhere): the dev mailbox's Bounce and Spam buttons make the
   * mail provider's stand-in post that event for a mail; redirects back to the mailbox.
   */
  outboxEvent: defineEndpoint<{ body: typeof OutboxEventBodySchema }>()({
    method: 'POST',
    path: '/api/outbox.php',
    access: 'visitor',
  }),
};
