import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';
import { OPERATOR_INBOX_MAX, OPERATOR_MESSAGE_MAX } from './operator-rules';

const IsoTimeSchema = Type.String({ format: 'date-time' });

/** The member who writes to a fictional profile, as an operator needs to know them. */
const OperatorMemberSchema = Type.Object({
  userId: IdSchema,
  profileId: IdSchema,
  name: Type.String(),
  age: Type.Integer(),
  country: Type.String(),
  /** The member's language (the honest answer is written in it). */
  language: Type.String(),
});
export type OperatorMember = Static<typeof OperatorMemberSchema>;

/** The fictional profile an operator writes for. */
const OperatorProfileSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  age: Type.Integer(),
  country: Type.String(),
});

/**
 * Whether the conversation asks for care, and why: more credits spent in the last 24 hours
 * than the limit, or words of loneliness, depression or self-harm in the member's messages.
 */
const VulnerabilitySchema = Type.Object({
  flagged: Type.Boolean(),
  creditsSpent24h: Type.Integer(),
  /** The member's messages (the last one, in the inbox) hold a word of distress. */
  distress: Type.Boolean(),
});

/** The operator answering a conversation now (a live lease), or null: anyone may. */
const OperatorHolderSchema = Type.Union([
  Type.Object({ id: IdSchema, name: Type.String() }),
  Type.Null(),
]);

const WaitingConversationSchema = Type.Object({
  id: IdSchema,
  profile: OperatorProfileSchema,
  member: OperatorMemberSchema,
  /** The member's first message since the profile's last answer. */
  waitingSince: IsoTimeSchema,
  waitingSeconds: Type.Integer({ minimum: 0 }),
  /** The member's last message, as text (a gift or image says so). */
  lastMessage: Type.String(),
  vulnerability: VulnerabilitySchema,
  holder: OperatorHolderSchema,
});
export type WaitingConversation = Static<typeof WaitingConversationSchema>;

/** GET /staff-api/operator/conversations: waiting for an answer, oldest waiting first. */
export const OperatorInboxSchema = Type.Object({
  conversations: Type.Array(WaitingConversationSchema, { maxItems: OPERATOR_INBOX_MAX }),
});
export type OperatorInbox = Static<typeof OperatorInboxSchema>;

export const OperatorConversationParamsSchema = Type.Object({ id: IdSchema });
export type OperatorConversationParams = Static<typeof OperatorConversationParamsSchema>;

/**
 * POST /staff-api/operator/conversations/:id/claim: the caller answers it until then (renewed
 * by claiming again); 409 item_claimed with the holder's name while another operator does.
 */
export const OperatorClaimResponseSchema = Type.Object({ leaseExpiresAt: IsoTimeSchema });
export type OperatorClaimResponse = Static<typeof OperatorClaimResponseSchema>;

const OperatorMessageSchema = Type.Object({
  id: IdSchema,
  /** Who wrote it: the member, or the profile (an operator, or before operators existed). */
  from: Type.Enum(['member', 'profile']),
  kind: Type.Enum(['text', 'image', 'gift']),
  body: Type.Union([Type.String(), Type.Null()]),
  gift: Type.Union([Type.String(), Type.Null()]),
  createdAt: IsoTimeSchema,
});
export type OperatorMessage = Static<typeof OperatorMessageSchema>;

/** GET /staff-api/operator/conversations/:id: the conversation, newest 100 messages. */
export const OperatorConversationSchema = Type.Object({
  id: IdSchema,
  profile: OperatorProfileSchema,
  member: OperatorMemberSchema,
  messages: Type.Array(OperatorMessageSchema),
  /** The last message is the member's: an answer is awaited. */
  waiting: Type.Boolean(),
  vulnerability: VulnerabilitySchema,
  /** The prepared honest answer, in the member's language. */
  honestAnswer: Type.String(),
});
export type OperatorConversation = Static<typeof OperatorConversationSchema>;

/**
 * POST /staff-api/operator/conversations/:id/messages: an answer as the profile. Either a
 * text, or `honest: true` for the prepared honest answer in the member's language. The nonce
 * is made once per answer by the console: the same nonce again is the same message.
 */
export const OperatorAnswerBodySchema = Type.Object({
  nonce: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  body: Type.Optional(Type.String({ maxLength: OPERATOR_MESSAGE_MAX })),
  honest: Type.Optional(Type.Boolean()),
});
export type OperatorAnswerBody = Static<typeof OperatorAnswerBodySchema>;

export const OperatorAnswerResponseSchema = Type.Object({ message: OperatorMessageSchema });
export type OperatorAnswerResponse = Static<typeof OperatorAnswerResponseSchema>;
