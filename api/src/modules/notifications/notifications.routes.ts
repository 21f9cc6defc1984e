import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, serverEndpoints } from '@dating/shared-contracts/api';
import { AppError, notFound } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { recordMailEvent, verifyMailEventSignature, type MailEvent } from './mail-events';
import { named } from '../../lib/named-plugin';

/** The one-click unsubscribe, the mail provider's events and the dev mailbox's buttons (decision 0130). */
export async function notificationRoutes(app: FastifyInstance) {
  const { notifications } = endpoints;
  const { mailProvider } = serverEndpoints;
  const tags = ['notifications'];

  // Forms: the one-click POST of mail clients (RFC 8058) and the dev mailbox's buttons.
  await app.register(
    named(async (forms) => {
      await forms.register(formbody);

      // The token is the credential; a GET never changes anything (link scanners follow it).
      // The API's per-address limit applies, not the tighter one of the account forms: a token
      // cannot be guessed, and one-click POSTs of many members come from a few mail providers.
      endpointRoute(forms, notifications.unsubscribeStatus, { tags }, async (request) => {
        return app.unsubscribes.status(request.query.token);
      });

      endpointRoute(forms, notifications.unsubscribe, { tags }, async (request) => {
        return app.unsubscribes.unsubscribe(request.query.token, request.body.all === true);
      });

      // A developer's own machine only, like the mailbox itself (config.devOutbox).
      endpointRoute(
        forms,
        mailProvider.outboxEvent,
        { tags: ['development'] },
        async (request, reply) => {
          if (!app.config.devOutbox) throw notFound();
          const address = await app.mailer.addressOf(Number(request.body.id));
          if (address === undefined) throw notFound();
          await app.unitOfWork.run((tx) =>
            tx.enqueue('mail.test-event', {
              url: `${app.config.publicUrl}/api/mail-events.php`,
              event: standInEvent(request.body.type, address),
            }),
          );
          return reply.redirect(`/api/outbox.php?to=${encodeURIComponent(address)}`, 303);
        },
      );
    }, 'notificationFormRoutes'),
  );

  // The provider's events: the signature covers the body as sent, so it is kept as text.
  await app.register(
    named(async (events) => {
      const rawBodies = new WeakMap<FastifyRequest, string>();
      events.removeContentTypeParser('application/json');
      events.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        (request, body: string, done) => {
          rawBodies.set(request, body);
          try {
            done(null, JSON.parse(body));
          } catch {
            done(new AppError(400, 'validation_failed'), undefined);
          }
        },
      );
      // Before the body is validated: an unsigned request learns nothing about the schema.
      events.addHook('preValidation', async (request) => {
        const signature = request.headers['x-mail-signature'];
        const ok = verifyMailEventSignature(
          app.config.mailWebhookSecret,
          typeof signature === 'string' ? signature : undefined,
          rawBodies.get(request) ?? '',
          app.config.now(),
        );
        if (!ok) throw new AppError(401, 'invalid_signature');
      });
      endpointRoute(events, mailProvider.mailEvent, { tags }, async (request) => {
        await recordMailEvent(app.unitOfWork, request.body, app.config.now());
        return { ok: true as const };
      });
    }, 'mailProviderEventRoutes'),
  );
}

/** The event the mail provider's stand-in reports for a mail of the dev mailbox. */
export function standInEvent(type: 'bounce' | 'complaint', email: string): MailEvent {
  return {
    id: `test-${randomUUID()}`,
    type,
    email,
    ...(type === 'bounce'
      ? { bounce_type: 'hard' as const, detail: '550 5.1.1 User unknown' }
      : {}),
  };
}
