import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountChangesService } from '../modules/accounts/account-changes.service';
import { AccountsService } from '../modules/accounts/accounts.service';
import { createMediaStore } from '../modules/media/create-media-store';
import type { MediaStore } from '../modules/media/media-store';
import { resolveMediaSigner, type MediaSigner } from '../modules/media/media-signer';
import { MembersService } from '../modules/members/members.service';
import { PhotosService } from '../modules/photos/photos.service';
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
    /** Photo files (MEDIA_STORE) and the signer of links to private ones. */
    mediaStore: MediaStore;
    mediaSigner: MediaSigner;
    photos: PhotosService;
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
    const mediaStore = createMediaStore(config);
    app.decorate('mediaStore', mediaStore);
    app.addHook('onClose', async () => mediaStore.close?.());
    const mediaSigner = await resolveMediaSigner(db, config);
    app.decorate('mediaSigner', mediaSigner);
    app.decorate('members', new MembersService(db, unitOfWork, config.now, mediaSigner));
    app.decorate('photos', new PhotosService(db, unitOfWork, mediaStore, mediaSigner, config.now));
  },
  { name: 'services', dependencies: ['database', 'jobs'] },
);
