import { sql, type ExpressionBuilder } from 'kysely';
import { compileOnceWith } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import type { Database } from '../../db/database.types';

/** Whether a moderation decision keeps the profile from writing at `now`. */
const writingRestriction = (db: Db, profileId: number, now: string) =>
  db
    .selectFrom('member_restrictions')
    .select('member_restrictions.id')
    .where('member_restrictions.profile_id', '=', profileId)
    .where('member_restrictions.kind', 'in', ['messaging', 'suspended', 'banned'])
    .where('member_restrictions.lifted_at', 'is', null)
    .where((r) =>
      r.or([
        r('member_restrictions.ends_at', 'is', null),
        r('member_restrictions.ends_at', '>', now),
      ]),
    );

/** A block either way between the two profiles. */
const blockBetween = (eb: ExpressionBuilder<Database, 'profiles'>, a: number, b: number) =>
  eb
    .selectFrom('blocks')
    .select('blocks.created_at')
    .where((w) =>
      w.or([
        w.and([w('blocks.blocker_profile_id', '=', a), w('blocks.blocked_profile_id', '=', b)]),
        w.and([w('blocks.blocker_profile_id', '=', b), w('blocks.blocked_profile_id', '=', a)]),
      ]),
    );

type RecipientValues = { profileId: number; senderProfileId: number; now: string };

const recipientRead = (
  db: Db,
  slot: <K extends keyof RecipientValues>(name: K) => RecipientValues[K],
) =>
  db
    .selectFrom('profiles')
    .leftJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.id', 'profiles.status', 'profiles.user_id', 'users.status as user_status'])
    .select((eb) => [
      eb.exists(writingRestriction(db, slot('senderProfileId'), slot('now'))).as('may_not_write'),
      eb.exists(blockBetween(eb, slot('senderProfileId'), slot('profileId'))).as('blocked'),
    ])
    .where('profiles.id', '=', slot('profileId'));

// Every message runs one of these reads: built and compiled once (compiled-query.ts).
const recipientOf = compileOnceWith<RecipientValues>()(recipientRead);

type SendCheckValues = RecipientValues & { since: string; nonce: string };

// A send's first read, one row whether or not the recipient exists: whether the sender used
// the nonce before (its message is then the answer, read on its own), the recipient's rules
// as recipientRead has them, and the sender's messages since `since` (the rate limit).
const sendChecks = compileOnceWith<SendCheckValues>()((db, slot) =>
  db
    .selectFrom(db.selectNoFrom(sql<number>`1`.as('one')).as('one'))
    .leftJoin('profiles', (join) => join.on('profiles.id', '=', slot('profileId')))
    .leftJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.id', 'profiles.status', 'profiles.user_id', 'users.status as user_status'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('messages')
            .select('messages.id')
            .where('messages.sender_profile_id', '=', slot('senderProfileId'))
            .where('messages.nonce', '=', slot('nonce')),
        )
        .as('nonce_used'),
      eb.exists(writingRestriction(db, slot('senderProfileId'), slot('now'))).as('may_not_write'),
      eb.exists(blockBetween(eb, slot('senderProfileId'), slot('profileId'))).as('blocked'),
      eb
        .selectFrom('messages')
        .select(eb.fn.countAll<number>().as('count'))
        .where('messages.sender_profile_id', '=', slot('senderProfileId'))
        .where('messages.created_at', '>', slot('since'))
        .as('sent_since'),
    ]),
);

/** Who a message may go to: the recipient and the rules between them and the sender. */
export class ChatRecipientRepository {
  constructor(private readonly db: Db) {}

  /** Whether a moderation decision keeps the member from writing now. */
  async mayNotWrite(profileId: number, now: string): Promise<boolean> {
    return (await writingRestriction(this.db, profileId, now).executeTakeFirst()) !== undefined;
  }

  /**
   * The profile a message from `senderProfileId` would go to, with its account's status (null
   * for fictional ones), whether a block stands between the two either way, and whether a
   * moderation decision keeps the sender from writing now: one read for every rule.
   */
  async recipient(profileId: number, senderProfileId: number, now: string) {
    const [row] = await recipientOf(this.db, { profileId, senderProfileId, now });
    if (!row) return undefined;
    const { may_not_write, blocked, ...recipient } = row;
    return { ...recipient, mayNotWrite: Boolean(may_not_write), blocked: Boolean(blocked) };
  }

  /**
   * A send's checks in one read: whether the sender used `nonce` before, and if not, the
   * recipient as `recipient` reads it (undefined when there is no such profile) with the
   * messages the sender sent since `since` (the rate limit, checked after the rules).
   */
  async sendChecks(values: SendCheckValues) {
    const [row] = await sendChecks(this.db, values);
    if (!row) throw new Error('a one-row read answered no row');
    const { nonce_used, may_not_write, blocked, sent_since, id, status, ...rest } = row;
    return {
      nonceUsed: Boolean(nonce_used),
      recipient:
        id === null || status === null
          ? undefined
          : {
              ...rest,
              id,
              status,
              mayNotWrite: Boolean(may_not_write),
              blocked: Boolean(blocked),
              sentSince: Number(sent_since ?? 0),
            },
    };
  }
}
