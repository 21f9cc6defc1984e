import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountChangesService } from '../modules/accounts/account-changes.service';
import { AccountsService } from '../modules/accounts/accounts.service';
import { Mailer } from '../modules/mail/mailer';
import { createMediaStore } from '../modules/media/create-media-store';
import type { MediaStore } from '../modules/media/media-store';
import { resolveMediaSigner, type MediaSigner } from '../modules/media/media-signer';
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
    /** Photo files (MEDIA_STORE) and the signer of links to private ones. */
    mediaStore: MediaStore;
    mediaSigner: MediaSigner;
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
    const mediaStore = createMediaStore(config);
    app.decorate('mediaStore', mediaStore);
    app.addHook('onClose', async () => mediaStore.close?.());
    const mediaSigner = await resolveMediaSigner(db, config);
    app.decorate('mediaSigner', mediaSigner);
    app.decorate('members', new MembersService(db, config.now, mediaSigner));
  },
  { name: 'services', dependencies: ['database'] },
);
