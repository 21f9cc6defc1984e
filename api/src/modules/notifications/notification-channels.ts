import type { FastifyInstance } from 'fastify';
import type { OutgoingMail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { queuePush } from '../push/push-sender';
import { PREFERENCE_OF } from './notification-kinds';
import type { ComposedMail, NotificationChannels } from './notifier';

/** What the app's channels compose: the notifier's mail and the outbox row it becomes. */
type Composed = ComposedMail & { readonly outgoing: OutgoingMail };
import { unsubscribeLinks } from './unsubscribe';

/**
 * The notifier's channels as the app has them: mail through the outbox in the member's
 * language and site, with the category's one-click unsubscribe; push through the member's
 * browser subscriptions (decision 0130).
 */
export function createNotificationChannels(app: FastifyInstance): NotificationChannels {
  return {
    async composeMail(recipient, mail): Promise<Composed> {
      const site = await app.mailSites.forDomain(recipient.siteDomain);
      const links = unsubscribeLinks(
        site.baseUrl,
        app.config.unsubscribeSecret,
        recipient.userId,
        PREFERENCE_OF[mail.kind],
      );
      const { path, ...vars } = mail.vars;
      const rendered = renderMail(mail.kind, {
        language: recipient.language,
        site,
        vars: { ...vars, link: `${site.baseUrl}${path}` },
        unsubscribeUrl: links.pageUrl,
      });
      const outgoing: OutgoingMail = {
        userId: recipient.userId,
        kind: mail.kind,
        to: recipient.email,
        ...rendered,
        headers: links.headers,
        from: site.from,
      };
      return { recipient, mail, outgoing };
    },
    async mail(tx, composed) {
      await app.mailer.queue(tx, (composed as Composed).outgoing);
    },
    async push(tx, recipient, push) {
      await queuePush(
        tx,
        recipient.userId,
        {
          title: push.title,
          body: push.body,
          tag: push.tag,
          check_url: push.path,
          open_url: '/login',
        },
        push.urgency,
      );
    },
  };
}
