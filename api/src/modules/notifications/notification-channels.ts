import type { FastifyInstance } from 'fastify';
import { renderMail } from '../mail/templates';
import { queuePush } from '../push/push-sender';
import { PREFERENCE_OF } from './notification-kinds';
import type { NotificationChannels } from './notifier';
import { unsubscribeLinks } from './unsubscribe';

/**
 * The notifier's channels as the app has them: mail through the outbox in the member's
 * language and site, with the category's one-click unsubscribe; push through the member's
 * browser subscriptions (decision 0130).
 */
export function createNotificationChannels(app: FastifyInstance): NotificationChannels {
  return {
    async mail(tx, recipient, mail) {
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
      await app.mailer.queue(tx, {
        userId: recipient.userId,
        kind: mail.kind,
        to: recipient.email,
        ...rendered,
        headers: links.headers,
        from: site.from,
      });
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
