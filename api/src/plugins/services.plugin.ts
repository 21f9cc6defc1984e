import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountChangesService } from '../modules/accounts/account-changes.service';
import { AccountsService } from '../modules/accounts/accounts.service';
import { Mailer } from '../modules/mail/mailer';
import { MembersService } from '../modules/members/members.service';
import { SiteService } from '../modules/site/site.service';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    site: SiteService;
    accounts: AccountsService;
    accountChanges: AccountChangesService;
    members: MembersService;
  }
}

/** Builds the services once per app; routes reach them as app decorations. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, config } = app;
    const mailer = new Mailer(db, config.smtpUrl, 'Dating <no-reply@localhost>', config.now);
    app.decorate('mailer', mailer);
    app.decorate('site', new SiteService(db));
    app.decorate('accounts', new AccountsService(db, mailer, config));
    app.decorate('accountChanges', new AccountChangesService(db, mailer, config));
    app.decorate('members', new MembersService(db, config.now));
  },
  { name: 'services', dependencies: ['database'] },
);
