import type { Db } from '../../db/database';
import type { ScamSignal } from './scam-signals';
import { profileIdOfUser } from '../members/profile-of-user.query';

/** How far apart two perceptual hashes may be and still be one picture (of 64 bits). */
export const SAME_PICTURE_BITS = 6;
/** How many recent photos a new one is compared with. */
const PHOTOS_COMPARED = 20_000;

const bitsApart = (a: string, b: string): number => {
  let apart = 0;
  for (let i = 0; i < a.length; i += 8) {
    let x = Number.parseInt(a.slice(i, i + 8), 16) ^ Number.parseInt(b.slice(i, i + 8), 16);
    while (x) {
      apart += x & 1;
      x >>>= 1;
    }
  }
  return apart;
};

export interface NewFlag {
  profileId: number;
  subject: 'message' | 'profile';
  conversationId?: number;
  messageId?: number;
  imageId?: number;
  score: number;
  signals: ScamSignal[];
  held: boolean;
  now: string;
}

/** The SQL of scam signals: what they are measured on, and the flags they leave. */
export class RiskRepository {
  constructor(private readonly db: Db) {}

  /** How many other members got this very text from the sender since `since`. */
  async sameTextRecipients(senderProfileId: number, body: string, since: string) {
    const row = await this.db
      .selectFrom('messages')
      .innerJoin('conversation_members as other', (join) =>
        join
          .onRef('other.conversation_id', '=', 'messages.conversation_id')
          .on('other.profile_id', '<>', senderProfileId),
      )
      .select((eb) => eb.fn.count<number | string>('other.profile_id').distinct().as('n'))
      .where('messages.sender_profile_id', '=', senderProfileId)
      .where('messages.body', '=', body)
      .where('messages.created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Other profiles with a photo that is the same picture as this hash. */
  async profilesWithPicture(profileId: number, hash: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('images')
      .select(['profile_id', 'phash'])
      .where('phash', 'is not', null)
      .where('profile_id', '<>', profileId)
      .where('status', 'in', ['active', 'pending'])
      .orderBy('id', 'desc')
      .limit(PHOTOS_COMPARED)
      .execute();
    const same = rows.filter((row) => bitsApart(row.phash!, hash) <= SAME_PICTURE_BITS);
    return [...new Set(same.map((row) => row.profile_id))];
  }

  async setPhotoHash(imageId: number, hash: string) {
    await this.db.updateTable('images').set({ phash: hash }).where('id', '=', imageId).execute();
  }

  async photo(imageId: number) {
    return this.db
      .selectFrom('images')
      .select(['id', 'profile_id'])
      .where('id', '=', imageId)
      .executeTakeFirst();
  }

  /** How many accounts signed up from this (hashed) address since `since`. */
  async signupsFrom(address: string, since: string) {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('signup_address', '=', address)
      .where('signup_date', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async setSignupAddress(userId: number, address: string) {
    await this.db
      .updateTable('users')
      .set({ signup_address: address })
      .where('id', '=', userId)
      .execute();
  }

  profileOfUser(userId: number) {
    return profileIdOfUser(this.db, userId);
  }

  /** A flag for the moderators (the inbox makes its item when it is read). */
  async flag(flag: NewFlag) {
    await this.db
      .insertInto('risk_flags')
      .values({
        profile_id: flag.profileId,
        subject: flag.subject,
        conversation_id: flag.conversationId ?? null,
        message_id: flag.messageId ?? null,
        image_id: flag.imageId ?? null,
        score: flag.score,
        signals: JSON.stringify(flag.signals),
        held: flag.held ? 1 : 0,
        created_at: flag.now,
      })
      .execute();
  }
}
