import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';
import {
  APPEAL_OUTCOMES,
  DECISION_ACTIONS,
  DECISION_GROUNDS,
  DECISION_TEXT_MAX,
  DECISION_TEXT_MIN,
  QUEUE_KINDS,
  SCAM_SIGNALS,
  STAFF_ROLES,
  SUSPEND_DAYS_MAX,
  SUSPEND_DAYS_MIN,
} from './staff-rules';

const StaffRoleSchema = Type.Enum([...STAFF_ROLES]);
const IsoTimeSchema = Type.String({ format: 'date-time' });

/** POST /staff-api/login/password: the first factor. */
export const StaffPasswordBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type StaffPasswordBody = Static<typeof StaffPasswordBodySchema>;

/** A token good for the code step only, for five minutes, once. */
export const StaffPasswordResponseSchema = Type.Object({
  codeToken: Type.String(),
});
export type StaffPasswordResponse = Static<typeof StaffPasswordResponseSchema>;

/** POST /staff-api/login/code: the second factor, a TOTP code of the authenticator app. */
export const StaffCodeBodySchema = Type.Object({
  codeToken: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.String({ pattern: '^[0-9]{6}$' }),
});
export type StaffCodeBody = Static<typeof StaffCodeBodySchema>;

/** The signed-in staff member, as the console shows them. */
export const StaffMeSchema = Type.Object({
  id: IdSchema,
  email: Type.String(),
  name: Type.String(),
  roles: Type.Array(StaffRoleSchema),
});
export type StaffMe = Static<typeof StaffMeSchema>;

const StaffRefSchema = Type.Object({ id: IdSchema, name: Type.String() });
export type StaffRef = Static<typeof StaffRefSchema>;

/** The member an item is about. */
const QueueSubjectSchema = Type.Object({
  profileId: IdSchema,
  name: Type.String(),
});

/** One item of the inbox of work. */
export const QueueItemSchema = Type.Object({
  id: IdSchema,
  kind: Type.Enum([...QUEUE_KINDS]),
  /** When the work arrived: the report, the notice, the upload, the appeal. */
  createdAt: IsoTimeSchema,
  /** Who brought it: a member, a visitor (a notice), an upload, an appeal, the scam checks. */
  source: Type.Enum(['member', 'visitor', 'upload', 'appeal', 'system']),
  subject: Type.Union([QueueSubjectSchema, Type.Null()]),
  /** The report's reason, the notice's category; for a photo `pending_photo`. */
  reason: Type.String(),
  /** The staff member holding the item, and until when; null: anyone may take it. */
  holder: Type.Union([StaffRefSchema, Type.Null()]),
  leaseExpiresAt: Type.Union([IsoTimeSchema, Type.Null()]),
});
export type QueueItem = Static<typeof QueueItemSchema>;

/** A photo of a profile as the console shows it: its file on the staff origin and its state. */
const ProfilePhotoSchema = Type.Object({
  id: IdSchema,
  url: Type.String(),
  status: Type.String(),
});

/**
 * GET /staff-api/photo-queue: the photos waiting for approval, by profile (the profile with the
 * oldest waiting photo first); each with its inbox item, beside the profile's other photos.
 */
export const PhotoQueueResponseSchema = Type.Object({
  profiles: Type.Array(
    Type.Object({
      profileId: IdSchema,
      name: Type.String(),
      pending: Type.Array(Type.Object({ item: QueueItemSchema, photo: ProfilePhotoSchema })),
      /** The photos of the profile that are not waiting: what the new ones join. */
      others: Type.Array(ProfilePhotoSchema),
    }),
  ),
});
export type PhotoQueueResponse = Static<typeof PhotoQueueResponseSchema>;

export const QueueQuerySchema = Type.Object({
  kind: Type.Optional(Type.Enum([...QUEUE_KINDS])),
});
export type QueueQuery = Static<typeof QueueQuerySchema>;

/** GET /staff-api/queue: open items, oldest first. */
export const QueueResponseSchema = Type.Object({
  items: Type.Array(QueueItemSchema),
  /** Open items by kind, whatever the filter. */
  counts: Type.Record(Type.String(), Type.Integer()),
  /** How long the oldest open item has waited, in seconds; null when there is none. */
  oldestAgeSeconds: Type.Union([Type.Integer(), Type.Null()]),
});
export type QueueResponse = Static<typeof QueueResponseSchema>;

export const QueueItemParamsSchema = Type.Object({ id: IdSchema });
export type QueueItemParams = Static<typeof QueueItemParamsSchema>;

const PhotoViewSchema = Type.Object({
  id: IdSchema,
  url: Type.String(),
  status: Type.Enum(['active', 'pending', 'rejected', 'processing']),
});

/** A message of the reported conversation, around the reported one. */
const ContextMessageSchema = Type.Object({
  id: IdSchema,
  /** The member who wrote it: the subject of the report, or the reporter. */
  from: Type.Enum(['subject', 'reporter']),
  text: Type.String(),
  sentAt: IsoTimeSchema,
  reported: Type.Boolean(),
});

const PastDecisionSchema = Type.Object({
  id: IdSchema,
  action: Type.Enum([...DECISION_ACTIONS]),
  ground: Type.Union([Type.Enum([...DECISION_GROUNDS]), Type.Null()]),
  decidedAt: IsoTimeSchema,
  decidedBy: Type.String(),
  reversed: Type.Boolean(),
});

/** GET /staff-api/queue/:id: the item with what a moderator needs to decide it. */
export const QueueItemDetailSchema = Type.Object({
  item: QueueItemSchema,
  /**
   * A scam item: what the server noticed, its score, and whether the first message waits
   * for this decision (a dismissal lets it through). Absent for other items.
   */
  signals: Type.Optional(
    Type.Object({
      list: Type.Array(Type.Enum([...SCAM_SIGNALS])),
      score: Type.Integer({ minimum: 0, maximum: 100 }),
      held: Type.Boolean(),
    }),
  ),
  /** What the reporter or notifier wrote, as text (never markup). */
  statement: Type.Union([Type.String(), Type.Null()]),
  /** A notice's reference and what its sender typed to point at the content. */
  notice: Type.Union([
    Type.Object({ reference: Type.String(), target: Type.String() }),
    Type.Null(),
  ]),
  profile: Type.Union([
    Type.Object({
      id: IdSchema,
      name: Type.String(),
      age: Type.Union([Type.Integer(), Type.Null()]),
      city: Type.String(),
      about: Type.String(),
      /** The account's state: active, suspended until, banned, hidden from search. */
      state: Type.Enum(['active', 'hidden', 'restricted', 'suspended', 'banned', 'deleted']),
      photos: Type.Array(PhotoViewSchema),
    }),
    Type.Null(),
  ]),
  /** The photo the item is about (a pending or reported photo). */
  photoId: Type.Union([IdSchema, Type.Null()]),
  /** A reported message's conversation: the messages around it, nothing more. */
  context: Type.Array(ContextMessageSchema),
  decisions: Type.Array(PastDecisionSchema),
  /** An appeal item's appeal: what the member wrote, and the decision they contest. */
  appeal: Type.Union([
    Type.Object({
      text: Type.String(),
      createdAt: IsoTimeSchema,
      decision: Type.Object({
        id: IdSchema,
        action: Type.Enum([...DECISION_ACTIONS]),
        ground: Type.Union([Type.Enum([...DECISION_GROUNDS]), Type.Null()]),
        text: Type.String(),
        decidedAt: IsoTimeSchema,
        decidedBy: Type.String(),
        /** The caller made it: someone else must decide the appeal. */
        own: Type.Boolean(),
      }),
    }),
    Type.Null(),
  ]),
});
export type QueueItemDetail = Static<typeof QueueItemDetailSchema>;

/** POST /staff-api/queue/:id/decision */
export const DecisionBodySchema = Type.Object({
  action: Type.Enum([...DECISION_ACTIONS]),
  /** Required for every action but `dismiss`. */
  ground: Type.Optional(Type.Enum([...DECISION_GROUNDS])),
  /** The facts, as the member will read them in the statement of reasons. */
  text: Type.String({ minLength: DECISION_TEXT_MIN, maxLength: DECISION_TEXT_MAX }),
  /** For `suspend`: how many days. */
  days: Type.Optional(Type.Integer({ minimum: SUSPEND_DAYS_MIN, maximum: SUSPEND_DAYS_MAX })),
  /** For `remove_photo`: which photo (default: the item's). */
  photoId: Type.Optional(IdSchema),
});
export type DecisionBody = Static<typeof DecisionBodySchema>;

export const DecisionResponseSchema = Type.Object({
  decisionId: IdSchema,
  /** Until when its maker may undo it. */
  undoUntil: IsoTimeSchema,
});
export type DecisionResponse = Static<typeof DecisionResponseSchema>;

export const DecisionParamsSchema = Type.Object({ id: IdSchema });
export type DecisionParams = Static<typeof DecisionParamsSchema>;

/** POST /staff-api/queue/:id/appeal: the outcome of an appeal, and what the member reads. */
export const AppealDecisionBodySchema = Type.Object({
  outcome: Type.Enum([...APPEAL_OUTCOMES]),
  text: Type.String({ minLength: DECISION_TEXT_MIN, maxLength: DECISION_TEXT_MAX }),
});
export type AppealDecisionBody = Static<typeof AppealDecisionBodySchema>;
