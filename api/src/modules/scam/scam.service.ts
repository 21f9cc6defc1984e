import { createHmac } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { Db } from '../../db/database';
import type { FastifyBaseLogger } from 'fastify';
import { perceptualHash } from './perceptual-hash';
import { RiskRepository } from './risk.repository';
import { isCaution, scoreOf, textSignals, type ScamSignal } from './scam-signals';

/** The scores (0-100) from which a moderator looks, and from which a message is held. */
export interface ScamThresholds {
  readonly review: number;
  readonly hold: number;
}

/** The same text to this many members within the window counts as sent to many. */
export const SAME_TEXT_MEMBERS = 5;
export const SAME_TEXT_WINDOW_MS = 60 * 60 * 1000;
/** This many signups from one address within a day make each next one a signal. */
export const SIGNUPS_PER_ADDRESS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Loopback and private networks: no member's own address. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8);
PRIVATE.addSubnet('10.0.0.0', 8);
PRIVATE.addSubnet('172.16.0.0', 12);
PRIVATE.addSubnet('192.168.0.0', 16);
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
const isPublicAddress = (address: string) =>
  !PRIVATE.check(
    address.replace(/^::ffff:/, ''),
    isIPv6(address.replace(/^::ffff:/, '')) ? 'ipv6' : 'ipv4',
  );

/** What the server concluded of a text message before storing it. */
export interface MessageAssessment {
  readonly signals: ScamSignal[];
  readonly score: number;
  /** Its reader is warned: it asks to go on elsewhere or for money. */
  readonly caution: boolean;
  /** A first message scored past the review threshold: a moderator looks. */
  readonly review: boolean;
  /** Past the hold threshold: its recipient sees it only once a moderator lets it through. */
  readonly hold: boolean;
}

/**
 * Scam signals (decision 0170): first messages and profiles are scored for contact details,
 * bank accounts and payment apps, one text to many members, one picture on several
 * accounts and many signups from one address. Past the review score the moderators get an
 * item with the signals; past the hold score a message waits for them.
 */
export class ScamService {
  constructor(
    private readonly db: Db,
    private readonly thresholds: ScamThresholds,
    /** Keys the hash of a signup address: the address itself is never stored. */
    private readonly addressKey: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * A text message, in the send's unit of work (`db`): every one may warn its reader; a
   * first message to someone is scored, with the same text sent to others within the hour.
   */
  async assessMessage(
    db: Db,
    input: { senderProfileId: number; body: string; first: boolean },
  ): Promise<MessageAssessment> {
    const signals = textSignals(input.body);
    const caution = isCaution(signals);
    if (!input.first) return { signals, score: 0, caution, review: false, hold: false };
    const since = new Date(this.now().getTime() - SAME_TEXT_WINDOW_MS).toISOString();
    const others = await new RiskRepository(db).sameTextRecipients(
      input.senderProfileId,
      input.body,
      since,
    );
    // This message makes one more.
    if (others + 1 >= SAME_TEXT_MEMBERS) signals.push('same_text_to_many');
    const score = scoreOf(signals);
    return {
      signals,
      score,
      caution,
      review: score >= this.thresholds.review,
      hold: score >= this.thresholds.hold,
    };
  }

  /** Leaves the flag of an assessed first message for the moderators (same unit of work). */
  async flagMessage(
    db: Db,
    assessment: MessageAssessment,
    message: { profileId: number; conversationId: number; messageId: number },
  ) {
    if (!assessment.review) return;
    await new RiskRepository(db).flag({
      ...message,
      subject: 'message',
      score: assessment.score,
      signals: assessment.signals,
      held: assessment.hold,
      now: this.now().toISOString(),
    });
    this.log.info(
      { profileId: message.profileId, score: assessment.score, signals: assessment.signals },
      'scam signals: first message flagged',
    );
  }

  /** A profile's own words (about me) with contact details or payment words. */
  async checkProfileText(profileId: number, text: string | null) {
    if (!text) return;
    await this.flagProfile(profileId, textSignals(text));
  }

  /** A processed photo: its hash is kept, and the same picture on another account is a signal. */
  async checkPhoto(imageId: number, full: Buffer) {
    const hash = await perceptualHash(full);
    const repo = new RiskRepository(this.db);
    await repo.setPhotoHash(imageId, hash);
    const photo = await repo.photo(imageId);
    if (!photo) return;
    const others = await repo.profilesWithPicture(photo.profile_id, hash);
    if (others.length > 0) await this.flagProfile(photo.profile_id, ['shared_photo'], imageId);
  }

  /** A new account: where it signed up from, kept as a keyed hash; many from one is a signal. */
  async checkSignup(userId: number, address: string) {
    // The site's own machine and networks (a proxy not configured, a test) count as nobody.
    if (!isPublicAddress(address)) return;
    const repo = new RiskRepository(this.db);
    const hashed = createHmac('sha256', this.addressKey).update(address).digest('base64url');
    await repo.setSignupAddress(userId, hashed);
    const since = new Date(this.now().getTime() - DAY_MS).toISOString();
    if ((await repo.signupsFrom(hashed, since)) <= SIGNUPS_PER_ADDRESS) return;
    const profileId = await repo.profileOfUser(userId);
    if (profileId !== null) await this.flagProfile(profileId, ['shared_signup_address']);
  }

  private async flagProfile(profileId: number, signals: ScamSignal[], imageId?: number) {
    const score = scoreOf(signals);
    if (signals.length === 0 || score < this.thresholds.review) return;
    await new RiskRepository(this.db).flag({
      profileId,
      subject: 'profile',
      ...(imageId === undefined ? {} : { imageId }),
      score,
      signals,
      held: false,
      now: this.now().toISOString(),
    });
    this.log.info({ profileId, score, signals }, 'scam signals: profile flagged');
  }
}
