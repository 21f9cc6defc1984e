import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountChangesService } from '../modules/accounts/account-changes.service';
import { AccountsService } from '../modules/accounts/accounts.service';
import { MembersService } from '../modules/members/members.service';
import { resolveVapidKeys, type VapidSettings } from '../modules/push/vapid-keys';
import { SiteService } from '../modules/site/site.service';

declare module 'fastify' {
  interface FastifyInstance {
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
    const { db, config, unitOfWork, mailer } = app;
    const vapid = await resolveVapidKeys(db, config);
    app.decorate('vapid', vapid);
    app.decorate('site', new SiteService(db, vapid.publicKey));
    app.decorate('accounts', new AccountsService(db, unitOfWork, mailer, config));
    app.decorate('accountChanges', new AccountChangesService(db, unitOfWork, mailer, config));
    app.decorate('members', new MembersService(db, unitOfWork, config.now));
  },
  { name: 'services', dependencies: ['database', 'jobs'] },
);
