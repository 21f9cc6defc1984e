import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountParts } from '../modules/accounts/account-base';
import { AccountChangesService } from '../modules/accounts/account-changes.service';
import { AccountsService } from '../modules/accounts/accounts.service';
import { SessionsService } from '../modules/accounts/sessions.service';
import { DataExportService } from '../modules/data-export/data-export.service';
import { AuditService } from '../modules/audit/audit.service';
import { TransparencyService } from '../modules/transparency/transparency.service';
import { createMediaStore } from '../modules/media/create-media-store';
import type { MediaStore } from '../modules/media/media-store';
import { resolveMediaSigner, type MediaSigner } from '../modules/media/media-signer';
import { ChatActivityService } from '../modules/chats/chat-activity.service';
import { ChatImageService } from '../modules/chats/chat-image.service';
import { ChatSendService } from '../modules/chats/chat-send.service';
import { ChatsService } from '../modules/chats/chats.service';
import { MemoryTypingLimit } from '../modules/chats/typing-limit';
import { ComplaintsService } from '../modules/complaints/complaints.service';
import { LanderMemberService } from '../modules/lander-member/lander-member.service';
import { LandersService } from '../modules/landers/landers.service';
import { GiftSendService } from '../modules/members/gift-send.service';
import { MemberSearchService } from '../modules/members/member-search.service';
import { ProfileExtrasService } from '../modules/members/profile-extras.service';
import { SwipeService } from '../modules/swipe/swipe.service';
import { createNotificationChannels } from '../modules/notifications/notification-channels';
import { NotificationsRepository } from '../modules/notifications/notifications.repository';
import { Notifier } from '../modules/notifications/notifier';
import { UnsubscribeService } from '../modules/notifications/unsubscribe.service';
import { TestPushService } from '../modules/push/test-push-service/test-push-service';
import { PaymentsRepository } from '../modules/payments/payments.repository';
import { ChatsRepository } from '../modules/chats/chats.repository';
import { ComplaintsRepository } from '../modules/complaints/complaints.repository';
import { LanderMemberRepository } from '../modules/lander-member/lander-member.repository';
import { LikesRepository } from '../modules/members/likes.repository';
import { MemberSearchRepository } from '../modules/members/member-search.repository';
import { MembersRepository } from '../modules/members/members.repository';
import { ProfileExtrasRepository } from '../modules/members/profile-extras.repository';
import { OwnProfileRepository } from '../modules/own-profile/own-profile.repository';
import { ConsentRepository } from '../modules/own-profile/consent.repository';
import { SafetyRepository } from '../modules/safety/safety.repository';
import { SafetyService } from '../modules/safety/safety.service';
import { ScamService } from '../modules/scam/scam.service';
import { PhotosRepository } from '../modules/photos/photos.repository';
import { SiteRepository } from '../modules/site/site.repository';
import { SwipeRepository } from '../modules/swipe/swipe.repository';
import { DataExportRepository } from '../modules/data-export/data-export.repository';
import { TestPushServiceRepository } from '../modules/push/test-push-service/test-push-service.repository';
import { MembersService } from '../modules/members/members.service';
import { OwnProfileService } from '../modules/own-profile/own-profile.service';
import { PhotosService } from '../modules/photos/photos.service';
import { PushSender } from '../modules/push/push-sender';
import { resolveVapidKeys, type VapidSettings } from '../modules/push/vapid-keys';
import { SiteService } from '../modules/site/site.service';
import { MailSites } from '../modules/mail/mail-site';
import { StaffSessionsService } from '../modules/staff/staff-sessions.service';
import { StaffService } from '../modules/staff/staff.service';
import { TotpSeal } from '../modules/staff/totp-seal';
import { ModerationService } from '../modules/moderation/moderation.service';
import { SupportService } from '../modules/support/support.service';
import { OperatorService } from '../modules/operator/operator.service';
import { decorateMoneyServices } from './money-services';
import { StatementsService } from '../modules/moderation/statements.service';
import { RetentionService } from '../modules/retention/retention.service';
import { VerificationRepository } from '../modules/verification/verification.repository';
import { VerificationService } from '../modules/verification/verification.service';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteService;
    /** The member's site for mails: name, domain, link base and From (decision 0130). */
    mailSites: MailSites;
    accounts: AccountsService;
    accountChanges: AccountChangesService;
    sessions: SessionsService;
    dataExports: DataExportService;
    /** The staff audit trail as admins read and export it (decision 0163). */
    audit: AuditService;
    /** The DSA transparency report's counts (decision 0163). */
    transparency: TransparencyService;
    members: MembersService;
    /** Web push keys: the shell subscribes with the public key, pushes are signed with the pair. */
    vapid: VapidSettings;
    /** Sends pushes to members' browsers (the `push.notify` and `push.deliver` jobs). */
    pushSender: PushSender;
    /** Photo files (MEDIA_STORE) and the signer of links to private ones. */
    mediaStore: MediaStore;
    mediaSigner: MediaSigner;
    photos: PhotosService;
    ownProfile: OwnProfileService;
    safety: SafetyService;
    /** Scam signals of first messages, profiles, photos and signups (decision 0170). */
    scam: ScamService;
    chatImages: ChatImageService;
    /** Support's member search, files and actions (decision 0162). */
    support: SupportService;
    operator: OperatorService;
    chats: ChatsService;
    chatSender: ChatSendService;
    /** Reading, typing and reports in a chat. */
    chatActivity: ChatActivityService;
    swipe: SwipeService;
    profileExtras: ProfileExtrasService;
    giftSender: GiftSendService;
    complaints: ComplaintsService;
    landers: LandersService;
    landerMembers: LanderMemberService;
    /** The push service stand-in, served outside production only (app.ts). */
    testPushService: TestPushService;
    /** The one-click unsubscribe of mails' links. */
    unsubscribes: UnsubscribeService;
    /** Staff accounts and the audit (decision 0160). */
    staff: StaffService;
    /** The staff console's sign-in and sessions. */
    staffSessions: StaffSessionsService;
    /** The moderators' inbox and decisions. */
    moderation: ModerationService;
    /** Statements of reasons and appeals: the members' side of moderation. */
    statements: StatementsService;
    /** The daily erasure of deleted accounts and old payment records (decision 0167). */
    retention: RetentionService;
    /** Verified profiles: selfies in a drawn pose, decided by moderators. */
    verification: VerificationService;
  }
}

/**
 * The composition root: every service is built here, once per app, and handed what it uses
 * as constructor parameters; routes reach them as app decorations and never build one.
 */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, config, unitOfWork, mailer } = app;
    const vapid = await resolveVapidKeys(db, config);
    app.decorate('vapid', vapid);
    app.decorate(
      'pushSender',
      new PushSender({
        db,
        unitOfWork,
        vapid,
        now: config.now,
        log: app.log.child({ module: 'push' }),
      }),
    );
    const site = new SiteService(
      new SiteRepository(db),
      vapid.publicKey,
      new PaymentsRepository(db),
    );
    app.decorate('site', site);
    const mailSites = new MailSites(site, config);
    app.decorate('mailSites', mailSites);
    const accounts = accountParts(db, config.now);
    app.decorate('accounts', new AccountsService(accounts, unitOfWork, mailer, config, mailSites));
    const staff = new StaffService(db, unitOfWork, config.now, new TotpSeal(config.staffTotpKey));
    app.decorate('staff', staff);
    app.decorate(
      'staffSessions',
      new StaffSessionsService(db, staff, accounts.passwordGuard, config.now),
    );
    app.decorate('moderation', new ModerationService(db, unitOfWork, staff, config.now));
    // A statement's link is a mail link: it is signed with the mail links' secret.
    app.decorate(
      'statements',
      new StatementsService(
        db,
        unitOfWork,
        mailer,
        mailSites,
        config.unsubscribeSecret,
        config.now,
      ),
    );
    app.decorate(
      'accountChanges',
      new AccountChangesService(accounts, unitOfWork, mailer, config, mailSites),
    );
    app.decorate('sessions', new SessionsService(accounts, unitOfWork, mailer, config, mailSites));
    const mediaStore = await createMediaStore(config);
    app.decorate('mediaStore', mediaStore);
    app.addHook('onClose', async () => mediaStore.close?.());
    const mediaSigner = await resolveMediaSigner(db, config);
    app.decorate('mediaSigner', mediaSigner);
    app.decorate('audit', new AuditService(db, staff));
    app.decorate('transparency', new TransparencyService(db, staff, config.now));
    const members = new MembersService(
      new MembersRepository(db),
      new LikesRepository(db),
      unitOfWork,
      config.now,
      mediaSigner,
      new MemberSearchService(new MemberSearchRepository(db), config.now),
    );
    app.decorate('members', members);
    const scam = new ScamService(
      db,
      { review: config.scamReviewScore, hold: config.scamHoldScore },
      config.signupAddressKey,
      config.now,
      app.log.child({ module: 'scam' }),
    );
    app.decorate('scam', scam);
    // Stateless SQL on the app's database: the photo services share one.
    const photosRepo = new PhotosRepository(db);
    app.decorate(
      'photos',
      new PhotosService(
        photosRepo,
        unitOfWork,
        mediaStore,
        mediaSigner,
        config.now,
        config.photoModeration,
        (imageId, full) => scam.checkPhoto(imageId, full),
      ),
    );
    app.decorate(
      'verification',
      new VerificationService(
        new VerificationRepository(db),
        unitOfWork,
        mediaStore,
        mediaSigner,
        staff,
        config.now,
      ),
    );
    app.decorate(
      'dataExports',
      new DataExportService(
        db,
        new DataExportRepository(db),
        unitOfWork,
        mediaStore,
        mailer,
        config,
        mailSites,
      ),
    );
    app.decorate(
      'ownProfile',
      new OwnProfileService(
        new OwnProfileRepository(db),
        new ConsentRepository(db),
        unitOfWork,
        config.now,
      ),
    );
    const { live } = app;
    const safetyRepo = new SafetyRepository(db);
    const chats = new ChatsService(
      new ChatsRepository(db),
      unitOfWork,
      members,
      safetyRepo,
      config.now,
    );
    app.decorate('chats', chats);
    app.decorate('safety', new SafetyService(safetyRepo, config.now));
    const chatSender = new ChatSendService(db, unitOfWork, live, config.now, scam);
    app.decorate('chatSender', chatSender);
    const { redisUrl, redisPrefix } = config;
    const typingLimit = redisUrl
      ? new (await import('../modules/chats/redis-typing-limit')).RedisTypingLimit(
          redisUrl,
          redisPrefix,
          config.now,
          (error) => app.log.warn({ err: error }, 'typing limit could not reach Redis'),
        )
      : new MemoryTypingLimit(config.now);
    app.addHook('onClose', () => typingLimit.close());
    app.decorate('chatActivity', new ChatActivityService(db, chats, live, config.now, typingLimit));
    app.decorate(
      'chatImages',
      new ChatImageService(db, unitOfWork, chatSender, mediaStore, mediaSigner, live, config.now),
    );
    app.decorate(
      'retention',
      new RetentionService(
        db,
        unitOfWork,
        mediaStore,
        app.chatImages,
        config.now,
        app.log.child({ module: 'retention' }),
      ),
    );
    app.decorate(
      'swipe',
      new SwipeService(new SwipeRepository(db), unitOfWork, config.now, members),
    );
    app.decorate(
      'profileExtras',
      new ProfileExtrasService(new ProfileExtrasRepository(db), members, config.now),
    );
    app.decorate('giftSender', new GiftSendService(db, unitOfWork, live, config.now));
    app.decorate(
      'complaints',
      new ComplaintsService(new ComplaintsRepository(db), unitOfWork, mailer, config.now),
    );
    app.decorate('landers', new LandersService(db, unitOfWork, config.now, app.log));
    app.decorate(
      'landerMembers',
      new LanderMemberService(new LanderMemberRepository(db), config.now),
    );
    app.decorate('unsubscribes', new UnsubscribeService(db, unitOfWork, config.unsubscribeSecret));
    app.decorate(
      'testPushService',
      new TestPushService(new TestPushServiceRepository(db), config.now, vapid.publicKey),
    );
    app.decorate(
      'notifier',
      new Notifier(
        new NotificationsRepository(db),
        unitOfWork,
        createNotificationChannels(app),
        config.now,
      ),
    );
    await decorateMoneyServices(app, { mailSites, staff });
    app.decorate(
      'support',
      new SupportService(db, unitOfWork, staff, app.accounts, app.dataExports, config.now),
    );
    app.decorate('operator', new OperatorService(db, unitOfWork, staff, live, config.now));
  },
  { name: 'services', dependencies: ['database', 'jobs', 'live', 'metrics'] },
);
