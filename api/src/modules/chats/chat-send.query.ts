import { sql, type Kysely, type QueryCreator } from 'kysely';
import { compileOnceWith } from '../../db/compiled-query';
import type { Database } from '../../db/database.types';
import { MESSAGE_MAIL_KIND } from '../notifications/notification-kinds';
import { FOLDER_FLAG } from './conversation-folders';

// The statements every sent message runs, each built and compiled once (compiled-query.ts):
// building and compiling a Kysely query cost more CPU than the database took to run it.

const SENT_COLUMNS = [
  'id',
  'sender_profile_id',
  'kind',
  'body',
  'gift',
  'nonce',
  'credits_spent',
  'credits_after',
  'chat_image_id',
  'created_at',
  'offensive',
  'caution',
] as const;

export const senderOf = compileOnceWith<{ userId: number }>()((db, slot) =>
  db
    .selectFrom('users')
    .select(['credits', 'paid_user', 'language'])
    .where('id', '=', slot('userId')),
);

/** The conversation of profile `a` with `b`, the first if there were ever two. */
const conversationOfPair = (db: Kysely<Database>, a: number, b: number) =>
  db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversation_members as other', 'other.conversation_id', 'mine.conversation_id')
    .select('mine.conversation_id')
    .where('mine.profile_id', '=', a)
    .where('other.profile_id', '=', b)
    .orderBy('mine.conversation_id')
    .limit(1);

export const conversationOf = compileOnceWith<{ a: number; b: number }>()((db, slot) =>
  conversationOfPair(db, slot('a'), slot('b')),
);

// The send's unit of work opens with both: one read.
export const senderWithConversation = compileOnceWith<{ userId: number; a: number; b: number }>()(
  (db, slot) =>
    db
      .selectFrom('users')
      .select([
        'users.credits',
        'users.paid_user',
        'users.language',
        conversationOfPair(db, slot('a'), slot('b')).as('conversation_id'),
      ])
      .where('users.id', '=', slot('userId')),
);

/** A message's columns as the insert under its nonce takes them. */
export type MessageValues = {
  conversationId: number;
  senderProfileId: number;
  nonce: string;
  kind: 'text' | 'gift' | 'image';
  body: string | null;
  gift: string | null;
  chatImageId: number | null;
  cost: number;
  creditsAfter: number;
  now: string;
  offensive: number;
  caution: number;
};

export const insertUnderNonce = compileOnceWith<MessageValues>()((db, slot) =>
  db
    .insertInto('messages')
    .values({
      conversation_id: slot('conversationId'),
      sender_profile_id: slot('senderProfileId'),
      nonce: slot('nonce'),
      kind: slot('kind'),
      body: slot('body'),
      image_id: null,
      gift: slot('gift'),
      chat_image_id: slot('chatImageId'),
      credits_spent: slot('cost'),
      credits_after: slot('creditsAfter'),
      created_at: slot('now'),
      offensive: slot('offensive'),
      caution: slot('caution'),
    })
    .onConflict((oc) => oc.columns(['sender_profile_id', 'nonce']).doNothing())
    .returning(SENT_COLUMNS),
);

export const messageByNonce = compileOnceWith<{ senderProfileId: number; nonce: string }>()(
  (db, slot) =>
    db
      .selectFrom('messages')
      .leftJoin('chat_images', 'chat_images.id', 'messages.chat_image_id')
      .select(SENT_COLUMNS.map((column) => `messages.${column}` as const))
      .select([
        'messages.conversation_id',
        'chat_images.filename as image_filename',
        'chat_images.thumb_filename as image_thumb_filename',
        'chat_images.status as image_status',
      ])
      .where('messages.sender_profile_id', '=', slot('senderProfileId'))
      .where('messages.nonce', '=', slot('nonce')),
);

export const bumpConversation = compileOnceWith<{ conversationId: number; now: string }>()(
  (db, slot) =>
    db
      .updateTable('conversations')
      .set({ last_message_at: slot('now') })
      .where('id', '=', slot('conversationId')),
);

type BumpValues = {
  conversationId: number;
  senderProfileId: number;
  /** The sender's profile when writing takes the conversation into their inbox, else 0. */
  unhideProfileId: number;
  /** The notification log's slot of this hour's mail about the conversation. */
  mailPeriod: string;
};

/**
 * Both sides back (a deleted chat reappears), unread for the recipient, and the sender's side
 * into their inbox when they answer from their hidden folder; the sides as written, each with
 * whether a push or a mail could still tell that member of the message (`notifiable`): not
 * when no browser of theirs is subscribed and this hour's mail about the conversation went
 * out already, or their mail is off (bounce, complaint, unsubscribe).
 */
const bumpSides = (
  db: Pick<QueryCreator<Database>, 'updateTable'>,
  slot: <K extends keyof BumpValues>(name: K) => BumpValues[K],
) =>
  db
    .updateTable('conversation_members')
    .set((eb) => ({
      deleted_at: null,
      unread_count: eb
        .case()
        .when('profile_id', '=', slot('senderProfileId'))
        .then(eb.ref('unread_count'))
        .else(eb('unread_count', '+', 1))
        .end(),
      filtered: eb
        .case()
        .when('profile_id', '=', slot('unhideProfileId'))
        .then(sql.lit(FOLDER_FLAG.inbox))
        .else(eb.ref('filtered'))
        .end(),
    }))
    .where('conversation_id', '=', slot('conversationId'))
    .returning((eb) => {
      const member = () =>
        eb
          .selectFrom('profiles as member')
          .whereRef('member.id', '=', 'conversation_members.profile_id');
      return [
        'profile_id',
        'filtered',
        eb
          .case()
          .when(
            eb.exists(
              member()
                .innerJoin('push_subscriptions', 'push_subscriptions.user_id', 'member.user_id')
                .select('push_subscriptions.id'),
            ),
          )
          .then(sql.lit(1))
          .when(
            eb.or([
              eb.exists(
                member()
                  .innerJoin('notification_log', 'notification_log.user_id', 'member.user_id')
                  .select('notification_log.id')
                  .where('notification_log.kind', '=', sql.lit(MESSAGE_MAIL_KIND))
                  .where('notification_log.period', '=', slot('mailPeriod')),
              ),
              eb.exists(
                member()
                  .innerJoin('users', 'users.id', 'member.user_id')
                  .select('users.id')
                  .where('users.notifications_disabled', '<>', sql.lit('[]')),
              ),
            ]),
          )
          .then(sql.lit(0))
          .else(sql.lit(1))
          .end()
          .as('notifiable'),
      ];
    });

export const bumpMembers = compileOnceWith<BumpValues>()(bumpSides);

// PostgreSQL only (SQLite has no data-modifying WITH): the conversation's update rides in the
// members' statement, one round trip instead of two. Both run whether or not one reads the
// other's rows, in the same snapshot.
export const bumpConversationAndMembers = compileOnceWith<BumpValues & { now: string }>()(
  (db, slot) =>
    bumpSides(
      db.with('bumped', (qc) =>
        qc
          .updateTable('conversations')
          .set({ last_message_at: slot('now') })
          .where('id', '=', slot('conversationId'))
          .returning('id'),
      ),
      slot,
    ),
);
