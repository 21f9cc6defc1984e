import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';
import {
  DECISION_ACTIONS,
  DECISION_GROUNDS,
  MEMBER_SEARCH_MAX,
  STAFF_REASON_MAX,
  STAFF_REASON_MIN,
} from './staff-rules';

const IsoTimeSchema = Type.String({ format: 'date-time' });
const NullableTime = Type.Union([IsoTimeSchema, Type.Null()]);

/** The account's own state: waiting for its activation, in use, or deleted. */
const AccountStateSchema = Type.Enum(['not_confirmed', 'active', 'disabled', 'deleted']);

/** GET /staff-api/members?q=: an e-mail address (or its start), a name's start, or an id. */
export const MemberSearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 254 }),
});
export type MemberSearchQuery = Static<typeof MemberSearchQuerySchema>;

const MemberRowSchema = Type.Object({
  /** The member's account id (the id every other screen and table uses). */
  id: IdSchema,
  profileId: Type.Union([IdSchema, Type.Null()]),
  name: Type.String(),
  email: Type.String(),
  state: AccountStateSchema,
});
export type MemberRow = Static<typeof MemberRowSchema>;

export const MemberSearchResponseSchema = Type.Object({
  members: Type.Array(MemberRowSchema, { maxItems: MEMBER_SEARCH_MAX }),
});
export type MemberSearchResponse = Static<typeof MemberSearchResponseSchema>;

export const MemberParamsSchema = Type.Object({ id: IdSchema });
export type MemberParams = Static<typeof MemberParamsSchema>;

const RestrictionSchema = Type.Object({
  kind: Type.Enum(['hidden', 'messaging', 'suspended', 'banned']),
  /** Until when; null: until lifted. */
  endsAt: NullableTime,
});

/** A session of the member's, without its id: what support may tell them about. */
const MemberSessionSchema = Type.Object({
  createdAt: IsoTimeSchema,
  lastSeenAt: IsoTimeSchema,
  ip: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
});

export const MemberPaymentSchema = Type.Object({
  id: IdSchema,
  createdAt: IsoTimeSchema,
  completedAt: NullableTime,
  amountCents: Type.Integer(),
  currency: Type.String(),
  status: Type.Enum(['pending', 'completed', 'failed', 'cancelled']),
  provider: Type.String(),
  method: Type.String(),
  /** What was bought: a package of credits. */
  credits: Type.Integer(),
  invoiceNumber: Type.Union([Type.String(), Type.Null()]),
  /** Paid back so far: the member's withdrawal and staff refunds together. */
  refundedCents: Type.Integer(),
  /** What a refund may still pay back. */
  refundableCents: Type.Integer(),
  withdrawnAt: NullableTime,
});
export type MemberPayment = Static<typeof MemberPaymentSchema>;

const LedgerRowSchema = Type.Object({
  id: IdSchema,
  at: IsoTimeSchema,
  /** Credits added (positive) or taken (negative). */
  amount: Type.Integer(),
  reason: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
});

const MemberDecisionSchema = Type.Object({
  id: IdSchema,
  action: Type.Enum([...DECISION_ACTIONS]),
  ground: Type.Union([Type.Enum([...DECISION_GROUNDS]), Type.Null()]),
  decidedAt: IsoTimeSchema,
  reversed: Type.Boolean(),
});

/** GET /staff-api/members/:id: what support and finance need to help a member. */
export const MemberFileSchema = Type.Object({
  id: IdSchema,
  profileId: Type.Union([IdSchema, Type.Null()]),
  name: Type.String(),
  email: Type.String(),
  state: AccountStateSchema,
  restrictions: Type.Array(RestrictionSchema),
  signupDate: IsoTimeSchema,
  language: Type.String(),
  credits: Type.Integer(),
  premium: Type.Boolean(),
  sessions: Type.Array(MemberSessionSchema),
  payments: Type.Array(MemberPaymentSchema),
  /** The latest 100 rows, newest first. */
  ledger: Type.Array(LedgerRowSchema),
  decisions: Type.Array(MemberDecisionSchema),
});
export type MemberFile = Static<typeof MemberFileSchema>;

/** Why a staff member acts: kept in the audit as typed. */
const ReasonSchema = Type.String({ minLength: STAFF_REASON_MIN, maxLength: STAFF_REASON_MAX });

export const SupportActionBodySchema = Type.Object({ reason: ReasonSchema });
export type SupportActionBody = Static<typeof SupportActionBodySchema>;

/** A resent activation mail needs no reason; one may be given. */
export const ResendActivationBodySchema = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: STAFF_REASON_MAX })),
});
export type ResendActivationBody = Static<typeof ResendActivationBodySchema>;

/** What a support action did. */
export const SupportActionResponseSchema = Type.Object({
  /** resend: the mail is queued; sessions: how many ended; export: it is being prepared. */
  done: Type.Literal(true),
  count: Type.Optional(Type.Integer()),
});
export type SupportActionResponse = Static<typeof SupportActionResponseSchema>;

export const PaymentParamsSchema = Type.Object({ id: IdSchema });
export type PaymentParams = Static<typeof PaymentParamsSchema>;

/** POST /staff-api/payments/:id/refund */
export const RefundBodySchema = Type.Object({
  amountCents: Type.Integer({ minimum: 1 }),
  reason: ReasonSchema,
  /** Made by the console once per refund form; the same key again is the same refund. */
  idempotencyKey: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  }),
});
export type RefundBody = Static<typeof RefundBodySchema>;

export const RefundResponseSchema = Type.Object({
  refund: Type.Object({
    id: IdSchema,
    paymentId: IdSchema,
    amountCents: Type.Integer(),
    currency: Type.String(),
    /** Credits taken back from the balance. */
    creditsTaken: Type.Integer(),
    /** Credits the rule asked for that the member had spent already (not taken). */
    creditsShort: Type.Integer(),
    premiumEnded: Type.Boolean(),
    /** pending until the provider has accepted it (within seconds, or retried). */
    status: Type.Enum(['pending', 'refunded']),
    createdAt: IsoTimeSchema,
  }),
  payment: MemberPaymentSchema,
});
export type RefundResponse = Static<typeof RefundResponseSchema>;
