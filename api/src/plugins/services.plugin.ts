import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountChangesService } from '../modules/accounts/account-changes.service';
import { AccountsService } from '../modules/accounts/accounts.service';
import { Mailer } from '../modules/mail/mailer';
import { MembersService } from '../modules/members/members.service';
import { resolveVapidKeys, type VapidSettings } from '../modules/push/vapid-keys';
import { SiteService } from '../modules/site/site.service';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    site: SiteService;
    accounts: AccountsService;
    accountChanges: AccountChangesService;
    members: MembersService;
    /** Web push keys (sending push is not built yet; the shell subscribes with the public key). */
    vapid: VapidSettings;
  }
}

/** Builds the services once per app; routes reach them as app decorations. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, config } = app;
    const mailer = new Mailer(db, config.smtpUrl, 'Dating <no-reply@localhost>', config.now);
    app.decorate('mailer', mailer);
    const vapid = await resolveVapidKeys(db, config);
    app.decorate('vapid', vapid);
    app.decorate('site', new SiteService(db, vapid.publicKey));
    app.decorate('accounts', new AccountsService(db, mailer, config));
    app.decorate('accountChanges', new AccountChangesService(db, mailer, config));
    app.decorate('members', new MembersService(db, config.now));
  },
  { name: 'services', dependencies: ['database'] },
);
