import type { FastifyInstance } from 'fastify';
import type { OutgoingMail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { queuePush } from '../push/push-sender';
import { PREFERENCE_OF } from './notification-kinds';
import type { ComposedMail, NotificationChannels } from './notifier';
import { unsubscribeLinks } from './unsubscribe';
import type { MailSite } from '../mail/mail-site';

/** What the app's channels compose before the unit of work: the notifier's mail and its site. */
type Composed = ComposedMail & { readonly site: MailSite };

/**
 * The notifier's channels as the app has them: mail through the outbox in the member's
 * language and site, with the category's one-click unsubscribe; push through the member's
 * browser subscriptions (decision 0130).
 */
export function createNotificationChannels(app: FastifyInstance): NotificationChannels {
  return {
    // The site is read here, outside the unit of work; the mail is rendered (template,
    // signed unsubscribe links) only once its slot is claimed, which most messages' is not.
    async composeMail(recipient, mail): Promise<Composed> {
      return { recipient, mail, site: await app.mailSites.forDomain(recipient.siteDomain) };
    },
    async mail(tx, composed) {
      const { recipient, mail, site } = composed as Composed;
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
      await app.mailer.queue(tx, outgoing);
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
    // A push goes to the member's subscribed browsers only (queuePush reads them in the unit).
    pushQueues: (subscribed) => subscribed,
  };
}
